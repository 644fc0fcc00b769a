/**
 * Editors' valid edits change the built page with no code change, and a mistake stops the
 * build before it touches the last good public/. Builds a copy of the project, so the main
 * public/ that the other tests read stays as it is.
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { JSDOM } from "jsdom";
import { textOf } from "./built-site";

const projectRoot = path.resolve(__dirname, "../..");
const skipped = new Set([
  "node_modules",
  "public",
  ".cache",
  ".git",
  "test-results",
  "screenshots",
  "playwright-report",
]);

let sandbox: string;

const gatsbyBuild = (): { status: number | null; output: string } => {
  const result = spawnSync(path.join(projectRoot, "node_modules/.bin/gatsby"), ["build"], {
    cwd: sandbox,
    env: { ...process.env, CI: "true", GATSBY_TELEMETRY_DISABLED: "1" },
    encoding: "utf8",
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
};

const editPricing = (change: (data: { plans: Record<string, unknown>[] }) => void): void => {
  const file = path.join(sandbox, "data/pricing.json");
  const data = JSON.parse(readFileSync(file, "utf8"));
  change(data);
  writeFileSync(file, JSON.stringify(data, null, 2));
};

const builtIndex = (): string => readFileSync(path.join(sandbox, "public/index.html"), "utf8");

beforeAll(() => {
  sandbox = mkdtempSync(path.join(os.tmpdir(), "passform-site-"));
  cpSync(projectRoot, sandbox, {
    recursive: true,
    filter: (source) => !skipped.has(path.relative(projectRoot, source).split(path.sep)[0] ?? ""),
  });
  symlinkSync(path.join(projectRoot, "node_modules"), path.join(sandbox, "node_modules"), "dir");
});

afterAll(() => rmSync(sandbox, { recursive: true, force: true }));

it("renders a fourth plan, a new order and a moved badge, then keeps that build when an edit is wrong", () => {
  editPricing((data) => {
    const [coBranded, whiteLabel, enterprise] = data.plans as [
      Record<string, unknown>,
      Record<string, unknown>,
      Record<string, unknown>,
    ];
    whiteLabel.popular = false;
    coBranded.popular = true;
    data.plans = [
      enterprise,
      whiteLabel,
      coBranded,
      {
        name: "Starter",
        description: "Zum Ausprobieren mit einem kleinen Sortiment.",
        price: 99,
        period: "Monat",
        features: ["Bis zu 500 Avatare pro Monat", "Größenempfehlungen"],
        popular: false,
        cta: "Demo buchen",
      },
    ];
  });
  const good = gatsbyBuild();
  expect(good.status).toBe(0);

  const page = new JSDOM(builtIndex()).window.document;
  const cards = [...page.querySelectorAll("#pricing li:has(> h3)")];
  expect(cards.map((card) => card.querySelector("h3")?.textContent)).toEqual([
    "Enterprise",
    "White-Label",
    "Co-Branded",
    "Starter",
  ]);
  expect(textOf(cards[3] as Element)).toContain("99\u00a0€");
  const badged = cards.filter((card) => textOf(card).includes("Am beliebtesten"));
  expect(badged.map((card) => card.querySelector("h3")?.textContent)).toEqual(["Co-Branded"]);

  const lastGood = builtIndex();
  editPricing((data) => {
    (data.plans[0] as Record<string, unknown>).price = "auf Anfrage";
  });
  const bad = gatsbyBuild();
  expect(bad.status).not.toBe(0);
  expect(bad.output).toContain(
    'data/pricing.json › Plan 1 („Enterprise“) › Feld „price“: erwartet eine ganze Zahl ohne Anführungszeichen und ohne €, z. B. 299; gefunden: "auf Anfrage"',
  );
  expect(builtIndex()).toBe(lastGood);
}, 300_000);
