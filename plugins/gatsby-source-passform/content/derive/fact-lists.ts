import { escapeHtml } from "../words/escape";
import { LIST_TOKENS, TOKEN } from "../words/tokens";
import { typeset } from "../../../gatsby-remark-legal-text/typography";

/**
 * The lists a legal text names as a placeholder of its own paragraph ({{processors}},
 * words/tokens.ts), built from data/site.json. The values carry a list as its entries in JSON,
 * as site.json writes them; it becomes the same list (ul) in the rendered tree and in the HTML,
 * each value filled with the version's other values, typeset, and always text: a name with
 * „<“, „*“ or „[“ shows those characters and never becomes markup.
 */

type Values = Readonly<Record<string, string>>;

/** A service provider who processes personal data for the company (site.json › processors). */
type Processor = {
  name: string;
  address: string;
  country: string;
  purpose: string;
  transfer: string;
};

/** The lines of an entry after its name, as the page labels them. */
const LINES: ReadonlyArray<readonly [keyof Processor, string]> = [
  ["purpose", "Zweck"],
  ["country", "Ort der Verarbeitung"],
  ["transfer", "Grundlage der Übermittlung"],
];

type Node = {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  value?: string;
  children?: Node[];
};

/** The value a list is carried in among the other values: its entries as site.json has them. */
export const listValue = (entries: ReadonlyArray<Processor>): string => JSON.stringify(entries);

/** Whether `name` is a list's placeholder rather than a value's. */
export const isList = (name: string): boolean => LIST_TOKENS.includes(name);

/** The entries of the list `name`, each value with the (non-list) placeholders filled, typeset. */
const entriesOf = (name: string, values: Values): Processor[] => {
  const fill = (text: string) =>
    typeset(
      text.replace(TOKEN, (token, inner: string) => {
        const value = isList(inner) ? undefined : values[inner];
        if (value === undefined) throw new Error(`Unknown token ${token} in ${name}`);
        return value;
      }),
    );
  const entries = JSON.parse(values[name] ?? "[]") as Processor[];
  return entries.map(
    (entry) =>
      Object.fromEntries(
        Object.entries(entry).map(([key, text]) => [key, fill(String(text))]),
      ) as Processor,
  );
};

const element = (tagName: string, children: Node[] = []): Node => ({
  type: "element",
  tagName,
  properties: {},
  children,
});
const text = (value: string): Node => ({ type: "text", value });

/** The list as a tree shaped like remark's (hast): one item per entry, its name in bold. */
export const listTree = (name: string, values: Values): Node =>
  element(
    "ul",
    entriesOf(name, values).map((entry) =>
      element("li", [
        element("strong", [text(entry.name)]),
        text(`, ${entry.address}`),
        ...LINES.flatMap(([key, label]) => [element("br"), text(`${label}: ${entry[key]}`)]),
      ]),
    ),
  );

const html = (node: Node): string => {
  if (node.type === "text") return escapeHtml(node.value ?? "");
  if (node.tagName === "br") return "<br>";
  const inner = (node.children ?? []).map(html).join("");
  return `<${node.tagName}>${inner}</${node.tagName}>`;
};

/** The list as HTML, from the same tree. */
export const listHtml = (name: string, values: Values): string => html(listTree(name, values));

/** The list as plain text, one entry a line, as in a text that is not rendered. */
export const listText = (name: string, values: Values): string =>
  entriesOf(name, values)
    .map((entry) =>
      [
        `${entry.name}, ${entry.address}`,
        ...LINES.map(([key, label]) => `${label}: ${entry[key]}`),
      ].join("; "),
    )
    .join("\n");

/** A paragraph that holds nothing but one list's placeholder: its name, else undefined. */
export const listParagraph = (words: string): string | undefined => {
  const match = /^\s*(?:\{\{|%7B%7B)\s*([A-Za-z][\w.]*)\s*(?:\}\}|%7D%7D)\s*$/.exec(words);
  return match?.[1] !== undefined && isList(match[1]) ? match[1] : undefined;
};
