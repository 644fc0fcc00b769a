/**
 * @jest-environment node
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The docs name the project's files in backticks (`plugins/…/index.ts`, `config/fields.ts`,
 * `cms.spec.ts`). A file that moves leaves such a name behind, and a newcomer follows it into
 * nothing. Every name that points into the repository must name a file or folder that is there.
 */

const root = path.resolve(__dirname, "../..");
const tracked = execFileSync("git", ["ls-files"], { cwd: root, encoding: "utf8" })
  .split("\n")
  .filter(Boolean);
const folders = new Set(
  tracked.flatMap((file) =>
    file
      .split("/")
      .slice(0, -1)
      .map((_, index, parts) => parts.slice(0, index + 1).join("/")),
  ),
);
const topLevel = new Set(tracked.map((file) => file.split("/")[0]));
/** Folder names inside the plugins, src/ and tools/ that docs use to start a shortened path. */
const innerFolders = new Set(
  [...folders].filter((folder) => folder.includes("/")).map((folder) => folder.split("/").pop()),
);

/** The docs that name files: every Markdown file except the legal texts, which are content. */
const docs = tracked.filter((file) => file.endsWith(".md") && !file.startsWith("data/"));

/** Backticked names in a doc, with the line they stand on. */
const namesIn = (doc: string): { name: string; line: number }[] =>
  readFileSync(path.join(root, doc), "utf8")
    .split("\n")
    .flatMap((text, index) =>
      [...text.matchAll(/`([^`\s]+)`/g)].map(([, name]) => ({
        name: (name ?? "").replace(/:\d+(-\d+)?$/, ""),
        line: index + 1,
      })),
    );

/** Whether a name is meant as a path in this repository (not a URL, a glob, a package file). */
const pointsIntoRepository = (name: string): boolean => {
  if (/[*<>…{}$~]|^[/@]|:\/\//.test(name)) return false;
  const first = name.split("/")[0];
  if (name.includes("/") && (topLevel.has(first) || innerFolders.has(first))) return true;
  return /^[\w.-]+\.(ts|tsx|mjs)$/.test(name);
};

/**
 * Whether a name is there: a path from the root exactly, a shortened one (`config/fields.ts`,
 * `cms.spec.ts`) at the end of some path.
 */
const exists = (name: string): boolean => {
  const bare = name.replace(/\/$/, "");
  if (tracked.includes(bare) || folders.has(bare)) return true;
  if (bare.includes("/") && topLevel.has(bare.split("/")[0] ?? "")) return false;
  return (
    tracked.some((file) => file.endsWith(`/${bare}`)) ||
    [...folders].some((folder) => folder.endsWith(`/${bare}`))
  );
};

test.each(docs)("every file %s names is in the repository", (doc) => {
  const names = namesIn(doc).filter(({ name }) => pointsIntoRepository(name));
  const missing = names
    .filter(({ name }) => !exists(name))
    .map(({ name, line }) => `${doc}:${line} ${name}`);
  expect(missing).toEqual([]);
});

test("the check recognises a moved file and leaves URLs and globs alone", () => {
  expect(pointsIntoRepository("plugins/gatsby-source-passform/index.ts")).toBe(true);
  expect(exists("plugins/gatsby-source-passform/index.ts")).toBe(true);
  expect(pointsIntoRepository("config/fields.ts")).toBe(true);
  expect(exists("config/fields.ts")).toBe(true);
  expect(exists("config/no-such-file.ts")).toBe(false);
  // A path from the root must be exact: a test that moved beside its plugin is not found at
  // its old place although a file of that name ends another path.
  expect(exists("__tests__/strict-json.test.ts")).toBe(false);
  expect(pointsIntoRepository("gone-away.ts")).toBe(true);
  expect(exists("gone-away.ts")).toBe(false);
  expect(pointsIntoRepository("/admin/")).toBe(false);
  expect(pointsIntoRepository("data/legal/*.md")).toBe(false);
  expect(pointsIntoRepository("@netlify/static")).toBe(false);
});
