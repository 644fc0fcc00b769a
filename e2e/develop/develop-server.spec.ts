/**
 * The editors' and developers' path: `npm start` (gatsby develop) on a fresh copy of the
 * project, without .cache and public/, then what an editor does while it runs. Bounded in
 * time; the server is always stopped, also when a step fails.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./support/develop-fixture";
import { sampleGaps } from "../../plugins/gatsby-source-passform";
import { loadContent } from "../../plugins/gatsby-source-passform/disk";
import type { DevelopServer } from "./support/develop-server";
import { priceText, shown } from "../support/site";

let develop: DevelopServer | undefined;
let sandbox = "";
let origin = "";
const output = (): string => develop?.output() ?? "";

const pricingFile = (): string => path.join(sandbox, "data/pricing.json");
type Plan = { name: string; price?: number };
const plansIn = (text: string): Plan[] => (JSON.parse(text) as { plans: Plan[] }).plans;

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(({ develop: server }) => {
  develop = server;
  sandbox = server.project.root;
  origin = server.origin;
});

test("GraphiQL answers an introspection query with the documented content types", async () => {
  const page = await fetch(`${origin}/___graphql`, { headers: { accept: "text/html" } });
  expect(page.status).toBe(200);
  const response = await fetch(`${origin}/___graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      query: "{ __schema { types { name description fields { name description } } } }",
    }),
  });
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as {
    data: {
      __schema: {
        types: Array<{
          name: string;
          description: string | null;
          fields: Array<{ name: string; description: string | null }> | null;
        }>;
      };
    };
  };
  const types = new Map(data.__schema.types.map((type) => [type.name, type]));
  for (const name of [
    "Company",
    "Landing",
    "Plan",
    "Feature",
    "Claim",
    "ContractTerms",
    "ContentCheck",
  ]) {
    const type = types.get(name);
    expect(type?.description, `${name} is documented`).toBeTruthy();
    const own = (type?.fields ?? []).filter(
      (field) => !["id", "parent", "children", "internal"].includes(field.name),
    );
    expect(own.length).toBeGreaterThan(0);
    expect(own.filter((field) => !field.description).map((field) => field.name)).toEqual([]);
  }
});

test("a mistake written into a data file is shown in the open page and in the terminal, the fix brings everything back without a reload", async ({
  page,
}) => {
  const original = readFileSync(pricingFile(), "utf8");
  const plans = plansIn(original);
  const index = plans.findIndex((plan) => plan.price !== undefined);
  const plan = plans[index] as Required<Plan>;
  const cards = page.locator("#pricing li:has(> h3)");

  await page.goto(`${origin}/`);
  await expect(cards).toHaveCount(plans.length, { timeout: 60_000 });
  for (const [position, each] of plans.entries()) {
    await expect(cards.nth(position).locator("h3")).toHaveText(shown(each.name));
    if (each.price !== undefined)
      await expect(cards.nth(position)).toContainText(priceText(each.price));
  }
  // Marks this document: if the page reloaded, the mark would be gone.
  await page.evaluate(() => Object.assign(window, { previewMark: true }));

  // The price as text (a correct price saved appears in the open page: cms.spec.ts).
  const edited = plan.price + 50;
  const mistake = original.replace(`"price": ${plan.price}`, `"price": "${edited} €"`);
  writeFileSync(pricingFile(), mistake);
  const line = mistake.split("\n").findIndex((text) => text.includes(`"${edited} €"`)) + 1;
  const message = `Tarif ${index + 1} („${plan.name}“) › Feld „price“: erwartet eine ganze Zahl ohne Anführungszeichen und ohne €, z. B. 299; gefunden: "${edited} €"`;
  const alert = page.getByRole("alert");
  await expect(alert).toContainText(`data/pricing.json:${line}`, { timeout: 60_000 });
  await expect(alert).toContainText(message);
  await expect(page.locator("#pricing")).toHaveCount(0);
  // Gatsby's reporter wraps long lines to the terminal's width.
  await expect
    .poll(() => output().replace(/\s+/g, " "), { timeout: 30_000 })
    .toContain(`✖ data/pricing.json:${line} › ${message}`);

  writeFileSync(pricingFile(), original);
  await expect(alert).toHaveCount(0, { timeout: 60_000 });
  // The alert goes with the problem; the plans come back with the next query result, which on
  // a busy host can take longer than the default wait.
  await expect(cards).toHaveCount(plans.length, { timeout: 30_000 });
  for (const [position, each] of plans.entries()) {
    if (each.price !== undefined)
      await expect(cards.nth(position)).toContainText(priceText(each.price));
  }
  expect(await page.evaluate(() => (window as { previewMark?: boolean }).previewMark)).toBe(true);
});

test("the preview highlights every sample value and gap on the page, and stops once it is filled", async ({
  page,
}) => {
  const { legal, sampleValues } = loadContent(path.join(sandbox, "data"));
  // A legal text still waiting for its lawyer's review: the gap is shown under its title.
  const unreviewed = legal.find((text) => sampleGaps(text.frontmatter?.review ?? "").length > 0);
  test.skip(!unreviewed, "every legal text in data/ has been reviewed: nothing left to mark");
  if (!unreviewed?.frontmatter) return;
  const { file, frontmatter } = unreviewed;
  const [gap] = sampleGaps(frontmatter.review);
  const highlighted = () =>
    page.evaluate(() => {
      const registry = (CSS as unknown as { highlights: Map<string, Set<Range>> }).highlights;
      return [...(registry.get("sample") ?? [])].map((range) => range.toString());
    });
  await page.goto(`${origin}${frontmatter.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 60_000 });
  await expect.poll(highlighted, { timeout: 30_000 }).toEqual(expect.arrayContaining([gap]));
  // Every sample value the page shows is highlighted too.
  const text = (await page.locator("body").innerText()).replace(/\s+/g, " ");
  const ranges = (await highlighted()).map((range) => range.replace(/\s+/g, " "));
  const shownValues = sampleValues.filter((value) => text.includes(value));
  expect(shownValues.filter((value) => !ranges.includes(value))).toEqual([]);

  const source = path.join(sandbox, file);
  const original = readFileSync(source, "utf8");
  writeFileSync(
    source,
    original.replace(/^review: .*$/m, 'review: "Kanzlei Beispiel, 2026-11-20"'),
  );
  await expect.poll(highlighted, { timeout: 60_000 }).not.toContain(gap);
  writeFileSync(source, original);
});
