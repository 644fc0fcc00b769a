/**
 * Byte budgets on the built site (see tools/bench/). Sizes are deterministic, so
 * they are tests; speed is measured by `npm run bench`, which prints figures instead.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  budgetMessage,
  byteBudgets,
  evaluateBudget,
  javascriptBudget,
  type Baseline,
} from "../../tools/bench/budgets";
import { ADMIN_FOLDER, builtRoutes } from "../../tools/pipeline/built-files";
import { firstVisit, inlineScripts } from "../../tools/bench/first-visit";
import { siteRoot } from "../support/site-content";
import { hasBuild, publicDir } from "./built-site";

const baseline = JSON.parse(
  readFileSync(path.resolve(__dirname, "../../tools/bench/baseline.json"), "utf8"),
) as Baseline;

beforeAll(() => {
  if (!hasBuild()) throw new Error("public/ has no build: run `npm run build` first");
});

describe.each(byteBudgets)("the budget for $name", (budget) => {
  it(`holds: at most ${budget.maxBrotli} bytes brotli`, () => {
    const result = evaluateBudget(budget, firstVisit(publicDir, budget.route));
    expect(result.files.length).toBeGreaterThan(0);
    if (result.over > 0) throw new Error(budgetMessage(result, baseline));
  });
});

describe.each(builtRoutes(publicDir))("the JavaScript of %s", (route) => {
  it(`is at most ${javascriptBudget.maxBrotli} bytes brotli, script files and inline scripts together`, () => {
    const resources = [...firstVisit(publicDir, route), ...inlineScripts(publicDir, route)];
    const result = evaluateBudget({ ...javascriptBudget, route }, resources);
    if (result.over > 0) throw new Error(budgetMessage(result, baseline));
  });
});

it("public/ holds no script file, source map, page data or other file of Gatsby's runtime, but for the editors' page", () => {
  const files = (readdirSync(publicDir, { recursive: true }) as string[]).filter(
    (file) => file.split(/[\\/]/)[0] !== ADMIN_FOLDER,
  );
  expect(files.length).toBeGreaterThan(5);
  expect(
    files.filter((file) => /\.(js|map|mjs)$|page-data|chunk-map|webpack|partytown/.test(file)),
  ).toEqual([]);
});

it("leaves no Gatsby cache of that runtime behind, so npm start after a build runs its queries", () => {
  expect(existsSync(path.join(siteRoot, ".cache"))).toBe(false);
});
