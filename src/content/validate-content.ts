import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import type { z } from "zod";
import { findUnknownTokens, flattenFacts } from "../lib/fill-tokens";
import { dataFiles, isDataFileName, type DataFile } from "./data-files";
import { legalFrontmatterSchema, siteSchema } from "./schemas";

/** One mistake in data/: where it is and what is wrong, in words an editor understands. */
export type Problem = {
  /** Path relative to the project, e.g. data/pricing.json */
  file: string;
  /** The entry, e.g. Plan 2 („White-Label“) */
  entry: string;
  /** The field as written in the file, e.g. price */
  field: string;
  /** What was expected and what was found */
  message: string;
};

type Path = ReadonlyArray<PropertyKey>;
type Json = unknown;

const valueAt = (input: Json, at: Path): Json =>
  at.reduce<Json>(
    (value, key) =>
      value !== null && typeof value === "object"
        ? (value as Record<PropertyKey, Json>)[key]
        : undefined,
    input,
  );

const show = (value: Json): string => {
  if (value === undefined) return "nichts (das Feld fehlt)";
  const json = JSON.stringify(value);
  return json.length > 60 ? `${json.slice(0, 57)}…` : json;
};

const fieldName = (at: Path): string =>
  at.length === 0
    ? "(ganzer Eintrag)"
    : at
        .map((key) => (typeof key === "number" ? `Eintrag ${key + 1}` : `„${String(key)}“`))
        .join(" › ");

/** Where in a file a path points, named the way an editor reads the file. */
const locate = (spec: DataFile, input: Json, at: Path): Pick<Problem, "entry" | "field"> => {
  if (spec.kind === "list" && at[0] === spec.listKey && typeof at[1] === "number") {
    const item = valueAt(input, at.slice(0, 2)) as Record<string, Json> | undefined;
    const name = item?.name ?? item?.title ?? item?.figure;
    return {
      entry: `${spec.entryLabel} ${at[1] + 1}${typeof name === "string" ? ` („${name}“)` : ""}`,
      field: fieldName(at.slice(2)),
    };
  }
  if (at.length > 1)
    return { entry: `Abschnitt „${String(at[0])}“`, field: fieldName(at.slice(1)) };
  return { entry: "oberste Ebene", field: fieldName(at) };
};

/** The keys a strict object schema allows at `at`, for "did you mean" hints. */
const allowedKeys = (schema: z.ZodType, at: Path): string[] => {
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

const describeIssue = (issue: z.core.$ZodIssue, input: Json): string => {
  const found = valueAt(input, issue.path);
  switch (issue.code) {
    case "invalid_type":
    case "invalid_value":
    case "invalid_format":
      return `${issue.message}; gefunden: ${show(found)}`;
    case "too_small":
    case "too_big":
      return Array.isArray(found)
        ? `${issue.message}; gefunden: ${found.length} Einträge`
        : `${issue.message}; gefunden: ${show(found)}${typeof found === "string" ? ` (${found.length} Zeichen)` : ""}`;
    default: {
      const primitive = typeof found === "string" || typeof found === "number";
      return primitive && !issue.message.includes(String(found))
        ? `${issue.message}; gefunden: ${show(found)}`
        : issue.message;
    }
  }
};

/** Checks one JSON data file; returns its problems and, if there are none, the parsed content. */
export const validateJsonFile = (
  name: string,
  raw: string,
): { problems: Problem[]; data?: Record<string, Json> } => {
  const file = `data/${name}.json`;
  if (!isDataFileName(name)) {
    return {
      problems: [
        {
          file,
          entry: "ganze Datei",
          field: "(Dateiname)",
          message: `unbekannte Datei; erlaubt sind ${Object.keys(dataFiles)
            .map((known) => `${known}.json`)
            .join(", ")}`,
        },
      ],
    };
  }
  let input: Json;
  try {
    input = JSON.parse(raw);
  } catch (error) {
    const message = (error as Error).message;
    const position = Number(/position (\d+)/.exec(message)?.[1] ?? NaN);
    const where = Number.isNaN(position)
      ? ""
      : (() => {
          const before = raw.slice(0, position).split("\n");
          return ` in Zeile ${before.length}, Spalte ${(before.at(-1)?.length ?? 0) + 1}`;
        })();
    return {
      problems: [
        {
          file,
          entry: "ganze Datei",
          field: "(Schreibweise)",
          message: `kein gültiges JSON${where}: ${message}. Häufig: ein Komma zu viel oder zu wenig, ein fehlendes Anführungszeichen`,
        },
      ],
    };
  }

  const spec: DataFile = dataFiles[name];
  const result = spec.schema.safeParse(input);
  if (result.success) return { problems: [], data: result.data as Record<string, Json> };
  const problems = result.error.issues.flatMap((issue): Problem[] => {
    if (issue.code === "unrecognized_keys") {
      const allowed = allowedKeys(spec.schema, issue.path).filter((key) => key !== "$schema");
      return issue.keys.map((key) => ({
        file,
        ...locate(spec, input, [...issue.path, key]),
        message: `unbekanntes Feld (Tippfehler?); erlaubt sind: ${allowed.join(", ")}`,
      }));
    }
    return [{ file, ...locate(spec, input, issue.path), message: describeIssue(issue, input) }];
  });
  return { problems };
};

/** The facts legal texts may use as {{tokens}}, or undefined if data/site.json is broken. */
const readFacts = (dataDir: string): Record<string, string> | undefined => {
  try {
    const site = siteSchema.safeParse(
      JSON.parse(readFileSync(path.join(dataDir, "site.json"), "utf8")),
    );
    return site.success ? flattenFacts(site.data) : undefined;
  } catch {
    return undefined;
  }
};

/** Checks the Markdown legal pages: frontmatter, unique slugs, known company facts. */
const validateLegalFiles = (
  files: ReadonlyArray<{ file: string; raw: string }>,
  facts: Record<string, string> | undefined,
): Problem[] => {
  const problems: Problem[] = [];
  const slugs = new Map<string, string>();
  for (const { file, raw } of files) {
    let parsed: matter.GrayMatterFile<string>;
    try {
      parsed = matter(raw);
    } catch (error) {
      problems.push({
        file,
        entry: "Frontmatter",
        field: "(Schreibweise)",
        message: `kein gültiges YAML: ${(error as Error).message.split("\n")[0]}`,
      });
      continue;
    }
    // YAML reads an unquoted 2021-01-01 as a date; the field means the same either way.
    const data = Object.fromEntries(
      Object.entries(parsed.data).map(([key, value]) => [
        key,
        value instanceof Date ? value.toISOString().slice(0, 10) : value,
      ]),
    );
    const result = legalFrontmatterSchema.safeParse(data);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const keys = issue.code === "unrecognized_keys" ? issue.keys : [issue.path[0]];
        for (const key of keys) {
          problems.push({
            file,
            entry: "Frontmatter",
            field: `„${String(key)}“`,
            message:
              issue.code === "unrecognized_keys"
                ? `unbekanntes Feld (Tippfehler?); erlaubt sind: ${Object.keys(legalFrontmatterSchema.shape).join(", ")}`
                : describeIssue(issue, data),
          });
        }
      }
    } else {
      const other = slugs.get(result.data.slug);
      if (other) {
        problems.push({
          file,
          entry: "Frontmatter",
          field: "„slug“",
          message: `„${result.data.slug}“ verwendet schon ${other}`,
        });
      }
      slugs.set(result.data.slug, file);
    }
    if (parsed.content.trim() === "") {
      problems.push({
        file,
        entry: "Text",
        field: "(Inhalt)",
        message: "unter dem Frontmatter steht kein Text",
      });
    }
    if (facts) {
      for (const token of findUnknownTokens(parsed.content, facts)) {
        problems.push({
          file,
          entry: "Text",
          field: `{{${token}}}`,
          message: `unbekannter Platzhalter; bekannt sind: ${Object.keys(facts)
            .map((name) => `{{${name}}}`)
            .join(", ")}`,
        });
      }
    }
  }
  return problems;
};

