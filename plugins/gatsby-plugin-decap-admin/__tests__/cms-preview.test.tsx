/**
 * @jest-environment node
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { formFile, type DecapEntry } from "../browser/form-file";
import { withFormFile } from "../browser/repository-files";
import { netlifyPreviewContext } from "../config/backend";
import { cmsCollections, cmsConfig } from "../config/cms-config";
import { printWidthOf } from "../config/print-width";
import { parseLegalText } from "../formats/frontmatter-format";
import { renderPreview } from "../preview/render-preview";
import { checkContent } from "../../gatsby-source-passform/check";
import { readDataDirectory } from "../../gatsby-source-passform/disk";

/**
 * The form's preview and verdict: the file an entry would be saved as, the check of the
 * repository with that file, and the page rendered from it. Read from data/, so they follow the
 * editors' content.
 */

const root = path.resolve(__dirname, "../../..");
const files = readDataDirectory(path.join(root, "data")) ?? [];
const before = checkContent(files);
const collections = cmsCollections();
const printWidth = printWidthOf(root);
const read = (file: string): string => readFileSync(path.join(root, file), "utf8");

/** An entry as Decap hands it over: Immutable.js-like, with the form's data. */
const entryOf = (collection: string, slug: string, data: unknown, saved = ""): DecapEntry => {
  const fields: Record<string, unknown> = {
    collection,
    slug,
    path: saved,
    data: { toJS: () => structuredClone(data) },
  };
  return { get: (key) => fields[key], getIn: (keys) => fields[keys[0] ?? ""] };
};

type Pricing = { plans: Array<{ name: string; popular: boolean }> };
const pricing = (): Pricing => JSON.parse(read("data/pricing.json")) as Pricing;
const dataCollection = collections[0]?.name ?? "";
const legalCollection = collections[1]?.name ?? "";

describe("the file an entry is saved as", () => {
  it("is the file itself for an unchanged JSON entry and an unchanged legal text", () => {
    expect(
      formFile(entryOf(dataCollection, "pricing", pricing()), collections, printWidth),
    ).toEqual({ path: "data/pricing.json", text: read("data/pricing.json"), pending: [] });
    const agb = before.legal.find((page) => page.slug === "/agb");
    if (!agb) throw new Error("data/legal/ has no /agb");
    const text = read(agb.file);
    const entry = entryOf(legalCollection, "agb", parseLegalText(text), agb.file);
    expect(formFile(entry, collections, printWidth)).toEqual({ path: agb.file, text, pending: [] });
  });

  it("is named after its slug for a new legal text", () => {
    const entry = entryOf(legalCollection, "", {
      title: "Barrierefreiheit",
      slug: "/barrierefreiheit",
    });
    expect(formFile(entry, collections, printWidth)?.path).toBe("data/legal/barrierefreiheit.md");
  });
});

describe("the verdict and the preview", () => {
  const previewOf = (data: Pricing) => {
    const form = formFile(entryOf(dataCollection, "pricing", data), collections, printWidth);
    if (!form) throw new Error("no form for pricing");
    return renderPreview(withFormFile(files, form), form.path, before, collections);
  };

  it("finds nothing in the repository as it is and renders the landing page with every plan", () => {
    const { html, verdict } = previewOf(pricing());
    expect(verdict.problems).toEqual([]);
    for (const plan of pricing().plans) expect(html).toContain(plan.name);
    expect(html).toContain('id="pricing"');
    expect(html).toMatch(/<style>[^<]*\.css-/);
  });

  it("refuses a second plan marked popular, naming both plans in the form's words, file and line aside", () => {
    const data = pricing();
    const index = data.plans.findIndex((plan) => !plan.popular);
    const first = data.plans.findIndex((plan) => plan.popular);
    if (index < 0 || first < 0) return;
    (data.plans[index] as { popular: boolean }).popular = true;
    const { html, verdict, words } = previewOf(data);
    expect(verdict.problems.length).toBeGreaterThan(0);
    expect(verdict.problems[0]).toMatchObject({
      file: "data/pricing.json",
      line: expect.any(Number),
    });
    const [problem] = words.problems;
    for (const plan of [first, index]) expect(problem?.message).toContain(data.plans[plan]?.name);
    expect(problem?.paths).toHaveLength(2);
    expect(problem?.detail).toMatch(/^data\/pricing\.json:\d+$/);
    expect(html).toContain(problem?.where);
    expect(html).toContain(problem?.message);
    expect(html).toContain(problem?.detail);
  });

  it("marks a gap for a real value, lists it as a sample of the file and does not block", () => {
    const data = pricing();
    (data.plans[0] as { name: string }).name = "[Tarifname]";
    const { html, verdict } = previewOf(data);
    expect(verdict.problems).toEqual([]);
    expect(verdict.samples.map((sample) => sample.file)).toContain("data/pricing.json");
    expect(html).toMatch(/<mark class="sample-mark"[^>]*>\[Tarifname\]/);
  });

  it("renders a legal text with its placeholders filled", () => {
    const agb = before.legal.find((page) => page.slug === "/agb");
    if (!agb) throw new Error("data/legal/ has no /agb");
    const { html } = renderPreview(files, agb.file, before, collections);
    expect(read(agb.file)).toMatch(/\{\{\w+/);
    expect(html).not.toMatch(/\{\{\w+/);
    expect(html).toContain(agb.frontmatter?.title ?? "");
  });
});

describe("the deploy preview's status", () => {
  it("is Netlify's status of the site named in the build", () => {
    expect(netlifyPreviewContext({ SITE_NAME: "passform" })).toBe(
      "netlify/passform/deploy-preview",
    );
    expect(netlifyPreviewContext({})).toBeUndefined();
    expect(
      cmsConfig({ repo: "a/b", previewContext: "netlify/x/deploy-preview" }).backend,
    ).toMatchObject({ preview_context: "netlify/x/deploy-preview" });
    expect(cmsConfig({ repo: "a/b" }).backend).not.toHaveProperty("preview_context");
  });
});
