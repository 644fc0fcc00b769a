/**
 * @jest-environment node
 */
import path from "node:path";
import { z } from "zod";
import { cmsCollections, cmsConfig } from "../config/cms-config";
import type { CmsCollection, CmsField } from "../config/cms-types";
import { cmsFields } from "../config/fields";
import {
  dataFiles,
  landingSchema,
  legalFrontmatterSchema,
  pricingSchema,
} from "../../gatsby-source-passform/check";
import type { DataFileName } from "../../gatsby-source-passform";
import { loadContent } from "../../gatsby-source-passform/disk";
import { lengthProblem } from "../browser/decap-fixes/text-limits";

/**
 * The editors' forms are derived from the content model: they follow it field by field (checked
 * here against the model's JSON Schema, a second derivation of the same model), they accept what
 * data/ holds today, and they reject what the model rejects where a form field can tell.
 */

const names = Object.keys(dataFiles) as DataFileName[];
const collections = cmsCollections();
const filesOf = (collection: CmsCollection) => ("files" in collection ? collection.files : []);
const formOf = (name: DataFileName) =>
  collections.flatMap(filesOf).find((file) => file.file === `data/${name}.json`);

type JsonSchema = {
  type?: string;
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: string[];
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  minLength?: number;
  maxLength?: number;
};

/** A choice's values, whether the form shows them as they are or by a label. */
const valuesOf = (options: CmsField["options"]): string[] | undefined =>
  options?.map((option) => (typeof option === "string" ? option : option.value));

/**
 * The help the form shows for a field: the model's description, and for a text with a length
 * limit that limit, unless the description states it.
 */
const hintFits = (field: CmsField, property: JsonSchema): boolean => {
  const described = property.description !== property.title;
  const description = described ? (property.description ?? "") : "";
  const hint = field.hint ?? (described ? "" : field.label);
  const starts = hint.toLowerCase().startsWith(description.toLowerCase());
  const least = (property.minLength ?? 0) > 1 ? property.minLength : undefined;
  const limit = property.maxLength ?? least;
  return starts && (limit === undefined || hint.includes(String(limit)));
};

const jsonSchema = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;

/** Every difference between a block's form fields and its JSON Schema, as "where: what". */
const differences = (fields: ReadonlyArray<CmsField>, schema: JsonSchema, at: string): string[] => {
  const properties = Object.entries(schema.properties ?? {}).filter(([key]) => key !== "$schema");
  const problems: string[] = [];
  if (fields.map((field) => field.name).join() !== properties.map(([key]) => key).join()) {
    problems.push(`${at}: fields ${fields.map((field) => field.name).join()}`);
  }
  for (const [key, property] of properties) {
    const field = fields.find((each) => each.name === key);
    if (field)
      problems.push(...fieldDifferences(field, property, schema.required ?? [], `${at}.${key}`));
  }
  return problems;
};

const fieldDifferences = (
  field: CmsField,
  property: JsonSchema,
  required: ReadonlyArray<string>,
  at: string,
): string[] => {
  const problems: string[] = [];
  const expect = (what: string, actual: unknown, expected: unknown): void => {
    if (JSON.stringify(actual) !== JSON.stringify(expected)) {
      problems.push(`${at}: ${what} ${JSON.stringify(actual)}, model ${JSON.stringify(expected)}`);
    }
  };
  expect("label", field.label, property.title);
  if (!hintFits(field, property)) problems.push(`${at}: hint ${field.hint}`);
  if (property.maxLength !== undefined) expect("length", field.max_length, property.maxLength);
  expect("required", field.required !== false, required.includes(field.name));
  if (property.enum) expect("options", valuesOf(field.options), property.enum);
  if (property.type === "integer") expect("value type", field.value_type, "int");
  if (property.minimum !== undefined) expect("minimum", field.min, property.minimum);
  if (property.type === "object") problems.push(...differences(field.fields ?? [], property, at));
  if (property.type === "array" && property.items) {
    expect("fewest entries", field.min, property.minItems);
    expect("most entries", field.max, property.maxItems);
    const items = property.items;
    if (items.enum) {
      expect(
        "options",
        [field.widget, field.multiple, valuesOf(field.options)],
        ["select", true, items.enum],
      );
    } else if (items.type === "object") {
      expect("widget", field.widget, "list");
      problems.push(...differences(field.fields ?? [], items, `${at}[]`));
    } else {
      expect("entry label", field.field?.label, items.title);
    }
  }
  return problems;
};

