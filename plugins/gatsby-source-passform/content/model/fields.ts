import { z } from "zod";
import { tokensIn } from "../words/tokens";
import { plainTextProblem } from "../words/plain-text";
import { formRule } from "./form-words";

/*
 * What the model's files are written with: a text for editors with its label and description,
 * a button's label, addresses, a block of known fields named as a GraphQL type, and the checks
 * several files share (a placeholder a text must name, no entry twice).
 */

/** Names of the GraphQL types derived from nested blocks and choices (graphql-types.ts). */
export const graphqlNames = z.registry<{ name: string; directives?: string }>();

/**
 * How the editors' forms name the values of a choice, e.g. „#demo“ as „Demo-Abschnitt“; the file
 * keeps the value. A choice without labels shows its values as they are.
 */
export const choiceLabels = z.registry<{ labels: Readonly<Record<string, string>> }>();

/** A field's label (its meta title), as the editors' forms show it. */
export const labelOf = (schema: z.ZodType): string | undefined => {
  const title = z.globalRegistry.get(schema)?.title;
  return typeof title === "string" ? title : undefined;
};

/** What editors read about a field: a short name (the form's label) and what it is for. */
export const about = (label: string, description: string) => ({ title: label, description });

export const text = (label: string, description: string, max?: number) => {
  const base = z
    .string({ error: "erwartet einen Text in Anführungszeichen" })
    .trim()
    .min(1, { error: "darf nicht leer sein" })
    .superRefine((value, context) => {
      const problem = plainTextProblem(value);
      if (problem) context.addIssue({ code: "custom", message: problem, input: value });
    });
  return (max ? base.max(max, { error: `höchstens ${max} Zeichen` }) : base).meta(
    about(label, description),
  );
};

/**
 * A text that must name certain facts as placeholders, so that what it says about them comes
 * from the one place the AGB take them from too.
 */
export const mentions = (schema: z.ZodString, tokens: ReadonlyArray<string>, why: string) =>
  schema.superRefine((value, context) => {
    const named = tokensIn(value);
    const missing = tokens.filter((token) => !named.includes(token));
    if (missing.length > 0) {
      context.addIssue({
        code: "custom",
        message: `nennt ${missing.map((token) => `{{${token}}}`).join(", ")} nicht; ${why}`,
        input: value,
      });
    }
  });

/** Short enough to fit on a button on a phone */
const BUTTON_MAX = 24;
export const buttonLabel = (label: string, description: string) =>
  text(label, description, BUTTON_MAX);

export const httpsUrl = (label: string, description: string) =>
  z
    .string({ error: "erwartet eine Adresse in Anführungszeichen" })
    .regex(/^https:\/\/[^\s/]+(\/[^\s]*)?$/, {
      error: "erwartet eine vollständige https://-Adresse",
    })
    .meta(about(label, description));

export const email = (label: string, description: string) =>
  z
    .email({ error: "erwartet eine E-Mail-Adresse wie name@example.org" })
    .meta(about(label, description));

/**
 * A block of known fields, described for editors and GraphiQL and named as a GraphQL type;
 * any other field is a typo the editor is told about.
 */
export const block = <Shape extends z.core.$ZodLooseShape>(
  name: string,
  label: string,
  description: string,
  shape: Shape,
) =>
  z
    .strictObject(shape, {
      error: (issue) =>
        issue.code === "invalid_type"
          ? "erwartet einen Block in geschweiften Klammern { … } mit Feldern"
          : undefined,
    })
    .meta(about(label, description))
    .register(graphqlNames, { name });

/** How the address of a legal page is written: /agb, /datenschutz … */
export const SLUG_PATTERN = /^\/[a-z0-9-]+$/;

/** The address of a legal page, e.g. /agb. */
export const legalSlug = (label: string, description: string) =>
  z
    .string({ error: "erwartet einen Pfad in Anführungszeichen" })
    .regex(SLUG_PATTERN, {
      error: "erwartet einen Pfad wie „/agb“: /, dann Kleinbuchstaben, Ziffern, - (ohne / am Ende)",
    })
    .meta(about(label, description));

export const schemaRef = z
  .string()
  .optional()
  .meta(about("JSON-Schema", "Verweis auf das JSON-Schema (nur für den Editor)"));

/** Reports every entry after the first whose `key` repeats an earlier one. */
export const unique =
  <T>(key: (entry: T) => string, what: string, field: string) =>
  (entries: T[], context: z.RefinementCtx) => {
    const seen = new Set<string>();
    entries.forEach((entry, index) => {
      const value = key(entry);
      const first = entries.findIndex((other) => key(other) === value);
      if (seen.has(value)) {
        context.addIssue({
          code: "custom",
          path: [index, field],
          message: `${what} „${value}“ kommt doppelt vor`,
          ...formRule(
            `${what} „${value}“ steht zweimal; jeder Eintrag braucht einen eigenen – bitte einen ändern.`,
            [[first, field]],
          ),
        });
      }
      seen.add(value);
    });
  };
