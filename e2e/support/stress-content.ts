import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { dataFiles, SPECIFIED_TEXTS } from "../../plugins/gatsby-source-passform/check";
import type { DataFileName } from "../../plugins/gatsby-source-passform";

/**
 * Content that a layout has to survive, written into a copy of data/: every text of the page
 * texts (the files whose strings become page text) made as long as the model allows, out of
 * the longest German compounds; four plans, one of them without a price and without the line
 * before its features; a paragraph of such words and a long web address in every legal text.
 * The texts the specification words (the 404 heading, the header's links and buttons) stay as
 * they are, and contact links stay with the company's facts. It is valid content: the copy
 * builds, and the content check reports nothing.
 */

/** Real words, each longer than a phone's line at a heading's size. */
export const LONG_COMPOUNDS = [
  "Rücksendequotenreduzierungsgarantievereinbarung",
  "Grundstücksverkehrsgenehmigungszuständigkeitsübertragungsverordnung",
  "Kraftfahrzeughaftpflichtversicherungsbedingungen",
  "Rindfleischetikettierungsüberwachungsaufgabenübertragungsgesetz",
  "Konfektionsgrößenempfehlungsalgorithmusparameteroptimierung",
] as const;

/** How much longer a text without a maximum is made */
const UNBOUNDED_EXTRA = 160;

type Schema = z.ZodType & {
  /** Set on strings: the longest allowed, and a format such as email or regex */
  maxLength?: number | null;
  format?: string | null;
  _zod: {
    def: { type: string; innerType?: Schema; element?: Schema; shape?: Record<string, Schema> };
  };
};

/** The schema of a field with its optional wrappers taken off. */
const unwrap = (schema: Schema): Schema =>
  schema._zod.def.innerType ? unwrap(schema._zod.def.innerType) : schema;

/** A plain page text: a string the model constrains by length only (no format, no pattern). */
const isPlainText = (schema: Schema): boolean =>
  schema._zod.def.type === "string" && !schema.format;

/**
 * The original text with long compounds appended until the model's maximum is reached: its
 * {{placeholders}} and everything a cross-check looks for stay in it.
 */
const lengthen = (original: string, max: number | undefined, seed: number): string => {
  const limit = max ?? original.length + UNBOUNDED_EXTRA;
  let text = original;
  for (let index = seed; ; index += 1) {
    const word = LONG_COMPOUNDS[index % LONG_COMPOUNDS.length] as string;
    const room = limit - text.length - 1;
    if (room < 4) return text;
    text = `${text} ${word.slice(0, room)}`;
  }
};

/** Every plain text in `value` lengthened according to `schema`, recursively. */
const stress = (value: unknown, schema: Schema, seed: { next: number }): unknown => {
  const field = unwrap(schema);
  const { type, element, shape } = field._zod.def;
  if (typeof value === "string" && isPlainText(field)) {
    seed.next += 1;
    return lengthen(value, field.maxLength ?? undefined, seed.next);
  }
  if (Array.isArray(value) && type === "array" && element) {
    return value.map((entry) => stress(entry, element, seed));
  }
  if (value && typeof value === "object" && type === "object" && shape) {
    return Object.fromEntries(
      Object.entries(value).map(([key, entry]) => [
        key,
        key === "$schema" || !shape[key] ? entry : stress(entry, shape[key], seed),
      ]),
    );
  }
  return value;
};

type Plan = Record<string, unknown> & { name: string };

/**
 * Four plans, the most the model allows: the last one added without a price (so „Individuell“)
 * and without the line before its features, so the rows of the cards differ.
 */
const fourPlans = (plans: Plan[]): Plan[] => {
  const template = plans.at(-1) as Plan;
  const extra: Plan = {
    ...template,
    name: "Maßkonfektion",
    popular: false,
    features: [...((template.features as string[] | undefined) ?? [])].slice(0, 2),
  };
  delete extra.price;
  delete extra.period;
  delete extra.featuresIntro;
  return [...plans, extra].slice(0, 4);
};

const readJson = (file: string): Record<string, unknown> =>
  JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;

const writeJson = (file: string, value: unknown): void =>
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

type Json = Record<string, unknown>;

/** The specified texts of the landing page put back as `original` has them. */
const keepSpecified = (stressed: Json, original: Json): Json => {
  const links = (json: Json) => (json.navigation ?? []) as Json[];
  for (const { at } of SPECIFIED_TEXTS) {
    if ("navigationTo" in at) {
      const index = links(original).findIndex((link) => link.href === at.navigationTo);
      const link = links(stressed)[index];
      if (link) link.label = links(original)[index]?.label;
      continue;
    }
    const parent = (json: Json) =>
      at.slice(0, -1).reduce<Json | undefined>((value, key) => value?.[key] as Json, json);
    const target = parent(stressed);
    const key = String(at.at(-1));
    if (target) target[key] = parent(original)?.[key];
  }
  return stressed;
};

/** A paragraph of long words and a long web address, after the first heading of a text. */
const stressLegalText = (markdown: string): string => {
  const paragraph = [
    `${LONG_COMPOUNDS.join(", ")}.`,
    "Anfragen: <https://www.datenschutzbeauftragter-groessenempfehlung.example.org/anfragen>.",
  ].join(" ");
  return markdown.replace(/^## .*$/m, (heading) => `${heading}\n\n${paragraph}`);
};

/** Writes the stress content into the data/ folder `dataDir` (of a copy of the project). */
export const writeStressContent = (dataDir: string): void => {
  const seed = { next: 0 };
  for (const [name, file] of Object.entries(dataFiles)) {
    if (!file.texts) continue;
    const location = path.join(dataDir, `${name as DataFileName}.json`);
    let content = readJson(location);
    if (name === "pricing") content = { ...content, plans: fourPlans(content.plans as Plan[]) };
    const stressed = stress(content, file.schema as Schema, seed) as Json;
    writeJson(location, name === "landing" ? keepSpecified(stressed, content) : stressed);
  }
  const legalDir = path.join(dataDir, "legal");
  for (const entry of readdirSync(legalDir).filter((file) => file.endsWith(".md"))) {
    const location = path.join(legalDir, entry);
    writeFileSync(location, stressLegalText(readFileSync(location, "utf8")));
  }
};
