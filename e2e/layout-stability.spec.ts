import type { Page } from "@playwright/test";
import { expect, test } from "./support/observed-page";
import { realRoutes } from "./support/site";

/**
 * A slow phone parses the page in slices and may paint between them, also in the middle of the
 * header. Anything that changes size when the rest of its markup arrives shifts the layout
 * (CLS). Here each page is cut where the phone menu is only partly parsed – as Chromium does
 * under Lighthouse's CPU throttling – and the menu must sit exactly where it does when the page
 * is complete.
 */

const phoneWidths = [320, 375, 768] as const;

/** The page's HTML cut right after each opening part of the phone menu, without scripts. */
const partlyParsed = (html: string): Record<string, string> => {
  const cutAfter = (pattern: RegExp): string => {
    const match = pattern.exec(html);
    if (!match) throw new Error(`${pattern.source} not found in the page`);
    return html.slice(0, match.index + match[0].length);
  };
  const withoutScripts = (part: string): string => part.replace(/<script\b[\s\S]*?<\/script>/g, "");
  return {
    "<details> without its summary": withoutScripts(cutAfter(/<details\b[^>]*>/)),
    "an empty <summary>": withoutScripts(cutAfter(/<details\b[^>]*>\s*<summary\b[^>]*>/)),
    "the summary's icon without its text": withoutScripts(
      cutAfter(/<details\b[^>]*>\s*<summary\b[^>]*>\s*<svg\b[\s\S]*?<\/svg>/),
    ),
    "the complete page": withoutScripts(html),
  };
};

type Box = { x: number; y: number; width: number; height: number } | null;

const menuBoxes = async (page: Page): Promise<{ menu: Box; icon: Box }> => ({
  menu: await page.locator("header details").boundingBox(),
  icon: (await page.locator("header summary svg").count())
    ? await page.locator("header summary svg").boundingBox()
    : null,
});

for (const route of realRoutes) {
  test(`the phone menu on ${route} keeps its place while the page is parsed`, async ({
    page,
    baseURL,
    request,
  }) => {
    const html = await (await request.get(`${baseURL}${route}`)).text();
    const parts = partlyParsed(html);
    // Served from the site's origin, so the page's styles and icons resolve as they do live.
    let served = "";
    await page.route("**/__partly-parsed", (routed) =>
      routed.fulfill({ contentType: "text/html; charset=utf-8", body: served }),
    );
    for (const width of phoneWidths) {
      await page.setViewportSize({ width, height: 800 });
      const measured: Record<string, { menu: Box; icon: Box }> = {};
      for (const [state, part] of Object.entries(parts)) {
        served = part;
        await page.goto("/__partly-parsed");
        measured[state] = await menuBoxes(page);
      }
      const complete = measured["the complete page"];
      expect(complete?.menu, `menu at ${width} px`).not.toBeNull();
      for (const [state, boxes] of Object.entries(measured)) {
        expect(boxes.menu, `menu box at ${width} px with ${state}`).toEqual(complete?.menu);
        if (boxes.icon) {
          expect(boxes.icon, `icon box at ${width} px with ${state}`).toEqual(complete?.icon);
        }
      }
    }
  });
}
