import { readFileSync } from "node:fs";
import path from "node:path";
import { fillTokensInText } from "../plugins/gatsby-source-passform/check";
import { legalValues, siteRoot } from "../__tests__/support/site-content";
import { expect, test } from "./support/observed-page";
import { claimText, data, legalPages, priceText, shown } from "./support/site";

const { pricing, claims, technology, landing } = data;

test.use({ javaScriptEnabled: false });

test("the landing page shows every plan, price and claim without JavaScript", async ({ page }) => {
  await page.goto("/");
  const plans = page.locator("#pricing li:has(h3)");
  await expect(plans).toHaveCount(pricing.plans.length);
  for (const [index, plan] of pricing.plans.entries()) {
    const card = plans.nth(index);
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(shown(plan.name));
    await expect(card).toContainText(
      plan.price === undefined ? "Individuell" : priceText(plan.price),
    );
    await expect(card).toBeVisible();
  }
  // innerText, not textContent: emotion's server-rendered <style> tags sit inside the items.
  const items = (await page.locator("li").allInnerTexts()).map((item) =>
    item.replace(/[ \t\n\r]+/g, " ").trim(),
  );
  claims.claims.forEach((claim, index) =>
    expect(items).toContain(`${claimText(claim)}${index + 1}`),
  );
  await expect(page.locator("#technology h3")).toHaveText(
    technology.topics.map((topic) => shown(topic.title)),
  );
});

test("the header anchors work without JavaScript", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/");
  for (const link of landing.navigation) {
    await page
      .getByRole("banner")
      .getByRole("link", { name: shown(link.label), exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`${link.href}$`));
    await expect(page.locator(`${link.href} h2`)).toBeInViewport();
  }
});

for (const { slug, file } of legalPages) {
  test(`${slug} shows the whole legal text without JavaScript`, async ({ page }) => {
    await page.goto(slug);
    const markdown = fillTokensInText(
      readFileSync(path.join(siteRoot, file), "utf8"),
      legalValues(file),
    );
    const headings = [...markdown.matchAll(/^#{2,3} (.+)$/gm)].map((match) => match[1] as string);
    const main = page.getByRole("main");
    for (const heading of headings) {
      const text = heading.replace(/\*\*/g, "");
      await expect(main.getByRole("heading", { name: text, exact: true }).last()).toBeVisible();
    }
    // The last paragraph of the file is on the page too: nothing was cut off.
    const lastParagraph =
      markdown
        .trim()
        .split(/\n\s*\n/)
        .at(-1) ?? "";
    for (const word of (lastParagraph.match(/\p{L}{4,}/gu) ?? []).slice(-6)) {
      await expect(main).toContainText(word, { useInnerText: true });
    }
    await page.locator("main nav a").last().click();
    await expect(page).toHaveURL(/#.+$/);
  });
}
