import { defineConfig } from "@playwright/test";

/** Real-browser acceptance suite: Debian's Chromium against the production build in public/. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 9321);

/** The specs that start `gatsby develop` of their own, with what only they use. */
const DEVELOP_DIR = "./e2e/develop";

/**
 * The specs that content can break, which a pull request changing only data/ runs (`npm run
 * test:content`, at most 4 minutes on the project's machines: BENCHMARKS.md): every route at
 * every width in Chromium (one visit: status, a clean visit, storage as data/site.json declares
 * it, axe, nothing sideways, reduced motion, no shift while parsed) and in Firefox (status, a
 * clean visit, nothing sideways), the pages without JavaScript, the demo request sent without
 * JavaScript in both browsers (its fields are found by the labels in data/), the navigation,
 * Lighthouse on each template, and the legal pages in print.
 *
 * Left to the whole suite, because they test what the code does with any content: the keyboard
 * walks (focus styles, the skip link and the sticky header's scroll padding), the long visit of
 * privacy.spec.ts (what menus, links and the back button store; storage after each route's visit
 * is held above against the declaration in data/), layout under stress (content-stress uses
 * fixtures of its own), first-visit bytes and requests (the byte budgets run in the site tests),
 * instant navigation, and /admin/.
 */
const CONTENT_SPECS =
  /\/(routes|firefox|no-javascript|(firefox-)?demo-request|navigation|lighthouse|print)\.spec\.ts$/;

export default defineConfig({
  testDir: "./e2e",
  outputDir: "./test-results",
  // The baselines of baselines.spec.ts, by browser and version: only `npm run baselines` writes
  // them; a missing one fails.
  snapshotPathTemplate: "{testDir}/baselines/{arg}{ext}",
  updateSnapshots: "none",
  expect: {
    // Any pixel: the baselines are painted by the same browser from the same frozen content.
    toHaveScreenshot: { maxDiffPixels: 0, threshold: 0, animations: "disabled", caret: "hide" },
  },
  globalSetup: "./e2e/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  reporter: process.env.CI
    ? [["list"]]
    : [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  // `npm test` runs "site" and "npm start"; `npm run test:content` runs "content" alone.
  projects: [
    // One `npm start` on a copy of the project serves all of them
    // (e2e/develop/support/develop-fixture.ts), beside the other specs.
    // First in the list, so the runner starts them first: their long serial run then overlaps
    // the site's specs on the other worker instead of following them on one.
    // In CI, a second try: Gatsby's file watcher now and then reads a file late under the load of
    // the site's specs beside it (develop-fixture.ts, save-arrival.ts), and one late read must not
    // stop a landing; the list reporter names every test that needed it as "flaky".
    { name: "npm start", testDir: DEVELOP_DIR, workers: 1, retries: process.env.CI ? 1 : 0 },
    { name: "site", testIgnore: "develop/**" },
    { name: "content", testMatch: CONTENT_SPECS },
  ],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: "de-DE",
    launchOptions: {
      // No browser downloads here: the system's Chromium (apt-get install chromium).
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
});
