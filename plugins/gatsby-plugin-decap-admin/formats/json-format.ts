import type { CmsCollection, CmsField } from "../config/cms-types";
import { isObject, withEmptyTexts, type JsonObject } from "./empty-texts";

/**
 * data/*.json as an editor writes them: two spaces, the "$schema" line first, the fields in the
 * order of the content model (which is the order of the form), anything the form does not know
 * kept where it was, lists laid out as Prettier lays them out, a newline at the end. A file
 * saved unchanged is the same file, and a price changed in the form is a one-line diff. Empty
 * optional fields are left out rather than written as "" (an empty text is what the content
 * check rejects, a missing optional one is what it expects). Read, such a text is "" again, as
 * its field in the form shows it: Decap tells a changed form by comparing its values with the
 * file's, so a text typed into and cleared again leaves the form „saved“, as the file is. Decap
 * saves with it in the browser; `npm run format` writes data/ with it in Node.
 */

const isEmpty = (value: unknown): boolean => value === undefined || value === null || value === "";

const orderedValue = (value: unknown, field: CmsField): unknown => {
  if (field.widget === "object" && isObject(value)) return ordered(value, field.fields ?? []);
  if (field.widget === "list" && field.fields && Array.isArray(value)) {
    return value.map((item) => (isObject(item) ? ordered(item, field.fields ?? []) : item));
  }
  return value;
};

/** The keys of a block: $schema, then the form's fields, then unknown ones as they stood. */
const ordered = (value: JsonObject, fields: ReadonlyArray<CmsField>): JsonObject => {
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

/** Columns a text takes on screen, as Prettier counts them (a character each). */
const width = (text: string): number => [...text].length;

/**
 * JSON laid out the way Prettier lays out data/ (npm run format; npm test checks it): a block
 * with fields always one field per line, a list on one line where it fits in `printWidth`
 * columns with what precedes and follows it on that line, else one entry per line, and a list
 * of blocks always one per line. `used` columns precede the value, `after` follow it.
 */
const layout = (
  value: unknown,
  indent: string,
  used: number,
  after: number,
  printWidth: number,
): string => {
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    const inner = `${indent}  `;
    const flat = `[${value.map((item) => layout(item, inner, 0, 0, Number.POSITIVE_INFINITY)).join(", ")}]`;
    if (!flat.includes("\n") && used + width(flat) + after <= printWidth) return flat;
    const items = value.map(
      (item, index) =>
        `${inner}${layout(item, inner, width(inner), index < value.length - 1 ? 1 : 0, printWidth)}`,
    );
    return `[\n${items.join(",\n")}\n${indent}]`;
  }
  if (isObject(value)) {
    const entries = Object.entries(value);
    if (entries.length === 0) return "{}";
    const inner = `${indent}  `;
    const lines = entries.map(([key, item], index) => {
      const prefix = `${inner}${JSON.stringify(key)}: `;
      const comma = index < entries.length - 1 ? 1 : 0;
      return `${prefix}${layout(item, inner, width(prefix), comma, printWidth)}`;
    });
    return `{\n${lines.join(",\n")}\n${indent}}`;
  }
  return JSON.stringify(value) ?? "null";
};

export const serializeJson = (
  data: unknown,
  fields: ReadonlyArray<CmsField>,
  printWidth: number,
): string => `${layout(isObject(data) ? ordered(data, fields) : data, "", 0, 0, printWidth)}\n`;

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

/**
 * The fields of the form a file's values belong to: the one whose fields hold every key the file
 * has and every field it requires. Decap names no file when it reads one.
 */
const fieldsOfData = (
  collections: ReadonlyArray<CmsCollection>,
  data: JsonObject,
): ReadonlyArray<CmsField> | undefined => {
  const keys = Object.keys(data).filter((key) => key !== "$schema");
  return collections
    .flatMap((collection) => ("files" in collection ? collection.files : []))
    .map((file) => file.fields)
    .find(
      (fields) =>
        keys.every((key) => fields.some((field) => field.name === key)) &&
        fields.every((field) => field.required === false || field.name in data),
    );
};

/** A data file's values as the form shows them. */
const readJson = (collections: ReadonlyArray<CmsCollection>, content: string): unknown => {
  const data: unknown = JSON.parse(content.replace(/^\uFEFF/, ""));
  const fields = isObject(data) ? fieldsOfData(collections, data) : undefined;
  return fields && isObject(data) ? withEmptyTexts(data, fields) : data;
};

/** Decap's custom format: fromFile reads a file, toFile writes the entry's data. */
export const jsonFormat = (collections: ReadonlyArray<CmsCollection>, printWidth: number) => ({
  fromFile: (content: string): unknown => readJson(collections, content),
  toFile: (data: unknown, fieldsOrder: ReadonlyArray<string> = []): string =>
    serializeJson(
      data,
      fieldsOfFile(collections, fieldsOrder) ??
        fieldsOrder.map((name): CmsField => ({ name, label: name, widget: "string" })),
      printWidth,
    ),
});
