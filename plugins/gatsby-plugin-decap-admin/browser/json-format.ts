import type { CmsCollection, CmsField } from "../config/cms-types";

/**
 * data/*.json as an editor writes them: two spaces, the "$schema" line first, the fields in the
 * order of the content model (which is the order of the form), anything the form does not know
 * kept where it was, a newline at the end. A file saved unchanged is the same file, and a price
 * changed in the form is a one-line diff. Empty optional fields are left out rather than
 * written as "" (an empty text is what the content check rejects, a missing optional one is
 * what it expects).
 */

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isEmpty = (value: unknown): boolean => value === undefined || value === null || value === "";

const orderedValue = (value: unknown, field: CmsField): unknown => {
  if (field.widget === "object" && isObject(value)) return ordered(value, field.fields ?? []);
  if (field.widget === "list" && field.fields && Array.isArray(value)) {
    return value.map((item) => (isObject(item) ? ordered(item, field.fields ?? []) : item));
  }
  return value;
};

/** The keys of a block: $schema, then the form's fields, then unknown ones as they stood. */
export const ordered = (value: JsonObject, fields: ReadonlyArray<CmsField>): JsonObject => {
  const result: JsonObject = {};
  if ("$schema" in value) result.$schema = value.$schema;
  for (const field of fields) {
    if (!(field.name in value)) continue;
    const fieldValue = value[field.name];
    if (field.required === false && isEmpty(fieldValue)) continue;
    result[field.name] = orderedValue(fieldValue, field);
  }
  const known = new Set(["$schema", ...fields.map((field) => field.name)]);
  for (const [key, rest] of Object.entries(value)) if (!known.has(key)) result[key] = rest;
  return result;
};

export const serializeJson = (data: unknown, fields: ReadonlyArray<CmsField>): string =>
  `${JSON.stringify(isObject(data) ? ordered(data, fields) : data, null, 2)}\n`;

/** The fields of the file whose top-level field names Decap passes when it saves. */
const fieldsOfFile = (
  collections: ReadonlyArray<CmsCollection>,
  fieldsOrder: ReadonlyArray<string>,
): ReadonlyArray<CmsField> | undefined =>
  collections
    .flatMap((collection) => ("files" in collection ? collection.files : []))
    .map((file) => file.fields)
    .find(
      (fields) =>
        fields.length === fieldsOrder.length &&
        fields.every((field, index) => field.name === fieldsOrder[index]),
    );

/** Decap's custom format: fromFile reads a file, toFile writes the entry's data. */
export const jsonFormat = (collections: ReadonlyArray<CmsCollection>) => ({
  fromFile: (content: string): unknown => JSON.parse(content.replace(/^\uFEFF/, "")),
  toFile: (data: unknown, fieldsOrder: ReadonlyArray<string> = []): string =>
    serializeJson(
      data,
      fieldsOfFile(collections, fieldsOrder) ??
        fieldsOrder.map((name): CmsField => ({ name, label: name, widget: "string" })),
    ),
});
