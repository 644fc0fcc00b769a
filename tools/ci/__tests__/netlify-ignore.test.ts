/**
 * @jest-environment node
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { decide } from "../netlify-ignore";

/**
 * Netlify's ignore command, as Netlify runs it: in a clone, with CONTEXT, CACHED_COMMIT_REF (the
 * commit of the last build) and COMMIT_REF (the commit to build) set; exit status 0 skips the
 * production build. Each case commits to a small repository and asks for the decision between
 * two commits.
 */

const root = path.resolve(__dirname, "../../..");
const script = path.join(root, "tools/ci/netlify-ignore.js");
const repo = mkdtempSync(path.join(tmpdir(), "passform-netlify-ignore-"));
afterAll(() => rmSync(repo, { recursive: true, force: true }));

const git = (...args: string[]): string =>
  execFileSync("git", args, { cwd: repo, encoding: "utf8" }).trim();

/** Commits `files` (path → text) and returns the commit. */
const commit = (files: Record<string, string>): string => {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    writeFileSync(path.join(repo, file), text);
  }
  git("add", "-A");
  git("commit", "-q", "--allow-empty", "-m", Object.keys(files).join(" ") || "empty");
  return git("rev-parse", "HEAD");
};

let base = "";
beforeAll(() => {
  git("init", "-q");
  git("config", "user.email", "build@passform.example");
  git("config", "user.name", "Build");
  base = commit({
    "data/pricing.json": "{}\n",
    "src/pages/index.tsx": "export {};\n",
    "e2e/routes.spec.ts": "\n",
    "README.md": "# Passform\n",
  });
});

/** The exit status and output of the script as Netlify calls it, from the clone's root. */
const run = (env: Record<string, string>) => {
  const result = spawnSync(process.execPath, [script], {
    cwd: repo,
    encoding: "utf8",
    env: { PATH: process.env.PATH, ...env },
  });
  return { status: result.status, output: result.stdout.trim() };
};

const production = (from: string, to: string) => ({
  CONTEXT: "production",
  CACHED_COMMIT_REF: from,
  COMMIT_REF: to,
});

describe("the production build runs only for commits that change what is built", () => {
  it("skips a commit that changes only tests and documentation", () => {
    const from = git("rev-parse", "HEAD");
    const to = commit({ "e2e/routes.spec.ts": "// more\n", "README.md": "# Passform!\n" });
    expect(run(production(from, to))).toEqual({
      status: 0,
      output: expect.stringMatching(/^Kein Produktions-Build: nur Tests, .*e2e\/routes\.spec\.ts/),
    });
  });

  it.each([
    ["a price", "data/pricing.json", '{ "price": 949 }\n'],
    ["a component", "src/pages/index.tsx", "export const x = 1;\n"],
    ["a dependency", "package-lock.json", "{}\n"],
    ["the generated JSON Schema", "data/schema/pricing.schema.json", "{}\n"],
  ])("builds a commit that changes %s", (_what, file, text) => {
    const from = git("rev-parse", "HEAD");
    const to = commit({ [file]: text, "docs/note.md": `${file}\n` });
    expect(run(production(from, to))).toEqual({
      status: 1,
      output: `Produktions-Build: geändert: ${file}`,
    });
  });

  it("compares with the last build, not the commit before: skipped commits count too", () => {
    const lastBuild = git("rev-parse", "HEAD");
    commit({ "src/pages/index.tsx": "export const y = 2;\n" });
    const to = commit({ "e2e/routes.spec.ts": "// again\n" });
    expect(run(production(lastBuild, to)).status).toBe(1);
  });

  it("builds every deploy preview and branch deploy (they cost no credits)", () => {
    const from = git("rev-parse", "HEAD");
    const to = commit({ "README.md": "# Passform, preview\n" });
    for (const context of ["deploy-preview", "branch-deploy"]) {
      expect(run({ ...production(from, to), CONTEXT: context })).toEqual({
        status: 1,
        output: `Produktions-Build: Kontext „${context}“: kein Produktions-Deploy`,
      });
    }
  });

  it("builds when there is nothing to compare with: a first build, a cleared cache, a retry", () => {
    const head = git("rev-parse", "HEAD");
    expect(run(production(head, head)).status).toBe(1);
    expect(run({ CONTEXT: "production", COMMIT_REF: head }).status).toBe(1);
  });

  it("builds when a build hook starts it, whatever changed (a legal text's day comes)", () => {
    const from = git("rev-parse", "HEAD");
    const to = commit({ "README.md": "# Passform, hook\n" });
    const hooked = {
      ...production(from, to),
      INCOMING_HOOK_TITLE: "Rechtstexte",
      INCOMING_HOOK_URL: "x",
    };
    expect(run(hooked)).toEqual({
      status: 1,
      output: "Produktions-Build: ausgelöst von einem Build-Hook („Rechtstexte“)",
    });
  });

  it("builds when Git cannot compare the two commits (e.g. a shallow clone)", () => {
    const unknown = "0".repeat(40);
    const { status, output } = run(production(unknown, git("rev-parse", "HEAD")));
    expect(status).toBe(1);
    expect(output).toMatch(
      /^Produktions-Build: Git kann 0{40} und [0-9a-f]{40} nicht vergleichen: /,
    );
  });

  it("decides as the script decides when called in-process", () => {
    expect(decide(production(base, base), repo)).toEqual({
      build: true,
      reason: "kein früherer Build zum Vergleichen",
    });
  });
});

describe("netlify.toml", () => {
  it("runs this script as its ignore command, from the repository's root", () => {
    const toml = readFileSync(path.join(root, "netlify.toml"), "utf8");
    expect(toml).toMatch(/^\[build\][^[]*\n\s*ignore = "node tools\/ci\/netlify-ignore\.js"\n/m);
  });
});
