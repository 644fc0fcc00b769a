/**
 * @jest-environment node
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { formatPrice } from "../../../src/lib/format-price";
import { parseVersionsOptions } from "../options";
import { UsageError } from "../../command-line";
import { runChanges } from "../cli";
import {
  editJson,
  form,
  json,
  plain,
  project,
  repository,
  scratchRepositoryForEachTest,
  type Json,
} from "./support/scratch-repository";

/**
 * `npm run changes` as a reviewer or the workflow runs it: its own process, which bundles the
 * pages' renderer, prints the report and exits 0 once it has compared; a mistake on the command
 * line or an unknown revision is said in German, with the usage, and exits non-zero.
 */

scratchRepositoryForEachTest();

const { scripts } = JSON.parse(readFileSync(path.join(project, "package.json"), "utf8")) as {
  scripts: Record<string, string>;
};

/** The command of `npm run changes`, run in the test's repository with `args`. */
const run = (...args: string[]) => {
  const [command, ...scriptArgs] = (scripts.changes ?? "").split(" ");
  const tsx = path.join(project, "node_modules/tsx/dist/cli.mjs");
  expect(command).toBe("tsx");
  const result = spawnSync(
    process.execPath,
    [tsx, ...scriptArgs.map((arg) => path.join(project, arg)), ...args],
    { cwd: repository, encoding: "utf8", env: { ...process.env, FORCE_COLOR: "0" } },
  );
  return { status: result.status, stdout: plain(result.stdout), stderr: result.stderr };
};

it("prints the report and exits 0", () => {
  const plans = json("pricing.json").plans as Json[];
  const at = plans.findIndex((plan) => typeof plan.price === "number");
  const old = (plans[at] as Json).price as number;
  editJson("pricing.json", (data) => {
    ((data.plans as Json[])[at] as Json).price = old * 2;
  });
  const { status, stdout, stderr } = run("--base", "HEAD");
  expect(stderr).toBe("");
  expect(stdout).toContain(
    `${form("pricing.json").label} › ${String((plans[at] as Json).name)} › `,
  );
  expect(stdout).toContain(`${plain(formatPrice(old))} → ${plain(formatPrice(old * 2))}`);
  expect(status).toBe(0);
}, 60_000);

it.each([
  { args: ["--base", "kein-solcher-stand"], message: "Unbekannte Revision „kein-solcher-stand“" },
  { args: ["--format", "markdown"], message: "--base fehlt" },
])(
  "refuses $args in German, with the usage, and exits non-zero",
  ({ args, message }) => {
    const { status, stdout, stderr } = run(...args);
    expect(stdout).toBe("");
    expect(stderr).toContain(message);
    expect(stderr).toContain("Aufruf: npm run changes -- --base REV");
    expect(status).toBe(2);
  },
  60_000,
);

describe("in the same process", () => {
  it("says in a sentence that nothing changed", async () => {
    const output = await runChanges(["--base", "HEAD", "--format", "markdown"], repository);
    expect(output).toContain("Keine Änderung, die Besucher sehen.");
  });

  it.each([
    { args: ["--base", "HEAD", "--format", "html"], message: "--format kennt text und markdown" },
    {
      args: ["--base", "HEAD", "--preview-url", "deploy-preview"],
      message: "--preview-url erwartet",
    },
    { args: ["--base", "HEAD", "--basis", "x"], message: "Unbekannte Angabe „--basis“" },
    { args: ["--base", "--format"], message: "„--format“ ist keine Revision" },
    { args: ["--base", "HEAD", "--head", "-x"], message: "„-x“ ist keine Revision: --head" },
    {
      args: ["--base", "HEAD", "--head", "kein-stand"],
      message: "Unbekannte Revision „kein-stand“",
    },
    {
      args: ["--base", "HEAD", "--max-chars", "500"],
      message: "--max-chars erwartet eine ganze Zahl ab 2000",
    },
    { args: ["--base", "HEAD", "--max-chars", "6e4"], message: "--max-chars erwartet" },
  ])("refuses $args with a German message", async ({ args, message }) => {
    const refused = runChanges(args, repository);
    await expect(refused).rejects.toBeInstanceOf(UsageError);
    await expect(refused).rejects.toThrow(message);
  });
});

describe("npm run check:versions, whose command line takes --base and --head", () => {
  it.each([
    { args: ["--base", "HEAD^1"], read: { base: "HEAD^1" } },
    { args: ["--base=HEAD^1"], read: { base: "HEAD^1" } },
    { args: ["--base", "main", "--head=HEAD"], read: { base: "main", head: "HEAD" } },
  ])("reads $args", ({ args, read }) => {
    expect(parseVersionsOptions(args)).toEqual(read);
  });

  it.each([
    { args: [], message: "--base fehlt" },
    { args: ["--base"], message: "--base braucht einen Wert" },
    { args: ["--base", "HEAD", "--head"], message: "--head braucht einen Wert" },
    { args: ["--base", "HEAD", "--format", "text"], message: "Unbekannte Angabe „--format“" },
  ])("refuses $args with a German message", ({ args, message }) => {
    expect(() => parseVersionsOptions(args)).toThrow(UsageError);
    expect(() => parseVersionsOptions(args)).toThrow(message);
  });
});
