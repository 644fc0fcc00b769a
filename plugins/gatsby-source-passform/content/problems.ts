import type { z } from "zod";
import type { problemSchema } from "./model";

/** One mistake in data/: where it is and what is wrong, in words an editor understands. */
export type Problem = z.output<typeof problemSchema>;

/** `data/pricing.json:14 › Tarif 2 („White-Label“) › Feld „price“: erwartet …; gefunden: …` */
export const formatProblem = (problem: Problem): string =>
  `${problem.file}${problem.line ? `:${problem.line}` : ""} › ${problem.entry} › ${problem.field}: ${problem.message}`;

/**
 * Every problem, one line each. A build stops with it; the preview (`during: "preview"`)
 * goes on running and shows the same lines in the browser until the files are fixed.
 */
export const formatProblems = (
  problems: ReadonlyArray<Problem>,
  { during = "build" }: { during?: "build" | "preview" } = {},
): string =>
  [
    `Die Inhalte in data/ enthalten ${problems.length === 1 ? "einen Fehler" : `${problems.length} Fehler`}; ${during === "build" ? "es wurde nichts gebaut" : "die Vorschau zeigt sie an, bis sie behoben sind"}.`,
    ...problems.map((problem) => `  ✖ ${formatProblem(problem)}`),
    `Bitte korrigieren${during === "build" ? " und erneut bauen" : " und speichern"}. Hilfe: CONTENT.md`,
  ].join("\n");
