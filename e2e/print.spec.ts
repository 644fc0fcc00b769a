import type { Page } from "@playwright/test";
import { expect, test } from "./support/observed-page";
import { writtenDate } from "../plugins/gatsby-source-passform";
import { words } from "../src/lib/words";
import { legalValues } from "../__tests__/support/site-content";
import { data, legalPages } from "./support/site";

/**
 * A legal text printed or saved as a PDF, as a customer files it with a contract: only the
 * text, on A4, with company, title, version, Stand and page number in the margin of every sheet
 * and the version's fixed address at the top, also when printed from the text's own address, and
 * links that say on paper where they lead. Chromium's own print engine makes the PDF.
 */

const { siteUrl } = data.site;

/** The text of each page-margin box of the page's @page rules, e.g. {"@bottom-left": "…"}. */
const marginBoxes = (page: Page) =>
  page.evaluate(() => {
    const boxes: Record<string, string> = {};
    for (const sheet of [...document.styleSheets]) {
      for (const rule of [...sheet.cssRules]) {
        if (!(rule instanceof CSSPageRule)) continue;
        for (const inner of [...rule.cssRules]) {
          const margin = inner as CSSRule & { name?: string; style?: CSSStyleDeclaration };
          if (margin.name && margin.style) {
            boxes[`@${margin.name}`] = margin.style.getPropertyValue("content");
          }
        }
      }
    }
    return boxes;
  });

/** What a pseudo-element adds to an element in print, as the browser computes it. */
const printedAfter = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element, "::after").content);

/** How many sheets a PDF has and the size of each in points, read from its page objects. */
const sheetsOf = (pdf: Buffer): { count: number; sizes: number[][] } => {
  const source = pdf.toString("latin1");
  return {
    count: (source.match(/\/Type\s*\/Page\b/g) ?? []).length,
    sizes: [...source.matchAll(/\/MediaBox\s*\[([^\]]+)\]/g)].map((match) =>
      (match[1] ?? "").trim().split(/\s+/).slice(2).map(Number).map(Math.round),
    ),
  };
};

for (const legal of legalPages) {
  test(`${legal.slug} prints as the text alone, with company, version and page on every sheet`, async ({
    page,
  }) => {
    await page.goto(legal.slug);
    await page.emulateMedia({ media: "print" });

    // Only the text: no header, skip link or footer; the title and the version stay.
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(page.getByRole("contentinfo")).toBeHidden();
    await expect(page.getByText(words.skipLink)).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(legal.title);
    await expect(page.getByText(legal.stand, { exact: true })).toBeVisible();
    const ink = await page
      .locator("main p")
      .first()
      .evaluate((p) => getComputedStyle(p).color);
    expect(ink).toBe("rgb(0, 0, 0)");

    const { legalName } = legalValues(legal.file);
    const version = legal.validFrom && words.legal.version(writtenDate(legal.validFrom));
    const address = legal.validFrom ? `${legal.slug}/${legal.validFrom}` : legal.slug;
    expect(await marginBoxes(page)).toEqual({
      "@top-right": JSON.stringify(`${siteUrl}${address}`),
      "@bottom-left": JSON.stringify(
        [legalName, legal.title, version, legal.stand].filter(Boolean).join(" · "),
      ),
      "@bottom-right": '"Seite " counter(page) " von " counter(pages)',
    });

    // A link to another page shows its full address; one within the page does not.
    const internal = page.locator('main article a[href^="/"]');
    if ((await internal.count()) > 0) {
      const href = await internal.first().getAttribute("href");
      expect(await printedAfter(page, 'main article a[href^="/"]')).toBe(`" (${siteUrl}${href})"`);
    }
    const inPage = page.locator('main article a[href^="#"]');
    if ((await inPage.count()) > 0) {
      expect(await printedAfter(page, 'main article a[href^="#"]')).toBe("none");
    }

    const pdf = await page.pdf({ preferCSSPageSize: true });
    const sheets = sheetsOf(pdf);
    expect(sheets.count).toBeGreaterThan(0);
    // A4 is 595 × 842 points, whatever paper size the printer driver suggests.
    expect(sheets.sizes).toEqual(Array.from({ length: sheets.count }, () => [595, 842]));
  });
}
