import type { Format } from "./report-style";
import { commandOptions, UsageError } from "../command-line";

/**
 * The command lines of `npm run changes`: `--base REV` (required), `--head REV`,
 * `--format text|markdown`, `--preview-url URL`, `--max-chars N`, and of
 * `npm run check:versions`: `--base REV` and `--head REV`; each also as `--name=value`. A
 * mistake is said in German with the usage.
 */

export type Options = {
  base: string;
  /** The revision whose data/ is compared instead of the working tree's */
  head?: string;
  format: Format;
  previewUrl?: string;
  /** The most characters (UTF-16 code units) the report may have */
  maxChars?: number;
};

const HEAD_OPTION =
  "  --head REV          statt data/ im Arbeitsverzeichnis data/ dieses Git-Stands (z. B. der Pull Request); beide Seiten stellt der Code dar, der den Befehl ausführt, vom Code des Stands läuft nichts";

export const USAGE = [
  "Aufruf: npm run changes -- --base REV [--head REV] [--format text|markdown] [--preview-url URL] [--max-chars N]",
  "  --base REV          der Git-Stand, mit dem data/ verglichen wird (z. B. main, HEAD~1)",
  HEAD_OPTION,
  "  --format FORMAT     text (Terminal, voreingestellt) oder markdown (Kommentar im Pull Request)",
  "  --preview-url URL   Adresse der Deploy Preview (https://…): jede Änderung verlinkt ihre Seite dort",
  "  --max-chars N       höchstens N Zeichen (ab 2000): zuerst jede geänderte Datei mit der Zahl ihrer Änderungen, dann so viele Einzelheiten, wie passen, und welche fehlen",
].join("\n");

export const VERSIONS_USAGE = [
  "Aufruf: npm run check:versions -- --base REV [--head REV] (z. B. HEAD^1, origin/main)",
  "  --base REV          der Git-Stand, gegen den die Fassungen der Rechtstexte geprüft werden",
  HEAD_OPTION,
].join("\n");

/** The deploy preview's origin, without a trailing slash, or a German message why it is none. */
const previewOrigin = (value: string): string => {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:") || url.search || url.hash) {
    throw new UsageError(
      `--preview-url erwartet die Adresse der Deploy Preview wie https://deploy-preview-12--name.netlify.app; gefunden: „${value}“.`,
    );
  }
  return url.href.replace(/\/+$/, "");
};

/** The fewest characters a report may be cut to: the list of files and the note on what is cut. */
const MIN_CHARS = 2000;

const maxChars = (value: string): number => {
  const chars = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(chars) || chars < MIN_CHARS) {
    throw new UsageError(
      `--max-chars erwartet eine ganze Zahl ab ${MIN_CHARS}, z. B. 60000; gefunden: „${value}“.`,
    );
  }
  return chars;
};

const REVISION = { type: "string" } as const;
const VERSIONS_OPTIONS = { base: REVISION, head: REVISION };
const OPTIONS = {
  ...VERSIONS_OPTIONS,
  format: { type: "string" },
  "preview-url": { type: "string" },
  "max-chars": { type: "string" },
} as const;

/** The revisions: `--base` (required) and `--head`, if given. */
const revisions = (given: { base?: string; head?: string }): { base: string; head?: string } => {
  if (!given.base) throw new UsageError("--base fehlt: Womit soll data/ verglichen werden?");
  return { base: given.base, ...(given.head ? { head: given.head } : {}) };
};

/** The command line of `npm run check:versions`: `--base REV` and `--head REV`. */
export const parseVersionsOptions = (
  args: ReadonlyArray<string>,
): { base: string; head?: string } => revisions(commandOptions(args, VERSIONS_OPTIONS));

export const parseOptions = (args: ReadonlyArray<string>): Options => {
  const given = commandOptions(args, OPTIONS);
  const format = given.format ?? "text";
  if (format !== "text" && format !== "markdown") {
    throw new UsageError(`--format kennt text und markdown; gefunden: „${format}“.`);
  }
  const previewUrl = given["preview-url"];
  const chars = given["max-chars"];
  return {
    ...revisions(given),
    format,
    ...(previewUrl ? { previewUrl: previewOrigin(previewUrl) } : {}),
    ...(chars ? { maxChars: maxChars(chars) } : {}),
  };
};
