import yaml from "js-yaml";
import { splitFrontmatter } from "../../gatsby-source-passform/check";
import type { CmsCollection } from "../config/cms-types";
import { isObject, withEmptyTexts } from "./empty-texts";

/**
 * data/legal/*.md as they are written: a frontmatter between two lines "---" with one
 * double-quoted value per field in the order of the form (a block's fields, such as a version's
 * own values, indented beneath it), an empty line, then the Markdown
 * exactly as the editor typed it, ending in one newline. The file is split where the content
 * check and the build split it (the content plugin's splitFrontmatter), after its line ends are
 * made LF: a file saved with CRLF or an old Mac's lone CR opens in the form and is saved with LF.
 * The YAML is read as the content check reads it (every value a text, nothing guessed), so
 * "2021-01-01" stays that text. An empty optional field is left out. Decap reads and saves with
 * it in the browser; `npm run format` writes data/legal/ with it in Node.
 */

type LegalEntry = Record<string, unknown> & { body?: unknown };

export const parseLegalText = (content: string): LegalEntry => {
  const text = content.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  const split = splitFrontmatter(text);
  if (!split.ok) return { body: text };
  const fields = yaml.safeLoad(split.frontmatter, { schema: yaml.FAILSAFE_SCHEMA });
  // Spaces after the closing "---" begin gray-matter's body; the form keeps the text below it.
  const below =
    split.bodyLine === split.closeLine ? split.body.replace(/^[ \t]*\n?/, "") : split.body;
  return {
    ...(typeof fields === "object" && fields !== null ? fields : {}),
    body: below.replace(/^\n/, ""),
  };
};

/** Nothing to write: no value, an empty text, or a block of such (a version's unused `facts`). */
const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === "" ||
  (isObject(value) && Object.values(value).every(isEmpty));

/** A YAML double-quoted scalar: JSON's escapes are YAML's. */
const quoted = (value: unknown): string => JSON.stringify(String(value));

/** One field, a block's fields indented beneath it by two spaces each, empty ones left out. */
const yamlLines = (key: string, value: unknown, depth = 0): string[] => {
  const indent = "  ".repeat(depth);
  if (!isObject(value)) return [`${indent}${key}: ${quoted(value)}`];
  return [
    `${indent}${key}:`,
    ...Object.entries(value)
      .filter(([, inner]) => !isEmpty(inner))
      .flatMap(([name, inner]) => yamlLines(name, inner, depth + 1)),
  ];
};

export const serializeLegalText = (
  entry: LegalEntry,
  fieldsOrder: ReadonlyArray<string> = [],
): string => {
  const { body = "", ...fields } = entry;
  const keys = [
    ...fieldsOrder.filter((key) => key !== "body" && key in fields),
    ...Object.keys(fields).filter((key) => !fieldsOrder.includes(key)),
  ].filter((key) => !isEmpty(fields[key]));
  const frontmatter = keys.flatMap((key) => yamlLines(key, fields[key])).join("\n");
  const text = String(body).replace(/\r\n?/g, "\n").replace(/\n*$/, "\n");
  return `---\n${frontmatter}\n---\n\n${text}`;
};

/**
 * Decap's custom format for the legal texts' folder of `collections`: fromFile reads a file as
 * the form shows it (an optional text it leaves out as "", empty-texts.ts), toFile writes it.
 */
export const frontmatterFormat = (collections: ReadonlyArray<CmsCollection>) => {
  const fields = collections.flatMap((collection) =>
    "folder" in collection ? collection.fields : [],
  );
  return {
    fromFile: (content: string): LegalEntry => withEmptyTexts(parseLegalText(content), fields),
    toFile: (entry: LegalEntry, fieldsOrder?: ReadonlyArray<string>): string =>
      serializeLegalText(entry, fieldsOrder),
  };
};
