import type { Page } from "@playwright/test";
import { withoutSampleMarks } from "../../src/lib/sample-marks";
import {
  FOCUSABLE,
  applyTextSpacing,
  changedPixels,
  focusAt,
  focusKinds,
  focusStopScript,
  fragmentLinks,
  restingPlacement,
  unfocusedInView,
} from "./in-page";
import type { FocusStop } from "./in-page";
import { checkedWalk, type KeyboardDriver } from "./walk";
import { coveredElsewhere, coveredOnPage, type LinkTab } from "./link-targets";
import { layoutProblems, unreadableText } from "../support/layout-checks";
import { horizontalOverflow } from "../support/overflow";
import { expect, test } from "../support/observed-page";
import {
  builds,
  data,
  keyboardViewport as viewport,
  keyboardWidths,
  pageRoutes,
  zooms,
} from "../support/site";

/**
 * What axe cannot see, in Chromium: a keyboard user's way through every page under the sticky
 * header, the focus indicator against the unfocused look, text under WCAG's text spacing and at
 * 200 % and 400 % zoom, and the skip link the first Tab reaches. Each page twice: as built here, a preview with the samples of
 * data/ marked (dashed outlines on links with a sample address), and as production publishes
 * it, without the marks (`withoutSampleMarks`, the same page the byte budgets measure). The walk,
 * where links lead and text spacing run on the production page only: the marks are colour,
 * outlines and a visually hidden note, which move nothing, so the preview hides or cuts off
 * nothing the production page does not; what they change, the look of a marked link unfocused and
 * focused, is a kind of stop of its own in the preview's photographs below.
 * firefox-keyboard.spec.ts runs the same checks in Firefox.
 *
 * With reduced motion, so every scroll is instant: smooth scrolling ends where an instant
 * scroll does, only later (global styles turn it off for reduced motion).
 */

test.use({ reducedMotion: "reduce" });

/** Every page of the site served as production publishes it: without the sample marks. */
const serveUnmarked = (page: Page) =>
  page.route("**/*", async (route) => {
    if (route.request().resourceType() !== "document") return route.fallback();
    const response = await route.fetch();
    const body = withoutSampleMarks(await response.text());
    const headers = { ...response.headers() };
    delete headers["content-length"];
    await route.fulfill({ response, headers, body });
  });

/** The marks are there in the preview (the login address is a sample on every page) and not after. */
const expectMarks = async (page: Page, unmarked: boolean) => {
  const marked = await page.locator("a[data-sample], mark").count();
  if (unmarked) expect(marked, "sample marks on the production page").toBe(0);
  else if (data.site.placeholders.includes("loginUrl")) expect(marked).toBeGreaterThan(0);
};

const driver = (page: Page): KeyboardDriver => ({
  tab: (backwards = false) => page.keyboard.press(backwards ? "Shift+Tab" : "Tab"),
  // A script, not a function: its result is what focusStopScript says it is.
  stop: async (allIndicators = false) =>
    (await page.evaluate(focusStopScript({ focusable: FOCUSABLE, allIndicators }))) as FocusStop,
});

const linkTab = (page: Page): LinkTab => ({
  open: async (address) => void (await page.goto(address)),
  resize: (width) => page.setViewportSize(viewport(width)),
  links: () => page.evaluate(fragmentLinks),
  placement: (request) => page.evaluate(restingPlacement, request),
});

/** The first of them as the viewport of the keyboard walk. */
const zoomed = { width: zooms[0].width, height: zooms[0].height };

