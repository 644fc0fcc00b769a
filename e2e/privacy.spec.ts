import { expect, type Page } from "@playwright/test";
import { expectCleanVisit, expectStoredAsDeclared, observe, test } from "./support/observed-page";
import { data, legalPages, shown } from "./support/site";

/**
 * The privacy policy says what the site stores in the visitor's browser and which other
 * servers its pages load from – nothing and none; data/site.json › website lists both once,
 * the content check makes sure the legal texts name every entry, and this test compares the
 * lists with a real visit. It visits as a visitor would, with JavaScript on – scroll, open
 * and close the menu, follow links to other pages and back, use the back button, point at
 * links (Chromium fetches their pages for prerendering; with a DevTools client attached it
 * does not render them, see instant-navigation.spec.ts, which checks storage after a real
 * prerender) – and then looks into every place a site can store something.
 *
 * One visit reaches every page: it starts on a legal text (a first load there), goes to the
 * landing page through the menu, to each legal text and back through the footer, and home by the
 * brand link. Storage after a visit to each single route, from its own start, is held by
 * routes.spec.ts against the same declaration.
 */

/**
 * Down the page in quarters and back to the top. Instantly: the site scrolls smoothly, and each
 * smooth scroll held the test for two seconds without changing what a visit stores.
 */
const scrollThrough = async (page: Page): Promise<void> => {
  for (const fraction of [0.25, 0.5, 0.75, 1, 0]) {
    await page.evaluate(
      (f) => window.scrollTo({ top: document.body.scrollHeight * f, behavior: "instant" }),
      fraction,
    );
  }
};

const start = legalPages[0]?.slug ?? "/";

test(`a visit from ${start} through the site leaves nothing stored in the browser`, async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  const observations = await observe(page, baseURL);

  await page.goto(start, { waitUntil: "networkidle" });
  await scrollThrough(page);

  // The phone menu: open, close with its button, open, close with Escape, follow a link.
  const toggle = page.getByText("Menü", { exact: true });
  const menu = page.getByRole("navigation", { name: "Menü" });
  await toggle.click();
  await toggle.click();
  await toggle.click();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await toggle.click();
  const [first] = data.landing.navigation;
  await menu.getByRole("link", { name: shown(first?.label ?? ""), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${first?.href}$`));

  // Other pages and back: through the footer, the brand link and the back button.
  for (const legal of legalPages) {
    const link = page.getByRole("contentinfo").getByRole("link", { name: legal.title });
    await link.hover();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${legal.slug}$`));
    await scrollThrough(page);
    await page.goBack();
  }
  await page.getByRole("banner").getByRole("link", { name: data.site.brand }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goBack();
  await page.goForward();
  await page.waitForLoadState("networkidle");

  await expectStoredAsDeclared(page);
  const hosts = new Set(observations.foreignRequests.map((url) => new URL(url).hostname));
  expect([...hosts].sort(), "what data/site.json › website › otherHosts lists").toEqual(
    [...data.site.website.otherHosts].sort(),
  );
  expectCleanVisit(observations);
  await context.close();
});
