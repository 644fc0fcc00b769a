/**
 * @jest-environment node
 */
import path from "node:path";
import { cmsCollections } from "../config/cms-config";
import type { CmsField } from "../config/cms-types";
import { summaryKeyOf } from "../config/fields";
import { formOf, formProblem, labelsOf, refusalOf } from "../config/form-places";
import { counterText } from "../config/decap-fixes";
import { lengthProblem } from "../browser/decap-fixes/text-limits";
import { standReminder } from "../browser/stand-reminder";
import { serializeLegalText, parseLegalText } from "../formats/frontmatter-format";
import { checkContent, dataFiles } from "../../gatsby-source-passform/check";
import type { DataEntry, DataFileName, Problem } from "../../gatsby-source-passform";
import { readDataDirectory } from "../../gatsby-source-passform/disk";

/**
 * The content check's problems in the words of the editors' forms: the place by the form's
 * labels (translated from the problem's path through the form's fields) and what to do in plain
 * German. The mistakes are made from the model itself: every field of every form gets the
 * values its rules refuse (empty, the wrong kind, beyond its length, a choice it does not
 * offer, a list too short or too long), and every list the rules across its entries break.
 */

const root = path.resolve(__dirname, "../../..");
const files = readDataDirectory(path.join(root, "data")) ?? [];
const collections = cmsCollections();
const names = Object.keys(dataFiles) as DataFileName[];

type Json = unknown;
type Key = string | number;

const read = (file: string): Json => {
  const bytes = files.find((entry) => entry.path === file)?.bytes;
  return JSON.parse(new TextDecoder().decode(bytes)) as Json;
};

