import path from "node:path";
import { firstVisit } from "../tools/bench/first-visit";
import { expect, test } from "./support/observed-page";
import { pageRoutes } from "./support/site";

/**
 * The byte budgets (npm test, __tests__/site/budgets.test.ts) count what tools/bench works
 * out from public/; here Chromium confirms that a first visit requests exactly that.
 */

const publicDir = path.resolve(__dirname, "../public");

for (const route of pageRoutes) {
  test(`a first visit to ${route} requests exactly what the byte budget counts`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.origin === new URL(baseURL ?? "").origin) requested.push(url.pathname);
    });
    await page.goto(route, { waitUntil: "networkidle" });
    const counted = firstVisit(publicDir, route).map((resource) => resource.url);
    expect([...new Set(requested)].sort()).toEqual([...counted].sort());
    await context.close();
  });
}
