import type { JSX } from "react";
import { graphql } from "gatsby";
import { css } from "@emotion/react";
import { sectionAnchors } from "../../plugins/gatsby-source-passform";
import { inverseButton } from "../components/button-styles";
import { Container } from "../components/container";
import { sectionTitle } from "../components/section-heading";
import { unbreakable } from "../lib/typeset";
import { DemoForm } from "./demo-form";
import { colors, fontSizes, fontWeights, mq, radii, space } from "../theme/theme";

type Content = Queries.DemoCtaContentFragment;

type DemoCtaProps = NonNullable<Content["landing"]>["demo"] &
  NonNullable<Content["company"]>["contact"] & {
    /** The plans' names, for the form's choice of plan */
    plans: ReadonlyArray<string>;
  };

const section = css({
  paddingBlock: space[8],
  [mq("md")]: { paddingBlock: space[9] },
});

/** The intro and the alternatives beside the form from lg on, above and below it before. */
const panel = css({
  position: "relative",
  overflow: "hidden",
  display: "grid",
  gap: space[6],
  padding: `${space[7]} ${space[4]}`,
  borderRadius: radii.large,
  background: `radial-gradient(40rem 20rem at 100% 0%, ${colors.accentGlow}, transparent 60%), radial-gradient(40rem 24rem at 0% 100%, ${colors.mintGlow}, transparent 60%), ${colors.primaryDark}`,
  color: colors.white,
  textAlign: "center",
  [mq("md")]: { padding: `${space[8]} ${space[7]}` },
  [mq("lg")]: {
    gridTemplateColumns: "minmax(0, 1fr) minmax(0, 30rem)",
    gridTemplateRows: "auto 1fr",
    columnGap: space[8],
    textAlign: "left",
    "> form": { gridColumn: 2, gridRow: "1 / span 2" },
  },
  ":focus-visible": { outlineColor: colors.focusOnInverse },
});

const text = css({
  maxWidth: "38rem",
  margin: `${space[4]} auto 0`,
  fontSize: fontSizes[3],
  [mq("lg")]: { marginInline: 0 },
});

const actions = css({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: space[4],
  [mq("sm")]: { flexDirection: "row", justifyContent: "center" },
  [mq("lg")]: { flexDirection: "column", alignItems: "start", alignSelf: "start" },
});

const phoneLine = css({
  margin: 0,
  a: { color: colors.white, fontWeight: fontWeights.semibold, whiteSpace: "nowrap" },
  "a:hover": { color: colors.primarySoft },
});

/**
 * Closing call to action: the demo request form (demo-form.tsx), and beside it the request by
 * e-mail and the phone number for those who would rather write or call.
 */
export const DemoCta = ({
  title: heading,
  text: body,
  emailLabel,
  emailSubject,
  phoneLabel,
  form,
  plans,
  salesEmail,
  phone,
  phoneDisplay,
}: DemoCtaProps): JSX.Element => (
  <section id={sectionAnchors.demo} aria-labelledby="demo-title" css={section}>
    <Container>
      <div css={panel}>
        <div>
          <h2 id="demo-title" css={sectionTitle}>
            {heading}
          </h2>
          <p css={text}>{body}</p>
        </div>
        <DemoForm {...form} plans={plans} />
        <div css={actions}>
          <a
            href={`mailto:${salesEmail}?subject=${encodeURIComponent(emailSubject)}`}
            css={inverseButton}
          >
            {emailLabel}
          </a>
          <p css={phoneLine}>
            {phoneLabel} <a href={`tel:${phone}`}>{unbreakable(phoneDisplay)}</a>
          </p>
        </div>
      </div>
    </Container>
  </section>
);

export const query = graphql`
  fragment DemoCtaContent on Query {
    landing {
      demo {
        title
        text
        emailLabel
        emailSubject
        phoneLabel
        form {
          title
          required
          name
          company
          email
          shopUrl
          shopUrlHint
          shopSystem
          shopSystems
          plan
          noChoice
          message
          submit
          privacy
          privacyLink
          securityLink
        }
      }
    }
    company {
      contact {
        salesEmail
        phone
        phoneDisplay
      }
    }
  }
`;
