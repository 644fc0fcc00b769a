/**
 * The editors' forms at every width, as an editor uses them with `npm start`: every control of the
 * top bar in view, the save menu above the form and saved by a tap on a phone, the words of a save
 * that publishes nothing, Ctrl+S, the page that stays under the check's problems and keeps its
 * place, the pane that follows the field being edited, and its desktop view. Read from data/ and
 * the form's configuration, so they follow the editors' content.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import {
  collections,
  dataForm,
  fieldOf,
  localSave,
  openForm,
  overlap,
  pane,
} from "./support/cms-forms";
import { DESKTOP_WIDTH } from "../../plugins/gatsby-plugin-decap-admin";
import { expect, test } from "./support/develop-fixture";
import { priceText } from "../support/site";

const pricingForm = dataForm("data/pricing.json");
const planFields = fieldOf(pricingForm.fields, "plans");
const priceLabel = fieldOf(planFields.fields, "price").label;
const popularLabel = fieldOf(planFields.fields, "popular").label;
const collection = collections[0]?.label ?? "";

type Plan = { name: string; price?: number; popular: boolean; features: string[] };
const plansIn = (root: string): Plan[] =>
  (JSON.parse(readFileSync(path.join(root, "data/pricing.json"), "utf8")) as { plans: Plan[] })
    .plans;

const PHONE = { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true };
const DESKTOP = { viewport: { width: 1440, height: 900 } };

/** Whether the element's middle is where a tap lands: in the window and not covered. */
const tappable = (page: Page, selector: string, index = 0) =>
  page.evaluate(
    ({ selector, index }) => {
      const element = document.querySelectorAll(selector)[index];
      if (!element) return "missing";
      const box = element.getBoundingClientRect();
      const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
      if (box.left < 0 || box.right > innerWidth + 0.5 || box.top < 0 || y > innerHeight) {
        return `outside the window at ${Math.round(box.left)}–${Math.round(box.right)}`;
      }
      const top = document.elementFromPoint(x, y);
      return top && (element === top || element.contains(top)) ? "tappable" : "covered";
    },
    { selector, index },
  );

const TOOLBAR_CONTROLS =
  '[class*="-ToolbarContainer"] :is(a[href], button, [role="button"]):not([aria-hidden="true"])';

/** The pane's scroll position and whether the heading of `name` is in its view. */
const paneView = (page: Page, name: string) =>
  page.evaluate((name) => {
    const frame = document.getElementById("preview-pane") as HTMLIFrameElement;
    const doc = frame.contentDocument as Document;
    const heading = [...doc.querySelectorAll("main h3")].find(
      (each) => each.textContent?.trim() === name,
    );
    const box = heading?.getBoundingClientRect();
    const height = frame.contentWindow?.innerHeight ?? 0;
    return { inView: Boolean(box && box.top >= 0 && box.bottom <= height) };
  }, name);

for (const [size, device] of [
  ["375", PHONE],
  ["1440", DESKTOP],
] as const) {
  test.describe(`at ${size} px`, () => {
    test.use(device);

    // The pane's view and the problem in the window, on a phone below the form: at both widths.
    test("the pane follows the plan being edited, and the page stays, in place, under a problem", async ({
      page,
      develop,
    }) => {
      const plans = plansIn(develop.project.root);
      const other = plans.findIndex((plan) => !plan.popular);
      test.skip(other < 0 || !plans.some((plan) => plan.popular), "no second plan to mark");
      await openForm(page, develop.origin, pricingForm.file);
      for (const [index, plan] of plans.entries()) {
        await page.getByLabel(priceLabel).nth(index).focus();
        await expect.poll(() => paneView(page, plan.name)).toEqual({ inView: true });
      }
      const marked = plans[other] as Plan;
      await page.getByLabel(priceLabel).nth(other).focus();
      await expect.poll(() => paneView(page, marked.name)).toEqual({ inView: true });
      const toggle = page.getByLabel(popularLabel).nth(other);
      await toggle.press("Space");
      const problems = pane(page).getByRole("alert");
      await expect(problems).toBeVisible();
      // The page is still there, with both badges, and the plan edited still in view.
      for (const plan of plans) {
        await expect(pane(page).locator("main h3", { hasText: plan.name })).toHaveCount(1);
      }
      await expect.poll(() => paneView(page, marked.name)).toEqual({ inView: true });
      await expect(problems).toBeInViewport();
      await toggle.press("Space");
      await expect(problems).toHaveCount(0);
      await expect.poll(() => paneView(page, marked.name)).toEqual({ inView: true });
    });

    // The pane's verdict and the file, not the width: once, on the phone.
    if (size === "375")
      test("a feature just added is no problem while empty; saved empty, nothing is written", async ({
        page,
        develop,
      }) => {
        const file = path.join(develop.project.root, "data/pricing.json");
        const before = readFileSync(file, "utf8");
        const features = fieldOf(planFields.fields, "features");
        await openForm(page, develop.origin, pricingForm.file);
        await page
          .getByRole("button", { name: `${features.label_singular} hinzufügen`, exact: true })
          .first()
          .click();
        await expect(pane(page).getByRole("region", { name: "Noch leer" })).toBeVisible();
        await expect(pane(page).getByRole("alert")).toHaveCount(0);
        await page.getByRole("button", { name: localSave.button, exact: true }).click();
        await page.getByRole("menuitem", { name: localSave.menuEntry }).click();
        await expect(page.getByText(localSave.notice)).toHaveCount(0);
        expect(readFileSync(file, "utf8")).toBe(before);
      });
  });
}

