import type { Page } from "puppeteer-core";
import { test } from "./support/firefox";
import { horizontalOverflow } from "./support/overflow";
import { expect, expectCleanVisit, notFoundMessage } from "./support/observed-page";
import {
  allRoutes,
  claimText,
  data,
  legalPages,
  priceText,
  shown,
  unknownRoutes,
  widths,
} from "./support/site";

/**
 * The visitor checks in a second engine: Firefox ESR (support/firefox.ts). Same server as the
 * Chromium suite (global-setup.ts: public/ served as Netlify would), same expectations from
 * data/, same record of a clean visit (support/observed-page.ts). Every route in one visit: its
 * status, no console error, no CSP violation, no request to another host, and nothing scrolling
 * sideways at any of the suite's widths; the landing page's plans, prices and claims; the phone
 * menu at 375 px. Language, title, h1 and main are the built HTML's (__tests__/site/routes.test.ts).
 */

/** Whether any part of the element matching `selector` is inside the viewport. */
const inViewport = (page: Page, selector: string): Promise<boolean> =>
  page.$eval(selector, (element) => {
    const box = element.getBoundingClientRect();
    return box.bottom > 0 && box.top < window.innerHeight && box.height > 0;
  });

for (const route of allRoutes) {
  const notFound = (unknownRoutes as readonly string[]).includes(route);

  test(`Firefox: ${route}: status, clean visit, nothing scrolls sideways at ${widths.join(", ")} px`, async ({
    visit,
  }) => {
    const { page, observations } = visit;
    await page.setViewport({ width: widths[0], height: 700 });
    const response = await page.goto(visit.url(route), { waitUntil: "networkidle0" });
    expect(response?.status()).toBe(notFound ? 404 : 200);
    // Served with the production headers, so a CSP violation would show below.
    expect(response?.headers()["content-security-policy"]).toContain("default-src 'none'");
    for (const width of widths) {
      await page.setViewport({ width, height: 700 });
      const overflow = await page.evaluate(horizontalOverflow);
      expect(overflow.clientWidth, "overlay scrollbars: the viewport is the window").toBe(width);
      expect(overflow.wide, `elements past the right edge at ${width} px`).toEqual([]);
      expect(overflow.scrollWidth, `scroll width at ${width} px`).toBeLessThanOrEqual(width);
    }
    if (notFound) {
      // The 404 page names the missing path in the console, on purpose (routes.spec.ts).
      await expect
        .poll(() => observations.consoleErrors.map((error) => error.text))
        .toContain(notFoundMessage(route));
    }
    expectCleanVisit(observations, notFound ? { notFoundPath: route } : {});
  });
}

test("Firefox: the landing page shows every plan, price and claim of data/", async ({ visit }) => {
  const { page, observations } = visit;
  await page.setViewport({ width: 1440, height: 900 });
  await page.goto(visit.url("/"));
  // innerText, not textContent: emotion's server-rendered <style> tags sit inside the items.
  const shownOnPage = await page.evaluate(() => ({
    plans: [...document.querySelectorAll<HTMLElement>("#pricing li:has(h3)")].map((card) => ({
      name: card.querySelector("h3")?.innerText.trim(),
      text: card.innerText.replace(/[ \t\n\r]+/g, " "),
      visible: card.checkVisibility({ visibilityProperty: true }),
    })),
    items: [...document.querySelectorAll<HTMLElement>("li")].map((item) =>
      item.innerText.replace(/[ \t\n\r]+/g, " ").trim(),
    ),
  }));
  expect(shownOnPage.plans).toHaveLength(data.pricing.plans.length);
  data.pricing.plans.forEach((plan, index) => {
    const card = shownOnPage.plans[index];
    expect(card?.name).toBe(shown(plan.name));
    expect(card?.text).toContain(plan.price === undefined ? "Individuell" : priceText(plan.price));
    expect(card?.visible).toBe(true);
  });
  data.claims.claims.forEach((claim, index) =>
    expect(shownOnPage.items).toContain(`${claimText(claim)}${index + 1}`),
  );
  expectCleanVisit(observations);
});

const MENU_BUTTON = "details[data-phone-menu] > summary";
const MENU = 'nav[aria-label="Menü"]';

test.describe("Firefox at 375 px: the phone menu", () => {
  const isOpen = (page: Page) =>
    page.$eval(MENU, (menu) => menu.checkVisibility({ visibilityProperty: true }));

  const open = async (page: Page) => {
    await page.click(MENU_BUTTON);
    await expect.poll(() => isOpen(page), "the menu opens").toBe(true);
  };

  /** The menu's link with this address, checked to read as `label`. */
  const menuLink = async (page: Page, href: string, label: string) => {
    const link = await page.$(`${MENU} a[href="${href}"]`);
    expect(link, `a link to ${href} in the menu`).not.toBeNull();
    expect(await link?.evaluate((element) => element.textContent?.trim())).toBe(label);
    return link;
  };

  test("opens, each of its links leads to its section and closes it, Escape closes it", async ({
    visit,
  }) => {
    const { page, observations } = visit;
    await page.setViewport({ width: 375, height: 740 });
    await page.goto(visit.url("/"));
    expect(await isOpen(page), "closed at first").toBe(false);

    const targets = [
      ...data.landing.navigation.map((link) => [shown(link.label), link.href] as const),
      [shown(data.landing.demoLabel), "#demo"] as const,
    ];
    for (const [label, href] of targets) {
      await open(page);
      await (await menuLink(page, href, label))?.click();
      await expect.poll(() => page.evaluate(() => window.location.hash)).toBe(href);
      await expect.poll(() => inViewport(page, `${href} h2`), `${href} in view`).toBe(true);
      await expect.poll(() => isOpen(page), `choosing ${label} closes the menu`).toBe(false);
    }

    await open(page);
    await page.keyboard.press("Escape");
    await expect.poll(() => isOpen(page), "Escape closes the menu").toBe(false);
    expect(await page.$eval(MENU_BUTTON, (button) => button === document.activeElement)).toBe(true);

    // The login leads to another host: its address is checked, not followed.
    const login = await page.$$eval(`${MENU} a`, (links) => links.map((link) => link.href));
    expect(login).toContain(data.site.loginUrl);
    expectCleanVisit(observations);
  });

  test("leads from a legal page to a section of the landing page", async ({ visit }) => {
    const { page, observations } = visit;
    const [first] = data.landing.navigation;
    const legal = legalPages[0];
    if (!first || !legal) throw new Error("data/ has no navigation or no legal page");
    await page.setViewport({ width: 375, height: 740 });
    await page.goto(visit.url(legal.slug));
    await open(page);
    const link = await menuLink(page, `/${first.href}`, shown(first.label));
    await Promise.all([page.waitForNavigation(), link?.click()]);
    expect(new URL(page.url()).pathname).toBe("/");
    expect(new URL(page.url()).hash).toBe(first.href);
    await expect.poll(() => inViewport(page, `${first.href} h2`)).toBe(true);
    expect(await isOpen(page), "the landing page opens with the menu closed").toBe(false);
    expectCleanVisit(observations);
  });
});