const withFile = (file: string, value: Json): DataEntry[] => [
  ...files.filter((entry) => entry.path !== file),
  { path: file, bytes: new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`) },
];

const setAt = (value: Json, at: ReadonlyArray<Key>, to: Json): Json => {
  const copy = structuredClone(value) as Record<Key, Json>;
  let parent = copy;
  for (const key of at.slice(0, -1)) parent = parent[key] as Record<Key, Json>;
  parent[at.at(-1) as Key] = to;
  return copy;
};

/** The values a form field's own rules refuse, from its configuration (which the model gives). */
const refused = (field: CmsField, now: Json): Json[] => {
  switch (field.widget) {
    case "string":
    case "text":
      return [
        "",
        42,
        ...(field.max_length ? ["x".repeat(field.max_length + 1)] : []),
        ...(field.min_length ? ["x".repeat(field.min_length - 1)] : []),
        ...(field.pattern ? ["?"] : []),
      ];
    case "number":
      return [
        "1",
        -1,
        ...(field.value_type === "int" ? [1.5] : []),
        ...(field.max !== undefined ? [field.max + 1] : []),
      ];
    case "boolean":
      return ["ja"];
    case "select":
      return field.multiple ? [["?"]] : ["?"];
    case "datetime":
      return ["01.01.2021", "2999-01-01"];
    case "list": {
      const items = Array.isArray(now) ? now : [];
      return [
        ...(field.min ? [[]] : []),
        [...items, null],
        ...(field.max ? [Array(field.max + 1).fill(items[0])] : []),
      ];
    }
    default:
      return [null];
  }
};

/** Every field of a form with its path in the file and its value there. */
const leaves = (fields: ReadonlyArray<CmsField>, value: Json, at: Key[] = []) =>
  fields.flatMap((field): Array<{ field: CmsField; at: Key[]; now: Json }> => {
    const here = [...at, field.name];
    const now = (value as Record<string, Json> | undefined)?.[field.name];
    const inner =
      field.widget === "object"
        ? leaves(field.fields ?? [], now, here)
        : field.widget === "list" && field.fields && Array.isArray(now) && now.length > 0
          ? leaves(field.fields, now[0], [...here, 0])
          : field.widget === "list" && field.field && Array.isArray(now) && now.length > 0
            ? [{ field: field.field, at: [...here, 0], now: now[0] }]
            : [];
    return [{ field, at: here, now }, ...inner];
  });

/** Words of the file, not of the form: JSON's values, its quoting, „gefunden: …“. */
const JSON_WORDS = /\b(null|true|false|undefined|NaN)\b|Anführungszeichen|gefunden|"/;

type Case = { name: string; file: string; data: Json };

const mistakes: Case[] = names.flatMap((name) => {
  const file = `data/${name}.json`;
  const form = formOf(collections, file);
  const data = read(file);
  return leaves(form?.fields ?? [], data).flatMap(({ field, at, now }) =>
    refused(field, now).map((value) => ({
      name: `${file} ${at.join(".")} = ${JSON.stringify(value).slice(0, 30)}`,
      file,
      data: setAt(data, at, value),
    })),
  );
});

/** The rules across the entries of each list: no name twice, one plan marked popular. */
const acrossEntries: Case[] = names.flatMap((name) => {
  const spec = dataFiles[name];
  if (spec.kind !== "list") return [];
  const file = `data/${name}.json`;
  const data = read(file) as Record<string, Array<Record<string, Json>>>;
  const items = data[spec.listKey] ?? [];
  const list = formOf(collections, file)?.fields.find((field) => field.name === spec.listKey);
  const key = (list && summaryKeyOf(list)) ?? "";
  const twice = items.map((item, index) =>
    index === 1 ? { ...item, [key]: items[0]?.[key] } : item,
  );
  const switches = (list?.fields ?? []).filter((field) => field.widget === "boolean");
  return [
    { name: `${file}: a name twice`, file, data: { ...data, [spec.listKey]: twice } },
    ...switches.map((each) => ({
      name: `${file}: ${each.name} everywhere`,
      file,
      data: { ...data, [spec.listKey]: items.map((item) => ({ ...item, [each.name]: true })) },
    })),
  ];
});

const problemsOf = ({ file, data }: Case): Problem[] =>
  checkContent(withFile(file, data)).problems.filter((problem) => problem.file === file);

describe("every rule of the model, as the form says it", () => {
  it.each([...mistakes, ...acrossEntries].map((each) => [each.name, each] as const))(
    "%s: where by the form's labels, what to do in plain German",
    (_name, mistake) => {
      const problems = problemsOf(mistake);
      expect(problems.length).toBeGreaterThan(0);
      for (const problem of problems) {
        const words = formProblem(collections, problem, mistake.data);
        expect(problem.path).toBeDefined();
        expect(problem.formMessage).toMatch(/^[A-ZÄÖÜ„]/);
        expect(words.message).toMatch(/[.!]$/);
        expect(words.message).not.toMatch(JSON_WORDS);
        // The last key of the path is named by the form's label, never by its key.
        const key = [...(problem.path ?? [])].reverse().find((each) => typeof each === "string");
        const form = formOf(collections, problem.file);
        if (form && key && !form.label.includes(key)) {
          expect(`${words.where} ${words.message}`).not.toContain(`„${key}“`);
        }
      }
    },
  );

  it("names each entry a rule across entries concerns, and marks every one of them", () => {
    const popular = acrossEntries.find((each) => each.name.endsWith("popular everywhere"));
    if (!popular) throw new Error("no switch across the plans");
    const [problem] = problemsOf(popular);
    const plans = (popular.data as { plans: Array<{ name: string }> }).plans;
    const words = formProblem(collections, problem as Problem, popular.data);
    for (const plan of plans) expect(words.message).toContain(plan.name);
    expect(words.paths).toHaveLength(plans.length);
    const refusal = refusalOf([words]);
    expect(refusal).not.toMatch(/Error|data\/|\.json/);
    expect(refusal.split(/(?<=[.!?])\s+(?=[A-ZÄÖÜ„])/).length).toBeLessThanOrEqual(2);
  });
});

describe("a path in the file, as the form's labels", () => {
  const form = formOf(collections, "data/landing.json");
  const field = (fields: ReadonlyArray<CmsField> | undefined, name: string) =>
    fields?.find((each) => each.name === name) as CmsField;

  it("a field in a group: the form, the group, the field", () => {
    if (!form) throw new Error("no form of data/landing.json");
    const hero = field(form.fields, "hero");
    expect(labelsOf(form, ["hero", "title"], read("data/landing.json"))).toEqual([
      form.label,
      hero.label,
      field(hero.fields, "title").label,
    ]);
  });

  it("an entry by its name, an entry of a list of texts by its number", () => {
    const pricing = formOf(collections, "data/pricing.json");
    if (!pricing) throw new Error("no form of data/pricing.json");
    const plans = field(pricing.fields, "plans");
    const data = read("data/pricing.json") as { plans: Array<{ name: string; features: [] }> };
    const last = data.plans[0]?.features.length ?? 0;
    expect(labelsOf(pricing, ["plans", 1, "popular"], data)).toEqual([
      `${plans.label_singular} „${data.plans[1]?.name}“`,
      field(plans.fields, "popular").label,
    ]);
    const features = field(plans.fields, "features");
    expect(labelsOf(pricing, ["plans", 0, "features", last], data)).toEqual([
      `${plans.label_singular} „${data.plans[0]?.name}“`,
      `${features.label_singular} ${last + 1}`,
    ]);
  });
});

describe("the form's length counter and the Stand of a changed legal text", () => {
  it("counts, and says a text beyond its limit as the panel does", () => {
    expect(counterText(58, 90)).toBe("58 von 90 Zeichen");
    expect(counterText(122, 90)).toBe("122 von 90 Zeichen – 32 zu viel");
    expect(lengthProblem({ max: 90 }, "x".repeat(90))).toBeUndefined();
    expect(lengthProblem({ max: 90 }, "x".repeat(122))).toBe(
      "Höchstens 90 Zeichen – jetzt 122. Bitte kürzen.",
    );
    expect(lengthProblem({ min: 50, max: 160 }, "kurz")).toMatch(/^Mindestens 50 Zeichen/);
  });

  it("reminds at the Stand once the text changed and the Stand did not", () => {
    const legal = collections.find((collection) => "folder" in collection);
    const fields = legal && "folder" in legal ? legal.fields : [];
    const agb = files.find((entry) => entry.path.startsWith("data/legal/"));
    const saved = new TextDecoder().decode(agb?.bytes);
    const now = parseLegalText(saved);
    expect(standReminder(fields, saved, now)).toBeUndefined();
    const changed = { ...now, body: `${String(now.body)}\nNeuer Absatz.\n` };
    const stand = fields.find((field) => field.name === "lastUpdated")?.label ?? "";
    expect(standReminder(fields, saved, changed)).toContain(`„${stand}“`);
    expect(standReminder(fields, saved, { ...changed, lastUpdated: "2000-01-01" })).toBeUndefined();
    expect(serializeLegalText(now, Object.keys(now))).toContain(String(now.title));
  });
});
