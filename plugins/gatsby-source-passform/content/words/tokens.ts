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
