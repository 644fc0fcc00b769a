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
import puppeteer from "puppeteer-core";
import { adminContentSecurityPolicy } from "../../plugins/gatsby-plugin-decap-admin";
import { loadContent } from "../../plugins/gatsby-source-passform/disk";
import {
  changedLines,
  collections,
  dataForm,
  fieldOf,
  keystrokeToPane,
  openForm,
  pane,
  phoneLayout,
  publish,
  savedMessage,
  watchKeystrokeToPane,
} from "./support/cms-forms";
import type { DevelopServer } from "./support/develop-server";
import { expectCleanVisit, observe, reportCspViolations } from "../support/observed-page";
import { expect, LOGGED_IN, test } from "./support/develop-fixture";
import { data, legalPage, priceText, shown } from "../support/site";

let develop: DevelopServer | undefined;
let sandbox = "";

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(({ develop: server }) => {
  develop = server;
  sandbox = server.project.root;
});

const origin = (): string => develop?.origin ?? "";
const readData = (file: string): string => readFileSync(path.join(sandbox, file), "utf8");

const pricingForm = dataForm("data/pricing.json");
const planFields = fieldOf(pricingForm.fields, "plans");
const legalCollection = collections.find((collection) => "folder" in collection);

type Plan = { name: string; price?: number; features: string[]; popular: boolean };
const plans = (): Plan[] => (JSON.parse(readData("data/pricing.json")) as { plans: Plan[] }).plans;

const planCards = (preview: Page) => preview.locator("#pricing li:has(> h3)");

const legalBodyLabel =
  legalCollection && "folder" in legalCollection
    ? (legalCollection.fields.find((field) => field.name === "body")?.label ?? "")
    : "";

