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
