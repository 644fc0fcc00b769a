/**
 * @jest-environment node
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * A module's exports are its interface: a name is exported only if another file uses it, so a
 * reader can trust that what a module exports is used elsewhere, and what it keeps to itself is
 * not. Gatsby's names (a page's `query` and `Head`, the gatsby-node APIs) are used by name in
 * other files too, so they need no exception. The generated GraphQL types are left out.
 */

const root = path.resolve(__dirname, "..");
const sources = execFileSync("git", ["ls-files", "*.ts", "*.tsx", "*.js", "*.mjs"], {
  cwd: root,
  encoding: "utf8",
})
  .split("\n")
  .filter((file) => file !== "" && file !== "src/gatsby-types.d.ts");
const texts = new Map(sources.map((file) => [file, readFileSync(path.join(root, file), "utf8")]));

const DECLARATION =
  /^export (?:async )?(?:const|let|function|type|interface|class|enum) ([A-Za-z_$][\w$]*)/gm;

/** The names a file exports by declaring them (`export const x`, `export type T`, …). */
const declaredExports = (text: string): string[] =>
  [...text.matchAll(DECLARATION)].map(([, name]) => name ?? "");

const usedElsewhere = (name: string, file: string): boolean => {
  const word = new RegExp(`(?<![\\w$])${name.replace(/\$/g, "\\$")}(?![\\w$])`);
  return sources.some((other) => other !== file && word.test(texts.get(other) ?? ""));
};

test("every exported name is used by another file", () => {
  const unused = sources.flatMap((file) =>
    declaredExports(texts.get(file) ?? "")
      .filter((name) => !usedElsewhere(name, file))
      .map((name) => `${file}: ${name}`),
  );
  expect(unused).toEqual([]);
});

test("the check finds declared exports of every kind", () => {
  expect(
    declaredExports(
      "export const a = 1;\nexport async function b() {}\nexport type C = 1;\nexport interface D {}\nconst e = 2;\n",
    ),
  ).toEqual(["a", "b", "C", "D"]);
  expect(usedElsewhere("declaredExports", "__tests__/exports.test.ts")).toBe(false);
  expect(
    usedElsewhere("loadContent", "plugins/gatsby-source-passform/content/content-source.ts"),
  ).toBe(true);
});
