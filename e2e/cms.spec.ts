/**
 * The editors' forms at /admin/ as an editor uses them with `npm start`: on a fresh copy of the
 * project, Decap CMS with its local backend in one tab and the preview in another. Every save
 * must change the file exactly where the editor changed it and show in the preview; a mistake
 * the form cannot see is shown by the preview with file and line, and fixed in the form.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { adminContentSecurityPolicy } from "../plugins/gatsby-plugin-decap-admin/config/admin-headers";
import { cmsCollections } from "../plugins/gatsby-plugin-decap-admin/config/cms-config";
import type { CmsField } from "../plugins/gatsby-plugin-decap-admin/config/cms-types";
import { loadContent } from "../plugins/gatsby-source-passform/content/content-source";
import { startDevelop, STARTUP_LIMIT, type DevelopServer } from "./support/develop-server";
import { expect, expectCleanVisit, observe, test } from "./support/observed-page";
import { priceText, shown } from "./support/site";

let develop: DevelopServer | undefined;
let sandbox = "";

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(STARTUP_LIMIT + 60_000);
  develop = await startDevelop("passform-cms-");
  sandbox = develop.project.root;
});

test.afterAll(async () => {
  await develop?.stop();
});

const origin = (): string => develop?.origin ?? "";
const readData = (file: string): string => readFileSync(path.join(sandbox, file), "utf8");

/** The form of a data file and one of its fields, as the content model names them. */
const collections = cmsCollections();
const dataForm = (file: string) => {
  const form = collections
    .flatMap((collection) => ("files" in collection ? collection.files : []))
    .find((each) => each.file === file);
  if (!form) throw new Error(`no form for ${file}`);
  return form;
};
const fieldOf = (fields: ReadonlyArray<CmsField> | undefined, name: string): CmsField => {
  const field = fields?.find((each) => each.name === name);
  if (!field) throw new Error(`no field ${name}`);
  return field;
};
const pricingForm = dataForm("data/pricing.json");
const planFields = fieldOf(pricingForm.fields, "plans");
const legalCollection = collections.find((collection) => "folder" in collection);

type Plan = { name: string; price?: number; features: string[]; popular: boolean };
const plans = (): Plan[] => (JSON.parse(readData("data/pricing.json")) as { plans: Plan[] }).plans;

/** The lines of `after` that are not in `before` at the same place. */
const changedLines = (before: string, after: string): string[] => {
  const old = before.split("\n");
  return after.split("\n").filter((line, index) => old[index] !== line);
};

/** Opens a form by the name the model gives it, logging in to the local backend if asked. */
const openForm = async (admin: Page, collection: string, entry: string): Promise<void> => {
  await admin.goto(`${origin()}/admin/`);
  const login = admin.getByRole("button", { name: /login|anmelden/i });
  const link = admin.getByRole("link", { name: collection, exact: true });
  await expect(login.or(link)).toBeVisible();
  if (await login.isVisible()) await login.click();
  await link.click();
  await admin.getByText(entry, { exact: true }).first().click();
};

/** Saves the open form („Veröffentlichen“, the only mode of the local backend). */
const publish = async (admin: Page): Promise<number> => {
  await admin.getByRole("button", { name: "Veröffentlichen", exact: true }).click();
  await admin.getByRole("menuitem", { name: "Jetzt veröffentlichen" }).click();
  const saved = Date.now();
  await expect(admin.getByText("Beitrag gespeichert")).toBeVisible();
  return saved;
};

const planCards = (preview: Page) => preview.locator("#pricing li:has(> h3)");

test("the forms load without console errors, CSP violations or requests to other hosts, and label every field", async ({
  page,
}) => {
  const observations = await observe(page, origin());
  const response = await page.goto(`${origin()}/admin/`);
  expect(response?.headers()["content-security-policy"]).toBe(adminContentSecurityPolicy);
  expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  await openForm(page, collections[0]?.label ?? "", pricingForm.label);
  await expect(page.getByLabel(fieldOf(planFields.fields, "price").label).first()).toBeVisible();
  // The parts this project controls: the page itself and the fields, named from the model.
  const axe = await new AxeBuilder({ page })
    .withRules([
      "document-title",
      "html-has-lang",
      "html-lang-valid",
      "meta-viewport",
      "label",
      "select-name",
      "aria-input-field-name",
      "aria-toggle-field-name",
    ])
    .analyze();
  expect(
    axe.violations.filter((violation) => ["serious", "critical"].includes(violation.impact ?? "")),
  ).toEqual([]);
  // On a phone the form takes the screen's width instead of scrolling sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(375);
  expectCleanVisit(observations);
});

test("a price changed in the form: the file's diff is that line, and the open preview shows it", async ({
  page,
  context,
}) => {
  const before = readData("data/pricing.json");
  const index = plans().reduce(
    (highest, plan, at, all) => ((plan.price ?? -1) > (all[highest]?.price ?? -1) ? at : highest),
    0,
  );
  const plan = plans()[index] as Plan;
  const price = (plan.price ?? 0) + 50;
  const preview = await context.newPage();
  await preview.goto(`${origin()}/`);
  await expect(planCards(preview).nth(index)).toContainText(priceText(plan.price ?? 0));

  await openForm(page, collections[0]?.label ?? "", pricingForm.label);
  await page.getByLabel(fieldOf(planFields.fields, "price").label).nth(index).fill(String(price));
  const saved = await publish(page);

  expect(changedLines(before, readData("data/pricing.json"))).toEqual([`      "price": ${price},`]);
  await expect(planCards(preview).nth(index)).toContainText(priceText(price), { timeout: 60_000 });
  console.log(`Gespeichert → in der Vorschau: ${((Date.now() - saved) / 1000).toFixed(1)} s`);
});

