import { existsSync } from "node:fs";
import path from "node:path";
import type { Browser } from "@playwright/test";
import type { Browser as FirefoxBrowser } from "puppeteer-core";
import { accessibleOutlineScript } from "./support/accessible-outline-script";
import { expect } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { test } from "./support/firefox";
import {
  frozenLegalRoutes,
  frozenRoutes,
  frozenVersionRoutes,
  startFrozenSite,
  type FrozenSite,
} from "./support/frozen-site";
import { paintedWidths as widths } from "./support/site";

/**
 * What a visitor sees and what a screen reader reads, held against baselines committed in
 * e2e/baselines/: every route of the frozen content (support/frozen-site.ts) as Chromium's
 * accessibility tree, as Firefox's, and as Chromium paints it at 375, 768 and 1440 px. A change
 * of code that changes any of them fails here with the difference to look at (Playwright's
 * report: the expected, the actual and the diff image, or the changed lines of the tree); a
 * change that was meant is renewed with `npm run baselines` and reviewed in the pull request.
 * Each browser's baselines lie in a folder named after its major version, since a new browser
 * may paint a pixel differently: the renewal makes the new folder and keeps the others, since not
 * every machine of the project gets the same version from Debian.
 */

test.describe.configure({ mode: "serial", timeout: 120_000 });

const BASELINES = path.join(__dirname, "baselines");

let site: FrozenSite;

test.beforeAll(async ({ browser, firefox }) => {
  test.setTimeout(300_000);
  if (test.info().config.updateSnapshots === "none") {
    for (const folder of [chromiumFolder(browser), await firefoxFolder(firefox)]) {
      expect(
        existsSync(path.join(BASELINES, folder)),
        `e2e/baselines/ has no baselines for ${folder}: after a browser update, renew them with \`npm run baselines\` and look at the pictures before committing`,
      ).toBe(true);
    }
  }
  site = await startFrozenSite();
});

test.afterAll(async () => {
  await site?.stop();
});

/**
 * How far down a legal page is painted: header, title, Stand, contents and the first sections.
 * A whole legal page is 17,000–40,000 px long, 3–4 MB as a picture at each width, and below
 * this height repeats what its template already drew (headings, paragraphs, lists, footnotes);
 * its every word and link stay held by the accessibility baselines. Every other page is painted
 * whole, the footer included.
 */
const LEGAL_PAINTED_HEIGHT = 5_000;

const paintedHeight = (route: string, height: number): number =>
  [...frozenLegalRoutes, ...frozenVersionRoutes].includes(route)
    ? Math.min(height, LEGAL_PAINTED_HEIGHT)
    : height;

/** A route as a file name: the landing page is `start`. */
const fileName = (route: string): string =>
  route === "/" ? "start" : route.slice(1).replaceAll("/", "-");

/** `chromium-156` for Chromium 156.0.8078.108, `firefox-153` for Firefox 153.7.0esr. */
const versionFolder = (browserName: string, version: string): string =>
  `${browserName}-${/\d+/.exec(version)?.[0] ?? "unknown"}`;

const chromiumFolder = (browser: Browser): string => versionFolder("chromium", browser.version());

const firefoxFolder = async (firefox: FirefoxBrowser): Promise<string> =>
  versionFolder("firefox", await firefox.version());

for (const route of frozenRoutes) {
  test(`${route}: Chromium's accessibility tree is the baseline's`, async ({ page, browser }) => {
    await page.goto(site.url(route));
    // Playwright's aria snapshot of the page, held as text like Firefox's outline below.
    expect(await page.locator("body").ariaSnapshot()).toMatchSnapshot([
      chromiumFolder(browser),
      `${fileName(route)}.aria.yml`,
    ]);
  });

  test(`${route}: Firefox's accessibility tree is the baseline's`, async ({ firefox }) => {
    const context = await firefox.createBrowserContext();
    try {
      const page = await context.newPage();
      await page.goto(site.url(route), { waitUntil: "load" });
      const outline: unknown = await page.evaluate(await accessibleOutlineScript());
      expect(typeof outline, "the outline script's result").toBe("string");
      expect(outline).toMatchSnapshot([
        await firefoxFolder(firefox),
        `${fileName(route)}.aria.txt`,
      ]);
    } finally {
      await context.close();
    }
  });

  test(`${route}: Chromium at ${widths.join(", ")} px paints the baselines`, async ({
    page,
    browser,
  }) => {
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(site.url(route));
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      await expect
        .soft(page, `${route} at ${width} px`)
        .toHaveScreenshot([chromiumFolder(browser), `${fileName(route)}-${width}.png`], {
          fullPage: true,
          clip: { x: 0, y: 0, width, height: paintedHeight(route, height) },
          // A long page takes seconds to capture twice on a busy two-core host.
          timeout: 30_000,
        });
    }
  });
}

/**
 * The legal texts' versions on the frozen day: /agb names its announced version and lists the
 * earlier one; each version's page shows its changes. The change view below the text is painted
 * on its own (the pictures above stop before it), checked with axe, walked with the keyboard,
 * printed, and read without JavaScript; its words for screen readers are in both browsers'
 * accessibility trees above.
 */
