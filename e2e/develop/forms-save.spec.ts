/**
 * Saving under `npm start` as the terminal and the form tell it: a save that leaves the file's
 * text as it is is confirmed at once and called „Unverändert“, a save that changes it is reported
 * in German with no English warning from Gatsby after it, a form typed into and taken back says
 * it is saved and can be left without a question, and leaving a form with unsaved changes for
 * another entry's link asks in the form's own words; „Abbrechen“ keeps the form and its
 * address without a reload, „OK“ opens the other entry with its saved values and asks no more. The login page shows the brand's mark small. On a phone (375 px, touch) and a
 * desktop (1440 px).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import type { CmsField } from "../../plugins/gatsby-plugin-decap-admin";
import {
  collections,
  dataForm,
  fieldOf,
  formAddress,
  localSave,
  openForm,
  publish,
  savedMessage,
} from "./support/cms-forms";
import { expect, LOGGED_IN, test } from "./support/develop-fixture";
import { loadContent } from "../../plugins/gatsby-source-passform/disk";

const pricingForm = dataForm("data/pricing.json");
const planFields = fieldOf(pricingForm.fields, "plans");
const dataCollection = collections.find(
  (collection) => "files" in collection && collection.files.includes(pricingForm),
);
const legalCollection = collections.find((collection) => "folder" in collection);
const legalField = (name: string): CmsField =>
  fieldOf(legalCollection && "fields" in legalCollection ? legalCollection.fields : [], name);

type Plan = Record<string, unknown> & { price?: number };

/** What the terminal warns of when the development server lost a save. */
const RESTART = /nicht übernommen|npm start bitte neu/;

/** Everything the development server printed from now on, once it has been quiet for 2 s. */
const terminalFrom = (output: () => string) => {
  const start = output().length;
  return async (): Promise<string> => {
    let last = -1;
    await expect
      .poll(
        () => {
          const length = output().length;
          const quiet = length === last;
          last = length;
          return quiet;
        },
        { intervals: [2000], timeout: 60_000 },
      )
      .toBe(true);
    return output().slice(start);
  };
};

/** Gatsby's English warnings, one line each as the terminal shows them. */
const warnings = (text: string): string[] => text.split("\n").filter((line) => /^warn /.test(line));

/** An optional text of a Tarif that the first Tarif leaves out: empty in its form. */
const emptyOptionalText = (plan: Plan): CmsField => {
  const field = (planFields.fields ?? []).find(
    (each) =>
      each.required === false &&
      (each.widget === "string" || each.widget === "text") &&
      plan[each.name] === undefined,
  );
  if (!field) throw new Error("the first Tarif fills every optional text");
  return field;
};

const sizes = [
  { name: "phone", use: { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true } },
  { name: "desktop", use: { viewport: { width: 1440, height: 900 } } },
];

