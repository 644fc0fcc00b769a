import { z } from "zod";
import {
  choiceLabels,
  type Def,
  defOf,
  entryNameKeys,
  graphqlNames,
  asSentence,
} from "../../gatsby-source-passform/check";
import type { CmsField } from "./cms-types";

/**
 * The form fields of Decap CMS, derived from the content model the way its JSON Schemas and
 * GraphQL types are: each field's name (label) and description (hint), required or optional,
 * lengths, patterns and limits with the model's own messages, choices as selects, blocks as
 * groups and lists as lists. What a single field cannot express (only one plan marked popular,
 * placeholders that must exist, a price needing its period) stays with the content check,
 * which the form runs before it saves (browser/form-preview.ts).
 */

type CheckDef = {
  check: string;
  format?: string;
  pattern?: RegExp;
  error?: (issue: unknown) => unknown;
};
const checksOf = (schema: z.ZodType): CheckDef[] =>
  ((defOf(schema).checks ?? []) as Array<{ _zod: { def: CheckDef } }>).map(
    (check) => check._zod.def,
  );

/** The message the model gives when a check fails, e.g. „höchstens 90 Zeichen“. */
const messageOf = (def: Pick<CheckDef, "error"> | undefined): string | undefined => {
  const message = def?.error?.({});
  return typeof message === "string" ? message : undefined;
};

type JsonSchema = {
  type?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
};
const jsonSchemaOf = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;

/** A text longer than this gets a text area instead of a single line. */
const SINGLE_LINE_MAX = 100;

/** „Höchstens 90 Zeichen.“, „50–160 Zeichen.“: a text's limits as its help says them. */
const limitWords = ({ min_length: min, max_length: max }: Widget): string | undefined => {
  if (max === undefined) return min === undefined ? undefined : `Mindestens ${min} Zeichen.`;
  return min === undefined ? `Höchstens ${max} Zeichen.` : `${min}–${max} Zeichen.`;
};

/** The description, with the text's limits where it does not state them itself. */
const hintOf = (description: string | undefined, label: string, widget: Widget) => {
  const text = description && description !== label ? description : undefined;
  const limits = limitWords(widget);
  const stated = limits && text?.includes(String(widget.max_length ?? widget.min_length));
  const hint = limits && !stated ? (text ? `${text}. ${limits}` : limits) : text;
  return hint ? { hint } : {};
};

/** The form field of one field of the model; `name` is its key in the file. */
const cmsField = (name: string, schema: z.ZodType): CmsField => {
  const optional = defOf(schema).type === "optional";
  const inner = optional ? (defOf(schema).innerType as z.ZodType) : schema;
  const meta = { ...z.globalRegistry.get(inner), ...z.globalRegistry.get(schema) };
  const label = typeof meta.title === "string" ? meta.title : name;
  const widget = widgetFor(inner, `${name} (${label})`);
  return {
    name,
    label,
    ...hintOf(meta.description, label, widget),
    ...(optional ? { required: false } : {}),
    ...widget,
  };
};

type Widget = Omit<CmsField, "name" | "label" | "hint" | "required">;

const widgetFor = (schema: z.ZodType, where: string): Widget => {
  const def = defOf(schema);
  switch (def.type) {
    case "string":
      return graphqlNames.get(schema)?.name === "Date" ? dateWidget : textWidget(schema, where);
    case "number":
      return numberWidget(schema);
    case "boolean":
      return { widget: "boolean", default: false };
    case "enum":
      return { widget: "select", options: optionsOf(schema) };
    case "array":
      return listWidget(schema, def.element as z.ZodType, where);
    case "object":
      return { widget: "object", fields: cmsFields(schema) };
    default:
      throw new Error(`${where}: no form field for a ${def.type} in the content model`);
  }
};

/** A choice's values, with the labels the model gives them („#demo“ as „Demo-Abschnitt“). */
const optionsOf = (schema: z.ZodType): CmsField["options"] => {
  const values = Object.values(defOf(schema).entries as Record<string, string>);
  const labels = choiceLabels.get(schema)?.labels;
  return labels ? values.map((value) => ({ label: labels[value] ?? value, value })) : values;
};

/**
 * A date as the model writes it (2021-01-01), picked from a calendar. In local time: a date
 * without a time reads and writes the same day anywhere, and the field shows no „UTC“.
 */
const dateWidget: Widget = {
  widget: "datetime",
  format: "YYYY-MM-DD",
  date_format: "DD.MM.YYYY",
  time_format: false,
};

/**
 * A text: one line or, if it may be long, a text area; its pattern with the model's message,
 * and its lengths for the form's counter and message (browser/decap-fixes/text-limits.ts).
 */
