import yaml from "js-yaml";
import type { z } from "zod";
import { legalFrontmatterSchema, SLUG_PATTERN } from "../../model";
import { defOf } from "../../model/zod-def";
import { describeIssue, frontmatterProblem } from "../../model/problems";
import type { Problem } from "../../model/check-result";
import { formMessage } from "../../model/form-words";
import {
  sampleFormMessage,
  sampleMarkers,
  sampleMessage,
  staleStandMessage,
} from "../../model/samples";
import { escapeRegExp } from "../../words/escape";
import type { LegalFrontmatter, Reading } from "./reading";

/**
 * A legal text's frontmatter, once split.ts has found where it ends: its YAML read without
 * implicit type conversion, its fields checked against the model, and the gaps still in its
 * values.
 */

/**
 * Frontmatter YAML with every value read as the text it is: no dates, numbers or booleans
 * guessed, so `lastUpdated: 2021-02-30` stays what the editor wrote (and is rejected) instead
 * of silently becoming the 2nd of March. The pages get their frontmatter from this reading
 * too (plugins/gatsby-source-passform/gatsby-node/create-resolvers.ts), so the value checked is the value published.
 */
const parseFrontmatterYaml = (source: string): unknown =>
  yaml.safeLoad(source, { schema: yaml.FAILSAFE_SCHEMA });

/**
 * The frontmatter's fields are short texts (title, description and review at most 70, 160 and
 * 120 characters): all five fit into about 500, and a version that keeps its own list of service
 * providers (facts › processors) a few thousand more. A longer frontmatter is a mistake, and
 * YAML nested deep enough could exhaust js-yaml's recursion (a few thousand brackets); these
 * limits, on the length and on the opening brackets of YAML's flow style, stop it before the
 * YAML parser sees it. Indentation cannot nest that deep within the length.
 */
const MAX_FRONTMATTER_CHARACTERS = 10_000;
const MAX_FRONTMATTER_BRACKETS = 100;

const yamlAdvice = (reason: string): string => {
  if (/duplicated mapping key/.test(reason)) return "ein Feld steht zweimal im Frontmatter";
  if (/mapping (pair|values)/.test(reason)) {
    return 'ein Doppelpunkt steht im Wert; einen Wert mit „:“ bitte in gerade Anführungszeichen "…" setzen';
  }
  if (/quoted scalar/.test(reason)) return 'ein Anführungszeichen " wird nicht geschlossen';
  if (/flow collection/.test(reason)) return "eine Klammer [ oder { wird nicht geschlossen";
  if (/indentation/.test(reason)) return "falsche Einrückung; jedes Feld beginnt am Zeilenanfang";
  if (/unknown tag/.test(reason)) {
    return 'ein Wert ist mit !! als YAML-Typ markiert (z. B. !!js/function); Werte stehen ohne Typ in geraden Anführungszeichen "…"';
  }
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
  const at = (key: string, message: string, formMessage: string): Problem =>
    frontmatterProblem(file, key, keyLine(key), message, formMessage);
  const stale = staleStandMessage(frontmatter);
  return [
    ...Object.entries(frontmatter).flatMap(([key, value]) => {
      const markers = typeof value === "string" ? sampleMarkers(value) : [];
      return markers.length > 0
        ? [at(key, sampleMessage(markers), sampleFormMessage(markers))]
        : [];
    }),
    ...(stale ? [at("lastUpdated", stale.message, stale.formMessage)] : []),
  ];
};

/** The names a block of the frontmatter allows: its top level, or a block within (`facts`). */
const allowedAt = (path: ReadonlyArray<PropertyKey>): string[] => {
  let schema: z.ZodType = legalFrontmatterSchema;
  for (const key of path) {
    const def = defOf(schema);
    const shape = (def.type === "optional" ? defOf(def.innerType as z.ZodType) : def).shape as
      Record<string, z.ZodType> | undefined;
    const inner = shape?.[String(key)];
    if (!inner) return [];
    schema = inner;
  }
  const def = defOf(schema);
  const shape = (def.type === "optional" ? defOf(def.innerType as z.ZodType) : def).shape;
  return Object.keys((shape ?? {}) as object);
};

/**
 * The problems of the frontmatter's fields, each at its key's line and with its form words; a
 * field within a block (a version's own values) by its whole name, e.g. „facts.terms.noticeMonths“.
 */
