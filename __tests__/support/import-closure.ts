import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The project's files that a set of entry points loads, read from their import statements: what
 * the house tests hold a list against (the paths that never reach public/, the owners of the
 * code that decides what is published). A relative import, require or dynamic import is
 * followed to the tracked file it resolves to; packages are not followed. With `names`, a string
 * that names a tracked file (".prettierrc.json", "src/…") counts as loaded too, for code that
 * reads files by name. The whole graph of imports is what the house test of import cycles walks.
 */

export const projectRoot = path.resolve(__dirname, "../..");

export const trackedFiles = (root = projectRoot): string[] =>
  execFileSync("git", ["ls-files"], { cwd: root, encoding: "utf8" }).split("\n").filter(Boolean);

const IMPORT = /(?:from\s+|import\s*\(\s*|require\s*\(\s*)"(\.{1,2}\/[^"]+)"/g;
/** An import of types alone, which loads nothing when the code runs. */
const TYPES_ONLY = /(?:^|\n)\s*(?:import|export)\s+type\s[^;]*?from\s+"(\.{1,2}\/[^"]+)"/g;
/** A string that names a tracked file relative to the root: ".prettierrc.json", "src/…". */
const FILE_NAME = /"([\w./-]+\.[a-z]+)"/g;
const CODE = /\.(ts|tsx|js|mjs|cjs)$/;

const resolveImport = (
  tracked: ReadonlySet<string>,
  from: string,
  specifier: string,
): string | undefined => {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  return ["", ".ts", ".tsx", ".js", ".json", "/index.ts", "/index.js"]
    .map((ending) => `${base}${ending}`)
    .find((candidate) => tracked.has(candidate));
};

/** The tracked files that `file` imports, type imports included unless `types` is false. */
const importsOf = (
  tracked: ReadonlySet<string>,
  file: string,
  text: string,
  types: boolean,
): string[] => {
  const typesOnly = new Set(types ? [] : [...text.matchAll(TYPES_ONLY)].map((match) => match[1]));
  return [...text.matchAll(IMPORT)].flatMap(([, specifier = ""]) => {
    const target = typesOnly.has(specifier) ? undefined : resolveImport(tracked, file, specifier);
    return target ? [target] : [];
  });
};

/** Every tracked code file with the tracked files it imports, type imports included. */
export const importGraph = (root = projectRoot): Map<string, string[]> => {
  const tracked = new Set(trackedFiles(root));
  const code = [...tracked].filter((file) => CODE.test(file) && existsSync(path.join(root, file)));
  return new Map(
    code.map((file) => [
      file,
      importsOf(tracked, file, readFileSync(path.join(root, file), "utf8"), true),
    ]),
  );
};

export const importClosure = (
  entryPoints: ReadonlyArray<string>,
  {
    names = false,
    root = projectRoot,
    through = () => true,
    types = true,
  }: {
    names?: boolean;
    root?: string;
    through?: (file: string) => boolean;
    types?: boolean;
  } = {},
): Set<string> => {
  const tracked = new Set(trackedFiles(root));
  const seen = new Set<string>();
  const queue = [...entryPoints];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file) || !existsSync(path.join(root, file))) continue;
    seen.add(file);
    if (!CODE.test(file) || (!entryPoints.includes(file) && !through(file))) continue;
    const text = readFileSync(path.join(root, file), "utf8");
    queue.push(...importsOf(tracked, file, text, types));
    if (!names) continue;
    for (const [, name = ""] of text.matchAll(FILE_NAME)) if (tracked.has(name)) queue.push(name);
  }
  return seen;
};
