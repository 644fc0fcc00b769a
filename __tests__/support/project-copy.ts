import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * A copy of the project in a temporary folder, sharing node_modules, for tests that change
 * content or code and build: the main public/ that the other build tests read stays as it is.
 */

const projectRoot = path.resolve(__dirname, "../..");
const notCopied = new Set([
  "node_modules",
  "public",
  ".cache",
  ".git",
  "test-results",
  "screenshots",
  "playwright-report",
  "bench-results",
  // gatsby-adapter-netlify's cache of a build with NETLIFY_LOCAL, which would make a copy's build warm
  ".netlify",
]);

export type ProjectCopy = {
  root: string;
  /** Runs a command in the copy, as CI would; returns its exit status and all it printed */
  run: (
    command: string,
    args: string[],
    env?: Record<string, string>,
  ) => { status: number | null; output: string };
  remove: () => void;
};

export const copyProject = (prefix: string): ProjectCopy => {
  const root = mkdtempSync(path.join(os.tmpdir(), prefix));
  cpSync(projectRoot, root, {
    recursive: true,
    filter: (source) => !notCopied.has(path.relative(projectRoot, source).split(path.sep)[0] ?? ""),
  });
  symlinkSync(path.join(projectRoot, "node_modules"), path.join(root, "node_modules"), "dir");
  return {
    root,
    run: (command, args, env = {}) => {
      const result = spawnSync(command, args, {
        cwd: root,
        env: { ...process.env, CI: "true", GATSBY_TELEMETRY_DISABLED: "1", ...env },
        encoding: "utf8",
      });
      return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
    },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
};

/**
 * The build tests (__tests__/site/) run against the built copy at `siteRoot`, reading what
 * they expect from its data/ (SITE_ROOT): what every test on the main build checks must hold
 * for the copy too. Resolves to Jest's exit status and all it printed.
 */
export const buildTestsOn = (siteRoot: string): { status: number | null; output: string } => {
  const result = spawnSync(
    path.join(projectRoot, "node_modules/.bin/jest"),
    ["--selectProjects", "site"],
    { cwd: projectRoot, env: { ...process.env, SITE_ROOT: siteRoot }, encoding: "utf8" },
  );
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
};
