/**
 * The editors' forms speak the form's words: a mistake is named by the form's labels and said in
 * plain German, the same in the preview pane, at the field and in a refused save; a text field
 * states its limit and counts while the editor types. On a phone and on a desktop. What the
 * tests expect comes from data/ and from the forms' configuration, which the content model gives.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { lengthMessage } from "../../plugins/gatsby-source-passform/check";
import { loadContent } from "../../plugins/gatsby-source-passform/disk";
import {
  attemptSave,
  collections,
  dataForm,
  fieldOf,
  listTexts,
  openForm,
  pane,
} from "./support/cms-forms";
import { expect, test } from "./support/develop-fixture";

const landingForm = dataForm("data/landing.json");
const hero = fieldOf(landingForm.fields, "hero");
const heroTitle = fieldOf(hero.fields, "title");
const pricingForm = dataForm("data/pricing.json");
const plans = fieldOf(pricingForm.fields, "plans");
const popular = fieldOf(plans.fields, "popular");
const features = fieldOf(plans.fields, "features");

type Plan = { name: string; popular: boolean; features: string[] };

const siteForm = dataForm("data/site.json");
const samples = fieldOf(siteForm.fields, "placeholders");
const legal = collections.find((collection) => "folder" in collection);
const legalFields = legal && "folder" in legal ? legal.fields : [];
const stand = fieldOf(legalFields, "lastUpdated");
const body = fieldOf(legalFields, "body");

/** Decap's toast of a save, whatever it says. */
const toast = (admin: Page): Locator => admin.locator(".Toastify__toast");

/** Words of JSON and of an error, not of the form. */
const JSON_WORDS = /Error:|\bnull\b|\btrue\b|Anführungszeichen|gefunden|"/;
/** …and, where no file is named as a detail, the file's name. */
const FILE_WORDS = new RegExp(`${JSON_WORDS.source}|data\\/|\\.json`);

const sizes = [
  { name: "desktop", use: { viewport: { width: 1440, height: 900 } } },
  {
    name: "phone",
    use: { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true },
  },
] as const;