for (const size of sizes) {
  test.describe(`at ${size.use.viewport.width} px`, () => {
    test.use(size.use);
    test.describe.configure({ timeout: 180_000 });

    // What the save writes and the terminal says, not the width: once, on the phone.
    if (size.name === "phone")
      test("a save that leaves the file as it was is confirmed at once, „Unverändert“, without a warning", async ({
        page,
        develop,
      }) => {
        const root = develop.project.root;
        const text = firstLegalText(root);
        const file = path.join(root, text.file);
        const before = readFileSync(file, "utf8");
        await openForm(page, develop.origin, text.file);
        // An empty line after the text: a change to Decap, none to the file, which ends in one
        // newline however many the text has.
        const body = page.getByLabel(legalField("body").label, { exact: true });
        await body.press("Control+End");
        await body.press("Enter");
        const terminal = terminalFrom(develop.output);
        const saved = await publish(page);
        expect(Date.now() - saved, "confirmed within a few seconds").toBeLessThan(5000);
        expect(readFileSync(file, "utf8")).toBe(before);
        const said = await terminal();
        console.log(savedMessage(said, text.file, "unchanged"));
        expect(said).not.toMatch(RESTART);
        expect(warnings(said)).toEqual([]);
      });

    // The form's state against the file, not the width: once, on the phone, where the top bar
    // wraps into rows and its words must still show.
    if (size.name === "phone")
      test("a text typed and taken back: the header says saved again, leaving asks nothing", async ({
        page,
        develop,
      }) => {
        const file = path.join(develop.project.root, pricingForm.file);
        const before = readFileSync(file, "utf8");
        const [plan] = (JSON.parse(before) as { plans: Plan[] }).plans;
        const field = emptyOptionalText(plan ?? {});
        await openForm(page, develop.origin, pricingForm.file);
        const input = page.getByLabel(field.label).first();
        await input.fill("x");
        await expect(page.getByText(/^Ungespeicherte Änderungen$/i)).toBeVisible();
        await input.fill("");
        // The form equals the file again (W6-08): its header and its status say so.
        await expect(page.getByText(/^Änderungen gespeichert$/i)).toBeVisible();
        await expect(page.getByRole("button", { name: localSave.status }).first()).toBeVisible();
        let asked = "";
        page.on("dialog", (dialog) => {
          asked = dialog.message();
          void dialog.dismiss();
        });
        await page
          .getByRole("link", { name: `Zurück zu „${dataCollection?.label ?? ""}“` })
          .click();
        await expect(page.getByText(pricingForm.label, { exact: true }).first()).toBeVisible();
        expect(asked).toBe("");
        expect(readFileSync(file, "utf8")).toBe(before);
      });

    // What the terminal says does not depend on the window's width: once, on the desktop.
    if (size.name === "desktop")
      test("a changed price is reported in German, with no English warning after it", async ({
        page,
        develop,
      }) => {
        const file = path.join(develop.project.root, pricingForm.file);
        const [plan] = (JSON.parse(readFileSync(file, "utf8")) as { plans: Plan[] }).plans;
        const price = (plan?.price ?? 0) + 1;
        await openForm(page, develop.origin, pricingForm.file);
        await page
          .getByLabel(fieldOf(planFields.fields, "price").label)
          .first()
          .fill(String(price));
        const terminal = terminalFrom(develop.output);
        await publish(page);
        const said = await terminal();
        console.log(savedMessage(said, pricingForm.file));
        expect(said).not.toMatch(RESTART);
        expect(warnings(said)).toEqual([]);
      });

    // The mark's size and place in the window: at both widths.
    test("the login page shows the brand's mark at an icon's size, centred, its corners rounded; „Anmelden“ opens the forms", async ({
      browser,
      develop,
    }) => {
      // Not logged in yet: a context of its own, without the other tests' stored user.
      const visitor = await browser.newContext({
        ...size.use,
        locale: "de-DE",
        storageState: { cookies: [], origins: [] },
      });
      const page = await visitor.newPage();
      await page.goto(`${develop.origin}/admin/`);
      await expect(page.getByRole("button", { name: "Anmelden", exact: true })).toBeVisible({
        timeout: 30_000,
      });
      const logo = page.getByRole("img", { name: "Logo" });
      const box = await logo.boundingBox();
      expect(box?.width ?? 0).toBeGreaterThan(0);
      expect(box?.width ?? Infinity).toBeLessThanOrEqual(128);
      const middle = (box?.x ?? 0) + (box?.width ?? 0) / 2;
      expect(Math.abs(middle - size.use.viewport.width / 2)).toBeLessThan(2);
      const radius = await logo.evaluate((image) => getComputedStyle(image).borderTopLeftRadius);
      expect(Number.parseFloat(radius)).toBeGreaterThan(0);
      // The click stores the user that every other test's context starts with.
      await page.getByRole("button", { name: "Anmelden", exact: true }).click();
      await expect(
        page.getByRole("link", { name: dataCollection?.label, exact: true }),
      ).toBeVisible();
      expect(await page.evaluate((key) => localStorage.getItem(key), LOGGED_IN.name)).toBe(
        LOGGED_IN.value,
      );
      await visitor.close();
    });

    // A question's words, the same at every width: once, on the desktop.
    if (size.name === "desktop") {
      test("another entry's link over unsaved changes: the question names the form, „Abbrechen“ keeps the form and its address without a reload, „OK“ opens the other entry", async ({
        page,
        context,
        develop,
      }) => {
        const saved = readFileSync(path.join(develop.project.root, pricingForm.file), "utf8");
        const [plan] = (JSON.parse(saved) as { plans: Plan[] }).plans;
        await openForm(page, develop.origin, pricingForm.file);
        const address = page.url();
        const price = page.getByLabel(fieldOf(planFields.fields, "price").label).first();
        const edited = String((plan?.price ?? 0) + 20);
        await price.fill(edited);

        const asked = page.waitForEvent("dialog").then(async (dialog) => {
          const message = dialog.message();
          await dialog.dismiss();
          return [dialog.type(), message];
        });
        let loads = 0;
        page.on("load", () => (loads += 1));
        const legal = firstLegalText(develop.project.root);
        const other = formAddress(legal.file);
        await page.goto(new URL(other, address).href);
        expect(await asked).toEqual([
          "confirm",
          `Ungespeicherte Änderungen an „${pricingForm.label}“ verwerfen?`,
        ]);
        await expect(page).toHaveURL(address);
        // Time for a reload that must not come.
        await page.waitForTimeout(1000);
        expect(loads).toBe(0);
        await expect(price).toHaveValue(edited);
        await expectForm(await context.newPage(), address, String(plan?.price ?? ""));

        // Let go: the other entry, with its saved values, and no second question on the way.
        const dialogs: string[] = [];
        page.on("dialog", (dialog) => {
          dialogs.push(dialog.type());
          void dialog.accept();
        });
        await page.goto(new URL(other, address).href);
        await expect(page.getByLabel(legalField("title").label, { exact: true })).toHaveValue(
          legal.title,
          { timeout: 30_000 },
        );
        expect(dialogs).toEqual(["confirm"]);
        expect(readFileSync(path.join(develop.project.root, pricingForm.file), "utf8")).toBe(saved);
      });
    }
  });
}

/** The first legal text in data/legal/: its file and title. */
const firstLegalText = (root: string): { file: string; title: string } => {
  const [text] = loadContent(path.join(root, "data")).legal;
  if (!text?.frontmatter) throw new Error("data/legal/ has no readable text");
  return { file: text.file, title: text.frontmatter.title };
};

/** The address, opened anew (reloaded, or a link shared), shows the form with its saved value. */
const expectForm = async (page: Page, address: string, value: string): Promise<void> => {
  await page.goto(address);
  const price = page.getByLabel(fieldOf(planFields.fields, "price").label).first();
  await expect(price).toHaveValue(value, { timeout: 30_000 });
  await page.close();
};
