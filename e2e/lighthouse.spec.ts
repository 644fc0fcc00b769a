import { startAuditor, type Auditor } from "../tools/bench/lighthouse";
import { expect, test } from "./support/observed-page";
import { realRoutes } from "./support/site";

/**
 * Lighthouse's accessibility, best-practice and SEO categories are fixed properties of a page,
 * not of the machine: each must score 100 on every route (its default mobile settings, the
 * system's Chromium). Performance depends on the host and is measured by `npm run bench`.
 */

const categories = ["accessibility", "best-practices", "seo"] as const;

let auditor: Auditor;

test.beforeAll(async () => {
  auditor = await startAuditor();
});

test.afterAll(async () => {
  await auditor.close();
});

for (const route of realRoutes) {
  test(`Lighthouse scores ${route} 100 in accessibility, best practices and SEO`, async ({
    baseURL,
  }) => {
    const result = await auditor.check(`${baseURL}${route}`, categories);
    for (const category of categories) {
      expect(result[category]?.failing, `${category}: the audits that lose points`).toEqual([]);
      expect(result[category]?.score, category).toBe(100);
    }
  });
}
