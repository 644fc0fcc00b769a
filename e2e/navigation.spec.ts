import { expect, test } from "./support/observed-page";
import { data, legalPage, legalPages, shown } from "./support/site";

const { landing, pricing } = data;
const sections = landing.navigation.map((link) => [shown(link.label), link.href.slice(1)] as const);
const heroTitle = shown(landing.hero.title);
const demoLabel = shown(landing.demoLabel);
const loginLabel = shown(landing.loginLabel);

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

  test(`${demoLabel} in the header leads to #demo`, async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: demoLabel }).click();
    await expect(page).toHaveURL(/#demo$/);
    await expect(page.locator("#demo h2")).toBeInViewport();
  });

  test("every plan's call to action leads to #demo", async ({ page }) => {
    for (const plan of pricing.plans) {
      // A fresh load each time: going to "/#pricing" from "/#demo" only scrolls (smoothly), and
      // a click during that scroll raced with it.
      await page.goto("/");
      await page.getByRole("link", { name: `${shown(plan.cta)}: ${shown(plan.name)}` }).click();
      await expect(page).toHaveURL(/#demo$/);
      await expect(page.locator("#demo h2")).toBeInViewport();
    }
  });

  test(`${loginLabel} points at the platform's login`, async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("banner").getByRole("link", { name: loginLabel })).toHaveAttribute(
      "href",
      data.site.loginUrl,
    );
  });

  for (const path of landing.footer.legalPages) {
    const name = legalPage(path).title;
    test(`the footer opens ${path} and the way back works`, async ({ page }) => {
      await page.goto("/");
      await page.getByRole("contentinfo").getByRole("link", { name }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
      await page.goBack();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heroTitle);
    });
  }

  test("from a legal page the header leads back to a landing page section", async ({ page }) => {
    const [label, id] = sections.at(-1) ?? ["", ""];
    await page.goto(legalPages[0]?.slug ?? "/");
    await page.getByRole("banner").getByRole("link", { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/#${id}$`));
    await expect(page.locator(`#${id} h2`)).toBeInViewport();
  });
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the phone menu with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ viewport: { width: 375, height: 740 }, javaScriptEnabled });

    test("opens, its links work, and it closes", async ({ page }) => {
      await page.goto("/");
      const toggle = page.getByText("Menü", { exact: true });
      const menu = page.getByRole("navigation", { name: "Menü" });
      await expect(menu).toBeHidden();
      await toggle.click();
      await expect(menu).toBeVisible();
      const [label, id] = sections[1] ?? sections[0] ?? ["", ""];
      await menu.getByRole("link", { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expect(page.locator(`#${id} h2`)).toBeInViewport();
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
