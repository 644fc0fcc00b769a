import { startAuditor, type Auditor } from "../tools/bench/lighthouse";
import { expect, test } from "./support/observed-page";
import { legalPages } from "./support/site";

/**
 * Lighthouse's accessibility, best-practice and SEO categories are fixed properties of a page,
 * not of the machine: each must score 100 on one page of each template (its default mobile
 * settings, the system's Chromium), src/pages/index.tsx and src/templates/legal-page.tsx. What
 * varies by page within a template is held by the visits of routes.spec.ts (axe) and the built
 * HTML's tests (title, description, lang, canonical). Performance depends on the host and is
 * measured by `npm run bench`.
 */

const categories = ["accessibility", "best-practices", "seo"] as const;

const templates = [
  { template: "the landing page", route: "/" },
  { template: "a legal text", route: legalPages[0]?.slug ?? "" },
];

let auditor: Auditor;

test.beforeAll(async () => {
  auditor = await startAuditor();
});

test.afterAll(async () => {
  await auditor.close();
});

for (const { template, route } of templates) {
  test(`Lighthouse scores ${template} (${route}) 100 in accessibility, best practices and SEO`, async ({
    baseURL,
  }) => {
    const result = await auditor.check(`${baseURL}${route}`, categories);
    for (const category of categories) {
      expect(result[category]?.failing, `${category}: the audits that lose points`).toEqual([]);
      expect(result[category]?.score, category).toBe(100);
    }
  });
}
