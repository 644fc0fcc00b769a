import type { HTTPRequest, Page } from "puppeteer-core";
import { withoutSampleMarks } from "../../src/lib/sample-marks";
import { test, type Visit } from "../support/firefox";
import {
  FOCUSABLE,
  applyTextSpacing,
  focusStopScript,
  fragmentLinks,
  restingPlacement,
} from "./in-page";
import type { FocusStop } from "./in-page";
import { checkedWalk, type KeyboardDriver } from "./walk";
import { coveredElsewhere, coveredOnPage, type LinkTab } from "./link-targets";
import { layoutProblems, unreadableText } from "../support/layout-checks";
import { expect } from "../support/observed-page";
import { horizontalOverflow } from "../support/overflow";
import {
  builds,
  data,
  keyboardViewport as viewport,
  keyboardWidths,
  pageRoutes,
  zooms,
} from "../support/site";

/**
 * keyboard.spec.ts in Firefox ESR (support/firefox.ts): Tab and Shift+Tab through every page
 * under the sticky header with a focus indicator at every stop, as production publishes it;
 * where in-page links lead; text under WCAG's text
 * spacing and at 200 % and 400 % zoom. With reduced motion, so every scroll is instant
 * (smooth scrolling ends in the same place, only later).
 */

test.use({ firefoxPrefs: { "ui.prefersReducedMotion": 1 } });

/** The page's document as production publishes it: without the sample marks. */
const answerUnmarked = async (request: HTTPRequest): Promise<void> => {
  if (request.isInterceptResolutionHandled()) return;
  if (!request.isNavigationRequest()) return request.continue();
  const response = await fetch(request.url());
  const headers = Object.fromEntries(response.headers);
  delete headers["content-length"];
  delete headers["content-encoding"];
  await request.respond({
    status: response.status,
    headers,
    body: withoutSampleMarks(await response.text()),
  });
};

const serveUnmarked = async (page: Page): Promise<void> => {
  await page.setRequestInterception(true);
  page.on("request", (request) => void answerUnmarked(request));
};

const expectMarks = async (page: Page, unmarked: boolean): Promise<void> => {
  const marked = await page.$$eval("a[data-sample], mark", (found) => found.length);
  if (unmarked) expect(marked, "sample marks on the production page").toBe(0);
  else if (data.site.placeholders.includes("loginUrl")) expect(marked).toBeGreaterThan(0);
};

const driver = (page: Page): KeyboardDriver => ({
  tab: async (backwards = false) => {
    if (backwards) await page.keyboard.down("Shift");
    await page.keyboard.press("Tab");
    if (backwards) await page.keyboard.up("Shift");
  },
  // A script, not a function: its result is what focusStopScript says it is.
  stop: async (allIndicators = false) =>
    (await page.evaluate(focusStopScript({ focusable: FOCUSABLE, allIndicators }))) as FocusStop,
});

const linkTab = ({ page, url }: Visit): LinkTab => ({
  open: async (address) => void (await page.goto(url(address))),
  resize: (width) => page.setViewport(viewport(width)),
  links: () => page.evaluate(fragmentLinks),
  placement: (request) => page.evaluate(restingPlacement, request),
});

// The production page: the preview's sample marks are the same CSS, walked in Chromium.
for (const build of builds.filter((each) => each.unmarked)) {
  for (const route of pageRoutes) {
    test(`Firefox, ${build.name}: ${route}: Tab and Shift+Tab at ${keyboardWidths.join(", ")} px and at 200 % zoom: no focus stop hidden by the sticky header (WCAG 2.4.11), each with a focus indicator its unfocused state lacks (WCAG 2.4.7)`, async ({
      visit,
    }) => {
      const { page } = visit;
      if (build.unmarked) await serveUnmarked(page);
      const hidden: string[] = [];
      const unmarked: string[] = [];
      for (const size of [...keyboardWidths.map(viewport), zooms[0]]) {
        await page.setViewport({ width: size.width, height: size.height });
        await page.goto(visit.url(route));
        await expectMarks(page, build.unmarked);
        const stops = await checkedWalk(driver(page), `${size.width} × ${size.height}`);
        hidden.push(...stops.hidden);
        unmarked.push(...stops.unmarked);
      }
      expect.soft(hidden, "focus stops the sticky header hides").toEqual([]);
      expect.soft(unmarked, "focus stops without a focus indicator of their own").toEqual([]);
    });
  }
}

// The sample marks are inline and move no box: the rest is checked on the production page.
for (const route of pageRoutes) {
  test(`Firefox: ${route}: every link to a place on the page brings it to rest below the sticky header at ${keyboardWidths.join(", ")} px`, async ({
    visit,
  }) => {
    const { page } = visit;
    await serveUnmarked(page);
    expect(await coveredOnPage(linkTab(visit), route, keyboardWidths)).toEqual([]);
  });

  test(`Firefox: ${route}: with WCAG text spacing at ${keyboardWidths.join(", ")} px, and at 200 % and 400 % zoom, no text is cut off, covered or broken apart and nothing scrolls sideways (WCAG 1.4.12, 1.4.4, 1.4.10)`, async ({
    visit,
  }) => {
    const { page } = visit;
    await serveUnmarked(page);
    const problems: string[] = [];
    const check = async (at: string): Promise<void> => {
      const unreadable = await unreadableText(page);
      const overflow = await page.evaluate(horizontalOverflow);
      problems.push(...layoutProblems(at, unreadable, overflow));
    };
    for (const width of keyboardWidths) {
      await page.setViewport(viewport(width));
      await page.goto(visit.url(route));
      await page.evaluate(applyTextSpacing);
      expect(
        await page.evaluate(() => getComputedStyle(document.body).letterSpacing),
        "the text spacing applies",
      ).not.toBe("normal");
      await check(`text spacing, ${width} px`);
    }
    for (const zoom of zooms) {
      await page.setViewport(zoom);
      await page.goto(visit.url(route));
      expect(await page.evaluate(() => window.devicePixelRatio)).toBe(zoom.deviceScaleFactor);
      await check(`${zoom.label} zoom`);
    }
    expect(problems).toEqual([]);
  });
}

test(`Firefox: links to a place on another page bring it to rest below the sticky header at ${keyboardWidths.join(", ")} px`, async ({
  visit,
}) => {
  const { page } = visit;
  await serveUnmarked(page);
  expect(await coveredElsewhere(linkTab(visit), pageRoutes, keyboardWidths)).toEqual([]);
});
