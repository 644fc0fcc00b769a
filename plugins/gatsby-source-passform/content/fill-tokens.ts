/**
 * Legal texts in data/legal/*.md name company facts as tokens such as {{legalName}} or
 * {{address.city}}, so that data/site.json stays the only place those facts are written.
 * Remark percent-encodes braces inside link targets, hence the second spelling.
 */
const TOKEN = /(?:\{\{|%7B%7B)\s*([A-Za-z][\w.]*)\s*(?:\}\}|%7D%7D)/g;

type FactValues = Readonly<Record<string, string>>;

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

/** The names of the placeholders in a text, e.g. ["brand", "terms.noticeMonths"]. */
export const tokensIn = (text: string): string[] =>
  [...text.matchAll(TOKEN)].map((match) => match[1] as string);

/** Braces left over once every well-formed placeholder is taken out: {{brand} or {brand}. */
export const brokenToken = (text: string): string | undefined =>
  /\{\{|\}\}|\{[A-Za-z][\w.]*\}/.exec(text.replace(TOKEN, ""))?.[0];

/** Every string in a JSON value with its path, e.g. { path: ["plans", 0, "name"], text }. */
export const stringsOf = (
  value: unknown,
  at: ReadonlyArray<string | number> = [],
): Array<{ path: ReadonlyArray<string | number>; text: string }> => {
  if (typeof value === "string") return [{ path: at, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsOf(item, [...at, index]));
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => stringsOf(item, [...at, key]));
  }
  return [];
};

/** Every string of a JSON value with its placeholders filled, keeping the value's shape. */
export const fillTokensDeep = <T>(value: T, values: FactValues): T => {
  if (typeof value === "string") return fillTokensInText(value, values) as T;
  if (Array.isArray(value)) return value.map((item) => fillTokensDeep(item, values)) as T;
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillTokensDeep(item, values)]),
    ) as T;
  }
  return value;
};
