import { typeset } from "../../../gatsby-remark-legal-text/typography";

/**
 * Applies German typography (no-break spaces with figures, units, references and dashes) to
 * every string in a JSON value, keeping its shape. The rules live beside the remark plugin that
 * applies them to the legal texts, so JSON and Markdown are typeset alike.
 */
export const typesetDeep = <T>(value: T): T => {
  if (typeof value === "string") return typeset(value) as T;
  if (Array.isArray(value)) return value.map((item) => typesetDeep(item)) as T;
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, typesetDeep(item)]),
    ) as T;
  }
  return value;
};
