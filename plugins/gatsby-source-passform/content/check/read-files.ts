import { refusalOf, refusalProblem, type DataEntry } from "../read/data-entry";
import {
  dataFiles,
  isDataFileName,
  type ContentData,
  type DataFileName,
} from "../model/data-files";
import { stringsOf } from "../derive/fill-tokens";
import { locateEntry, validateJsonFile, wholeFile } from "../read/json-file";
import { readLegalFile, type LegalFile } from "../read/legal-file";
import { startReading } from "../read/legal-file/reading";
import { slugify } from "../../../gatsby-remark-legal-text/slugify";
import { isLegalFileName } from "../model";
import type { Problem } from "../model/check-result";
import type { SourceMap } from "../read/strict-json";

/**
 * Reading the entries of data/: each JSON file and each legal text on its own, with the
 * problems of its name and of its content, a missing file or folder, and an entry the reader
 * refused (data-entry.ts). Whatever a file holds, reading it ends in its problems: an exception
 * from a parser becomes a problem of that file, never a failure of the whole check.
 */

/** Every file as read on its own: the JSON files' data and lines, the legal texts, the problems. */
export type Read = {
  json: Partial<Record<DataFileName, { data?: unknown; lines?: SourceMap }>>;
  legal: LegalFile[];
  problems: Problem[];
};

const isEditorFile = (name: string): boolean => !name.startsWith(".");

/**
 * A file's own reading, kept while its bytes are the same object: the editors' form checks the
 * repository again at every keystroke, and only the file being edited has new bytes. A reading
 * is never changed after it is made, so sharing it is safe.
 */
const readings = new WeakMap<Uint8Array, Map<string, unknown>>();

const remembered = <T>(bytes: Uint8Array, key: string, read: () => T): T => {
  const known = readings.get(bytes) ?? new Map<string, unknown>();
  readings.set(bytes, known);
  if (!known.has(key)) known.set(key, read());
  return known.get(key) as T;
};

/**
 * A file's reading, or, if a parser gave up on it (nesting deeper than its stack, say), a
 * problem of the whole file; the limits in front of the parsers make this the exception.
 */
const guarded = <T>(file: string, readFile: () => T, instead: (problem: Problem) => T): T => {
  try {
    return readFile();
  } catch {
    return instead(
      wholeFile(
        file,
        "Inhalt",
        "die Prüfung konnte die Datei nicht lesen: sie ist zu tief verschachtelt oder ungewöhnlich aufgebaut; bitte die letzte Änderung an ihr prüfen oder rückgängig machen",
      ),
    );
  }
};

/** A name the rule accepts for a legal text named `name`: „Widerruf Neu.md“ → „widerruf-neu.md“. */
const suggestedLegalName = (name: string): string => {
  const base = slugify(name.normalize("NFC").replace(/\.md$/i, "")) || "rechtstext";
  const named = `${base}.md`;
  return isLegalFileName(named) ? named : `${base}-text.md`;
};

const readLegalEntry = (entry: DataEntry, read: Read): DataEntry[] => {
  const name = entry.path.slice("data/legal/".length);
  if (name.includes("/") || !isEditorFile(name)) return [];
  if (!name.endsWith(".md") || !entry.bytes) {
    read.problems.push(
      wholeFile(
        entry.path,
        "Dateiname",
        "in data/legal/ sind nur Markdown-Dateien erlaubt, deren Name auf .md endet",
      ),
    );
    return [];
  }
  if (!isLegalFileName(name)) {
    read.problems.push(
      wholeFile(
        entry.path,
        "Dateiname",
        `der Name darf nur Kleinbuchstaben a–z, Ziffern und Bindestriche enthalten, dann .md, z.\u00a0B. „${suggestedLegalName(name)}“; Großbuchstaben, Umlaute, Leerzeichen und von Windows reservierte Namen (con, nul …) findet ein anderer Rechner oder die Redaktionsoberfläche nicht wieder`,
      ),
    );
    return [];
  }
  return [entry];
};

