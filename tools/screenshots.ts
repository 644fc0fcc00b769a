/**
 * npm run screenshots: full-page screenshots of every route at phone, tablet and desktop
 * width, for a person to look at after a change. Serves public/ as Netlify would, so run
 * `npm run build` first. Writes screenshots/<page>-<width>.png (ignored by git).
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { paintedWidths as widths } from "./screen-widths";
import { builtRoutes } from "./pipeline/built-files";
import { startStaticServer } from "./static-server";

const root = path.resolve(__dirname, "..");
const publicDir = path.join(root, "public");
const outDir = path.join(root, "screenshots");
const unknownRoute = "/gibt-es-nicht";

const main = async (): Promise<void> => {
  mkdirSync(outDir, { recursive: true });
  const server = await startStaticServer(publicDir, {
    netlifyConfig: path.join(root, "netlify.toml"),
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    for (const width of widths) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      for (const route of [...builtRoutes(publicDir), unknownRoute]) {
        await page.goto(`${server.url}${route}`, { waitUntil: "networkidle" });
        const name = route === "/" ? "start" : route.slice(1).replace(/\//g, "-");
        const file = path.join(outDir, `${name}-${width}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(path.relative(root, file));
      }
      await page.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