const textWidget = (schema: z.ZodType, where: string): Widget => {
  const { minLength = 0, maxLength } = jsonSchemaOf(schema);
  const widget = maxLength !== undefined && maxLength > SINGLE_LINE_MAX ? "text" : "string";
  const pattern = patternOf(schema, where);
  return {
    widget,
    ...(pattern ? { pattern } : {}),
    ...(minLength > 1 ? { min_length: minLength } : {}),
    ...(maxLength !== undefined ? { max_length: maxLength } : {}),
  };
};

/** The model's regular expression (a format such as e-mail, or .regex()) with its message. */
const patternOf = (schema: z.ZodType, where: string): [string, string] | undefined => {
  const def = defOf(schema) as Def & CheckDef;
  const check = def.pattern ? def : checksOf(schema).find((each) => each.pattern);
  if (!check?.pattern) return undefined;
  if (check.pattern.flags.replace("u", "")) {
    throw new Error(`${where}: a form cannot use the flags /${check.pattern.flags} of its pattern`);
  }
  const message = messageOf(check) ?? `erwartet das Format ${check.pattern.source}`;
  return [check.pattern.source, asSentence(message)];
};

const numberWidget = (schema: z.ZodType): Widget => {
  const json = jsonSchemaOf(schema);
  const integer = json.type === "integer";
  // A whole number above 0 starts at 1; a fraction above 0 has no smallest value a form knows.
  const min =
    json.minimum ??
    (integer && json.exclusiveMinimum !== undefined ? json.exclusiveMinimum + 1 : undefined);
  return {
    widget: "number",
    value_type: integer ? "int" : "float",
    step: integer ? 1 : 0.1,
    ...(min !== undefined ? { min } : {}),
    ...(json.maximum !== undefined && json.maximum < Number.MAX_SAFE_INTEGER
      ? { max: json.maximum }
      : {}),
  };
};

/**
 * What a collapsed list entry shows for an empty name: its label, „Leistung (leer)“, and where
 * the page knows it, its number, „Leistung 7 (leer)“.
 */
export const emptyItemSummary = (singular: string, position?: number): string =>
  `${singular}${position === undefined ? "" : ` ${position}`} (leer)`;

/**
 * Decap's summary of a list entry: the text of its field `key`, or for an empty one its label
 * (the editors' forms number it, browser/decap-fixes/list-items.ts). A template filter cannot
 * hold braces.
 */
const itemSummary = (key: string, singular: string, where: string): string => {
  if (/[{}]/.test(singular)) throw new Error(`${where}: a list label cannot hold { or }`);
  return `{{fields.${key} | default('${emptyItemSummary(singular)}')}}`;
};

/** The key of the field a list names its entries by in its summary (itemSummary), if any. */
export const summaryKeyOf = (list: Pick<CmsField, "summary">): string | undefined =>
  /^\{\{fields\.([\w$]+)(?: \| default\('[^']*'\))?\}\}$/.exec(list.summary ?? "")?.[1];

/** A list: several choices, single values (one field each) or blocks (a group each). */
const listWidget = (schema: z.ZodType, element: z.ZodType, where: string): Widget => {
  const { minItems, maxItems } = jsonSchemaOf(schema);
  const limits = {
    ...(minItems !== undefined ? { min: minItems } : {}),
    ...(maxItems !== undefined ? { max: maxItems } : {}),
  };
  const elementDef = defOf(element);
  if (elementDef.type === "enum") {
    return { widget: "select", multiple: true, options: optionsOf(element), ...limits };
  }
  const item = cmsField("item", element);
  if (elementDef.type !== "object") {
    const summary = itemSummary(item.name, item.label, where);
    return {
      widget: "list",
      label_singular: item.label,
      summary,
      collapsed: false,
      field: item,
      ...limits,
    };
  }
  // Entries open, so every field is in view; collapsed, each shows its name as the content check
  // names it (else its first text), a single value its text.
  const fields = item.fields ?? [];
  const nameKey =
    entryNameKeys.find((key) => fields.some((field) => field.name === key)) ??
    fields.find((field) => field.widget === "string" && field.required !== false)?.name;
  if (!nameKey) throw new Error(`${where}: an entry of this list has no text to name it by`);
  return {
    widget: "list",
    label_singular: item.label,
    summary: itemSummary(nameKey, item.label, where),
    collapsed: false,
    fields,
    ...limits,
  };
};

/** The form fields of a block of the model, in the model's order; the editor-only $schema stays out. */
export const cmsFields = (block: z.ZodType): CmsField[] =>
  Object.entries(defOf(block).shape as Record<string, z.ZodType>)
    .filter(([name]) => name !== "$schema")
    .map(([name, field]) => cmsField(name, field));