const CHANGES = "section[aria-labelledby=aenderungen]";
/** The newest version of each text, which on the frozen day is announced. */
const announcedVersions = [
  ...new Map(frozenVersionRoutes.map((route) => [route.split("/")[1], route])).values(),
];
const announced = announcedVersions.find((route) => route.startsWith("/agb/")) ?? "";

for (const version of announcedVersions) {
  test(`${version}: the change view paints its baselines and axe finds nothing`, async ({
    page,
    browser,
  }) => {
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(site.url(version));
      await expect
        .soft(page.locator(CHANGES), `the change view at ${width} px`)
        .toHaveScreenshot([chromiumFolder(browser), `${fileName(version)}-changes-${width}.png`]);
      const results = await new AxeBuilder({ page })
        .include(CHANGES)
        .withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa", "best-practice"])
        .analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    }
  });
}

test("/agb: the keyboard reaches the announced version, and its change view from the contents", async ({
  page,
}) => {
  await page.goto(site.url("/agb"));
  const next = page.getByRole("link", { name: "Neue Fassung und Änderungen lesen" });
  for (
    let presses = 0;
    presses < 30 && !(await next.evaluate((l) => l === document.activeElement));
    presses += 1
  ) {
    await page.keyboard.press("Tab");
  }
  await expect(next).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(site.url(announced));
  // The contents' link to the change view, on a page loaded afresh (the one reached by the link
  // may still be a prerendered page taking over) and without smooth scrolling, which would only
  // add time to wait for.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(site.url(announced));
  const toContents = page.getByRole("navigation", { name: "Inhalt" }).getByRole("link", {
    name: /^Änderungen gegenüber der Fassung ab/,
  });
  await toContents.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#aenderungen$/);
  await expect(page.locator(CHANGES).getByRole("heading", { level: 2 })).toBeInViewport();
  await expect(page.getByRole("link", { name: "aktuelle Fassung" })).toHaveAttribute(
    "href",
    "/agb",
  );
});

test(`${announced}: printed and without JavaScript, the marks stay`, async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(site.url(announced));
    await page.emulateMedia({ media: "print" });
    const marks = await page
      .locator(`${CHANGES} div > p ins, ${CHANGES} div > p del`)
      .evaluateAll((all) =>
        all.map((mark) => ({
          tag: mark.tagName.toLowerCase(),
          line: getComputedStyle(mark).textDecorationLine,
          background: getComputedStyle(mark).backgroundColor,
          said: mark.textContent ?? "",
        })),
      );
    expect(marks.length).toBeGreaterThan(1);
    for (const mark of marks) {
      expect(mark.line).toBe(mark.tag === "ins" ? "underline" : "line-through");
      expect(mark.background).toBe("rgba(0, 0, 0, 0)");
      expect(mark.said).toMatch(mark.tag === "ins" ? /^Einfügung: / : /^Streichung: /);
    }
    await expect(page.locator("meta[name=robots]")).toHaveAttribute("content", "noindex");
  } finally {
    await context.close();
  }
});

test(`${announced}: Firefox underlines and strikes through the marks, and the keyboard reaches the version in force`, async ({
  firefox,
}) => {
  const context = await firefox.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.goto(site.url(announced), { waitUntil: "load" });
    const lines = await page.$$eval(`${CHANGES} div > p :is(ins, del)`, (all) =>
      all.map(
        (mark) => `${mark.tagName.toLowerCase()} ${getComputedStyle(mark).textDecorationLine}`,
      ),
    );
    expect(lines.length).toBeGreaterThan(1);
    expect(new Set(lines)).toEqual(new Set(["ins underline", "del line-through"]));
    let focused = "";
    for (let presses = 0; presses < 30 && focused !== "aktuelle Fassung"; presses += 1) {
      await page.keyboard.press("Tab");
      focused = await page.evaluate(() => document.activeElement?.textContent ?? "");
    }
    expect(focused).toBe("aktuelle Fassung");
  } finally {
    await context.close();
  }
});

/**
 * The permanent addresses of the frozen content's versions, as a list: an address once given
 * to a version stays, so a change that loses one fails here. Each is served, kept from search
 * engines, and absent from the sitemap.
 */
const VERSION_ADDRESSES = [
  "/agb/2021-01-01",
  "/agb/2026-01-01",
  "/agb/2027-03-01",
  "/datenschutz/2021-01-01",
  "/datenschutz/2026-12-03",
];

test("every version keeps its permanent address, noindex and out of the sitemap", async ({
  request,
}) => {
  for (const address of VERSION_ADDRESSES) {
    const response = await request.get(site.url(address));
    expect(response.status(), address).toBe(200);
    expect(await response.text(), address).toMatch(/<meta [^>]*name="robots" content="noindex"/);
  }
  const sitemap = await (await request.get(site.url("/sitemap.xml"))).text();
  expect(sitemap).toContain("/agb</loc>");
  for (const address of VERSION_ADDRESSES) expect(sitemap).not.toContain(address);
});
