/**
 * What a change touches, by the paths of its files: the one place that decides which commits
 * need a production deploy (netlify-ignore.js) and which pull requests need only the content lane
 * (lane.js). Plain CommonJS on Node's own modules: both run before `npm ci`, Netlify's ignore
 * command even before Netlify installs the project's Node version.
 *
 * Three kinds of path:
 * - "content": what editors change, data/ (without data/schema/, which is generated from the
 *   content model and changes only with code). A pull request of only these needs the checks
 *   content can break, and nothing else.
 * - "unbuilt": what never reaches public/: tests, documentation, the Git host's and CI's
 *   settings, the tools no build runs. A commit of only these deploys nothing. The list is
 *   explicit and everything else counts as built, so a new file deploys until someone decides
 *   otherwise; tools/ci/__tests__/path-kinds.test.ts holds the list against what the build
 *   imports and reads.
 * - "built": everything else.
 */

const { execFileSync } = require("node:child_process");

/** Paths, or folders ending in "/", whose files never reach public/. */
const UNBUILT = [
  // Tests, wherever they sit, and what only tests load.
  "__tests__/",
  "e2e/",
  "jest.config.js",
  "playwright.config.ts",
  // Documentation for people, never read by the build.
  "README.md",
  "CONTENT.md",
  "BENCHMARKS.md",
  "UPGRADING.md",
  "docs/",
  // The Git host, CI and the editor's tools.
  ".github/",
  ".ci/",
  ".editorconfig",
  ".prettierignore",
  ".htmlvalidate.cjs",
  "eslint.config.mjs",
  // Tools that no build runs (tools/pipeline/ is `npm run build` itself, and it runs the freeze of
  // tools/changes/).
  "tools/bench/",
  "tools/ci/",
  "tools/legal-day/",
  "tools/lint/",
  "tools/protection/",
  "tools/admin-screenshots.ts",
  "tools/format-data.ts",
  "tools/images.tsx",
  "tools/json-schemas.ts",
  "tools/netlify-engine.ts",
  "tools/screenshots.ts",
  "tools/serve.ts",
  "tools/static-server.ts",
];

/** A local plugin's or tool's tests beside it: plugins/<name>/__tests__/, tools/<name>/__tests__/. */
const NESTED_TESTS = /(^|\/)__tests__\//;

/**
 * @param {string} file a path relative to the repository's root, with "/"
 * @returns {"content" | "unbuilt" | "built"}
 */
function kindOf(file) {
  if (file.startsWith("data/") && !file.startsWith("data/schema/")) return "content";
  if (NESTED_TESTS.test(file)) return "unbuilt";
  const unbuilt = UNBUILT.some((entry) =>
    entry.endsWith("/") ? file.startsWith(entry) : file === entry,
  );
  return unbuilt ? "unbuilt" : "built";
}

/**
 * The files that differ between two commits (renamed files under both names), as Git lists them;
 * throws if Git cannot compare them (an unknown commit, a shallow clone without it).
 * @param {string} from
 * @param {string} to
 * @param {string} cwd
 * @returns {string[]}
 */
function changedFiles(from, to, cwd) {
  const output = execFileSync("git", ["diff", "--name-only", "--no-renames", "-z", from, to], {
    cwd,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
  return output.split("\0").filter((file) => file !== "");
}

module.exports = { UNBUILT, kindOf, changedFiles };
