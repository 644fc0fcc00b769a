/**
 * npm run screenshots:admin: the pictures of the editors' forms in CONTENT.md
 * (docs/redaktion/*.png), taken from a running `npm start` (ADMIN_ORIGIN, default
 * http://localhost:8000): the list of files, the pricing form with its preview pane, the
 * confirmation of a save, a legal text. Beside each picture it writes the texts the picture shows
 * (docs/redaktion/*.json): the forms' own texts, which guide-texts.test.ts (in the editors’ plugin) holds to what the
 * forms say today, apart from the content of the entries. The picture of a save saves a changed
 * price; afterwards the command writes data/pricing.json back byte for byte as it found it.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium, type Page } from "playwright-core";
import { cmsCollections } from "../plugins/gatsby-plugin-decap-admin";
import {
  decapLocale,
  formTexts,
  formTextSource,
  germanPhrases,
  shownTextsFile,
  type ShownTexts,
} from "../plugins/gatsby-plugin-decap-admin/texts";
import { loadContent } from "../plugins/gatsby-source-passform/disk";
import { contentTexts, visibleTexts } from "./admin-screenshots/shown-texts";

const root = path.resolve(__dirname, "..");
const outDir = path.join(root, "docs/redaktion");
const origin = process.env.ADMIN_ORIGIN ?? "http://localhost:8000";
const collections = cmsCollections();
const [data, legal] = collections;
const decap = decapLocale("de");
const known = formTexts(collections, decap);
const phrases = germanPhrases(decap, { local: true });

/** A phrase of the forms under `npm start`, e.g. „editor.editorToolbar.publish“. */
const phrase = (at: string): string => {
  const found = at
    .split(".")
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], phrases);
  if (typeof found !== "string") throw new Error(`no phrase ${at}`);
  return found;
};
const content = contentTexts(path.join(root, "data"), new URL(origin).host);

/** The picture's texts, each the forms' own or content; any other stops the command. */
const sortTexts = (name: string, texts: ReadonlyArray<string>): ShownTexts => {
  const form = texts.filter((text) => formTextSource(text, known) !== undefined);
  const rest = texts.filter((text) => !form.includes(text));
  const unknown = rest.filter((text) => !content.some((value) => text.includes(value)));
  if (unknown.length > 0) {
    throw new Error(
      `${name}.png shows texts that are neither the forms' own (config/form-texts.ts) nor content from data/:\n${unknown.join("\n")}`,
    );
  }
  return { form, content: rest };
};

const shoot = async (page: Page, name: string, { settle = true } = {}): Promise<void> => {
  // Decap's notifications fade; the picture shows the form without them, unless it is about one.
  if (settle) await page.waitForTimeout(1000);
  const file = path.join(outDir, `${name}.png`);
  await page.screenshot({ path: file });
  const shown = sortTexts(name, await page.evaluate(visibleTexts));
  writeFileSync(shownTextsFile(file), `${JSON.stringify(shown, null, 2)}\n`);
  console.log(path.relative(root, file));
};

/** The pricing form, its preview pane at the plans; then a changed price saved. */
const pricingPictures = async (page: Page): Promise<void> => {
  if (!data || !("files" in data)) throw new Error("unexpected CMS collections");
  const pricing = data.files.find((file) => file.file === "data/pricing.json");
  await page.getByText(pricing?.label ?? "", { exact: true }).click();
  const plan = pricing?.fields[0]?.fields ?? [];
  const price = plan.find((field) => field.name === "price")?.label ?? "";
  const field = page.getByLabel(price).first();
  await field.waitFor();
  await page.frameLocator("iframe").first().locator("#pricing").waitFor();
  await shoot(page, "tarife");

  // A price changed as an editor would; main() puts the file back as it was afterwards.
  await field.fill(String(Number(await field.inputValue()) + 50));
  await page
    .getByRole("button", { name: phrase("editor.editorToolbar.publish"), exact: true })
    .click();
  await page.getByRole("menuitem", { name: phrase("editor.editorToolbar.publishNow") }).click();
  await page.getByText(phrase("ui.toast.entryPublished")).waitFor({ timeout: 60_000 });
  // Until the notification has slid in.
  await page.waitForTimeout(800);
  await shoot(page, "gespeichert", { settle: false });
};

/** The top of the legal text in force with its frontmatter, beside it the page in the pane. */
const legalPicture = async (page: Page): Promise<void> => {
  if (!legal || !("folder" in legal)) throw new Error("unexpected CMS collections");
  const agb = loadContent(path.join(root, "data")).legal.find((text) => text.slug === "/agb");
  await page.goto(`${origin}/admin/#/collections/${legal.name}`);
  await page
    .getByText(agb?.frontmatter?.title ?? "", { exact: false })
    .first()
    .click();
  const body = legal.fields.find((field) => field.name === "body")?.label ?? "";
  await page.getByLabel(body, { exact: true }).waitFor();
  await page.frameLocator("iframe").first().locator("main h1").waitFor();
  await shoot(page, "rechtstext");
};

const main = async (): Promise<void> => {
  if (!data) throw new Error("unexpected CMS collections");
  mkdirSync(outDir, { recursive: true });
  const pricingFile = path.join(root, "data/pricing.json");
  const pricingBytes = readFileSync(pricingFile);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--lang=de-DE"],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: "de-DE" });
    await page.goto(`${origin}/admin/`);
    await page.getByRole("button", { name: phrase("auth.login"), exact: true }).click();
    await page.getByRole("link", { name: data.label, exact: true }).waitFor();
    await shoot(page, "uebersicht");
    await pricingPictures(page);
    await legalPicture(page);
  } finally {
    await browser.close();
    if (!readFileSync(pricingFile).equals(pricingBytes)) writeFileSync(pricingFile, pricingBytes);
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
