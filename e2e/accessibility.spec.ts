import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./support/observed-page";
import { allRoutes, realRoutes, widths } from "./support/site";
import { horizontalOverflow } from "./support/overflow";

const axeTags = [
  "wcag2a",
  "wcag2aa",
  "wcag21a",
  "wcag21aa",
  "wcag22a",
  "wcag22aa",
  "best-practice",
];

for (const width of widths) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const route of allRoutes) {
      test(`axe finds no violation on ${route}`, async ({ page }) => {
        await page.goto(route, { waitUntil: "networkidle" });
        const results = await new AxeBuilder({ page }).withTags(axeTags).analyze();
        const summary = results.violations.map(
          (violation) =>
            `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
        );
        expect(summary).toEqual([]);
      });
    }
  });
}

test("the first Tab lands on the skip link, which moves focus to the main content", async ({
  page,
}) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Zum Inhalt springen" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
  // The next Tab continues inside the main content, not in the header.
  await page.keyboard.press("Tab");
  const inMain = await page.evaluate(() =>
    document.querySelector("main")?.contains(document.activeElement),
  );
  expect(inMain).toBe(true);
});

test.describe("at 320 px", () => {
  test.use({ viewport: { width: 320, height: 700 } });

  for (const route of allRoutes) {
    test(`nothing scrolls sideways on ${route}`, async ({ page }) => {
      await page.goto(route);
      const overflow = await page.evaluate(horizontalOverflow);
      expect(overflow.wide).toEqual([]);
      expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.clientWidth);
    });
  }
});

test.describe("with prefers-reduced-motion: reduce", () => {
  test.use({ reducedMotion: "reduce" });

  for (const route of realRoutes) {
    test(`nothing animates on ${route}`, async ({ page }) => {
      await page.goto(route);
      // Hover and focus the controls that have transitions, then look for running animations.
      for (const link of await page.locator("header a:visible, main a:visible").all()) {
        await link.hover();
      }
      const motion = await page.evaluate(() => {
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
      expect(motion).toEqual({ running: 0, slow: [], scrollBehavior: "auto" });
    });
  }
});
