import { NBSP, typeset } from "../../plugins/gatsby-remark-legal-text/typography";

/*
 * German typography (no-break spaces with figures, units, references and dashes). The rules
 * live beside the remark plugin that applies them to the legal texts, so JSON and Markdown
 * are typeset alike.
 */
export { typeset };

/** Joins a phone number's groups with no-break spaces so it never wraps. */
export const unbreakable = (text: string): string => text.replace(/ /g, NBSP);