describe.each(names)("the form of data/%s.json", (name) => {
  const form = formOf(name);

  it("is in the CMS, named as the model names the file", () => {
    expect(form?.label).toBe(jsonSchema(dataFiles[name].schema).title);
  });

  it("has every field of the model, in its order, with its name, description and limits", () => {
    expect(differences(form?.fields ?? [], jsonSchema(dataFiles[name].schema), name)).toEqual([]);
  });
});

it("every help text reads as German text: no „:.“, no file key, no date format beside a date picker", () => {
  const within = (fields: ReadonlyArray<CmsField>): CmsField[] =>
    fields.flatMap((field) => [
      field,
      ...within([...(field.fields ?? []), ...(field.field ? [field.field] : [])]),
    ]);
  const fields = collections.flatMap((collection) =>
    "files" in collection
      ? collection.files.flatMap((file) => within(file.fields))
      : within(collection.fields),
  );
  const keys = new Set(fields.map((field) => field.name));
  const wrong = fields.flatMap((field) => {
    const hint = field.hint ?? "";
    // A key in brackets, unless the help explains how the file itself writes a value.
    const key = [...hint.matchAll(/\((\w+)\)/g)].find(
      (match) => keys.has(match[1] ?? "") && !hint.slice(0, match.index).includes("In der Datei"),
    );
    return [
      ...(/[:;,]\.(?!\d)/.test(hint) ? [`${field.name}: a sign before the full stop`] : []),
      ...(key ? [`${field.name}: names the key ${key[0]}`] : []),
      ...(field.widget === "datetime" && /Jahr-Monat-Tag|JJJJ|TT\.MM/.test(hint)
        ? [`${field.name}: a date format the picker does not show`]
        : []),
    ];
  });
  expect(fields.filter((field) => field.widget === "datetime").length).toBeGreaterThan(0);
  expect(wrong).toEqual([]);
});

it("the legal texts: their frontmatter fields as the model has them, then the text, kept as typed", () => {
  const legal = collections.find((collection) => "folder" in collection);
  if (!legal || !("folder" in legal)) throw new Error("no collection of the legal texts");
  expect(legal).toMatchObject({
    folder: "data/legal",
    extension: "md",
    create: true,
    delete: false,
  });
  const frontmatter = legal.fields.slice(0, -1);
  expect(differences(frontmatter, jsonSchema(legalFrontmatterSchema), "legal")).toEqual([]);
  expect(frontmatter.find((field) => field.name === "lastUpdated")).toMatchObject({
    widget: "datetime",
    format: "YYYY-MM-DD",
    time_format: false,
  });
  // A plain text area, not the deprecated Markdown editor, which rewrites what it does not know.
  expect(legal.fields.at(-1)).toMatchObject({ name: "body", widget: "text" });
});

it("a field added to the model appears in the form, with nothing else to change", () => {
  const extended = pricingSchema.extend({
    footnote: z
      .string()
      .max(50, { error: "höchstens 50 Zeichen" })
      .optional()
      .meta({ title: "Fußnote", description: "Eine Zeile unter allen Tarifen" }),
  });
  expect(cmsFields(extended).at(-1)).toEqual({
    name: "footnote",
    label: "Fußnote",
    hint: "Eine Zeile unter allen Tarifen. Höchstens 50 Zeichen.",
    required: false,
    widget: "string",
    max_length: 50,
  });
});

