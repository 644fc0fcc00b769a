import type { JSX, ReactNode } from "react";
import { css } from "@emotion/react";
import { primaryButton } from "../components/button-styles";
import { demoPrivacyLinks, demoRequest } from "../lib/demo-request";
import { words } from "../lib/words";
import { colors, fontSizes, fontWeights, lineHeights, radii, space } from "../theme/theme";

type Copy = NonNullable<Queries.DemoCtaContentFragment["landing"]>["demo"]["form"];

type DemoFormProps = Copy & {
  /** The plans of data/pricing.json, in their order: the choices of the plan field */
  plans: ReadonlyArray<string>;
};

const card = css({
  display: "grid",
  gap: space[4],
  padding: `${space[5]} ${space[4]}`,
  borderRadius: radii.large,
  background: colors.surface,
  color: colors.ink,
  textAlign: "left",
  "h3, p": { margin: 0 },
});

const title = css({ fontSize: fontSizes[4], lineHeight: lineHeights.snug });

const label = css({
  display: "block",
  marginBottom: space[1],
  fontWeight: fontWeights.semibold,
  span: { fontWeight: fontWeights.regular, color: colors.inkMuted },
});

/** Inputs, selects and the text area alike; the browser's verdict shows once it has been used. */
const control = css({
  display: "block",
  width: "100%",
  minHeight: "2.75rem",
  padding: `${space[2]} ${space[3]}`,
  border: `1px solid ${colors.inkMuted}`,
  borderRadius: radii.small,
  background: colors.surface,
  color: "inherit",
  font: "inherit",
  ":user-invalid": { borderColor: colors.invalid, boxShadow: `inset 0 0 0 1px ${colors.invalid}` },
});

const hint = css({ marginTop: space[1], color: colors.inkMuted, fontSize: fontSizes[1] });

const submit = css(primaryButton, {
  justifySelf: "start",
  cursor: "pointer",
  fontFamily: "inherit",
});

const note = css({
  color: colors.inkMuted,
  fontSize: fontSizes[1],
  ul: { display: "flex", flexWrap: "wrap", gap: `0 ${space[4]}`, margin: 0, padding: 0 },
  li: { listStyle: "none" },
});

type FieldProps = {
  name: keyof typeof demoRequest.fields;
  label: string;
  /** The required mark's word, for a field that must be filled */
  required?: string;
  hint?: string;
  children: (props: {
    id: string;
    name: string;
    required: boolean;
    "aria-describedby"?: string;
    css: typeof control;
  }) => ReactNode;
};

/** A field with its visible label, a required mark in words and a hint below it. */
const Field = ({ name, label: text, required, hint: help, children }: FieldProps): JSX.Element => {
  const id = `demo-${name}`;
  return (
    <div>
      <label htmlFor={id} css={label}>
        {text}
        {required && <span>{` (${required})`}</span>}
      </label>
      {children({
        id,
        name: demoRequest.fields[name],
        required: Boolean(required),
        ...(help ? { "aria-describedby": `${id}-hint` } : {}),
        css: control,
      })}
      {help && (
        <p id={`${id}-hint`} css={hint}>
          {help}
        </p>
      )}
    </div>
  );
};

/** A choice that may stay empty: its first line says so and sends nothing. */
const choices = (empty: string, values: ReadonlyArray<string>): JSX.Element[] => [
  <option key="" value="">
    {empty}
  </option>,
  ...values.map((value) => <option key={value}>{value}</option>),
];

/** Under the button: what the data is for, and where the policy and the security page say more. */
const PrivacyNote = (copy: Pick<Copy, "privacy" | "privacyLink" | "securityLink">) => (
  <div css={note}>
    <p>{copy.privacy}</p>
    <ul>
      <li>
        <a href={demoPrivacyLinks.policy}>{copy.privacyLink}</a>
      </li>
      <li>
        <a href={demoPrivacyLinks.security}>{copy.securityLink}</a>
      </li>
    </ul>
  </div>
);

/**
 * The demo request: a plain HTML form that Netlify Forms finds in the built page (its name,
 * data-netlify, the hidden form-name written here, so the page reads the same before and after
 * Netlify's processing) and a honeypot inside an element with `hidden`, out of sight and out of
 * the accessibility tree. The browser checks every field before anything is sent; the POST goes
 * to the thank-you page, which Netlify serves once it has taken the submission.
 */
export const DemoForm = (copy: DemoFormProps): JSX.Element => (
  <form
    name={demoRequest.formName}
    method="POST"
    action={demoRequest.action}
    data-netlify="true"
    netlify-honeypot={demoRequest.honeypot}
    aria-labelledby="demo-form-title"
    css={card}
  >
    <h3 id="demo-form-title" css={title}>
      {copy.title}
    </h3>
    <input type="hidden" name="form-name" value={demoRequest.formName} />
    <p hidden>
      <label>
        {words.honeypot}
        <input type="text" name={demoRequest.honeypot} autoComplete="off" />
      </label>
    </p>
    <Field name="name" label={copy.name} required={copy.required}>
      {(props) => <input {...props} type="text" autoComplete="name" maxLength={100} />}
    </Field>
    <Field name="company" label={copy.company} required={copy.required}>
      {(props) => <input {...props} type="text" autoComplete="organization" maxLength={100} />}
    </Field>
    <Field name="email" label={copy.email} required={copy.required}>
      {(props) => <input {...props} type="email" autoComplete="work email" maxLength={254} />}
    </Field>
    <Field name="shopUrl" label={copy.shopUrl} hint={copy.shopUrlHint}>
      {(props) => <input {...props} type="url" autoComplete="url" maxLength={200} />}
    </Field>
    <Field name="shopSystem" label={copy.shopSystem}>
      {(props) => (
        <select {...props} autoComplete="off" defaultValue="">
          {choices(copy.noChoice, copy.shopSystems)}
        </select>
      )}
    </Field>
    <Field name="plan" label={copy.plan}>
      {(props) => (
        <select {...props} autoComplete="off" defaultValue="">
          {choices(copy.noChoice, copy.plans)}
        </select>
      )}
    </Field>
    <Field name="message" label={copy.message}>
      {(props) => <textarea {...props} autoComplete="off" maxLength={2000} rows={4} />}
    </Field>
    <button type="submit" css={submit}>
      {copy.submit}
    </button>
    <PrivacyNote {...copy} />
  </form>
);
