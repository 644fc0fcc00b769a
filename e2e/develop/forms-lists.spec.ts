/**
 * Lists in the editors' forms, at 1440 px and on a phone: collapsed entries show their texts,
 * every entry's buttons are named after it, each list's bar counts and adds as the model writes
 * it, in German without Decap's known mistakes, removing an entry asks first, a new entry comes
 * into view with the focus, the arrow keys move an entry by its handle, and the collection's
 * entries show a focus ring that is painted, not cut off. Nothing here is saved; the fixture gives every
 * test data/ as it was.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { emptyItemSummary, filledWith } from "../../plugins/gatsby-plugin-decap-admin";
import { loadContent } from "../../plugins/gatsby-source-passform/disk";
import { colors } from "../../src/theme/theme";
import { collections, dataForm, fieldOf, listTexts, openForm } from "./support/cms-forms";
import { expect, test } from "./support/develop-fixture";

const pricingForm = dataForm("data/pricing.json");
const plansField = fieldOf(pricingForm.fields, "plans");
const featuresField = fieldOf(plansField.fields, "features");
const planLabel = plansField.label_singular ?? plansField.label;
const featureLabel = featuresField.label_singular ?? featuresField.label;

type Plan = { name: string; features: string[] };
/** The plans of data/pricing.json as the form names them: placeholders filled, as visitors read. */
const plansIn = (root: string): Plan[] => {
  const shown = filledWith(() => loadContent(path.join(root, "data")));
  const { plans } = JSON.parse(readFileSync(path.join(root, "data/pricing.json"), "utf8")) as {
    plans: Plan[];
  };
  return plans.map((plan) => ({ name: shown(plan.name), features: plan.features.map(shown) }));
};

/** What Decap shows for each entry when collapsed, in the order of the page (shown or not). */
const summaries = (admin: Page): Promise<string[]> =>
  admin.locator('[class*="-NestedObjectLabel"]').allTextContents();

/** Each plan's name and then its features: the entries of the form, in order. */
const entriesOf = (plans: Plan[]): string[] =>
  plans.flatMap((plan) => [plan.name, ...plan.features]);

const button = (admin: Page, name: string): Locator =>
  admin.getByRole("button", { name, exact: true });

type Box = { x: number; y: number; width: number; height: number };

/**
 * How much of each side of `box` (its middle half, at the depth within 4 px of the edge where
 * most is) the screen paints in the focus colour.
 */
const ringAt = async (admin: Page, box: Box) => {
  const shot = await admin.screenshot({ clip: box, scale: "css" });
  const { data, info } = await sharp(shot)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const [w, h] = [info.width, info.height];
  const target = [1, 3, 5].map((start) => parseInt(colors.focus.slice(start, start + 2), 16));
  const isFocus = ([x, y]: [number, number]): boolean =>
    target.every((value, index) => Math.abs((data[(y * w + x) * 3 + index] ?? 0) - value) < 48);
  const along = (length: number): number[] =>
    Array.from({ length: Math.floor(length / 2) }, (_, index) => Math.floor(length / 4) + index);
  const best = (side: (depth: number) => Array<[number, number]>): number =>
    Math.max(
      ...[0, 1, 2, 3].map((depth) => {
        const points = side(depth);
        return points.filter(isFocus).length / points.length;
      }),
    );
  return {
    top: best((d) => along(w).map((x) => [x, d])),
    right: best((d) => along(h).map((y) => [w - 1 - d, y])),
    bottom: best((d) => along(w).map((x) => [x, h - 1 - d])),
    left: best((d) => along(h).map((y) => [d, y])),
  };
};

const sizes = [
  { size: "1440 px", use: { viewport: { width: 1440, height: 900 } } },
  {
    size: "375 px",
    use: { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true },
  },
];

test.describe.configure({ timeout: 120_000 });