for (const build of builds) {
  test.describe(build.name, () => {
    test.beforeEach(async ({ page }) => {
      if (build.unmarked) await serveUnmarked(page);
    });

    for (const route of build.unmarked ? pageRoutes : []) {
      test(`${route}: Tab and Shift+Tab through the page at ${keyboardWidths.join(", ")} px and at 200 % zoom: no focus stop hidden by the sticky header (WCAG 2.4.11), each with a focus indicator its unfocused state lacks (WCAG 2.4.7)`, async ({
        page,
      }) => {
        const hidden: string[] = [];
        const unmarked: string[] = [];
        const sizes = [...keyboardWidths.map(viewport), zoomed];
        for (const size of sizes) {
          await page.setViewportSize(size);
          await page.goto(route);
          await expectMarks(page, build.unmarked);
          const stops = await checkedWalk(driver(page), `${size.width} × ${size.height}`);
          hidden.push(...stops.hidden);
          unmarked.push(...stops.unmarked);
        }
        expect.soft(hidden, "focus stops the sticky header hides").toEqual([]);
        expect.soft(unmarked, "focus stops without a focus indicator of their own").toEqual([]);
      });
    }

    // As painted, in the preview: it has every kind of focus stop the production page has, and
    // the marked samples besides.
    if (!build.unmarked) {
      for (const route of pageRoutes) {
        test(`${route}: one focus stop of each kind, photographed unfocused and focused by Tab, differs by at least a line around it at 375 and 1440 px (WCAG 2.4.7)`, async ({
          page,
        }) => {
          // Decodes the pictures: a blank page, outside the site's Content Security Policy.
          const scratch = await page.context().newPage();
          const same: string[] = [];
          for (const width of [375, 1440]) {
            await page.setViewportSize(viewport(width));
            await page.goto(route);
            await expectMarks(page, build.unmarked);
            const kinds = await page.evaluate(focusKinds, FOCUSABLE);
            expect(kinds.length, "kinds of focus stops").toBeGreaterThan(2);
            for (const { index, before } of kinds) {
              // The skip link has no stop before it; unfocused it is off the page (skip-link.tsx).
              if (before < 0) continue;
              const { clip, perimeter } = await page.evaluate(unfocusedInView, {
                focusable: FOCUSABLE,
                index,
              });
              const unfocused = await page.screenshot({ clip });
              await page.evaluate(focusAt, {
                focusable: FOCUSABLE,
                index: before,
                preventScroll: true,
              });
              await page.keyboard.press("Tab");
              const stop = await driver(page).stop();
              expect(stop.index, `Tab from the stop before reaches ${stop.label}`).toBe(index);
              const focused = await page.screenshot({ clip });
              const changed = await scratch.evaluate(changedPixels, {
                before: unfocused.toString("base64"),
                after: focused.toString("base64"),
              });
              if (changed < perimeter) {
                same.push(
                  `${width} px: ${stop.label}: focusing it changes ${changed} pixels, less than a line around it (${perimeter})`,
                );
              }
            }
          }
          expect(same).toEqual([]);
        });
      }
    }

    // The sample marks are inline and move no box: where links lead is checked once, on the
    // page as production publishes it.
    if (build.unmarked) {
      for (const route of pageRoutes) {
        test(`${route}: every link to a place on the page brings it to rest below the sticky header at ${keyboardWidths.join(", ")} px`, async ({
          page,
        }) => {
          expect(await coveredOnPage(linkTab(page), route, keyboardWidths)).toEqual([]);
        });
      }

      test(`links to a place on another page bring it to rest below the sticky header at ${keyboardWidths.join(", ")} px`, async ({
        page,
      }) => {
        expect(await coveredElsewhere(linkTab(page), pageRoutes, keyboardWidths)).toEqual([]);
      });
    }

    // The same for text spacing and zoom: the pages' texts are the same, the marks add colour,
    // an outline and a note for screen readers that takes no room.
    for (const route of build.unmarked ? pageRoutes : []) {
      test(`${route}: with WCAG text spacing at ${keyboardWidths.join(", ")} px, and at 200 % and 400 % zoom, no text is cut off, covered or broken apart and nothing scrolls sideways (WCAG 1.4.12, 1.4.4, 1.4.10)`, async ({
        page,
        browser,
      }) => {
        const problems: string[] = [];
        const check = async (on: Page, at: string): Promise<void> => {
          const unreadable = await unreadableText(on);
          const overflow = await on.evaluate(horizontalOverflow);
          problems.push(...layoutProblems(at, unreadable, overflow));
        };
        for (const width of keyboardWidths) {
          await page.setViewportSize(viewport(width));
          await page.goto(route);
          await page.evaluate(applyTextSpacing);
          expect(
            await page.evaluate(() => getComputedStyle(document.body).letterSpacing),
            "the text spacing applies",
          ).not.toBe("normal");
          await check(page, `text spacing, ${width} px`);
        }
        for (const zoom of zooms) {
          const context = await browser.newContext({
            viewport: { width: zoom.width, height: zoom.height },
            deviceScaleFactor: zoom.deviceScaleFactor,
            reducedMotion: "reduce",
          });
          const zoomed = await context.newPage();
          if (build.unmarked) await serveUnmarked(zoomed);
          await zoomed.goto(route);
          await expectMarks(zoomed, build.unmarked);
          await check(zoomed, `${zoom.label} zoom`);
          await context.close();
        }
        expect(problems).toEqual([]);
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
