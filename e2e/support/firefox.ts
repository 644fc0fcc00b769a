import { test as base } from "@playwright/test";
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { reportCspViolations, visitRecorder, type Observations } from "./observed-page";

/**
 * Firefox ESR from Debian (`apt-get install firefox-esr`), driven by puppeteer-core over
 * WebDriver BiDi, since Playwright drives only its own Firefox builds and no browser can be
 * downloaded here: one browser per worker, a fresh profile state per test, and the record of a
 * clean visit (support/observed-page.ts). Used by firefox.spec.ts and firefox-keyboard.spec.ts.
 */

const FIREFOX = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

const NO_ORIENTATION = /unknown command emulation\.setScreenOrientationOverride/;

/**
 * puppeteer-core sets a viewport with two BiDi commands side by side, the size and the screen's
 * orientation; a Firefox ESR older than the orientation command (140 ESR) refuses the second,
 * and the call fails though the size is set. Only that refusal is let through, and the call then
 * waits until the page has the size.
 */
const toleratingOldOrientation = (page: Page): void => {
  const setViewport = page.setViewport.bind(page);
  page.setViewport = async (viewport) => {
    try {
      await setViewport(viewport);
    } catch (error) {
      if (!viewport || !(error instanceof Error && NO_ORIENTATION.test(error.message))) throw error;
      // Polled by evaluate: waitForFunction compiles its function, which the site's CSP blocks.
      for (let tries = 0; tries < 100; tries += 1) {
        const [width, height] = await page.evaluate(() => [window.innerWidth, window.innerHeight]);
        if (width === viewport.width && height === viewport.height) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`the viewport did not become ${viewport.width}×${viewport.height} px`);
    }
  };
};

export type Visit = { page: Page; observations: Observations; url: (route: string) => string };

export const test = base.extend<
  { visit: Visit },
  { firefox: Browser; firefoxPrefs: Record<string, string | number | boolean> }
>({
  /** Preferences beyond the ones every test needs, e.g. reduced motion for one spec. */
  firefoxPrefs: [{}, { scope: "worker", option: true }],

  firefox: [
    async ({ firefoxPrefs }, use) => {
      const browser = await puppeteer.launch({
        browser: "firefox",
        executablePath: FIREFOX,
        headless: true,
        extraPrefsFirefox: {
          // Headless Firefox draws 12 px classic scrollbars, which would hide up to 12 px of
          // sideways overflow from scrollWidth; visitors' phones and most desktops overlay them.
          "ui.useOverlayScrollbars": 1,
          "intl.accept_languages": "de-DE,de",
          ...firefoxPrefs,
        },
      });
      await use(browser);
      await browser.close();
    },
    { scope: "worker", timeout: 60_000 },
  ],

  // A fresh profile state per test, like Playwright's own context per test.
  visit: async ({ firefox, baseURL }, use) => {
    const context = await firefox.createBrowserContext();
    const page = await context.newPage();
    toleratingOldOrientation(page);
    const recorder = visitRecorder(baseURL);
    page.on("console", recorder.console);
    page.on("pageerror", (error) =>
      recorder.pageError(error instanceof Error ? error : new Error(String(error))),
    );
    page.on("request", recorder.request);
    await page.evaluateOnNewDocument(reportCspViolations);
    await use({
      page,
      observations: recorder.observations,
      url: (route) => new URL(route, baseURL).href,
    });
    await context.close();
  },
});
