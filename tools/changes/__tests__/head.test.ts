/**
 * @jest-environment node
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { formatPrice } from "../../../src/lib/format-price";
import { resolveRevision } from "../revision";
import { runChanges } from "../cli";
import {
  commitAll,
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
 * `--head REV`, as CI runs the base's code on a pull request: data/ of two commits compared, the
 * working tree left aside, both sides rendered by the code that runs the command, and the pull
 * request's files outside data/ named for the review of their owners, never run.
 */

scratchRepositoryForEachTest();

const CODE = "src/components/footer.tsx";

/** A pull request on top of the base: a price doubled and a file of code changed. */
const pullRequest = () => {
  const base = resolveRevision(repository, "HEAD");
  const plans = json("pricing.json").plans as Json[];
  const at = plans.findIndex((plan) => typeof plan.price === "number");
  const price = (plans[at] as Json).price as number;
  editJson("pricing.json", (data) => {
    ((data.plans as Json[])[at] as Json).price = price * 2;
  });
  mkdirSync(path.join(repository, path.dirname(CODE)), { recursive: true });
  writeFileSync(path.join(repository, CODE), "export const changed = true;\n");
  commitAll("a pull request");
  const head = resolveRevision(repository, "HEAD");
  // The working tree back at the base, with an edit of its own that no side has.
  execFileSync("git", ["checkout", "--quiet", base, "--", "data"], { cwd: repository });
  editJson("terms.json", (data) => {
    data.noticeMonths = Number(data.noticeMonths) + 1;
  });
  return { base, head, price };
};

describe("npm run changes --head", () => {
  it("compares the data of two commits and names the code the pull request changes", async () => {
    const { base, head, price } = pullRequest();
    const output = plain(
      await runChanges(["--base", base, "--head", head, "--format", "markdown"], repository),
    );
    // A commit given by its hash is named by it once.
    expect(output).toContain(
      `gegenüber \`${base.slice(0, 7)}\` mit dem Stand \`${head.slice(0, 7)}\``,
    );
    expect(output).toContain(`${plain(formatPrice(price))} → ${plain(formatPrice(price * 2))}`);
    expect(output).not.toContain(form("terms.json").label);
    const code = output.indexOf("**Dieser Pull Request ändert auch Code oder Werkzeuge**");
    expect(code).toBeGreaterThan(0);
    expect(code).toBeLessThan(output.indexOf(form("pricing.json").label));
    expect(output).toContain(`außerhalb von data/: \`${CODE}\`.`);
    expect(output).toContain("Code-Verantwortlichen (Entwicklung) und die ganze Testreihe");
  });

  it("without --head compares the working tree, and names no code", async () => {
    pullRequest();
    const output = plain(await runChanges(["--base", "HEAD"], repository));
    expect(output).toContain(form("terms.json").label);
    expect(output).not.toContain("Dieser Pull Request ändert auch Code");
  });
});

it("npm run check:versions --head names the code it did not run, each commit once, and passes", () => {
  const { base, head } = pullRequest();
  const tsx = path.join(project, "node_modules/tsx/dist/cli.mjs");
  const result = spawnSync(
    process.execPath,
    [tsx, path.join(project, "tools/changes/check-versions.ts"), `--base=${base}`, "--head", head],
    { cwd: repository, encoding: "utf8", env: { ...process.env, FORCE_COLOR: "0" } },
  );
  expect(result.stderr).toBe("");
  expect(result.stdout).toContain("Fassungen der Rechtstexte: keine geprüfte Fassung verändert");
  expect(result.stdout).toContain(`, gegenüber ${base.slice(0, 7)}.`);
  expect(result.stdout).toContain(
    `Dieser Pull Request ändert auch Code oder Werkzeuge außerhalb von data/: ${CODE}.`,
  );
  expect(result.stdout).not.toContain(head);
  expect(result.status).toBe(0);
}, 60_000);
