import { defineConfig } from "@playwright/test";

/** Real-browser acceptance suite: Debian's Chromium against the production build in public/. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 9321);

/** The specs that start `gatsby develop` of their own. */
const DEVELOP_SPECS = /(preview|cms)\.spec\.ts$/;

/**
 * The specs that content can break, which a pull request changing only data/ runs (`npm run
 * test:content`): every route in Chromium and Firefox, the markup and its links, the pages without
 * JavaScript, the navigation, what a visit stores against what the Datenschutzerklärung declares,
 * axe and Lighthouse over texts, headings and links, and the legal pages in print. Left to the whole
 * suite, because they test what code does with any content: the keyboard walks (focus styles and
 * the sticky header's scroll padding), layout under stress (content-stress uses fixtures of its
 * own), layout stability, first-visit bytes and requests (the byte budgets run in the site tests),
 * instant navigation, and /admin/.
 */
const CONTENT_SPECS =
  /\/(routes|firefox|markup|no-javascript|navigation|privacy|accessibility|lighthouse|print)\.spec\.ts$/;

export default defineConfig({
  testDir: "./e2e",
  outputDir: "./test-results",
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
    { name: "site", testIgnore: DEVELOP_SPECS },
    { name: "content", testMatch: CONTENT_SPECS },
    // Each runs `npm start` on a copy of the project: one at a time, beside the other specs.
    { name: "npm start", testMatch: DEVELOP_SPECS, workers: 1 },
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
