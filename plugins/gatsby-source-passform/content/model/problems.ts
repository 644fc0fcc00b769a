import type { z } from "zod";
import { valueAt } from "../words/json-path";
import type { Problem } from "./check-result";

/** A problem of a legal text's frontmatter field `key`, at its line if known. */
export const frontmatterProblem = (
  file: string,
  key: string,
  line: number | undefined,
  message: string,
  formMessage: string,
): Problem => ({
  file,
  ...(line ? { line } : {}),
  entry: "Frontmatter",
  field: `Feld „${key}“`,
  message,
  path: [key],
  formMessage,
});

type Json = unknown;

/** A value as a message quotes it: as JSON, at most 60 characters. */
const show = (value: Json): string => {
  if (value === undefined) return "nichts (das Feld fehlt)";
  const json = JSON.stringify(value);
  return json.length > 60 ? `${json.slice(0, 57)}…` : json;
};

/**
 * What the model says about a value (a zod issue of its schema), with what was found there:
 * „höchstens 24 Zeichen; gefunden: "…" (31 Zeichen)“. The JSON files and the legal texts'
 * frontmatter are described alike.
 */
export const describeIssue = (issue: z.core.$ZodIssue, input: Json): string => {
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

/** `data/pricing.json:14 › Tarif 2 („White-Label“) › Feld „price“: erwartet …; gefunden: …` */
export const formatProblem = (problem: Problem): string =>
  `${problem.file}${problem.line ? `:${problem.line}` : ""} › ${problem.entry} › ${problem.field}: ${problem.message}`;

/**
 * Every problem, one line each. A build stops with it; the development server (`during:
 * "develop"`) goes on running and shows the same lines in the browser until the files are
 * fixed. The editors' forms say their problems in their own words (form-words.ts).
 */
type During = "build" | "develop";

const OUTCOME: Record<During, { found: string; next: string }> = {
  build: { found: "es wurde nichts gebaut", next: "Bitte korrigieren und erneut bauen" },
  develop: {
    found: "die lokale Vorschau zeigt sie an, bis sie behoben sind",
    next: "Bitte korrigieren und speichern",
  },
};

export const formatProblems = (
  problems: ReadonlyArray<Problem>,
  { during = "build" }: { during?: During } = {},
): string =>
  [
    `Die Inhalte in data/ enthalten ${problems.length === 1 ? "einen Fehler" : `${problems.length} Fehler`}; ${OUTCOME[during].found}.`,
    ...problems.map((problem) => `  ✖ ${formatProblem(problem)}`),
    `${OUTCOME[during].next}. Hilfe: CONTENT.md`,
  ].join("\n");
