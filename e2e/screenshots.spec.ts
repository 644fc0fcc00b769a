import path from "node:path";
import { test } from "./support/observed-page";
import { allRoutes, widths } from "./support/site";

/** Full-page screenshots for a person to look at after a change (screenshots/, ignored by git). */
const outDir = path.resolve(__dirname, "../screenshots");

for (const width of widths) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const route of allRoutes) {
      test(`screenshot of ${route}`, async ({ page }) => {
        await page.goto(route, { waitUntil: "networkidle" });
        const name = route === "/" ? "start" : route.slice(1).replace(/\//g, "-");
        await page.screenshot({ path: path.join(outDir, `${name}-${width}.png`), fullPage: true });
      });
    }
  });
}