test("the forms load without console errors, CSP violations or requests to other hosts, and label every field", async ({
  page,
}) => {
  const observations = await observe(page, origin());
  const response = await page.goto(`${origin()}/admin/`);
  expect(response?.headers()["content-security-policy"]).toBe(adminContentSecurityPolicy);
  expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  // Gatsby's wildcard CORS is gone, and data/ as it is on disk needs the page's session token.
  expect(response?.headers()["access-control-allow-origin"]).toBeUndefined();
  expect(response?.headers()["cross-origin-resource-policy"]).toBe("same-origin");
  expect((await page.request.get(`${origin()}/admin/data-files.json`)).status()).toBe(403);
  await openForm(page, origin(), pricingForm.file);
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

test("the preview pane is the page: the site's components with the repository's data render what the build published", async ({
  page,
  context,
  baseURL,
}) => {
  const observations = await observe(page, origin());
  const site = await context.newPage();
  const agb = legalPage("/agb");
  const forms = [
    { file: pricingForm.file, route: "/" },
    { file: agb.file, route: agb.slug },
  ];
  for (const { file, route } of forms) {
    await openForm(page, origin(), file);
    const main = pane(page).locator("main");
    await expect(main).toBeVisible();
    await site.goto(new URL(route, baseURL).href);
    expect(await main.innerHTML(), `the preview of ${file} and ${route}`).toBe(
      await site.locator("main").innerHTML(),
    );
  }
  // The AGB's placeholders are filled, its claims and footnotes linked as on the page.
  await expect(pane(page).locator("main")).not.toContainText("{{");
  await expect(pane(page).locator("main")).toContainText(data.site.legalName);
  expectCleanVisit(observations);
});

test("a price changed in the form: the file's diff is that line, and the open preview shows it without a reload", async ({
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
  // Marks this document: if the page reloaded, the mark would be gone.
  await preview.evaluate(() => Object.assign(window, { previewMark: true }));

  await openForm(page, origin(), pricingForm.file);
  await page.getByLabel(fieldOf(planFields.fields, "price").label).nth(index).fill(String(price));
  const saved = await publish(page);

  expect(changedLines(before, readData("data/pricing.json"))).toEqual([`      "price": ${price},`]);
  console.log(savedMessage(develop?.output() ?? "", "data/pricing.json"));
  await expect(planCards(preview).nth(index)).toContainText(priceText(price), { timeout: 60_000 });
  console.log(`Gespeichert → in der Vorschau: ${((Date.now() - saved) / 1000).toFixed(1)} s`);
  expect(await preview.evaluate(() => (window as { previewMark?: boolean }).previewMark)).toBe(
    true,
  );
});

test("a feature added to a plan appears on /", async ({ page, context }) => {
  const before = plans();
  const index = 0;
  const feature = "Onboarding-Workshop für Ihr Team";
  const features = fieldOf(planFields.fields, "features");
  const preview = await context.newPage();
  await preview.goto(`${origin()}/`);

  await openForm(page, origin(), pricingForm.file);
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

  await openForm(page, origin(), agb.file);
  const editor = page.getByLabel(legalBodyLabel, { exact: true });
  await expect(editor).toHaveValue(/\S/);
  // Select the word as an editor would, then write over it.
  await editor.evaluate(
    (area: HTMLTextAreaElement, { line, word }) => {
      const start = area.value.indexOf(line);
      if (start < 0) throw new Error("line not in the editor");
      const at = area.value.indexOf(word, start);
      area.focus();
      area.setSelectionRange(at, at + word.length);
    },
    { line, word },
  );
  await page.waitForTimeout(200);
  // Typed over the selection as one input, as a paste or a completed word arrives.
  await page.keyboard.insertText(replacement);
  await publish(page);

  const after = readData(agb.file);
  expect(changedLines(before, after)).toEqual([line.replace(word, replacement)]);
  console.log(savedMessage(develop?.output() ?? "", agb.file));
  const tokens = (text: string): string[] => text.match(/\{\{[^}]+\}\}|\[\^[^\]]+\]/g) ?? [];
  expect(tokens(after)).toEqual(tokens(before));
  const preview = await context.newPage();
  await preview.goto(`${origin()}${agb.slug}`);
  await expect(preview.locator("main")).toContainText(replacement, { timeout: 120_000 });
});

test("a price typed in the form shows in the preview pane before anything is saved, on a phone below the form", async ({
  page,
}) => {
  const before = readData("data/pricing.json");
  const index = 0;
  const plan = plans()[index] as Plan;
  const price = (plan.price ?? 100) + 11;
  await openForm(page, origin(), pricingForm.file);
  const card = pane(page).locator("#pricing li:has(> h3)").nth(index);
  await expect(card).toContainText(priceText(plan.price ?? 0));
  const field = page.getByLabel(fieldOf(planFields.fields, "price").label).nth(index);
  await field.fill(String(price).slice(0, -1));
  await watchKeystrokeToPane(page, priceText(price));
  await field.press(String(price).slice(-1));
  await expect(card).toContainText(priceText(price));
  const delay = await keystrokeToPane(page);
  expect(delay).toBeGreaterThan(0);
  console.log(`Tastendruck → Vorschau: ${Math.round(delay)} ms`);
  // On a phone the pane stands below the form, both the screen's width, nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect
    .poll(() => phoneLayout(page))
    .toEqual({ sideways: false, stacked: true, wide: true });
  await field.fill(String(plan.price ?? 0));
  await expect(card).toContainText(priceText(plan.price ?? 0));
  expect(readData("data/pricing.json")).toBe(before);
});

test("a sample gap typed into a claim's basis is marked in the preview and saves", async ({
  page,
}) => {
  const claimsForm = dataForm("data/claims.json");
  const basis = fieldOf(fieldOf(claimsForm.fields, "claims").fields, "basis");
  type Claim = { basis: string; share?: string };
  const claims = (): Claim[] =>
    (JSON.parse(readData("data/claims.json")) as { claims: Claim[] }).claims;
  // A claim whose wording needs no share of cases, so its basis may say anything true.
  const index = claims().findIndex((claim) => claim.share === undefined);
  test.skip(index < 0, "every claim carries a share");
  const gap = "[Anzahl der Partnershops]";
  const text = `Erhoben in ${gap} im Zeitraum [Zeitraum].`;
  await openForm(page, origin(), claimsForm.file);
  await page.getByLabel(basis.label, { exact: true }).nth(index).fill(text);
  await expect(pane(page).locator("mark", { hasText: gap }).first()).toBeVisible();
  await expect(pane(page).getByRole("alert")).toHaveCount(0);
  await publish(page);
  expect(claims()[index]?.basis).toBe(text);
});

test("the preview pane in Firefox: the plan cards with their prices, no error and no policy violation", async () => {
  const firefox = await puppeteer.launch({
    browser: "firefox",
    executablePath: process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr",
    headless: true,
    extraPrefsFirefox: { "intl.accept_languages": "de-DE,de" },
  });
  try {
    const admin = await firefox.newPage();
    const errors: string[] = [];
    admin.on("pageerror", (error) => errors.push(String(error)));
    admin.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await admin.evaluateOnNewDocument(reportCspViolations);
    // Logged in as the other tests' contexts are (develop-fixture.ts).
    await admin.evaluateOnNewDocument(
      ({ name, value }) => localStorage.setItem(name, value),
      LOGGED_IN,
    );
    await admin.goto(`${origin()}/admin/#/collections/${collections[0]?.name}/entries/pricing`);
    const prices = plans().flatMap((plan) => (plan.price === undefined ? [] : [plan.price]));
    await expect
      .poll(
        async () => {
          const frame = admin.frames().find((each) => each !== admin.mainFrame());
          return (
            (await frame?.evaluate(() => document.querySelector("#pricing")?.textContent)) ?? ""
          );
        },
        { timeout: 60_000 },
      )
      .toContain(priceText(prices[0] ?? 0));
    const frame = admin.frames().find((each) => each !== admin.mainFrame());
    const shownText =
      (await frame?.evaluate(() => document.querySelector("#pricing")?.textContent)) ?? "";
    for (const price of prices) expect(shownText).toContain(priceText(price));
    expect(errors).toEqual([]);
  } finally {
    await firefox.close();
  }
});
