import yaml from "js-yaml";

/**
 * data/legal/*.md as they are written: a frontmatter between two lines "---" with one
 * double-quoted value per field in the order of the form, an empty line, then the Markdown
 * exactly as the editor typed it, ending in one newline. The YAML is read as the content check
 * reads it (every value a text, nothing guessed), so "2021-01-01" stays that text.
 */

const FRONTMATTER = /^---[ \t]*\n([\s\S]*?)\n---[ \t]*(?:\n|$)/;

type LegalEntry = Record<string, unknown> & { body?: unknown };

export const parseLegalText = (content: string): LegalEntry => {
  const text = content.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  const match = FRONTMATTER.exec(text);
  if (!match) return { body: text };
  const fields = yaml.load(match[1] ?? "", { schema: yaml.FAILSAFE_SCHEMA });
  const body = text.slice(match[0].length).replace(/^\n/, "");
  return { ...(typeof fields === "object" && fields !== null ? fields : {}), body };
};

const isEmpty = (value: unknown): boolean => value === undefined || value === null || value === "";

/** A YAML double-quoted scalar: JSON's escapes are YAML's. */
const quoted = (value: unknown): string => JSON.stringify(String(value));

export const serializeLegalText = (
  entry: LegalEntry,
  fieldsOrder: ReadonlyArray<string> = [],
): string => {
  const { body = "", ...fields } = entry;
  const keys = [
    ...fieldsOrder.filter((key) => key !== "body" && key in fields),
    ...Object.keys(fields).filter((key) => !fieldsOrder.includes(key)),
  ].filter((key) => !isEmpty(fields[key]));
  const frontmatter = keys.map((key) => `${key}: ${quoted(fields[key])}`).join("\n");
  const text = String(body).replace(/\r\n?/g, "\n").replace(/\n*$/, "\n");
  return `---\n${frontmatter}\n---\n\n${text}`;
};

export const frontmatterFormat = {
  fromFile: parseLegalText,
  toFile: (entry: LegalEntry, fieldsOrder?: ReadonlyArray<string>): string =>
    serializeLegalText(entry, fieldsOrder),
};
