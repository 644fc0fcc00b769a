import { test as base, expect, type Page } from "@playwright/test";
import { notFoundMessage } from "../../src/enhancements/not-found-log";
import { data } from "./site";

/** The other servers the privacy policy says pages load from (data/site.json › website). */
const declaredHosts: ReadonlyArray<string> = data.site.website.otherHosts;

/**
 * A page whose console, errors, requests and CSP reports are recorded, so every test can
 * assert that a visit stayed clean: no error, no third-party request, no storage written.
 */
export type Observations = {
  consoleErrors: { text: string; url: string }[];
  consoleMessages: string[];
  pageErrors: string[];
  foreignRequests: string[];
  cspViolations: string[];
};

/** Chromium's own line for a 404 response; expected for the document of an unknown path. */
const CHROMIUM_404 =
  "Failed to load resource: the server responded with a status of 404 (Not Found)";

/** What the recorder needs of a console message; Playwright's and Puppeteer's both fit. */
type ConsoleEntry = { type(): string; text(): string; location(): { url?: string } };

/**
 * Records into Observations what a page reports, whichever library drives the browser:
 * Playwright here, Puppeteer for Firefox (e2e/firefox.spec.ts). Wire `console`, `pageerror`
 * and `request` events to it and run `reportCspViolations` in every document.
 */
export const visitRecorder = (baseURL: string | undefined) => {
  const origin = new URL(baseURL ?? "http://127.0.0.1").origin;
  const observations: Observations = {
    consoleErrors: [],
    consoleMessages: [],
    pageErrors: [],
    foreignRequests: [],
    cspViolations: [],
  };
  return {
    observations,
    console: (message: ConsoleEntry): void => {
      observations.consoleMessages.push(message.text());
      if (message.type() === "error") {
        observations.consoleErrors.push({
          text: message.text(),
          url: message.location().url ?? "",
        });
      }
      if (/Content.Security.Policy/i.test(message.text())) {
        observations.cspViolations.push(message.text());
      }
    },
    pageError: (error: Error): void => {
      observations.pageErrors.push(error.message);
    },
    request: (request: { url(): string }): void => {
      const url = new URL(request.url());
      if (!["data:", "blob:"].includes(url.protocol) && url.origin !== origin) {
        observations.foreignRequests.push(request.url());
      }
    },
  };
};

/**
 * Runs in the page before its own scripts (only with JavaScript on; without it Chromium still
 * reports violations on the console): every CSP violation becomes a console error.
 */
export const reportCspViolations = (): void => {
  document.addEventListener("securitypolicyviolation", (event) => {
    console.error(
      `Content-Security-Policy violation: ${event.violatedDirective} blocked ${event.blockedURI}`,
    );
  });
};

/** Starts recording everything a visit to `page` does that a clean visit must not do. */
export const observe = async (page: Page, baseURL: string | undefined): Promise<Observations> => {
  const recorder = visitRecorder(baseURL);
  page.on("console", recorder.console);
  page.on("pageerror", recorder.pageError);
  page.on("request", recorder.request);
  await page.addInitScript(reportCspViolations);
  return recorder.observations;
};

export const test = base.extend<{ observations: Observations }>({
  observations: async ({ page, baseURL }, use) => {
    await use(await observe(page, baseURL));
  },
});

export { expect };

/**
 * Asserts the visit produced no error of any kind. On an unknown path Chromium reports the
 * 404 of the document; that line and the 404 page's own message are the only ones allowed.
 */
export const expectCleanVisit = (
  observations: Observations,
  { notFoundPath }: { notFoundPath?: string } = {},
): void => {
  const unexpected = observations.consoleErrors.filter((error) => {
    if (!notFoundPath) return true;
    const path = error.url ? new URL(error.url).pathname : "";
    const expected404 = error.text === CHROMIUM_404 && path === notFoundPath;
    return !expected404 && error.text !== notFoundMessage(notFoundPath);
  });
  expect(unexpected, "console errors").toEqual([]);
  expect(observations.pageErrors, "page errors").toEqual([]);
  expect(
    observations.foreignRequests.filter((url) => !declaredHosts.includes(new URL(url).hostname)),
    "requests to hosts that data/site.json › website › otherHosts does not name",
  ).toEqual([]);
  expect(observations.cspViolations, "CSP violations").toEqual([]);
};

export { notFoundMessage };

/** What data/site.json › website says the site stores in the browser (the privacy policy's list). */
const declaredStorage: ReadonlyArray<string> = data.site.website.browserStorage;

/**
 * The name of everything the site has stored on the visitor's device: cookies, localStorage
 * and sessionStorage keys, IndexedDB databases, Cache Storage caches, service worker scopes.
 */
export const storedNames = async (page: Page): Promise<string[]> => {
  const cookies = (await page.context().cookies()).map((cookie) => cookie.name);
  // Reading storage needs script; with JavaScript off the page cannot have written any.
  const scripting = await page.evaluate(() => true).catch(() => false);
  if (!scripting) return cookies;
  const inPage = await page.evaluate(async () => {
    const keys = (storage: Storage): string[] =>
      Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? "");
    return [
      ...keys(window.localStorage),
      ...keys(window.sessionStorage),
      ...(await indexedDB.databases()).map((database) => database.name ?? "?"),
      ...(await caches.keys()),
      ...(await navigator.serviceWorker.getRegistrations()).map((worker) => worker.scope),
    ];
  });
  return [...cookies, ...inPage];
};

/** Asserts the site stored exactly what the privacy policy's list in data/ says (today: nothing). */
export const expectStoredAsDeclared = async (page: Page): Promise<void> => {
  expect(
    (await storedNames(page)).sort(),
    "stored in the browser, against data/site.json › website › browserStorage",
  ).toEqual([...declaredStorage].sort());
};
