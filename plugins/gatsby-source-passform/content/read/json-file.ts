import type { z } from "zod";
import { dataFiles, isDataFileName, type DataFile, type DataFileName } from "../model/data-files";
import { conflictProblems } from "./conflict-markers";
import { describeIssue } from "../model/problems";
import type { Problem } from "../model/check-result";
import { valueAt } from "../words/json-path";
import { formMessage, relatedPaths } from "../model/form-words";
import { decodeSource } from "./source-text";
import { parseStrictJson, type JsonPath, type SourceMap } from "./strict-json";

/**
 * Checks one JSON file of data/ as the editor saved it: encoding, merge-conflict markers, JSON
 * syntax (strictly, see strict-json.ts), then the file's schema. Every problem names the line it is about.
 */

type Json = unknown;

/** A name or key from the file, as a message quotes it: at most 60 characters. */
const short = (text: string): string => (text.length > 60 ? `${text.slice(0, 59)}…` : text);

const fieldName = (at: JsonPath): string =>
  at.length === 0
    ? "ganzer Eintrag"
    : `Feld ${at
        .map((key) => (typeof key === "number" ? `Eintrag ${key + 1}` : `„${short(key)}“`))
        .join(" › ")}`;

/** The fields that name an entry of a list, in this order: „Tarif 2 („White-Label“)“. */
export const entryNameKeys = ["name", "title", "figure"] as const;

const entryName = (item: Record<string, Json> | undefined): Json =>
  entryNameKeys.map((key) => item?.[key]).find((value) => value !== undefined && value !== null);

/** Where in a file a path points, named the way an editor reads the file. */
export const locateEntry = (
  spec: DataFile,
  input: Json,
  at: JsonPath,
): Pick<Problem, "entry" | "field"> => {
  if (spec.kind === "list" && at[0] === spec.listKey && typeof at[1] === "number") {
    const item = valueAt(input, at.slice(0, 2)) as Record<string, Json> | undefined;
    const name = entryName(item);
    return {
      entry: `${spec.entryLabel} ${at[1] + 1}${typeof name === "string" ? ` („${short(name)}“)` : ""}`,
      field: fieldName(at.slice(2)),
    };
  }
  // An entry of a list in a file that is not one: „Abschnitt „processors“, Eintrag 2 („…“)“.
  if (at.length > 2 && typeof at[1] === "number") {
    const name = entryName(valueAt(input, at.slice(0, 2)) as Record<string, Json> | undefined);
    return {
      entry: `Abschnitt „${short(String(at[0]))}“, Eintrag ${at[1] + 1}${typeof name === "string" ? ` („${short(name)}“)` : ""}`,
      field: fieldName(at.slice(2)),
    };
  }
  if (at.length > 1)
    return { entry: `Abschnitt „${short(String(at[0]))}“`, field: fieldName(at.slice(1)) };
  return { entry: "oberste Ebene", field: fieldName(at) };
};

/**
 * The line a problem at `at` is about: the value's own line, or for a missing field the line
 * of the block it is missing from.
 */
const lineOf = (map: SourceMap, at: JsonPath): number | undefined => {
  for (let length = at.length; length >= 0; length -= 1) {
    const line = map.valueLine(at.slice(0, length));
    if (line !== undefined) return line;
  }
  return undefined;
};

/** The keys a strict object schema allows at `at`, for "did you mean" hints. */
const allowedKeys = (schema: z.ZodType, at: JsonPath): string[] => {
  let current: unknown = schema;
  for (const key of [...at, null]) {
    let def = (current as { _zod: { def: Record<string, unknown> } })._zod.def;
    while (def.type === "optional" || def.type === "pipe") {
      current = def.type === "optional" ? def.innerType : def.in;
      def = (current as { _zod: { def: Record<string, unknown> } })._zod.def;
    }
    if (key === null) return def.type === "object" ? Object.keys(def.shape as object) : [];
    if (def.type === "object") current = (def.shape as Record<string, unknown>)[String(key)];
    else if (def.type === "array") current = def.element;
    else return [];
    if (!current) return [];
  }
  return [];
};

type JsonFileResult<N extends DataFileName = DataFileName> = {
  problems: Problem[];
  /** The validated content (schema output: trimmed texts, no $schema reference) */
  data?: Omit<z.output<(typeof dataFiles)[N]["schema"]>, "$schema">;
  /** Where each key and value stands in the file, if it is valid JSON */
  lines?: SourceMap;
};

export const wholeFile = (
  file: string,
  field: string,
  message: string,
  line?: number,
): Problem => ({
  file,
  ...(line ? { line } : {}),
  entry: "ganze Datei",
  field,
  message,
});

const unknownFile = (file: string): Problem =>
  wholeFile(
    file,
    "Dateiname",
    `unbekannte Datei; erlaubt sind ${Object.keys(dataFiles)
      .map((known) => `${known}.json`)
      .join(", ")}`,
  );

/** One problem of a parsed file against its schema, at the line of the field it is about. */
const schemaProblems =
  (file: string, spec: DataFile, input: unknown, map: SourceMap) =>
  (issue: z.core.$ZodIssue): Problem[] => {
    const at = issue.path as JsonPath;
    if (issue.code === "unrecognized_keys") {
      const allowed = allowedKeys(spec.schema, at).filter((key) => key !== "$schema");
      return issue.keys.map((key) => ({
        file,
        line: map.keyLine([...at, key]) ?? lineOf(map, at),
        ...locateEntry(spec, input, [...at, key]),
        message: `unbekanntes Feld (Tippfehler?); erlaubt sind: ${allowed.join(", ")}`,
        path: at,
        formMessage: formMessage({ ...issue, keys: [key] }, input),
      }));
    }
    const related = relatedPaths(issue);
    return [
      {
        file,
        line: lineOf(map, at),
        ...locateEntry(spec, input, at),
        message: describeIssue(issue, input),
        path: at,
        ...(related ? { related } : {}),
        formMessage: formMessage(issue, input),
      },
    ];
  };

/** Checks one JSON data file; returns its problems and, if there are none, the parsed content. */
export const validateJsonFile = (name: string, bytes: Uint8Array): JsonFileResult => {
  const file = `data/${name}.json`;
  if (!isDataFileName(name)) return { problems: [unknownFile(file)] };
  const decoded = decodeSource(bytes);
  if (!decoded.ok) {
    return { problems: [wholeFile(file, "Zeichenkodierung", decoded.message, decoded.line)] };
  }
  // Before the parser, which would stop at the first marker with a message about JSON syntax.
  const conflicts = conflictProblems(file, decoded.text);
  if (conflicts.length > 0) return { problems: conflicts };
  const parsed = parseStrictJson(decoded.text);
  if (!parsed.ok) {
    const where = `in Zeile ${parsed.line}, Spalte ${parsed.column}`;
    const message = `kein gültiges JSON ${where}: ${parsed.message}`;
    return { problems: [wholeFile(file, "Schreibweise", message, parsed.line)] };
  }
  const spec: DataFile = dataFiles[name];
  const result = spec.schema.safeParse(parsed.value);
  if (!result.success) {
    const toProblems = schemaProblems(file, spec, parsed.value, parsed.map);
    return { problems: result.error.issues.flatMap(toProblems), lines: parsed.map };
  }
  const { $schema: _editorReference, ...content } = result.data as Record<string, Json>;
  return { problems: [], data: content as JsonFileResult["data"], lines: parsed.map };
};
