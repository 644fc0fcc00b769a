/** One mistake in data/: where it is and what is wrong, in words an editor understands. */
export type Problem = {
  /** Path relative to the project, e.g. data/pricing.json */
  file: string;
  /** Line in that file, where one can be named */
  line?: number;
  /** The entry, e.g. Plan 2 („White-Label“) */
  entry: string;
  /** What in the entry: a field as written in the file (Feld „price“), a link, a heading … */
  field: string;
  /** What was expected and what was found */
  message: string;
};

/** `data/pricing.json:14 › Plan 2 („White-Label“) › Feld „price“: erwartet …; gefunden: …` */
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
