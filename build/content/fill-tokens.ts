/**
 * Legal texts in data/legal/*.md name company facts as tokens such as {{legalName}} or
 * {{address.city}}, so that data/site.json stays the only place those facts are written.
 * Remark percent-encodes braces inside link targets, hence the second spelling.
 */
const TOKEN = /(?:\{\{|%7B%7B)\s*([A-Za-z][\w.]*)\s*(?:\}\}|%7D%7D)/g;

export type FactValues = Readonly<Record<string, string>>;

type Facts = { readonly [key: string]: unknown };

/** { address: { city: "Berlin" } } -> { "address.city": "Berlin" } (strings only) */
export const flattenFacts = (facts: Facts, prefix = ""): Record<string, string> => {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(facts)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") flat[path] = value;
    else if (value !== null && typeof value === "object" && !Array.isArray(value)) {
      Object.assign(flat, flattenFacts(value as Facts, path));
    }
  }
  return flat;
};

const escapeHtml = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const replaceTokens = (
  text: string,
  values: FactValues,
  encode: (value: string) => string,
): string =>
  text.replace(TOKEN, (token, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Unknown token ${token} in legal text`);
    return encode(value);
  });

/** Replaces every token in rendered HTML with its HTML-escaped value. */
export const fillTokens = (html: string, values: FactValues): string =>
  replaceTokens(html, values, escapeHtml);

/** Replaces every token in plain text, e.g. a heading that React renders as text. */
export const fillTokensInText = (text: string, values: FactValues): string =>
  replaceTokens(text, values, (value) => value);
