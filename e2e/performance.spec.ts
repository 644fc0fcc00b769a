import path from "node:path";
import type { Page } from "@playwright/test";
import { firstVisit } from "../src/performance/first-visit";
import { expect, test } from "./support/observed-page";
import { realRoutes, widths } from "./support/site";

/**
 * The byte budgets (npm test, __tests__/build/budgets.test.ts) count what src/performance
 * works out from public/; here Chromium confirms that a first visit requests exactly that,
 * and that no image is sent larger than it is shown.
 */

const publicDir = path.resolve(__dirname, "../public");

for (const route of realRoutes) {
  test(`a first visit to ${route} requests exactly what the byte budget counts`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.origin === new URL(baseURL ?? "").origin) requested.push(url.pathname);
    });
    await page.goto(route, { waitUntil: "networkidle" });
    const counted = firstVisit(publicDir, route).map((resource) => resource.url);
    expect([...new Set(requested)].sort()).toEqual([...counted].sort());
    await context.close();
  });
}

/** Raster images whose file is wider or taller than the device pixels they cover. */
const oversizedImages = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    [...document.images]
      .filter((image) => image.complete && !/\.svg(\?|$)/.test(image.currentSrc))
      .filter((image) => image.getBoundingClientRect().width > 0)
      .flatMap((image) => {
        const box = image.getBoundingClientRect();
        const scale = window.devicePixelRatio;
        const tooWide = image.naturalWidth > Math.ceil(box.width * scale);
        const tooHigh = image.naturalHeight > Math.ceil(box.height * scale);
        return tooWide || tooHigh
          ? [
              `${image.currentSrc}: ${image.naturalWidth}×${image.naturalHeight} px file, ` +
                `shown at ${Math.round(box.width * scale)}×${Math.round(box.height * scale)} device px`,
            ]
          : [];
      }),
  );

for (const width of widths) {
  test(`no image on any page is larger than shown at ${width} px (2× screen)`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      baseURL,
      viewport: { width, height: 900 },
      deviceScaleFactor: 2,
    });
    const page = await context.newPage();
    for (const route of realRoutes) {
      await page.goto(route, { waitUntil: "networkidle" });
      // Lazy images load once near the viewport: scroll through the page first.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y);
          await new Promise((resolve) => requestAnimationFrame(resolve));
        }
      });
      await page.waitForLoadState("networkidle");
      expect(await oversizedImages(page), route).toEqual([]);
    }
    await context.close();
  });
}

test("the image check finds an image sent larger than it is shown", async ({ page }) => {
  // A 64×64 PNG shown at 16 px: at 2× it covers 32 device pixels.
  const png = await page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = 64;
    return canvas.toDataURL("image/png");
  });
  await page.setViewportSize({ width: 400, height: 300 });
  await page.setContent(
    `<img src="${png}" width="16" height="16" alt=""><img src="${png}" width="64" height="64" alt="">`,
  );
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  const found = await oversizedImages(page);
  expect(found).toHaveLength(1);
  expect(found[0]).toContain("64×64 px file, shown at 16×16 device px");
});
