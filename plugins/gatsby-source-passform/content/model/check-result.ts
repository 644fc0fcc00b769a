import { z } from "zod";
import type { Path } from "../words/json-path";
import { block } from "./fields";

/** What the content check finds, as GraphQL carries it to the development server. */

/** One problem in data/, as the build prints it and the development server shows it. */
const problemSchema = block(
  "ContentProblem",
  "Fehler",
  "Ein Fehler in data/, wie Build und lokale Vorschau ihn melden",
  {
    file: z.string().meta({ description: "Datei relativ zum Projekt, z. B. data/pricing.json" }),
    line: z
      .number()
      .int()
      .optional()
      .meta({ description: "Zeile in dieser Datei, wo sie sich nennen lässt" }),
    entry: z.string().meta({ description: "Der Eintrag, z. B. Tarif 2 („White-Label“)" }),
    field: z.string().meta({
      description: "Was im Eintrag: ein Feld (Feld „price“), ein Link, eine Überschrift …",
    }),
    message: z.string().meta({ description: "Was erwartet war und was gefunden wurde" }),
  },
);

/**
 * One mistake in data/: where it is and what is wrong, in words an editor understands. The build
 * and the terminal name the file, line, entry and field; the editors' forms name the place by
 * their labels, from `path`, and say it in `formMessage` (form-words.ts), where the check knows
 * them. Neither is part of the GraphQL type: the pages of the development server speak the
 * build's words.
 */
export type Problem = z.output<typeof problemSchema> & {
  /** Where in the file the mistake is, where the check knows it */
  path?: Path;
  /** Other places the same mistake concerns: a rule across entries names each of them */
  related?: ReadonlyArray<Path>;
  /** What is wrong and what to do, in the words of the editors' forms */
  formMessage?: string;
};

/** The outcome of checking data/: empty in a build (a problem stops it), shown by the development server. */
export const contentCheckSchema = block(
  "ContentCheck",
  "Prüfung",
  "Ergebnis der Prüfung von data/: in einem Build immer leer (ein Fehler bricht ihn ab), in der lokalen Vorschau angezeigt",
  {
    problems: z
      .array(problemSchema)
      .meta({ description: "Jeder Fehler in data/, in der Reihenfolge der Dateien" }),
    samples: z.array(problemSchema).meta({
      description:
        "Jede Musterangabe und Lücke in data/, die vor dem Livegang zu ersetzen ist (im Produktions-Build immer leer)",
    }),
    sampleValues: z.array(z.string()).meta({
      description:
        "Die Musterwerte der Firmenangaben, wie sie auf den Seiten stehen; ein Vorschau-Build markiert sie wie die Lücken",
    }),
  },
);
