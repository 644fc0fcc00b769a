import path from "node:path";
import { expect, test } from "@playwright/test";
import { copyProject, type ProjectCopy } from "../__tests__/support/project-copy";
import { startStaticServer, type RunningServer } from "../tools/static-server";
import { unreadableText } from "./support/layout-checks";
import { horizontalOverflow } from "./support/overflow";
import { LONG_COMPOUNDS, writeStressContent } from "./support/stress-content";
import { pageRoutes, widths } from "./support/site";

/**
 * Layouts that hold any valid content: a copy of the project whose page texts are as long as
 * the model allows and full of the longest German compounds, with four plans (support/
 * stress-content.ts), built and served. At phone, tablet and desktop widths nothing may scroll
 * sideways, no line of text may be cut off or cover another, and the plan cards that share a
 * row line up their names, prices, buttons and feature lists.
 */

let project: ProjectCopy;
let server: RunningServer;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  project = copyProject("passform-stress-");
  writeStressContent(path.join(project.root, "data"));
  const build = project.run("npm", ["run", "build"]);
  expect(build.status, `the stress content did not build:\n${build.output.slice(-4000)}`).toBe(0);
  server = await startStaticServer(path.join(project.root, "public"));
});

test.afterAll(async () => {
  await server?.close();
  project?.remove();
});

test("the stress content is on the pages", async ({ page }) => {
  await page.goto(`${server.url}/`);
  await expect(page.locator("#pricing li h3")).toHaveCount(4);
  const text = (await page.locator("main").textContent()) ?? "";
  for (const word of LONG_COMPOUNDS) expect(text).toContain(word);
});

for (const route of pageRoutes) {
  test(`${route} at ${widths.join(", ")} px: every text fits, nothing scrolls sideways or overlaps`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: widths[0], height: 900 });
    await page.goto(`${server.url}${route}`);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      const overflow = await page.evaluate(horizontalOverflow);
      expect.soft(overflow.wide, `${width} px: elements past the right edge`).toEqual([]);
      expect
        .soft(overflow.scrollWidth, `${width} px: page width`)
        .toBeLessThanOrEqual(overflow.clientWidth);
      const unreadable = await unreadableText(page);
      expect.soft(unreadable.outside, `${width} px: text cut off or outside the page`).toEqual([]);
      expect.soft(unreadable.overlaps, `${width} px: lines covering each other`).toEqual([]);
      expect.soft(unreadable.broken, `${width} px: short words broken over lines`).toEqual([]);
    }
  });
}

/** The top of each part of each card, by card, in the order of the card's rows. */
const cardRowTops = () =>
  [...document.querySelectorAll("#pricing li:has(> h3)")].map((card) => {
    const top = (selector: string): number | null => {
      const element = card.querySelector(selector);
      return element ? Math.round(element.getBoundingClientRect().top) : null;
    };
    return {
      left: Math.round(card.getBoundingClientRect().left),
      name: top("h3"),
      price: top("h3 ~ p ~ p"),
      cta: top("a[href='#demo']"),
      features: top("ul"),
    };
  });

for (const width of [1024, 1440] as const) {
  test(`at ${width} px the cards in a row line up their parts`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${server.url}/`);
    const cards = await page.evaluate(cardRowTops);
    // Cards side by side share a row when their names start at the same height.
    const rows = new Map<number | null, typeof cards>();
    for (const card of cards) rows.set(card.name, [...(rows.get(card.name) ?? []), card]);
    expect(
      [...rows.values()].every((row) => row.length >= 2),
      `cards by the height of their names: ${JSON.stringify([...rows.entries()])}`,
    ).toBe(true);
    for (const row of rows.values()) {
      for (const part of ["price", "cta", "features"] as const) {
        const tops = new Set(row.map((card) => card[part]));
        expect(tops.size, `${part} at ${[...tops].join(", ")}`).toBe(1);
      }
    }
  });
}