for (const size of sizes) {
  test.describe(`at ${size.use.viewport.width} px`, () => {
    test.use(size.use);
    test.describe.configure({ timeout: 180_000 });

    // Words and a refused save, the same at every width: once, on the phone.
    if (size.name === "phone")
      test("a hero title beyond its limit: the help states it, the counter runs, panel and field say the same, nothing is saved", async ({
        page,
        develop,
      }) => {
        const file = path.join(develop.project.root, "data/landing.json");
        const before = readFileSync(file, "utf8");
        const max = heroTitle.max_length ?? 0;
        expect(max).toBeGreaterThan(0);
        const title = (JSON.parse(before) as { hero: { title: string } }).hero.title;
        let long = title;
        while (long.length <= max + 20) long = `${long} und noch mehr`;
        const message = lengthMessage("max", max, long.length);

        await openForm(page, develop.origin, landingForm.file);
        const field = page.getByLabel(heroTitle.label, { exact: true });
        const control = page.locator('[class*="-ControlContainer"]', { has: field }).last();
        await expect(control).toContainText(`Höchstens ${max} Zeichen`);
        await expect(control).toContainText(`${title.length} von ${max} Zeichen`);
        await field.fill(long);
        await expect(control).toContainText(`${long.length} von ${max} Zeichen`);

        const panel = pane(page).getByRole("alert");
        await expect(panel).toContainText(
          `${landingForm.label} › ${hero.label} › ${heroTitle.label}: ${message}`,
        );
        await expect(panel).not.toContainText(JSON_WORDS);
        await expect(field).toHaveAttribute("aria-invalid", "true");

        await attemptSave(page);
        await expect(control.locator('[class*="-ControlErrorsList"]')).toHaveText(message);
        await expect(control.locator('[class*="-ControlErrorsList"]')).toHaveCSS(
          "text-transform",
          "none",
        );
        // Said once at the field: Decap's list takes the place of the mark's own line.
        await expect(
          control.getByText(message, { exact: true }).filter({ visible: true }),
        ).toHaveCount(1);
        await page.screenshot({ path: test.info().outputPath(`title-${size.name}.png`) });
        await page.waitForTimeout(2000);
        expect(readFileSync(file, "utf8")).toBe(before);
      });

    // Words, the same at every width: once, on the desktop.
    if (size.name === "desktop") {
      test("a second plan marked popular: panel and refused save name both plans, both switches are marked", async ({
        page,
        develop,
      }) => {
        const file = path.join(develop.project.root, "data/pricing.json");
        const before = readFileSync(file, "utf8");
        const all = (JSON.parse(before) as { plans: Plan[] }).plans;
        const first = all.findIndex((plan) => plan.popular);
        const second = all.findIndex((plan) => !plan.popular);
        test.skip(first < 0 || second < 0, "no plan to mark a second time");

        await openForm(page, develop.origin, pricingForm.file);
        const switches = page.getByLabel(popular.label, { exact: true });
        await switches.nth(second).click();
        const panel = pane(page).getByRole("alert");
        for (const index of [first, second]) {
          await expect(panel).toContainText(all[index]?.name ?? "");
        }
        await expect(panel).toContainText(`${plans.label} › ${popular.label}`);
        await expect(panel).not.toContainText(JSON_WORDS);
        for (const index of [first, second]) {
          await expect(switches.nth(index)).toHaveAttribute("aria-invalid", "true");
        }

        await attemptSave(page);
        const refusal = toast(page).filter({ hasText: all[second]?.name ?? "" });
        await expect(refusal).toBeVisible();
        const said = (await refusal.innerText()).trim();
        for (const index of [first, second]) expect(said).toContain(all[index]?.name);
        expect(said).toContain(popular.label);
        expect(said).not.toMatch(FILE_WORDS);
        expect(said.split(/(?<=[.!?])\s+(?=[A-ZÄÖÜ„])/).length).toBeLessThanOrEqual(3);
        console.log(`Abgelehnt (${size.use.viewport.width} px): ${said}`);
        await page.screenshot({ path: test.info().outputPath(`popular-${size.name}.png`) });
        expect(readFileSync(file, "utf8")).toBe(before);
      });
    }

    // Words and a refused save, the same at every width: once, on the phone.
    if (size.name === "phone")
      test("an empty feature added: the save stops, and the pane names the line by its plan and number", async ({
        page,
        develop,
      }) => {
        const file = path.join(develop.project.root, "data/pricing.json");
        const before = readFileSync(file, "utf8");
        const plan = (JSON.parse(before) as { plans: Plan[] }).plans[0] as Plan;
        const line = plan.features.length + 1;

        await openForm(page, develop.origin, pricingForm.file);
        const add = page.getByRole("button", { name: listTexts(features, 0).add, exact: true });
        await add.first().click();
        await attemptSave(page);
        await expect(toast(page)).toBeVisible();
        await expect(toast(page)).not.toContainText(FILE_WORDS);

        // The pane names the line as still empty (a neutral note while it is being filled), by its
        // number and its plan; Decap's own check of required fields marks the field.
        const where = `${features.label_singular} ${line} bei ${plans.label_singular} „${plan.name}“`;
        const note = pane(page).getByRole("region", { name: "Noch leer" });
        await expect(note).toContainText(where);
        await expect(note).not.toContainText(JSON_WORDS);
        await expect(pane(page).getByRole("alert")).toHaveCount(0);
        await page.screenshot({ path: test.info().outputPath(`feature-${size.name}.png`) });
        expect(readFileSync(file, "utf8")).toBe(before);
      });
    // Words, the same at every width: once, on the desktop.
    if (size.name === "desktop") {
      test("samples are named by the form's labels, never by the file's keys", async ({
        page,
        develop,
      }) => {
        const site = JSON.parse(
          readFileSync(path.join(develop.project.root, "data/site.json"), "utf8"),
        ) as { placeholders: string[] };
        test.skip(site.placeholders.length === 0, "no company fact is marked as a sample");
        await openForm(page, develop.origin, siteForm.file);
        const panel = pane(page).locator('[aria-labelledby="verdict-samples"]');
        await expect(panel).toContainText(`„${samples.label}“`);
        for (const key of site.placeholders) {
          const option = samples.options?.find(
            (each) => typeof each !== "string" && each.value === key,
          );
          const label = typeof option === "object" ? option.label : key;
          await expect(panel).toContainText(`„${label}“ aus „${samples.label}“`);
          await expect(panel).not.toContainText(`„${key}“`);
        }
        await expect(panel).not.toContainText("„placeholders“");
      });

      test("the search box says it searches titles, and a second search replaces the first", async ({
        page,
        develop,
      }) => {
        const root = develop.project.root;
        const [text] = loadContent(path.join(root, "data")).legal;
        const title = text?.frontmatter?.title ?? "";
        // A word of the text that its title does not have.
        const word = /\b([A-ZÄÖÜ][a-zäöüß]{7,})\b/.exec(text?.text ?? "")?.[1] ?? "";
        expect(title.includes(word)).toBe(false);
        await page.goto(`${develop.origin}/admin/#/collections/${legal?.name ?? ""}`);
        const box = page.getByPlaceholder("Titel durchsuchen", { exact: true });
        await box.click();
        await page.keyboard.insertText(word);
        await page.keyboard.press("Enter");
        await expect(
          page.getByText("Kein Eintrag mit diesem Titel", { exact: true }),
        ).toBeVisible();
        const last = title.split(" ").at(-1) ?? title;
        await box.click();
        await page.keyboard.insertText(last);
        await page.keyboard.press("Enter");
        await expect(box).toHaveValue(last);
        await expect(
          page.locator('a[href*="/entries/"]').filter({ hasText: title }),
        ).not.toHaveCount(0);
      });
    }

    // Words at the field, the same at every width: once, on the phone.
    if (size.name === "phone")
      test("a legal text changed in the form: its Stand reminds to update it, the date shows no UTC", async ({
        page,
        develop,
      }) => {
        const file = path.join(develop.project.root, "data/legal/agb.md");
        const text = readFileSync(file, "utf8");
        const saved = /^lastUpdated: "(.*)"$/m.exec(text)?.[1] ?? "";
        await openForm(page, develop.origin, "data/legal/agb.md");
        const date = page.getByLabel(stand.label, { exact: true });
        const container = page.locator('[class*="-ControlContainer"]', { has: date }).last();
        await expect(container).toBeVisible();
        await expect(container).not.toContainText("UTC");
        await expect(container).not.toContainText(`„${body.label}“`);

        const area = page.getByLabel(body.label, { exact: true });
        await area.fill(`${await area.inputValue()}\nEin neuer Satz.\n`);
        await expect(container).toContainText(`„${body.label}“`);
        await expect(container).toContainText(`„${stand.label}“`);
        await expect(date).not.toHaveAttribute("aria-invalid", "true");

        const today = new Date().toISOString().slice(0, 10);
        await date.fill(today === saved ? "2021-01-02" : today);
        await expect(container).not.toContainText(`„${body.label}“`);
        expect(readFileSync(file, "utf8")).toBe(text);
      });
  });
}
