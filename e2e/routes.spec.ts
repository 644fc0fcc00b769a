import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { allRoutes, data, shown, unknownRoutes, widths } from "./support/site";
import { horizontalOverflow } from "./support/overflow";
import { movedWhileLoading } from "./support/layout-shift";
import {
  expect,
  expectCleanVisit,
  expectStoredAsDeclared,
  notFoundMessage,
  test,
} from "./support/observed-page";

/**
 * One visit per route and width (support/site.ts): each page is loaded once at each width, and
 * every check of what a visitor meets there runs on that load – the status under the
 * production headers, a clean visit (no console error, CSP violation or request to a host
 * data/site.json does not name), storage as data/site.json declares it, axe, nothing scrolling
 * sideways, at the widest width no motion with reduced motion asked for, and last, nothing on
 * the first screen moving while the page is parsed. Language, title, the one h1 and the one main
 * are the built HTML's, held in __tests__/site/routes.test.ts.
 */

const axeTags = [
  "wcag2a",
  "wcag2aa",
  "wcag21a",
  "wcag21aa",
  "wcag22a",
  "wcag22aa",
  "best-practice",
];

const axeViolations = async (page: Page): Promise<string[]> => {
  const results = await new AxeBuilder({ page }).withTags(axeTags).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
};

/**
 * With reduced motion asked for, after hovering the controls that have transitions: what still
 * animates, what has a transition or animation over 1 ms, and how the page scrolls.
 */
const motionUnderReduce = async (page: Page) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  for (const link of await page.locator("header a:visible, main a:visible").all()) {
    await link.hover();
  }
  return page.evaluate(() => {
    const slow = [...document.querySelectorAll("*")].filter((element) => {
      const style = getComputedStyle(element);
      const longest = (value: string) =>
        Math.max(
          ...value
            .split(",")
            .map((part) => parseFloat(part) * (part.trim().endsWith("ms") ? 1 : 1000)),
        );
      return longest(style.transitionDuration) > 1 || longest(style.animationDuration) > 1;
    });
    return {
      running: document.getAnimations().filter((animation) => animation.playState === "running")
        .length,
      slow: slow.map((element) => element.tagName.toLowerCase()).slice(0, 5),
      scrollBehavior: getComputedStyle(document.documentElement).scrollBehavior,
    };
  });
};

const widest = Math.max(...widths);

for (const width of widths) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const route of allRoutes) {
      const notFound = (unknownRoutes as readonly string[]).includes(route);
      const motion = width === widest ? ", nothing moves with reduced motion" : "";

      test(`${route}: status, clean visit, axe, nothing sideways${motion}, no shift while parsed`, async ({
        page,
        observations,
      }) => {
        const response = await page.goto(route, { waitUntil: "networkidle" });
        expect(response?.status()).toBe(notFound ? 404 : 200);
        // The suite runs under the production headers, so a CSP violation would show below.
        expect(response?.headers()["content-security-policy"]).toContain("default-src 'none'");
        await expectStoredAsDeclared(page);
        expect.soft(await axeViolations(page), "axe").toEqual([]);
        const overflow = await page.evaluate(horizontalOverflow);
        expect.soft(overflow.wide, "elements past the right edge").toEqual([]);
        expect.soft(overflow.scrollWidth, "scroll width").toBeLessThanOrEqual(overflow.clientWidth);
        if (motion) {
          expect
            .soft(await motionUnderReduce(page), "with prefers-reduced-motion: reduce")
            .toEqual({ running: 0, slow: [], scrollBehavior: "auto" });
        }
        expectCleanVisit(observations, notFound ? { notFoundPath: route } : {});
        expect.soft(await movedWhileLoading(page, route), "moved while parsed").toEqual([]);
      });
    }
  });
}

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
