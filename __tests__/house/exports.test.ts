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
 * other files too, so they need no exception. A name passed on from another module
 * (`export { x } from "./x"`) must be used by a third file, not only where it is declared;
 * except in Gatsby's API files (gatsby-node, gatsby-ssr, gatsby-browser), whose exports Gatsby
 * reads by name. The generated GraphQL types are left out.
 */

const root = path.resolve(__dirname, "../..");
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

/** gatsby-node.ts, gatsby-ssr.tsx, gatsby-browser.tsx, also a local plugin's: Gatsby reads them. */
const GATSBY_API_FILE = /(^|\/)gatsby-(node|ssr|browser)\.tsx?$/;

const REEXPORT = /^export (?:type )?\{([^}]*)\} from "(\.[^"]*)";/gm;

/** The module a relative import names, as a tracked file. */
const moduleAt = (file: string, specifier: string): string | undefined => {
  const base = path.posix.join(path.posix.dirname(file), specifier);
  return ["", ".ts", ".tsx", ".js", "/index.ts"]
    .map((ending) => `${base}${ending}`)
    .find((candidate) => texts.has(candidate));
};

/** The names a file passes on from another module, each with the module it comes from. */
const reexports = (file: string, text: string): { name: string; from?: string }[] =>
  [...text.matchAll(REEXPORT)].flatMap(([, list = "", specifier = ""]) =>
    list
      .split(",")
      .map((item) => item.trim().replace(/^type /, ""))
      .filter(Boolean)
      .map((item) => ({
        name: item.split(/\s+as\s+/).pop() ?? item,
        from: moduleAt(file, specifier),
      })),
  );

/** Whether a file other than `file` (and the module a name comes from) uses `name`. */
const usedElsewhere = (name: string, file: string, from?: string): boolean => {
  const word = new RegExp(`(?<![\\w$])${name.replace(/\$/g, "\\$")}(?![\\w$])`);
  return sources.some(
    (other) => other !== file && other !== from && word.test(texts.get(other) ?? ""),
  );
};

test("every exported name is used by another file", () => {
  const unused = sources.flatMap((file) => {
    const text = texts.get(file) ?? "";
    return [
      ...declaredExports(text).filter((name) => !usedElsewhere(name, file)),
      ...(GATSBY_API_FILE.test(file) ? [] : reexports(file, text))
        .filter(({ name, from }) => !usedElsewhere(name, file, from))
        .map(({ name }) => `${name} (passed on)`),
    ].map((name) => `${file}: ${name}`);
  });
  expect(unused).toEqual([]);
});

test("the check finds declared exports of every kind", () => {
  expect(
    declaredExports(
      "export const a = 1;\nexport async function b() {}\nexport type C = 1;\nexport interface D {}\nconst e = 2;\n",
    ),
  ).toEqual(["a", "b", "C", "D"]);
  expect(usedElsewhere("declaredExports", "__tests__/house/exports.test.ts")).toBe(false);
  expect(
    usedElsewhere("loadContent", "plugins/gatsby-source-passform/disk/content-source.ts"),
  ).toBe(true);
});

test("the check finds names passed on, and where they come from", () => {
  const door = "plugins/gatsby-source-passform/disk.ts";
  expect(reexports(door, 'export { a, type B, c as d } from "./disk/content-source";\n')).toEqual([
    { name: "a", from: "plugins/gatsby-source-passform/disk/content-source.ts" },
    { name: "B", from: "plugins/gatsby-source-passform/disk/content-source.ts" },
    { name: "d", from: "plugins/gatsby-source-passform/disk/content-source.ts" },
  ]);
  // Declared in content-source.ts and passed on by disk.ts: only the files beyond count.
  expect(
    usedElsewhere(
      "readDataDirectory",
      door,
      "plugins/gatsby-source-passform/disk/content-source.ts",
    ),
  ).toBe(true);
});
