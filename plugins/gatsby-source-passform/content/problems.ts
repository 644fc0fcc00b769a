import type { z } from "zod";
import type { problemSchema } from "./model";

/** One mistake in data/: where it is and what is wrong, in words an editor understands. */
export type Problem = z.output<typeof problemSchema>;

/** `data/pricing.json:14 › Tarif 2 („White-Label“) › Feld „price“: erwartet …; gefunden: …` */
export const formatProblem = (problem: Problem): string =>
  `${problem.file}${problem.line ? `:${problem.line}` : ""} › ${problem.entry} › ${problem.field}: ${problem.message}`;

/**
 * Every problem, one line each. A build stops with it; the development server (`during:
 * "develop"`) goes on running and shows the same lines in the browser until the files are
 * fixed; the editors' forms do not save (`during: "form"`).
 */
type During = "build" | "develop" | "form";

const OUTCOME: Record<During, { found: string; next: string }> = {
  build: { found: "es wurde nichts gebaut", next: "Bitte korrigieren und erneut bauen" },
  develop: {
    found: "die lokale Vorschau zeigt sie an, bis sie behoben sind",
    next: "Bitte korrigieren und speichern",
  },
  form: {
    found: "so wird nicht gespeichert",
    next: "Bitte im Formular korrigieren; die Formularvorschau zeigt jede Stelle",
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
