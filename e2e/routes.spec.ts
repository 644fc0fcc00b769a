import { allRoutes, data, realRoutes, shown, unknownRoutes } from "./support/site";
import {
  expect,
  expectCleanVisit,
  expectStoredAsDeclared,
  notFoundMessage,
  observe,
  test,
} from "./support/observed-page";

for (const route of allRoutes) {
  const notFound = (unknownRoutes as readonly string[]).includes(route);

  for (const javaScriptEnabled of [true, false]) {
    test(`${route} with JavaScript ${javaScriptEnabled ? "on" : "off"}: status, landmarks, clean visit`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ baseURL, javaScriptEnabled });
      const page = await context.newPage();
      const observations = await observe(page, baseURL);

      const response = await page.goto(route, { waitUntil: "networkidle" });
      expect(response?.status()).toBe(notFound ? 404 : 200);
      // The suite runs under the production headers, so a CSP violation would show below.
      expect(response?.headers()["content-security-policy"]).toContain("default-src 'none'");
      await expect(page.locator("html")).toHaveAttribute("lang", "de");
      await expect(page).toHaveTitle(/\S.{8,}/);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.getByRole("main")).toHaveCount(1);
      expectCleanVisit(observations, notFound ? { notFoundPath: route } : {});
      await expectStoredAsDeclared(page);
      await context.close();
    });
  }
}

test("every page has a title of its own", async ({ page }) => {
  const titles = new Set<string>();
  for (const route of [...realRoutes, unknownRoutes[0]]) {
    await page.goto(route);
    titles.add(await page.title());
  }
  expect(titles.size).toBe(realRoutes.length + 1);
});

test("the 404 page names the missing path in the console and leads home", async ({
  page,
  observations,
}) => {
  await page.goto("/gibt-es-nicht", { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    shown(data.landing.notFound.title),
  );
  await expect
    .poll(() => observations.consoleErrors.map((error) => error.text))
    .toContain(notFoundMessage("/gibt-es-nicht"));
  await page
    .getByRole("main")
    .getByRole("link", { name: shown(data.landing.notFound.cta) })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(shown(data.landing.hero.title));
});
