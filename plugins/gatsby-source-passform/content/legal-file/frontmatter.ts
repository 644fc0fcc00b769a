import matter from "gray-matter";
import yaml from "js-yaml";
import { describeIssue } from "../json-file";
import { legalFrontmatterSchema, SLUG_PATTERN } from "../model";
import type { Problem } from "../problems";
import { sampleMarkers, sampleMessage, staleStandMessage } from "../samples";
import type { LegalFrontmatter, Reading } from "./reading";

/**
 * A legal text's frontmatter: where it ends, its YAML read without implicit type conversion,
 * its fields checked against the model, and the gaps still in its values.
 */

/**
 * Frontmatter YAML with every value read as the text it is: no dates, numbers or booleans
 * guessed, so `lastUpdated: 2021-02-30` stays what the editor wrote (and is rejected) instead
 * of silently becoming the 2nd of March. The pages get their frontmatter from this reading
 * too (plugins/gatsby-source-passform/gatsby-node/create-resolvers.ts), so the value checked is the value published.
 */
const parseFrontmatterYaml = (source: string): unknown =>
  yaml.load(source, { schema: yaml.FAILSAFE_SCHEMA });

const yamlAdvice = (reason: string): string => {
  if (/duplicated mapping key/.test(reason)) return "ein Feld steht zweimal im Frontmatter";
  if (/mapping (pair|values)/.test(reason)) {
    return 'ein Doppelpunkt steht im Wert; einen Wert mit „:“ bitte in gerade Anführungszeichen "…" setzen';
  }
  if (/quoted scalar/.test(reason)) return 'ein Anführungszeichen " wird nicht geschlossen';
  if (/flow collection/.test(reason)) return "eine Klammer [ oder { wird nicht geschlossen";
  if (/indentation/.test(reason)) return "falsche Einrückung; jedes Feld beginnt am Zeilenanfang";
  return reason;
};

/**
 * Gaps in the frontmatter's values, e.g. the lawyer's review still to be supplied, and a Stand
 * older than a review that is filled in.
 */
const frontmatterSamples = (
  file: string,
  frontmatter: LegalFrontmatter,
  keyLine: (key: string) => number | undefined,
): Problem[] => {
  const at = (key: string, message: string): Problem => {
    const line = keyLine(key);
    return {
      file,
      ...(line ? { line } : {}),
      entry: "Frontmatter",
      field: `Feld „${key}“`,
      message,
    };
  };
  const stale = staleStandMessage(frontmatter);
  return [
    ...Object.entries(frontmatter).flatMap(([key, value]) => {
      const markers = typeof value === "string" ? sampleMarkers(value) : [];
      return markers.length > 0 ? [at(key, sampleMessage(markers))] : [];
    }),
    ...(stale ? [at("lastUpdated", stale)] : []),
  ];
};

type FrontmatterSplit =
  | { ok: true; /** Index of the closing line "---" */ close: number }
  | { ok: false; line: number; field: "Anfang" | "Ende"; message: string };

const YAML_END = /^\.\.\.\s*$/;

/**
 * Where the frontmatter ends, found by the parser gatsby-transformer-remark uses (gray-matter):
 * at the next line that begins with "---". What it would read differently from what the editor
 * meant is a problem with its line: no closing line (all of the file would be frontmatter), a
 * YAML end marker "..." (YAML allows it, gray-matter does not, and would read on to a later
 * "---" such as a rule in the text), a closing line with more on it than "---".
 */
export const splitFrontmatter = (text: string, lines: ReadonlyArray<string>): FrontmatterSplit => {
  if (lines[0]?.trim() !== "---" || !matter.test(text)) {
    return {
      ok: false,
      line: 1,
      field: "Anfang",
      message:
        "die Datei beginnt nicht mit einer Zeile ---, darunter title, slug, lastUpdated und description, dann wieder ---",
    };
  }
  // The YAML itself is read below, with line numbers for its messages; here only the split.
  const raw = matter(text, { engines: { yaml: () => ({}) } }).matter;
  const closed = "---".length + raw.length < text.length;
  const close = closed ? raw.split("\n").length : lines.length;
  const yamlEnd = lines.slice(1, close).findIndex((line) => YAML_END.test(line));
  if (yamlEnd !== -1) {
    return {
      ok: false,
      line: yamlEnd + 2,
      field: "Ende",
      message:
        "„...“ beendet das Frontmatter hier nicht, nur eine Zeile --- tut das; bitte „...“ durch „---“ ersetzen",
    };
  }
  if (!closed) {
    return {
      ok: false,
      line: 1,
      field: "Ende",
      message: "die Zeile --- nach dem Frontmatter fehlt",
    };
  }
  if (lines[close]?.trim() !== "---") {
    return {
      ok: false,
      line: close + 1,
      field: "Ende",
      message: `die Zeile nach dem Frontmatter muss genau --- sein; gefunden: "${lines[close] ?? ""}"`,
    };
  }
  return { ok: true, close };
};

/** The frontmatter's YAML (lines 2 to `close`), checked against the model. */
export const readFrontmatter = (
  { file, result, problem }: Reading,
  lines: ReadonlyArray<string>,
  close: number,
): void => {
  const keyLine = (key: string): number | undefined => {
    const index = lines
      .slice(1, close)
      .findIndex((line) => new RegExp(`^\\s*["']?${key}["']?\\s*:`).test(line));
    return index === -1 ? undefined : index + 2;
  };
  let data: unknown;
  try {
    data = parseFrontmatterYaml(lines.slice(1, close).join("\n"));
  } catch (error) {
    const { reason, mark } = error as { reason?: string; mark?: { line: number } };
    problem(
      mark ? Math.min(mark.line + 2, close) : 1,
      "Frontmatter",
      "Schreibweise",
      `kein gültiges YAML: ${yamlAdvice(reason ?? String(error))}`,
    );
    return;
  }
  const record = (data ?? {}) as Record<string, unknown>;
  if (typeof record.slug === "string" && SLUG_PATTERN.test(record.slug)) result.slug = record.slug;
  const parsed = legalFrontmatterSchema.safeParse(data ?? {});
  if (parsed.success) {
    result.frontmatter = parsed.data;
    result.samples.push(...frontmatterSamples(file, parsed.data, keyLine));
    return;
  }
  for (const issue of parsed.error.issues) {
    const keys = issue.code === "unrecognized_keys" ? issue.keys : [String(issue.path[0] ?? "")];
    for (const key of keys) {
      problem(
        keyLine(key) ?? 1,
        "Frontmatter",
        `Feld „${key}“`,
        issue.code === "unrecognized_keys"
          ? `unbekanntes Feld (Tippfehler?); erlaubt sind: ${Object.keys(legalFrontmatterSchema.shape).join(", ")}`
          : describeIssue(issue, record),
      );
    }
  }
};
