import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadContent } from "../../disk/content-source";
import { formatProblem } from "../../content/model/problems";
import { projectData } from "./project";

/**
 * Editing a copy of data/ as an editor does, and what the content check then says. The tests
 * take names, values and line numbers from the copy, so they follow the editors' edits.
 */

export type JsonObject = Record<string, unknown>;
export type Edit = (root: string) => void;

/** The copy the current test edits (its root, holding data/), made by `copyDataForEachTest`. */
export let root: string;

/** Gives each test of the file that calls it its own copy of data/, removed after the test. */
export const copyDataForEachTest = (): void => {
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), "passform-data-"));
    cpSync(projectData, path.join(root, "data"), { recursive: true });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));
};

const dataFile = (file: string): string => path.join(root, "data", file);
export const read = (file: string): string => readFileSync(dataFile(file), "utf8");

/** Changes a file's text as an editor types it. */
export const text =
  (file: string, change: (content: string) => string): Edit =>
  () => {
    const before = read(file);
    const after = change(before);
    if (after === before) throw new Error(`the edit of ${file} changed nothing`);
    writeFileSync(dataFile(file), after);
  };

/** Changes parsed JSON and writes it back formatted. */
export const json = (file: string, change: (data: JsonObject) => void): Edit =>
  text(file, (content) => {
    const data = JSON.parse(content) as JsonObject;
    change(data);
    return `${JSON.stringify(data, null, 2)}\n`;
  });

export const at = (data: JsonObject, ...keys: PropertyKey[]): JsonObject =>
  keys.reduce<JsonObject>((value, key) => value[key as string] as JsonObject, data);

/** `data/<file>:<line>` of the first line (after the edit) that contains `needle`. */
export const where = (file: string, needle: string | RegExp, content = read(file)): string => {
  const lines = content.split(/\r\n|\n|\r/);
  const index = lines.findIndex((line) =>
    typeof needle === "string" ? line.includes(needle) : needle.test(line),
  );
  if (index === -1) throw new Error(`${needle} is not in ${file}`);
  return `data/${file}:${index + 1}`;
};

export const original = (file: string): JsonObject =>
  JSON.parse(readFileSync(path.join(projectData, file), "utf8")) as JsonObject;
export const plans = (): JsonObject[] => original("pricing.json").plans as JsonObject[];
export const planName = (index: number): string => String(plans()[index]?.name);

export const problemsAfter = (...edits: Edit[]): string[] => {
  for (const edit of edits) edit(root);
  return loadContent(path.join(root, "data")).problems.map(formatProblem);
};

export type Case = [name: string, edit: Edit, expected: () => string | RegExp];

export const escape = (value: string): string => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Each mistake of a kind must be stopped with its line (`a JSON mistake is stopped at …`). */
export const describeMistakes = (kind: string, cases: ReadonlyArray<Case>): void =>
  describe.each([[kind, cases]] as const)("a %s mistake", (_kind, mistakes) => {
    it.each(mistakes)("is stopped at its line: %s", (_name, edit, expected) => {
      const problems = problemsAfter(edit);
      const want = expected();
      expect(problems).toEqual(
        expect.arrayContaining([typeof want === "string" ? want : expect.stringMatching(want)]),
      );
    });
  });