/** The form's own checks of one value: its pattern, length, options, number limits and list sizes. */
const formRejects = (field: CmsField, value: unknown, at: string): string[] => {
  if (value === undefined) return field.required === false ? [] : [`${at}: missing`];
  const problems: string[] = [];
  if (field.pattern && !new RegExp(field.pattern[0]).test(String(value))) {
    problems.push(`${at}: ${field.pattern[1]}`);
  }
  const lengths = { min: field.min_length, max: field.max_length };
  const tooLong = lengthProblem(lengths, value);
  if (tooLong) problems.push(`${at}: ${tooLong}`);
  if (field.widget === "select") {
    const values = field.multiple ? (value as unknown[]) : [value];
    for (const each of values)
      if (!valuesOf(field.options)?.includes(String(each))) problems.push(`${at}: ${each}`);
  }
  if (field.widget === "number") {
    const number = value as number;
    if (field.min !== undefined && number < field.min) problems.push(`${at}: below ${field.min}`);
    if (field.value_type === "int" && !Number.isInteger(number)) problems.push(`${at}: not whole`);
  }
  if (field.widget === "list" && Array.isArray(value)) {
    if (field.min !== undefined && value.length < field.min) problems.push(`${at}: too few`);
    if (field.max !== undefined && value.length > field.max) problems.push(`${at}: too many`);
    value.forEach((item, index) => {
      if (field.field) problems.push(...formRejects(field.field, item, `${at}[${index}]`));
      if (field.fields) problems.push(...blockRejects(field.fields, item, `${at}[${index}]`));
    });
  }
  if (field.widget === "object") problems.push(...blockRejects(field.fields ?? [], value, at));
  return problems;
};

const blockRejects = (fields: ReadonlyArray<CmsField>, value: unknown, at: string): string[] =>
  fields.flatMap((field) =>
    formRejects(field, (value as Record<string, unknown>)[field.name], `${at}.${field.name}`),
  );

const content = loadContent(path.resolve(__dirname, "../../../data"));

it.each(names)("the form accepts what data/%s.json holds", (name) => {
  const data = content.data[name as keyof typeof content.data];
  expect(data).toBeDefined();
  expect(blockRejects(formOf(name)?.fields ?? [], data, name)).toEqual([]);
});

it("the form rejects a text longer than the model allows, with the form's message, and states the limit", () => {
  const hero = cmsFields(landingSchema).find((field) => field.name === "hero");
  const title = hero?.fields?.find((field) => field.name === "title");
  const max = (
    jsonSchema(landingSchema).properties?.hero?.properties?.title as { maxLength: number }
  ).maxLength;
  expect(title?.max_length).toBe(max);
  expect(title?.hint).toContain(`Höchstens ${max} Zeichen`);
  expect(formRejects(title as CmsField, "x".repeat(max), "title")).toEqual([]);
  expect(formRejects(title as CmsField, "x".repeat(max + 1), "title")).toEqual([
    `title: Höchstens ${max} Zeichen – jetzt ${max + 1}. Bitte kürzen.`,
  ]);
});

it("the form rejects a postcode, an e-mail address and a VAT id the model rejects", () => {
  const site = cmsFields(dataFiles.site.schema);
  const field = (...path: string[]): CmsField =>
    path.reduce<CmsField>(
      (found, name) => found.fields?.find((each) => each.name === name) as CmsField,
      { name: "", label: "", widget: "object", fields: site },
    );
  expect(formRejects(field("address", "postalCode"), "1011", "plz")).toEqual([
    "plz: Erwartet eine fünfstellige Postleitzahl.",
  ]);
  expect(formRejects(field("contact", "email"), "kontakt(at)example.org", "mail")).toEqual([
    "mail: Erwartet eine E-Mail-Adresse wie name@example.org.",
  ]);
  expect(formRejects(field("vatId"), "DE 123456789", "vat")).toEqual([
    "vat: Erwartet DE und neun Ziffern.",
  ]);
});

it("edits the live site's repository through pull requests, with nothing to upload", () => {
  const config = cmsConfig({ repo: "passform/website" });
  expect(config.backend).toMatchObject({ name: "github", repo: "passform/website" });
  expect(config.publish_mode).toBe("editorial_workflow");
  expect(config.locale).toBe("de");
  expect(config.local_backend).toBeUndefined();
  expect(config.load_config_file).toBe(false);
  expect(config.collections.map((collection) => collection.name)).toEqual([
    "inhalte",
    "rechtstexte",
  ]);
});
