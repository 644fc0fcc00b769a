import { NBSP, typeset } from "../../plugins/gatsby-remark-legal-text/typography";

/*
 * German typography (no-break spaces with figures, units, references and dashes). The rules
 * live beside the remark plugin that applies them to the legal texts, so JSON and Markdown
 * are typeset alike.
 */
export { typeset };

/** Applies `typeset` to every string in a JSON value, keeping its shape. */
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

/** Joins a phone number's groups with no-break spaces so it never wraps. */
export const unbreakable = (text: string): string => text.replace(/ /g, NBSP);
