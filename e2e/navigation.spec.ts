import { expect, test, waitForHydration } from "./support/observed-page";
import { pricing } from "./support/site";

const sections = [
  ["Features", "features"],
  ["Technologie", "technology"],
  ["Preise", "pricing"],
] as const;

test.describe("at desktop width", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  for (const [label, id] of sections) {
    test(`the header link ${label} scrolls to #${id}`, async ({ page }) => {
      await page.goto("/");
      await page.getByRole("banner").getByRole("link", { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expect(page.locator(`#${id} h2`)).toBeInViewport();
    });
  }

  test("Demo buchen in the header leads to #demo", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: "Demo buchen" }).click();
    await expect(page).toHaveURL(/#demo$/);
    await expect(page.locator("#demo h2")).toBeInViewport();
  });

  test("every plan's call to action leads to #demo", async ({ page }) => {
    await page.goto("/");
    for (const plan of pricing.plans) {
      await page.goto("/#pricing");
      await page.getByRole("link", { name: `${plan.cta}: ${plan.name}` }).click();
      await expect(page).toHaveURL(/#demo$/);
      await expect(page.locator("#demo h2")).toBeInViewport();
    }
  });

  test("Anmelden points at the platform's login", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("banner").getByRole("link", { name: "Anmelden" })).toHaveAttribute(
      "href",
      /^https:\/\/.+/,
    );
  });

  for (const [name, path] of [
    ["Datenschutzerklärung", "/datenschutz"],
    ["Allgemeine Geschäftsbedingungen", "/agb"],
    ["Impressum", "/impressum"],
  ] as const) {
    test(`the footer opens ${path} and the way back works`, async ({ page }) => {
      await page.goto("/");
      await page.getByRole("contentinfo").getByRole("link", { name }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
      await page.goBack();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Mode, die passt");
    });
  }

  test("from a legal page the header leads back to a landing page section", async ({ page }) => {
    await page.goto("/agb");
    await page.getByRole("banner").getByRole("link", { name: "Preise", exact: true }).click();
    await expect(page).toHaveURL(/\/#pricing$/);
    await expect(page.locator("#pricing h2")).toBeInViewport();
  });
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the phone menu with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ viewport: { width: 375, height: 740 }, javaScriptEnabled });

    test("opens, its links work, and it closes", async ({ page }) => {
      await page.goto("/");
      if (javaScriptEnabled) await waitForHydration(page);
      const toggle = page.getByText("Menü", { exact: true });
      const menu = page.getByRole("navigation", { name: "Menü" });
      await expect(menu).toBeHidden();
      await toggle.click();
      await expect(menu).toBeVisible();
      await menu.getByRole("link", { name: "Technologie" }).click();
      await expect(page).toHaveURL(/#technology$/);
      await expect(page.locator("#technology h2")).toBeInViewport();
      if (javaScriptEnabled) {
        // With JavaScript, choosing a link closes the menu.
        await expect(menu).toBeHidden();
        await toggle.click();
        await expect(menu).toBeVisible();
        await page.keyboard.press("Escape");
        await expect(menu).toBeHidden();
      } else {
        // Without JavaScript it stays open until its button is pressed again.
        await expect(menu).toBeVisible();
        await toggle.click();
        await expect(menu).toBeHidden();
      }
    });
  });
}
