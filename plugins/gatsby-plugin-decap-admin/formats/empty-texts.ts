import type { CmsField } from "../config/cms-types";

/**
 * A file's values as its form shows them: each optional text the file leaves out is "", as its
 * empty field holds it. Decap tells a changed form by comparing its values with the file's, so a
 * text typed into and cleared again leaves the form „saved“, as the file is; the formats write
 * an empty optional text as no text at all (json-format.ts, frontmatter-format.ts).
 */

export type JsonObject = Record<string, unknown>;

/** A JSON block: an object that is no list. */
export const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const TEXT_WIDGETS = new Set(["string", "text"]);

/** `value` with each optional text of `fields` that it leaves out as "", in blocks and lists too. */
export const withEmptyTexts = (value: JsonObject, fields: ReadonlyArray<CmsField>): JsonObject => {
  const result: JsonObject = { ...value };
  for (const field of fields) {
    const inner = value[field.name];
    if (inner === undefined && field.required === false && TEXT_WIDGETS.has(field.widget)) {
      result[field.name] = "";
    } else if (field.widget === "object" && isObject(inner)) {
      result[field.name] = withEmptyTexts(inner, field.fields ?? []);
    } else if (field.widget === "list" && field.fields && Array.isArray(inner)) {
      result[field.name] = inner.map((item) =>
        isObject(item) ? withEmptyTexts(item, field.fields ?? []) : item,
      );
    }
  }
  return result;
};
