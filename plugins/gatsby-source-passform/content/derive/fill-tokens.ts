import { escapeHtml } from "../words/escape";
import { TOKEN } from "../words/tokens";
import { isList, listHtml, listParagraph, listText, listTree } from "./fact-lists";

/**
 * Filling the placeholders of a text ({{legalName}}, words/tokens.ts) with the company's facts:
 * in the legal texts' rendered HTML (escaped), in plain text such as a heading, and in every
 * string of a JSON value, which is how the texts of the GraphQL nodes are filled. A paragraph
 * that is only a list's placeholder ({{processors}}) becomes that list (fact-lists.ts).
 */

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

const replaceTokens = (
  text: string,
  values: FactValues,
  encode: (value: string) => string,
): string =>
  text.replace(TOKEN, (token, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Unknown token ${token} in legal text`);
    return encode(isList(name) ? listText(name, values) : value);
  });

/** Replaces every token in rendered HTML with its HTML-escaped value, a list's paragraph with it. */
export const fillTokens = (html: string, values: FactValues): string =>
  replaceTokens(
    html.replace(/<p>([^<]*)<\/p>/g, (paragraph, words: string) => {
      const list = listParagraph(words);
      return list ? listHtml(list, values) : paragraph;
    }),
    values,
    escapeHtml,
  );

/** Replaces every token in plain text, e.g. a heading that React renders as text. */
export const fillTokensInText = (text: string, values: FactValues): string =>
  replaceTokens(text, values, (value) => value);

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

type Tree = {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Readonly<Record<string, unknown>>;
  children?: ReadonlyArray<Tree>;
};

/** The placeholder of a list if `tree` is a paragraph holding nothing else. */
const listIn = (tree: Tree): string | undefined => {
  if (tree.tagName !== "p" || tree.children?.length !== 1) return undefined;
  const [only] = tree.children;
  return only?.type === "text" ? listParagraph(only.value ?? "") : undefined;
};

/**
 * A copy of a rendered tree (hast: the legal text as remark renders it) with the placeholders
 * filled in every text and every text property (a link's target), as fillTokens fills its HTML.
 */
export const fillTokensInTree = <T extends Tree>(tree: T, values: FactValues): T => {
  const list = listIn(tree);
  return list ? (listTree(list, values) as unknown as T) : fillTree(tree, values);
};

const fillTree = <T extends Tree>(tree: T, values: FactValues): T => ({
  ...tree,
  ...(typeof tree.value === "string" ? { value: fillTokensInText(tree.value, values) } : {}),
  ...(tree.properties
    ? {
        properties: Object.fromEntries(
          Object.entries(tree.properties).map(([key, value]) => [
            key,
            typeof value === "string" ? fillTokensInText(value, values) : value,
          ]),
        ),
      }
    : {}),
  ...(tree.children
    ? { children: tree.children.map((child) => fillTokensInTree(child, values)) }
    : {}),
});
