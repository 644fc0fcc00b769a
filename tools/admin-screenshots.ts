/**
 * npm run screenshots:admin: the pictures of the editors' forms in CONTENT.md
 * (docs/redaktion/*.png), each with its preview pane, taken from a running `npm start`
 * (ADMIN_ORIGIN, default http://localhost:8000). Opens the forms and saves nothing.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium, type Page } from "playwright-core";
import { cmsCollections } from "../plugins/gatsby-plugin-decap-admin";
import { loadContent } from "../plugins/gatsby-source-passform/node";

const root = path.resolve(__dirname, "..");
const outDir = path.join(root, "docs/redaktion");
const origin = process.env.ADMIN_ORIGIN ?? "http://localhost:8000";
const [data, legal] = cmsCollections();

const shoot = async (page: Page, name: string): Promise<void> => {
  // Decap's notifications fade; the picture shows the form without them.
  await page.waitForTimeout(1000);
  const file = path.join(outDir, `${name}.png`);
  await page.screenshot({ path: file });
  console.log(path.relative(root, file));
};

const main = async (): Promise<void> => {
  if (!data || !legal || !("files" in data) || !("folder" in legal)) {
    throw new Error("unexpected CMS collections");
  }
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--lang=de-DE"],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: "de-DE" });
    await page.goto(`${origin}/admin/`);
    await page.getByRole("button", { name: "Anmelden", exact: true }).click();
    await page.getByRole("link", { name: data.label, exact: true }).waitFor();
    await shoot(page, "uebersicht");

    const pricing = data.files.find((file) => file.file === "data/pricing.json");
    await page.getByText(pricing?.label ?? "", { exact: true }).click();
    const plan = pricing?.fields[0]?.fields ?? [];
    const price = plan.find((field) => field.name === "price")?.label ?? "";
    await page.getByLabel(price).first().waitFor();
    await page.frameLocator("iframe").first().locator("#pricing").waitFor();
    await shoot(page, "tarife");

    const agb = loadContent(path.join(root, "data")).legal.find((text) => text.slug === "/agb");
    await page.goto(`${origin}/admin/#/collections/${legal.name}`);
    await page
      .getByText(agb?.frontmatter?.title ?? "", { exact: true })
      .first()
      .click();
    const body = legal.fields.find((field) => field.name === "body")?.label ?? "";
    const text = page.getByLabel(body, { exact: true });
    await text.waitFor();
    // The start of the text below the frontmatter, as the file has it; beside it the same
    // section of the page in the preview pane.
    await text.evaluate((element) => element.scrollIntoView({ block: "start" }));
    const firstSection = page.frameLocator("iframe").first().locator("main h2[id]:not(#toc-title)");
    await firstSection.first().evaluate((element) => element.scrollIntoView({ block: "start" }));
    await shoot(page, "rechtstext");
  } finally {
    await browser.close();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
