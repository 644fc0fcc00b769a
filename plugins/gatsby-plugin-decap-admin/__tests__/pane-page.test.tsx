/**
 * @jest-environment node
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { formFile, type DecapEntry } from "../browser/form-file";
import { withFormFile } from "../browser/repository-files";
import { germanPhrases } from "../config/decap-fixes";
import { cmsCollections } from "../config/cms-config";
import { printWidthOf } from "../config/print-width";
import { renderPreview } from "../preview/render-preview";
import { checkContent } from "../../gatsby-source-passform/check";
import { readDataDirectory } from "../../gatsby-source-passform/disk";

/**
 * The preview pane while the editor works: the page stays under the check's problems and shows
 * what the editor typed, a list entry just added is no problem until a save, and a local save is
 * called what it is. Read from data/ and the form's configuration, so they follow the content.
 */

const root = path.resolve(__dirname, "../../..");
const files = readDataDirectory(path.join(root, "data")) ?? [];
const before = checkContent(files);
const collections = cmsCollections();
const printWidth = printWidthOf(root);
const json = <T,>(file: string): T => JSON.parse(readFileSync(path.join(root, file), "utf8")) as T;
const dataCollection = collections[0]?.name ?? "";

const entryOf = (slug: string, data: unknown): DecapEntry => {
  const fields: Record<string, unknown> = {
    collection: dataCollection,
    slug,
    path: "",
    data: { toJS: () => structuredClone(data) },
  };
  return { get: (key) => fields[key], getIn: (keys) => fields[keys[0] ?? ""] };
};

const paneOf = (slug: string, data: unknown) => {
  const form = formFile(entryOf(slug, data), collections, printWidth, { unfilled: "left out" });
  if (!form) throw new Error(`no form ${slug}`);
  return {
    form,
    ...renderPreview(withFormFile(files, form), form.path, before, collections, form.pending),
  };
};

type Plan = { name: string; popular: boolean; features: Array<string | null> };
type Pricing = { plans: Plan[] };
type Landing = { hero: { title: string } };

describe("the page in the preview pane", () => {
  it("stays under a problem and shows the value the model refuses, as typed", () => {
    const landing = json<Landing>("data/landing.json");
    // Words without the characters the site's typography changes
    const word = landing.hero.title.split(/\s+/).find((each) => /^\p{L}{4,}$/u.test(each)) ?? "";
    landing.hero.title = `${word} `.repeat(200 / (word.length + 1) + 1).trim();
    const { verdict, page } = paneOf("landing", landing);
    expect(verdict.problems.length).toBeGreaterThan(0);
    expect(word).not.toBe("");
    expect(page).toContain(landing.hero.title);
  });

  it("shows two plans marked popular while the check refuses the second", () => {
    const pricing = json<Pricing>("data/pricing.json");
    if (pricing.plans.length < 2) return;
    for (const plan of pricing.plans) plan.popular = true;
    const { verdict, page } = paneOf("pricing", pricing);
    expect(verdict.problems.length).toBeGreaterThan(0);
    for (const plan of pricing.plans) expect(page).toContain(plan.name);
    const label = json<{ pricing: { popularLabel: string } }>("data/landing.json").pricing
      .popularLabel;
    const badges = (html: string) => html.split(`>${label}<`).length - 1;
    const saved = json<Pricing>("data/pricing.json");
    const before = saved.plans.filter((plan) => plan.popular).length;
    expect(badges(page) - badges(paneOf("pricing", saved).page)).toBe(
      pricing.plans.length - before,
    );
  });
});

describe("a list entry just added", () => {
  const pricing = json<Pricing>("data/pricing.json");
  const plan = pricing.plans[0] as Plan;
  plan.features.push(null);
  const planField = collections[0] && "files" in collections[0] ? collections[0].files : [];
  const plans = planField.find((file) => file.file === "data/pricing.json")?.fields[0];
  const singular = plans?.fields?.find((field) => field.name === "features")?.label_singular;

  it("is no problem in the pane, which names it as still empty", () => {
    const { verdict, form, html } = paneOf("pricing", pricing);
    expect(verdict.problems).toEqual([]);
    expect(form.pending).toEqual([
      {
        entry: `${singular} ${plan.features.length}`,
        within: `${plans?.label_singular} „${plan.name}“`,
      },
    ]);
    expect(html).toContain(`${singular} ${plan.features.length}`);
  });

  it("is a problem when the form is saved as it is", () => {
    const form = formFile(entryOf("pricing", pricing), collections, printWidth);
    if (!form) throw new Error("no form");
    const { verdict } = renderPreview(withFormFile(files, form), form.path, before, collections);
    expect(verdict.problems.length).toBeGreaterThan(0);
  });
});

describe("the words of a save", () => {
  const builtIn = { editor: { editorToolbar: { publish: "Veröffentlichen", save: "Speichern" } } };
  const toolbar = (local: boolean) =>
    (germanPhrases(builtIn, { local }).editor as { editorToolbar: Record<string, string> })
      .editorToolbar;

  it("say „Speichern“ and „Gespeichert“ where the local backend saves a file", () => {
    expect(toolbar(true)).toMatchObject({ publish: "Speichern", published: "Gespeichert" });
    const shown = ["publish", "publishNow", "publishing", "published", "publishAndCreateNew"];
    for (const key of shown) expect(toolbar(true)[key]).not.toMatch(/[Vv]eröffentlich/);
  });

  it("keep „Veröffentlichen“ where a save publishes", () => {
    expect(toolbar(false)).toMatchObject({ publish: "Veröffentlichen", save: "Speichern" });
  });
});
