/**
 * Legal texts in data/legal/*.md name company facts as tokens such as {{legalName}} or
 * {{address.city}}, so that data/site.json stays the only place those facts are written.
 * Remark percent-encodes braces inside link targets, hence the second spelling.
 */
export const TOKEN = /(?:\{\{|%7B%7B)\s*([A-Za-z][\w.]*)\s*(?:\}\}|%7D%7D)/g;

/** The names of the placeholders in a text, e.g. ["brand", "terms.noticeMonths"]. */
export const tokensIn = (text: string): string[] =>
  [...text.matchAll(TOKEN)].map((match) => match[1] as string);

/** Braces left over once every well-formed placeholder is taken out: {{brand} or {brand}. */
export const brokenToken = (text: string): string | undefined =>
  /\{\{|\}\}|\{[A-Za-z][\w.]*\}/.exec(text.replace(TOKEN, ""))?.[0];

/**
 * Placeholders that stand for a list of data/site.json rather than a value: written as a
 * paragraph of their own in a legal text, the page shows the list there ({{processors}}: the
 * service providers who process personal data for the company, derive/fact-lists.ts).
 */
export const LIST_TOKENS: ReadonlyArray<string> = ["processors"];