const readJsonEntry = (entry: DataEntry, read: Read): void => {
  const name = entry.path.slice("data/".length);
  if (!name.endsWith(".json") || !entry.bytes) {
    read.problems.push(wholeFile(entry.path, "Dateiname", "unbekannte Datei in data/"));
    return;
  }
  const base = name.replace(/\.json$/, "");
  const bytes = entry.bytes;
  const result = remembered(bytes, `json ${base}`, () =>
    guarded<ReturnType<typeof validateJsonFile>>(
      entry.path,
      () => validateJsonFile(base, bytes),
      (problem) => ({ problems: [problem] }),
    ),
  );
  read.problems.push(...result.problems);
  if (isDataFileName(base)) {
    read.json[base] = {
      ...(result.problems.length === 0 ? { data: result.data } : {}),
      ...(result.lines ? { lines: result.lines } : {}),
    };
  }
};

export const readFiles = (entries: ReadonlyArray<DataEntry> | undefined): Read => {
  const read: Read = { json: {}, legal: [], problems: [] };
  if (!entries) {
    read.problems.push(wholeFile("data/", "Ordner", "der Ordner data/ fehlt"));
    return read;
  }
  const sorted = [...entries].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const refused = (path: string): boolean =>
    sorted.some((entry) => entry.path === path && refusalOf(entry));
  const legalSources: DataEntry[] = [];
  for (const entry of sorted) {
    const top = entry.path.slice("data/".length).split("/")[0] ?? "";
    if (top === "schema" || !isEditorFile(top)) continue;
    const refusal = refusalOf(entry);
    if (refusal) {
      read.problems.push(refusalProblem(entry.path, refusal));
    } else if (top === "legal" && entry.path.startsWith("data/legal/")) {
      legalSources.push(...readLegalEntry(entry, read));
    } else if (entry.path === "data/legal" && !entry.bytes) {
      continue;
    } else if (!entry.path.slice("data/".length).includes("/")) {
      readJsonEntry(entry, read);
    }
  }
  if (refused("data/")) return read;
  for (const name of Object.keys(dataFiles)) {
    if (!sorted.some((entry) => entry.path === `data/${name}.json`)) {
      read.problems.push(wholeFile(`data/${name}.json`, "Datei", "die Datei fehlt"));
    }
  }
  if (legalSources.length === 0 && !refused("data/legal")) {
    read.problems.push(wholeFile("data/legal/", "Dateien", "keine Rechtstexte gefunden"));
  }
  const site = read.json.site?.data as ContentData["site"] | undefined;
  const siteHost = site ? new URL(site.siteUrl).hostname : undefined;
  read.legal = legalSources.map(({ path, bytes }) =>
    remembered(bytes as Uint8Array, `legal ${path} ${siteHost ?? ""}`, () =>
      guarded(
        path,
        () => readLegalFile(path, bytes as Uint8Array, { siteHost }),
        (problem) => ({ ...startReading(path).result, problems: [problem] }),
      ),
    ),
  );
  for (const legal of read.legal) read.problems.push(...legal.problems);
  return read;
};

type Located = Pick<Problem, "file" | "line" | "entry" | "field" | "path">;

/**
 * Every text of the JSON files that hold page texts (or of all JSON files, facts included),
 * with where an editor finds it.
 */
export const jsonTexts = (
  json: Read["json"],
  { facts = false }: { facts?: boolean } = {},
): Array<{ where: Located; text: string }> =>
  Object.entries(dataFiles).flatMap(([name, spec]) => {
    const file = json[name as DataFileName];
    if ((!spec.texts && !facts) || !file?.data) return [];
    const data = file.data;
    return stringsOf(data).map(({ path: at, text }) => {
      const line = file.lines?.valueLine(at);
      return {
        where: {
          file: `data/${name}.json`,
          ...(line ? { line } : {}),
          ...locateEntry(spec, data, at),
          path: at,
        },
        text,
      };
    });
  });
