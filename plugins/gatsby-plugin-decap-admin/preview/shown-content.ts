import { checkContent, dataFiles, textAt } from "../../gatsby-source-passform/check";
import { type Content, type DataEntry, valueAt } from "../../gatsby-source-passform";

/**
 * The content the preview pane renders the page from while the form's file breaks a rule of the
 * model: the page stays in view under the check's problems, showing what the editor typed. A
 * JSON file with a problem has no content of its own (content-check.ts), so each value the model
 * refuses is replaced by the repository's value at the same place until the file passes; the
 * page is then rendered with the editor's own values put back where they have the type the page
 * expects (a title too long, a second plan marked popular). Where the repository's file has no
 * value to stand in (or a problem of its own), or the file is not JSON, there is nothing to show,
 * and the pane keeps its last page.
 */

type Json = unknown;
type Key = PropertyKey;

/** Sets `at` in `value` (its parents exist); the whole value where `at` is empty. */
const setAt = (value: Json, at: ReadonlyArray<Key>, replacement: Json): Json => {
  if (at.length === 0) return replacement;
  const parent = valueAt(value, at.slice(0, -1));
  if (parent !== null && typeof parent === "object") {
    (parent as Record<Key, Json>)[at[at.length - 1] as Key] = replacement;
  }
  return value;
};

/** A copy of a JSON value (the form's data and the parsed files are nothing else). */
const copy = (value: Json): Json =>
  value === undefined ? undefined : JSON.parse(JSON.stringify(value));

const PRIMITIVES = new Set(["string", "number", "boolean"]);

const encoder = new TextEncoder();

const jsonOf = (entries: ReadonlyArray<DataEntry>, file: string): Json => {
  const text = textAt(entries, file);
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as Json;
  } catch {
    return undefined;
  }
};

/**
 * What stands in for a refused value: the saved one, unless it is the same (a rule across entries
 * blames an entry the editor did not touch: the plan that was popular before), then the plainest
 * value of its type, which the page shows as nothing special.
 */
const standInFor = (refused: Json, saved: Json): Json => {
  if (saved !== undefined && JSON.stringify(saved) !== JSON.stringify(refused)) return saved;
  if (typeof refused === "boolean") return !refused;
  return undefined;
};

/** The form's value with every refused value replaced by the saved one, and the places replaced. */
const repaired = (
  schema: (typeof dataFiles)[keyof typeof dataFiles]["schema"],
  value: Json,
  saved: Json,
): { value: Json; replaced: Key[][] } | undefined => {
  let current = copy(value);
  const replaced: Key[][] = [];
  // Each round can only reveal rules of values that were not checked before; a few are plenty.
  for (let round = 0; round < 5; round += 1) {
    const result = schema.safeParse(current);
    if (result.success) return { value: current, replaced };
    for (const issue of result.error.issues) {
      const standIn = standInFor(valueAt(current, issue.path), valueAt(saved, issue.path));
      if (standIn === undefined) return undefined;
      current = setAt(current, issue.path, copy(standIn));
      replaced.push(issue.path);
    }
  }
  return undefined;
};

/**
 * The content to render `file` with, given `entries` (the repository with the form's file) and
 * `saved` (the check of the repository as it is); undefined if there is none.
 */
export const shownContent = (
  entries: ReadonlyArray<DataEntry>,
  file: string,
  saved: Content,
): Content | undefined => {
  const name = /^data\/([a-z]+)\.json$/.exec(file)?.[1] ?? "";
  if (!Object.hasOwn(dataFiles, name)) return undefined;
  const spec = dataFiles[name as keyof typeof dataFiles];
  const value = jsonOf(entries, file);
  const standIns = saved.data[name as keyof typeof dataFiles];
  const fixed = value === undefined ? undefined : repaired(spec.schema, value, standIns);
  if (!fixed) return undefined;
  const content = checkContent([
    ...entries.filter((entry) => entry.path !== file),
    { path: file, bytes: encoder.encode(JSON.stringify(fixed.value)) },
  ]);
  const data = content.data[name as keyof typeof dataFiles];
  if (!data) return undefined;
  for (const at of fixed.replaced) {
    const [typed, shown] = [valueAt(value, at), valueAt(data, at)];
    if (PRIMITIVES.has(typeof typed) && typeof typed === typeof shown) setAt(data, at, typed);
  }
  return content;
};
