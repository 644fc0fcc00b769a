/**
 * @jest-environment node
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { LANES, laneOf } from "../lane";
import { verdictOf } from "../required-check";

/**
 * The two lanes of CI and the one required check that judges them: a pull request that changes
 * only data/ takes the content lane, everything else the whole suite in parts, and the check
 * "Tests" reports on every run, passing only when every part of the lane taken passed.
 */

const { scripts } = JSON.parse(
  readFileSync(path.resolve(__dirname, "../../../package.json"), "utf8"),
) as { scripts: Record<string, string> };

const BUILD = "tsx tools/pipeline/run.ts";

/** One Jest or Playwright run over several projects, as one run per project. */
const perProject = (command: string): string[] => {
  const playwright = [...command.matchAll(/--project=(?:"([^"]+)"|(\S+))/g)].map(
    ([, quoted, bare]) => quoted ?? bare ?? "",
  );
  if (command.startsWith("playwright test") && playwright.length > 0) {
    return playwright.map((project) => `playwright test ${project}`);
  }
  const jest = /^jest --selectProjects ((?:[\w-]+ ?)+)$/.exec(command)?.[1];
  return jest
    ? jest
        .trim()
        .split(" ")
        .map((project) => `jest ${project}`)
    : [command];
};

/** The commands an npm script runs, with the npm scripts it calls run out, in order. */
const commandsOf = (script: string): string[] =>
  (scripts[script] ?? `missing script ${script}`).split(" && ").flatMap((command) => {
    const called = /^npm run (\S+)( -- .*)?$/.exec(command);
    if (!called) return perProject(command);
    const [first, ...rest] = commandsOf(called[1] as string);
    return [`${first ?? ""}${called[2] ?? ""}`, ...rest];
  });

/** The freeze of legal versions against the first parent: the base a pull request merges into. */
const FREEZE = "tsx tools/changes/check-versions.ts -- --base HEAD^1";

describe("the lane a run takes", () => {
  it.each([
    [["data/pricing.json"], "content"],
    [["data/pricing.json", "data/legal/agb.md", "data/terms.json"], "content"],
    [["data/pricing.json", "src/sections/pricing.tsx"], "full"],
    [["data/pricing.json", "e2e/routes.spec.ts"], "full"],
    [["data/schema/pricing.schema.json"], "full"],
    [["README.md"], "full"],
    [[], "full"],
  ])("a pull request changing %j takes the %s lane", (files, lane) => {
    expect(laneOf("pull_request", () => files).lane).toBe(lane);
  });

  it("takes the whole suite for every push to main, whatever changed", () => {
    const files = jest.fn(() => ["data/pricing.json"]);
    expect(laneOf("push", files)).toEqual({ lane: "full", reason: "event push" });
    expect(files).not.toHaveBeenCalled();
  });

  it("runs in the full lane's parts exactly what npm test runs, each once", () => {
    // Each part that needs the build makes its own; npm test makes it once.
    const parts = LANES.full.flatMap(commandsOf).filter((command) => command !== BUILD);
    const whole = commandsOf("test").filter(
      (command) => command !== BUILD && command !== "node --version",
    );
    expect([...parts].sort()).toEqual([...whole].sort());
    expect(new Set(parts).size).toBe(parts.length);
  });

  it("builds in every part that runs browser tests, since each serves public/ (e2e/global-setup.ts)", () => {
    // The parts run on machines of their own: a part without the build has no public/.
    for (const part of [...LANES.full, ...LANES.content]) {
      const commands = commandsOf(part);
      const browser = commands.findIndex((command) => command.startsWith("playwright test"));
      if (browser < 0) continue;
      const build = commands.indexOf(BUILD);
      expect({ part, buildFirst: build >= 0 && build < browser }).toEqual({
        part,
        buildFirst: true,
      });
    }
  });

  it("holds the legal versions against the base in both lanes, and in npm test", () => {
    // A pull request that also changes a test or the README takes the full lane; a push to main
    // too: the freeze must run there as well (the production build runs it, tools/pipeline/).
    for (const lane of Object.keys(LANES) as Array<keyof typeof LANES>) {
      expect(LANES[lane].flatMap(commandsOf)).toContain(FREEZE);
    }
    expect(commandsOf("test")).toContain(FREEZE);
  });

  it("runs in the full lane every command of the content lane", () => {
    const full = new Set(LANES.full.flatMap(commandsOf));
    const covered = (command: string) =>
      full.has(command) ||
      // Which Node runs, for the log; .ci/run prints it before every part.
      command === "node --version" ||
      // The full lane checks the whole project's format, data/ within it.
      (command === "prettier --check data" && full.has("prettier --check .")) ||
      (command === "tsx tools/format-data.ts --check" && full.has(command));
    expect(LANES.content.flatMap(commandsOf).filter((command) => !covered(command))).toEqual([
      // The content lane's own browser tests: the site's, which the full lane runs as a whole.
      "playwright test content",
    ]);
  });

  it("runs in the content lane the build, the checks of data/ and the site's tests, no code's", () => {
    const commands = LANES.content.flatMap(commandsOf);
    expect(commands).toEqual(
      expect.arrayContaining([BUILD, "jest site", "playwright test content"]),
    );
    expect(
      commands.filter((command) => /eslint|tsc|jest unit|jest builds|npm start/.test(command)),
    ).toEqual([]);
  });
});

describe("the required check", () => {
  type Needs = Parameters<typeof verdictOf>[0];
  const decided = (lane: keyof typeof LANES, suite: string): Needs => ({
    scope: { result: "success", outputs: { lane, parts: JSON.stringify(LANES[lane]) } },
    suite: { result: suite },
  });

  it.each(Object.keys(LANES) as Array<keyof typeof LANES>)(
    "passes the %s lane when every part of it passed",
    (lane) => {
      expect(verdictOf(decided(lane, "success"))).toEqual([]);
    },
  );

  it.each(["failure", "cancelled", "skipped"])("fails when the parts ended %s", (result) => {
    expect(verdictOf(decided("content", result))).toEqual([`test:content: ${result}`]);
  });

  it("fails when the lane ran other parts than its own", () => {
    const needs = decided("content", "success");
    (needs.scope as { outputs: Record<string, string> }).outputs.parts = "[]";
    expect(verdictOf(needs)).toEqual(['the content lane runs ["test:content"], not []']);
  });

  it("fails when the lane was not decided or is unknown", () => {
    expect(verdictOf({ scope: { result: "failure" } })).toEqual([
      "the lane was not decided (scope: failure)",
    ]);
    expect(verdictOf({})).toEqual(["the lane was not decided (scope: missing)"]);
    expect(verdictOf({ scope: { result: "success", outputs: { lane: "fast" } } })).toEqual([
      'unknown lane "fast"',
    ]);
  });

  it("on a pull request, also asks that the base's rules passed", () => {
    const passed = { ...decided("content", "success"), rules: { result: "success" } };
    expect(verdictOf(passed, "pull_request")).toEqual([]);
    for (const result of ["failure", "cancelled", "skipped"]) {
      expect(verdictOf({ ...passed, rules: { result } }, "pull_request")).toEqual([
        `the base's rules (freeze of the legal versions): ${result}`,
      ]);
    }
    expect(verdictOf(decided("full", "success"), "pull_request")).toEqual([
      "the base's rules (freeze of the legal versions): missing",
    ]);
    // A push to main runs no pull request's rules: the job is skipped there.
    expect(
      verdictOf({ ...decided("full", "success"), rules: { result: "skipped" } }, "push"),
    ).toEqual([]);
  });
});
