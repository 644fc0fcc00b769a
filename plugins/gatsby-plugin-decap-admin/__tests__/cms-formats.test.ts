/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
// Prettier's standalone build: its Node entry loads plugins with import(), which Jest's CommonJS cannot.
import * as babel from "prettier/plugins/babel";
import * as estree from "prettier/plugins/estree";
import { format } from "prettier/standalone";
import {
  frontmatterFormat,
  parseLegalText,
  serializeLegalText,
} from "../formats/frontmatter-format";
import { jsonFormat } from "../formats/json-format";
import { cmsCollections } from "../config/cms-config";
import type { CmsFile } from "../config/cms-types";
import { printWidthOf } from "../config/print-width";

/**
 * What the CMS saves is what an editor would have typed: every file of data/ read and saved
 * unchanged is the same file, byte for byte; a change in the form changes the lines it is
 * about and no other; what it writes is laid out as Prettier lays out data/.
 */

const root = path.resolve(__dirname, "../../..");
const read = (file: string): string => readFileSync(path.join(root, file), "utf8");
const collections = cmsCollections();
// The project's Prettier options; the print width is the one the CMS is given (print-width.ts).
const prettierOptions = JSON.parse(read(".prettierrc.json")) as Record<string, unknown>;
const printWidth = printWidthOf(root);
const json = jsonFormat(collections, printWidth);
const dataForms: CmsFile[] = collections.flatMap((collection) =>
  "files" in collection ? collection.files : [],
);
const legalFiles = readdirSync(path.join(root, "data/legal"))
  .filter((name) => name.endsWith(".md"))
  .map((name) => `data/legal/${name}`);
const legalFieldOrder = collections
  .flatMap((collection) => ("folder" in collection ? collection.fields : []))
  .map((field) => field.name);

type Json = Record<string, unknown>;
const save = (form: CmsFile, data: unknown): string =>
  json.toFile(
    data as never,
    form.fields.map((field) => field.name),
  );
const load = (form: CmsFile): Json => json.fromFile(read(form.file)) as Json;
const formFor = (file: string): CmsFile => {
  const form = dataForms.find((each) => each.file === file);
  if (!form) throw new Error(`no form for ${file}`);
  return form;
};

/** The lines of `after` that differ from `before`, as [line number, text]. */
const changedLines = (before: string, after: string): Array<[number, string]> => {
  const old = before.split("\n");
  return after
    .split("\n")
    .map((line, index): [number, string] => [index + 1, line])
    .filter(([number, line]) => old[number - 1] !== line);
};

const prettierFormatted = (text: string): Promise<string> =>
  format(text, { ...prettierOptions, parser: "json", plugins: [babel, estree] });

describe.each(dataForms.map((form) => form.file))("%s", (file) => {
  const form = formFor(file);

  it("is saved unchanged when nothing was changed", () => {
    expect(save(form, load(form))).toBe(read(file));
  });

  it("is saved the way Prettier lays it out (npm run lint accepts it)", async () => {
    const saved = save(form, load(form));
    expect(await prettierFormatted(saved)).toBe(saved);
  });

  it("reads as the form shows it: saved and read again, the same values", () => {
    expect(json.fromFile(save(form, load(form)))).toEqual(load(form));
  });
});

it("reads an optional text the file leaves out as the empty field the form shows", () => {
  const form = formFor("data/pricing.json");
  const text = read(form.file);
  const plans = (JSON.parse(text) as { plans: Json[] }).plans;
  const without = plans.findIndex((plan) => !("featuresIntro" in plan));
  expect(without).toBeGreaterThanOrEqual(0);
  const loaded = load(form) as { plans: Json[] };
  // Typed into and cleared again, the field is "" – the same value as read, so Decap's header
  // says „saved“, and the save writes the file as it was.
  expect(loaded.plans[without]?.featuresIntro).toBe("");
  expect(save(form, loaded)).toBe(text);
  // A file the forms do not know is read as it is.
  expect(json.fromFile('{"unbekannt": 1}')).toEqual({ unbekannt: 1 });
});

describe.each(legalFiles)("%s", (file) => {
  it("is saved unchanged when nothing was changed", () => {
    expect(serializeLegalText(parseLegalText(read(file)), legalFieldOrder)).toBe(read(file));
  });

  it("keeps its text as typed: a sentence edited changes that line and no other", () => {
    const original = read(file);
    const entry = parseLegalText(original);
    const body = String(entry.body);
    const sentence = body.split("\n").find((line) => /^[A-ZÄÖÜ].*\. /.test(line));
    if (!sentence) throw new Error(`${file} has no paragraph to edit`);
    const edited = sentence.replace(". ", ", wie vereinbart. ");
    const saved = serializeLegalText(
      { ...entry, body: body.replace(sentence, edited) },
      legalFieldOrder,
    );
    expect(changedLines(original, saved).map(([, line]) => line)).toEqual([edited]);
    // Placeholders, footnotes and everything else stay as they were.
    const tokens = (text: string): string[] => text.match(/\{\{[^}]+\}\}|\[\^[^\]]+\]/g) ?? [];
    expect(tokens(saved)).toEqual(tokens(original));
  });
});