test.describe("at every width from 320 to 1440 px", () => {
  test.use(PHONE);

  test("every control of the top bar is in view and uncovered, and the save menu opens above the form", async ({
    page,
    develop,
  }) => {
    await openForm(page, develop.origin, pricingForm.file);
    await page.getByLabel(priceLabel).first().fill("1");
    for (const width of [320, 375, 600, 800, 1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      const count = await page.locator(TOOLBAR_CONTROLS).count();
      expect(count, `${width} px`).toBeGreaterThan(2);
      for (let index = 0; index < count; index += 1) {
        expect(await tappable(page, TOOLBAR_CONTROLS, index), `${width} px, control ${index}`).toBe(
          "tappable",
        );
      }
      await page.getByRole("button", { name: localSave.button, exact: true }).click();
      expect(await tappable(page, '[role="menuitem"]'), `${width} px, menu`).toBe("tappable");
      await page.keyboard.press("Escape");
      await expect(page.getByRole("menuitem")).toHaveCount(0);
    }
  });
});

test.describe("on a phone", () => {
  test.use(PHONE);

  test("a price is saved by two taps, with the words of a save that publishes nothing", async ({
    page,
    develop,
  }) => {
    const plans = plansIn(develop.project.root);
    const price = (plans[0]?.price ?? 100) + 7;
    await openForm(page, develop.origin, pricingForm.file);
    await page.getByLabel(priceLabel).first().fill(String(price));
    const tap = async (locator: ReturnType<Page["getByRole"]>) => {
      const box = await locator.boundingBox();
      if (!box) throw new Error("not on screen");
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    };
    await tap(page.getByRole("button", { name: localSave.button, exact: true }));
    await tap(page.getByRole("menuitem", { name: localSave.menuEntry }));
    await expect(page.getByText(localSave.notice)).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText(localSave.status, { exact: true })).toBeVisible();
    await expect(page.locator('[class*="-ToolbarContainer"]')).not.toContainText("öffentlich");
    expect(plansIn(develop.project.root)[0]?.price).toBe(price);
    await page.screenshot({ path: test.info().outputPath("saved-on-a-phone.png") });
  });
});

test.describe("on a desktop", () => {
  test.use(DESKTOP);

  test("Ctrl+S saves from the field, and the pane shows the desktop layout on request, clear of Decap's buttons", async ({
    page,
    develop,
  }) => {
    const plans = plansIn(develop.project.root);
    const price = (plans[1]?.price ?? plans[0]?.price ?? 100) + 3;
    const index = plans[1] ? 1 : 0;
    await openForm(page, develop.origin, pricingForm.file);
    const field = page.getByLabel(priceLabel).nth(index);
    await field.fill(String(price));
    await expect(pane(page).locator("#pricing")).toContainText(priceText(price));
    await field.press("Control+s");
    const notice = page.getByText(localSave.notice);
    await expect(notice).toBeVisible({ timeout: 60_000 });
    expect(plansIn(develop.project.root)[index]?.price).toBe(price);
    const frame = page.locator("#preview-pane");
    // The message stands over the form, once it has come in: clear of the pane and of the top
    // bar's link to the page.
    const link = page.getByText("Lokale Vorschau ansehen");
    await expect.poll(() => overlap(notice, frame), "the save's message over the pane").toBe(false);
    await expect.poll(() => overlap(notice, link), "… or over the top bar's link").toBe(false);
    const buttons = page.locator('[class*="-ViewControls"] button:visible');
    const paneBox = await frame.boundingBox();
    for (const button of await buttons.all()) {
      const box = await button.boundingBox();
      expect(box && paneBox && box.x >= paneBox.x + paneBox.width).toBe(true);
    }
    const innerWidth = () =>
      frame.evaluate((element) => (element as HTMLIFrameElement).contentWindow?.innerWidth ?? 0);
    expect(await innerWidth()).toBeLessThan(800);
    const desktop = page.getByRole("button", { name: "Desktop-Ansicht" });
    await desktop.click();
    await expect(desktop).toHaveAttribute("aria-pressed", "true");
    await expect.poll(innerWidth).toBe(DESKTOP_WIDTH);
    const tops = await pane(page)
      .locator("#pricing li:has(> h3)")
      .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
    expect(new Set(tops).size, "the plan cards side by side").toBe(1);
    // The pane kept the place it showed: the plan being edited.
    const edited = plans[index]?.name ?? "";
    await expect.poll(() => paneView(page, edited)).toEqual({ inView: true });
    await page.screenshot({ path: test.info().outputPath("desktop-view.png") });
    await desktop.click();
    await expect.poll(innerWidth).toBeLessThan(800);

    // The collection's list has its own two views and no desktop switch, which did nothing there.
    await page.getByRole("link", { name: `Zurück zu „${collection}“` }).click();
    await expect(page.getByRole("button", { name: "Listenansicht" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Desktop-Ansicht" })).toHaveCount(0);
  });
});
