// Full-page screenshots of every route at phone, tablet and desktop width, for a person to look at.
// Usage: npm run build && npm run serve, then: node scripts/screenshots.mjs [baseUrl] [outDir]
import { mkdir } from "node:fs/promises";
import { chromium } from "playwright-core";

const baseUrl = process.argv[2] ?? "http://localhost:9000";
const outDir = process.argv[3] ?? "screenshots";
const routes = ["/", "/datenschutz", "/agb", "/impressum", "/gibt-es-nicht"];
const widths = [375, 768, 1440];

await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
for (const width of widths) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  for (const route of routes) {
    await page.goto(new URL(route, baseUrl).href, { waitUntil: "networkidle" });
    const name = route === "/" ? "start" : route.slice(1).replace(/\//g, "-");
    await page.screenshot({ path: `${outDir}/${name}-${width}.png`, fullPage: true });
    console.log(`${outDir}/${name}-${width}.png`);
  }
  await context.close();
}
await browser.close();