test("a feature added to a plan appears on /", async ({ page, context }) => {
  const before = plans();
  const index = 0;
  const feature = "Onboarding-Workshop für Ihr Team";
  const features = fieldOf(planFields.fields, "features");
  const preview = await context.newPage();
  await preview.goto(`${origin()}/`);

  await openForm(page, collections[0]?.label ?? "", pricingForm.label);
  const adders = page.getByRole("button", {
    name: new RegExp(`^${features.label_singular} hinzufügen`, "i"),
  });
  await adders.nth(index).click();
  // The new field is the last of this plan's features, before the next plan's.
  const position = before
    .slice(0, index + 1)
    .reduce((count, plan) => count + plan.features.length, 0);
  await page
    .getByLabel(features.field?.label ?? "", { exact: true })
    .nth(position)
    .fill(feature);
  await publish(page);

  expect(plans()[index]?.features).toEqual([...(before[index]?.features ?? []), feature]);
  expect(plans().slice(index + 1)).toEqual(before.slice(index + 1));
  await expect(planCards(preview).nth(index)).toContainText(shown(feature), { timeout: 60_000 });
});

test("a sentence edited in the AGB: the file changes only there, every placeholder and footnote intact", async ({
  page,
  context,
}) => {
  if (!legalCollection || !("folder" in legalCollection)) throw new Error("no legal texts");
  const agb = loadContent(path.join(sandbox, "data")).legal.find((text) => text.slug === "/agb");
  test.skip(!agb?.frontmatter, "data/legal/ has no text at /agb");
  if (!agb?.frontmatter) return;
  const before = readData(agb.file);
  // The first paragraph line with a word long enough to replace.
  const line = before.split("\n").find((text) => /^\d+\. \S/.test(text)) ?? "";
  const word = /[A-Za-zÄÖÜäöüß]{8,}/.exec(line)?.[0] ?? "";
  expect(word).not.toBe("");
  const replacement = `${word}-Fassung`;

  await openForm(page, legalCollection.label, agb.frontmatter.title);
  const editor = page.locator('[contenteditable="true"]').last();
  await expect(editor).toContainText(word);
  // Select the word as an editor would, then type over it.
  await editor.evaluate(
    (root, { line, word }) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const start = (node.textContent ?? "").indexOf(line.replace(/^\d+\. /, ""));
        if (start < 0) continue;
        const at = (node.textContent ?? "").indexOf(word, start);
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + word.length);
        (root as HTMLElement).focus();
        getSelection()?.removeAllRanges();
        getSelection()?.addRange(range);
        return;
      }
      throw new Error("line not in the editor");
    },
    { line, word },
  );
  await page.waitForTimeout(200);
  await page.keyboard.type(replacement);
  await publish(page);

  const after = readData(agb.file);
  expect(changedLines(before, after)).toEqual([line.replace(word, replacement)]);
  const tokens = (text: string): string[] => text.match(/\{\{[^}]+\}\}|\[\^[^\]]+\]/g) ?? [];
  expect(tokens(after)).toEqual(tokens(before));
  const preview = await context.newPage();
  await preview.goto(`${origin()}${agb.slug}`);
  await expect(preview.locator("main")).toContainText(replacement, { timeout: 60_000 });
});

test("a second plan marked popular: the preview shows the check's message with file and line, and the fix in the form brings the page back", async ({
  page,
  context,
}) => {
  const before = plans();
  const index = before.findIndex((plan) => !plan.popular);
  test.skip(index < 0 || !before.some((plan) => plan.popular), "no plan to mark a second time");
  const preview = await context.newPage();
  await preview.goto(`${origin()}/`);
  await expect(planCards(preview)).toHaveCount(before.length);

  await openForm(page, collections[0]?.label ?? "", pricingForm.label);
  const popular = page.getByLabel(fieldOf(planFields.fields, "popular").label);
  await popular.nth(index).click();
  await publish(page);

  const [problem] = loadContent(path.join(sandbox, "data")).problems;
  expect(problem?.file).toBe("data/pricing.json");
  const alert = preview.getByRole("alert");
  await expect(alert).toContainText(`${problem?.file}:${problem?.line}`, { timeout: 60_000 });
  await expect(alert).toContainText(problem?.message ?? "");
  await expect(preview.locator("#pricing")).toHaveCount(0);

  // Back to the form, as from the preview's message (Decap compares a reopened entry with the
  // file, but an entry it has just saved with what it loaded before).
  await openForm(page, collections[0]?.label ?? "", pricingForm.label);
  await popular.nth(index).click();
  await publish(page);
  await expect(alert).toHaveCount(0, { timeout: 60_000 });
  await expect(planCards(preview)).toHaveCount(before.length);
  expect(plans()).toEqual(before);
});