const issueProblems = (
  file: string,
  issues: ReadonlyArray<z.core.$ZodIssue>,
  record: Record<string, unknown>,
  keyLine: (path: ReadonlyArray<string>) => number | undefined,
): Problem[] =>
  issues.flatMap((issue) => {
    const unknown = issue.code === "unrecognized_keys";
    const within = issue.path.map(String);
    const paths = unknown
      ? issue.keys.map((key) => [...within, key])
      : [within.length > 0 ? within : [""]];
    return paths.map((path) => {
      const name = path.join(".");
      return {
        file,
        line: keyLine(path) ?? 1,
        entry: "Frontmatter",
        field: `Feld „${name}“`,
        message: unknown
          ? `unbekanntes Feld (Tippfehler?); erlaubt sind${within.length > 0 ? ` in „${within.join(".")}“` : ""}: ${allowedAt(within).join(", ")}`
          : describeIssue(issue, record),
        path: unknown ? within : [path[0] as string],
        formMessage: formMessage(
          unknown ? { ...issue, keys: [path.at(-1) as string] } : issue,
          record,
        ),
      };
    });
  });

/**
 * The line of a field (by its path: ["facts", "terms", "noticeMonths"]), each key looked for
 * below its block's line and indented deeper. The key is the editor's (an unknown field), so it is
 * matched as text, not as a pattern.
 */
const lineOfKey = (
  lines: ReadonlyArray<string>,
  close: number,
  path: ReadonlyArray<string>,
): number | undefined => {
  let from = 1;
  let depth = -1;
  for (const key of path) {
    const written = escapeRegExp(key);
    const pattern = new RegExp(`^(\\s*)["']?${written}["']?\\s*:`);
    let found: number | undefined;
    for (let index = from; index < close && found === undefined; index += 1) {
      const line = lines[index] ?? "";
      const indent = /^\s*/.exec(line)?.[0].length ?? 0;
      if (index > from && line.trim() !== "" && indent <= depth) break;
      const match = pattern.exec(line);
      if (match && (match[1] ?? "").length > depth) {
        found = index;
        depth = (match[1] ?? "").length;
      }
    }
    if (found === undefined) return undefined;
    from = found + 1;
  }
  return from;
};

/** The frontmatter's YAML (lines 2 to `close`), checked against the model. */
export const readFrontmatter = (
  { file, result, problem }: Reading,
  lines: ReadonlyArray<string>,
  close: number,
): void => {
  const keyLine = (path: ReadonlyArray<string>) => lineOfKey(lines, close, path);
  const source = lines.slice(1, close).join("\n");
  if (source.length > MAX_FRONTMATTER_CHARACTERS) {
    problem(
      1,
      "Frontmatter",
      "Länge",
      `das Frontmatter hat ${source.length.toLocaleString("de-DE")} Zeichen, erlaubt sind höchstens ${MAX_FRONTMATTER_CHARACTERS.toLocaleString("de-DE")}: die Felder einer Fassung brauchen mit ihren eigenen Werten (facts), auch einer eigenen Liste der Dienstleister, zusammen höchstens etwa 8.000 (steht Text aus der Seite im Frontmatter?)`,
    );
    return;
  }
  const brackets = source.match(/[[{]/g)?.length ?? 0;
  if (brackets > MAX_FRONTMATTER_BRACKETS) {
    problem(
      1,
      "Frontmatter",
      "Schreibweise",
      `das Frontmatter enthält ${brackets.toLocaleString("de-DE")} öffnende Klammern [ und {, erlaubt sind höchstens ${MAX_FRONTMATTER_BRACKETS}: so tief verschachtelt ist keine Angabe einer Fassung; Texte bitte in Anführungszeichen setzen`,
    );
    return;
  }
  let data: unknown;
  try {
    data = parseFrontmatterYaml(source);
  } catch (error) {
    const { reason, mark } = error as { reason?: string; mark?: { line: number } };
    problem(
      mark ? Math.min(mark.line + 2, close) : 1,
      "Frontmatter",
      "Schreibweise",
      reason === undefined
        ? 'das Frontmatter ließ sich nicht lesen (zu tief verschachtelt?); es besteht nur aus Zeilen wie title: "…"'
        : `kein gültiges YAML: ${yamlAdvice(reason)}`,
    );
    return;
  }
  const record = (data ?? {}) as Record<string, unknown>;
  if (typeof record.slug === "string" && SLUG_PATTERN.test(record.slug)) result.slug = record.slug;
  const parsed = legalFrontmatterSchema.safeParse(data ?? {});
  if (parsed.success) {
    result.frontmatter = parsed.data;
    result.keyLines = Object.fromEntries(
      Object.keys(parsed.data).map((key) => [key, keyLine([key])]),
    );
    result.samples.push(...frontmatterSamples(file, parsed.data, (key) => keyLine([key])));
    return;
  }
  result.problems.push(...issueProblems(file, parsed.error.issues, record, keyLine));
};