for (const { size, use } of sizes) {
  test.describe(size, () => {
    test.use(use);

    test.beforeEach(async ({ page, develop }) => {
      await openForm(page, develop.origin, pricingForm.file);
      await expect(
        page.getByRole("button", { name: `${featureLabel} hinzufügen` }).first(),
      ).toBeVisible();
    });

    // Texts and buttons, the same at every width: once, on the phone.
    if (size === "375 px")
      test("collapsed entries show their texts: each plan its name, each feature its text", async ({
        page,
        develop,
      }) => {
        const plans = plansIn(develop.project.root);
        await expect.poll(() => summaries(page)).toEqual(entriesOf(plans));
        const [first] = plans;
        for (const feature of first?.features ?? []) {
          await button(page, `${featureLabel} „${feature}“ zuklappen`).click();
        }
        const shown = page.locator('[class*="-NestedObjectLabel"]:visible');
        await expect(shown).toHaveText(first?.features ?? []);
        await button(page, `${planLabel} „${first?.name}“ zuklappen`).click();
        await expect(shown).toHaveText([first?.name ?? ""]);
      });

    // Names and keys, the same at every width: once, on the desktop.
    if (size === "1440 px") {
      test("every entry's three buttons are named after it, each list's bar as the model writes it, none of Decap's known mistakes", async ({
        page,
        develop,
      }) => {
        const plans = plansIn(develop.project.root);
        const named = [
          ...plans.map((plan) => `${planLabel} „${plan.name}“`),
          ...plans.flatMap((plan) => plan.features.map((text) => `${featureLabel} „${text}“`)),
        ];
        for (const name of new Set(named)) {
          const count = named.filter((each) => each === name).length;
          for (const action of ["zuklappen", "verschieben", "entfernen"]) {
            await expect(button(page, `${name} ${action}`)).toHaveCount(count);
          }
        }
        const bars = page.locator('[class*="-TopBarContainer"]');
        const featureCount = plans[0]?.features.length ?? 0;
        const lists = [
          { field: plansField, bar: bars.first(), count: plans.length },
          { field: featuresField, bar: bars.nth(1), count: featureCount },
        ];
        for (const { field, bar, count } of lists) {
          const { heading, add, wrong } = listTexts(field, count);
          await expect(bar).toContainText(heading);
          await expect(bar.getByRole("button", { name: add, exact: true })).toBeVisible();
          for (const text of wrong) await expect(bar).not.toContainText(text);
        }
        // React re-renders the bar with a new count: it keeps the model's spelling.
        await button(page, listTexts(featuresField, 0).add).first().click();
        await expect(bars.nth(1)).toContainText(listTexts(featuresField, featureCount + 1).heading);
        const back = `Zurück zu „${collections[0]?.label}“`;
        await expect(page.locator('[class*="-ToolbarContainer"]')).toContainText(back);
        for (const wrong of ["Zurück zu allen", "Oops", "..."])
          await expect(page.locator("body")).not.toContainText(wrong, { useInnerText: true });
      });
    }

    // A question and where the focus goes, the same at every width: once, on the phone.
    if (size === "375 px")
      test("removing a plan asks first: „Abbrechen“ and Escape keep it, „Entfernen“ removes it", async ({
        page,
        develop,
      }) => {
        const file = path.join(develop.project.root, "data/pricing.json");
        const before = readFileSync(file, "utf8");
        const plans = plansIn(develop.project.root);
        const last = plans.at(-1);
        const remove = button(page, `${planLabel} „${last?.name}“ entfernen`);
        const planRemovers = page.getByRole("button", {
          name: new RegExp(`^${planLabel} „.*“ entfernen$`),
        });
        const dialog = page.getByRole("dialog", {
          name: `${planLabel} „${last?.name}“ entfernen?`,
        });

        await remove.click();
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole("button", { name: "Abbrechen" })).toBeFocused();
        await dialog.getByRole("button", { name: "Abbrechen" }).click();
        await expect(dialog).toBeHidden();
        await expect(remove).toBeFocused();
        await expect(planRemovers).toHaveCount(plans.length);

        await remove.click();
        await expect(dialog).toBeVisible();
        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
        await expect(remove).toBeFocused();
        await expect.poll(() => summaries(page)).toEqual(entriesOf(plans));

        await remove.click();
        await dialog.getByRole("button", { name: "Entfernen" }).click();
        await expect(dialog).toBeHidden();
        await expect(planRemovers).toHaveCount(plans.length - 1);
        await expect.poll(() => summaries(page)).toEqual(entriesOf(plans.slice(0, -1)));
        // The focus stays in the list: on the entry now last.
        await expect(page.locator(":focus")).toHaveAccessibleName(
          `${planLabel} „${plans.at(-2)?.name}“ zuklappen`,
        );
        expect(readFileSync(file, "utf8")).toBe(before);
      });

    // Names and keys, the same at every width: once, on the desktop.
    if (size === "1440 px") {
      test("removing a feature asks the same question, named after the feature", async ({
        page,
        develop,
      }) => {
        const [first] = plansIn(develop.project.root);
        const feature = first?.features[0] ?? "";
        await button(page, `${featureLabel} „${feature}“ entfernen`).click();
        const dialog = page.getByRole("dialog", {
          name: `${featureLabel} „${feature}“ entfernen?`,
        });
        await expect(dialog.getByRole("button", { name: "Abbrechen" })).toBeFocused();
        await dialog.getByRole("button", { name: "Entfernen" }).click();
        await expect(button(page, `${featureLabel} „${feature}“ entfernen`)).toHaveCount(
          plansIn(develop.project.root)
            .flatMap((plan) => plan.features)
            .filter((each) => each === feature).length - 1,
        );
        // The next feature now has its place, and the focus.
        const next = first?.features[1] ?? "";
        await expect(page.locator(":focus")).toHaveAccessibleName(
          `${featureLabel} „${next}“ zuklappen`,
        );
      });
    }

    // In view within the form's own scrolling, on a phone above the pane: at both widths.
    test("a new feature comes into view with the focus, and shows its number while empty", async ({
      page,
      develop,
    }) => {
      const [first] = plansIn(develop.project.root);
      const count = first?.features.length ?? 0;
      await page
        .getByRole("button", { name: `${featureLabel} hinzufügen` })
        .first()
        .click();
      const field = page.locator(":focus");
      await expect(field).toHaveAttribute("id", /^item-field-/);
      await expect(field).toHaveValue("");
      await expect(field).toBeInViewport();
      const added = `${featureLabel} ${count + 1}`;
      await button(page, `${added} zuklappen`).click();
      await expect(
        page.getByText(emptyItemSummary(featureLabel, count + 1), { exact: true }),
      ).toBeVisible();
      await button(page, `${added} aufklappen`).click();
      await page.locator(`input[id^="item-field-"]`).nth(count).fill("Neue Leistung");
      await expect(button(page, `${featureLabel} „Neue Leistung“ zuklappen`)).toHaveCount(1);
    });

    // Names and keys, the same at every width: once, on the desktop.
    if (size === "1440 px") {
      test("the arrow keys move a feature by its handle, which keeps the focus", async ({
        page,
        develop,
      }) => {
        const plans = plansIn(develop.project.root);
        const [first, ...rest] = plans;
        const [one = "", two = "", ...others] = first?.features ?? [];
        const handle = button(page, `${featureLabel} „${two}“ verschieben`).first();
        await handle.focus();
        await page.keyboard.press("ArrowUp");
        const moved = { name: first?.name ?? "", features: [two, one, ...others] };
        await expect.poll(() => summaries(page)).toEqual(entriesOf([moved, ...rest]));
        await expect(handle).toBeFocused();
        await page.keyboard.press("Alt+ArrowDown");
        await expect.poll(() => summaries(page)).toEqual(entriesOf(plans));
        await expect(handle).toBeFocused();
      });
    }
  });

  test.describe(`${size}, the collection's list`, () => {
    test.use(use);

    // A ring painted within the card as it is laid out at the width: at both widths.
    test("an entry's card shows the focus ring on Tab, painted inside the card, not cut off", async ({
      page,
      develop,
    }) => {
      await page.goto(`${develop.origin}/admin/#/collections/${collections[0]?.name ?? ""}`);
      const card = page.getByRole("link", { name: pricingForm.label });
      await expect(card).toBeVisible({ timeout: 30_000 });
      for (let tab = 0; tab < 60; tab += 1) {
        if (await card.evaluate((link) => link === document.activeElement)) break;
        await page.keyboard.press("Tab");
      }
      await expect(card).toBeFocused();
      // The card cuts off what overflows it, so the ring must lie inside it.
      const clip = await card.evaluate((link) => {
        const box = link.parentElement?.getBoundingClientRect();
        const overflow = link.parentElement ? getComputedStyle(link.parentElement).overflow : "";
        return {
          overflow,
          x: box?.x ?? 0,
          y: box?.y ?? 0,
          width: box?.width ?? 0,
          height: box?.height ?? 0,
        };
      });
      expect(clip.overflow).toBe("hidden");
      const { overflow: _, ...box } = clip;
      const focused = await ringAt(page, box);
      for (const share of Object.values(focused)) expect(share).toBeGreaterThan(0.9);
      await card.evaluate((link) => link.blur());
      const blurred = await ringAt(page, box);
      for (const share of Object.values(blurred)) expect(share).toBeLessThan(0.05);
    });
  });
}