/** Everything in data/, checked before a single page is built. */
export const validateContent = (dataDir: string): Problem[] => {
  const problems: Problem[] = [];
  const legal: { file: string; raw: string }[] = [];
  for (const entry of readdirSync(dataDir).sort()) {
    const full = path.join(dataDir, entry);
    if (entry === "schema") continue;
    if (entry === "legal" && statSync(full).isDirectory()) {
      for (const name of readdirSync(full).sort()) {
        const file = `data/legal/${name}`;
        if (!name.endsWith(".md")) {
          problems.push({
            file,
            entry: "ganze Datei",
            field: "(Dateiname)",
            message: "in data/legal/ sind nur Markdown-Dateien (.md) erlaubt",
          });
        } else legal.push({ file, raw: readFileSync(path.join(full, name), "utf8") });
      }
      continue;
    }
    if (!entry.endsWith(".json")) {
      problems.push({
        file: `data/${entry}`,
        entry: "ganze Datei",
        field: "(Dateiname)",
        message: "unbekannte Datei in data/",
      });
      continue;
    }
    problems.push(
      ...validateJsonFile(entry.replace(/\.json$/, ""), readFileSync(full, "utf8")).problems,
    );
  }
  for (const name of Object.keys(dataFiles)) {
    if (!existsSync(path.join(dataDir, `${name}.json`))) {
      problems.push({
        file: `data/${name}.json`,
        entry: "ganze Datei",
        field: "(Datei)",
        message: "die Datei fehlt",
      });
    }
  }
  if (legal.length === 0) {
    problems.push({
      file: "data/legal/",
      entry: "Ordner",
      field: "(Dateien)",
      message: "keine Rechtstexte gefunden",
    });
  }
  problems.push(...validateLegalFiles(legal, readFacts(dataDir)));
  return problems;
};

const formatProblem = (problem: Problem): string =>
  `${problem.file} › ${problem.entry} › Feld ${problem.field}: ${problem.message}`;

export const formatProblems = (problems: ReadonlyArray<Problem>): string =>
  [
    `Die Inhalte in data/ enthalten ${problems.length === 1 ? "einen Fehler" : `${problems.length} Fehler`}; es wurde nichts gebaut.`,
    ...problems.map((problem) => `  ✖ ${formatProblem(problem)}`),
    "Bitte korrigieren und erneut bauen. Hilfe: CONTENT.md",
  ].join("\n");