it("reads a legal text's optional text that the file leaves out as the empty field, and saves the file as it was", () => {
  const legal = frontmatterFormat(collections);
  const optional = collections
    .flatMap((collection) => ("folder" in collection ? collection.fields : []))
    .filter((field) => field.required === false && ["string", "text"].includes(field.widget))
    .map((field) => field.name);
  for (const file of legalFiles) {
    const text = read(file);
    const entry = legal.fromFile(text);
    const left = optional.filter((name) => !(name in parseLegalText(text)));
    expect(left.map((name) => [name, entry[name]])).toEqual(left.map((name) => [name, ""]));
    expect(legal.toFile(entry, legalFieldOrder)).toBe(text);
  }
  expect(optional).toContain("changes");
});

it("a price changed in the form is a one-line diff", () => {
  const form = formFor("data/pricing.json");
  const original = read(form.file);
  const data = load(form) as { plans: Array<{ price?: number }> };
  const index = data.plans.findIndex((plan) => plan.price !== undefined);
  const plans = data.plans.map((plan, at) =>
    at === index ? { ...plan, price: (plan.price ?? 0) + 50 } : plan,
  );
  const changed = changedLines(original, save(form, { ...data, plans }));
  expect(changed).toHaveLength(1);
  expect(changed[0]?.[1]).toMatch(
    new RegExp(`^\\s+"price": ${(data.plans[index]?.price ?? 0) + 50},$`),
  );
});

it("a feature added to a plan is one new line (and the comma of the line before)", () => {
  const form = formFor("data/pricing.json");
  const original = read(form.file);
  const data = load(form) as { plans: Array<{ features: string[] }> };
  const plans = data.plans.map((plan, at) =>
    at === 0 ? { ...plan, features: [...plan.features, "Onboarding-Workshop"] } : plan,
  );
  const saved = save(form, { ...data, plans });
  expect(saved.split("\n")).toHaveLength(original.split("\n").length + 1);
  expect(saved).toContain('"Onboarding-Workshop"\n');
});

it("writes fields in the form's order, $schema first, unknown fields kept, empty optional ones left out", () => {
  const form = formFor("data/pricing.json");
  const plan = {
    cta: "Demo buchen",
    popular: false,
    features: ["Größenempfehlungen"],
    period: null,
    price: "",
    featuresIntro: "",
    description: "Für den Einstieg.",
    name: "Start",
    internalNote: "bleibt stehen",
  };
  const saved = JSON.parse(save(form, { plans: [plan], $schema: "./schema/pricing.schema.json" }));
  expect(Object.keys(saved)).toEqual(["$schema", "plans"]);
  expect(Object.keys(saved.plans[0])).toEqual([
    "name",
    "description",
    "features",
    "popular",
    "cta",
    "internalNote",
  ]);
});

it("lays out lists as Prettier does, at any length", async () => {
  const form = formFor("data/landing.json");
  const data = load(form) as { footer: { legalPages: string[] } };
  for (const count of [1, 3, 6, 9, 12]) {
    const legalPages = Array.from({ length: count }, (_, index) => `/rechtstext-${index + 1}`);
    const saved = save(form, { ...data, footer: { ...data.footer, legalPages } });
    expect(await prettierFormatted(saved)).toBe(saved);
  }
});

it("reads a legal text saved on Windows or with a byte order mark, and writes its frontmatter quoted", () => {
  const text = '\uFEFF---\r\ntitle: AGB\r\nslug: "/agb"\r\n---\r\n\r\n## § 1 Geltung\r\n';
  const entry = parseLegalText(text);
  expect(entry).toEqual({ title: "AGB", slug: "/agb", body: "## § 1 Geltung\n" });
  expect(serializeLegalText(entry, legalFieldOrder)).toBe(
    '---\ntitle: "AGB"\nslug: "/agb"\n---\n\n## § 1 Geltung\n',
  );
  // A value with a colon or quotes stays one YAML string.
  const saved = serializeLegalText(
    { ...entry, title: 'Datenschutz: „Hinweise" & mehr' },
    legalFieldOrder,
  );
  expect(parseLegalText(saved).title).toBe('Datenschutz: „Hinweise" & mehr');
});
