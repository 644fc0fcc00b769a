/**
 * Byte and font budgets on the built site (see src/performance/). Sizes are deterministic, so
 * they are tests; speed is measured by `npm run bench`, which prints figures instead.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  budgetMessage,
  byteBudgets,
  evaluateBudget,
  type Baseline,
} from "../../src/performance/budgets";
import { builtRoutes } from "../../src/hosting/built-files";
import { firstVisit } from "../../src/performance/first-visit";
import { fontProblems } from "../../src/performance/fonts";
import { runtimeTrims } from "../../src/node/on-create-webpack-config";
import { builtPage, hasBuild, publicDir } from "./built-site";

const baseline = JSON.parse(
  readFileSync(path.resolve(__dirname, "../../src/performance/baseline.json"), "utf8"),
) as Baseline;

beforeAll(() => {
  if (!hasBuild()) throw new Error("public/ has no build: run `npm run build` first");
});

describe.each(byteBudgets)("the budget for $name", (budget) => {
  it(`holds: at most ${budget.maxGzip} bytes gzip`, () => {
    const result = evaluateBudget(budget, firstVisit(publicDir, budget.route));
    expect(result.files.length).toBeGreaterThan(0);
    if (result.over > 0) throw new Error(budgetMessage(result, baseline));
  });
});

describe("fonts", () => {
  it.each(builtRoutes(publicDir))(
    "%s preloads at most two German-subset fonts that cannot shift the layout",
    (route) => {
      expect(fontProblems(builtPage(route), publicDir)).toEqual([]);
    },
  );
});

describe("the production JavaScript", () => {
  const sourcesOfBuild = (): string[] =>
    readdirSync(publicDir)
      .filter((file) => file.endsWith(".js.map"))
      .flatMap(
        (file) =>
          (JSON.parse(readFileSync(path.join(publicDir, file), "utf8")) as { sources: string[] })
            .sources,
      );

  it("leaves out the Gatsby browser modules no page runs", () => {
    const sources = sourcesOfBuild();
    expect(sources.length).toBeGreaterThan(100);
    for (const trim of runtimeTrims) {
      expect(sources.filter((source) => trim.request.test(source))).toEqual([]);
    }
    expect(sources.filter((source) => /gatsby-script|partytown/.test(source))).toEqual([]);
    expect(sources.filter((source) => /hoist-non-react-statics|react-is/.test(source))).toEqual([]);
  });

  it("ships neither emotion's Global component nor the JSON-LD builder", () => {
    const sources = sourcesOfBuild();
    expect(sources.filter((source) => /global-styles|structured-data/.test(source))).toEqual([]);
  });
});
