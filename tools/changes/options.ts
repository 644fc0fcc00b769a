import type { Format } from "./report";
import { UsageError } from "./revision";

/**
 * The command line of `npm run changes`: `--base REV` (required), `--format text|markdown`,
 * `--preview-url URL`, each also as `--name=value`. A mistake is said in German with the usage.
 */

export type Options = { base: string; format: Format; previewUrl?: string };

export const USAGE = [
  "Aufruf: npm run changes -- --base REV [--format text|markdown] [--preview-url URL]",
  "  --base REV          der Git-Stand, mit dem data/ im Arbeitsverzeichnis verglichen wird (z. B. main, HEAD~1)",
  "  --format FORMAT     text (Terminal, voreingestellt) oder markdown (Kommentar im Pull Request)",
  "  --preview-url URL   Adresse der Deploy Preview (https://…): jede Änderung verlinkt ihre Seite dort",
].join("\n");

const NAMES = ["--base", "--format", "--preview-url"] as const;
type Name = (typeof NAMES)[number];

const isName = (name: string): name is Name => (NAMES as ReadonlyArray<string>).includes(name);

/** The deploy preview's origin, without a trailing slash, or a German message why it is none. */
const previewOrigin = (value: string): string => {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:") || url.search || url.hash) {
    throw new UsageError(
      `--preview-url erwartet die Adresse der Deploy Preview wie https://deploy-preview-12--name.netlify.app; gefunden: „${value}“.`,
    );
  }
  return url.href.replace(/\/+$/, "");
};

const pairs = (args: ReadonlyArray<string>): Array<[Name, string]> => {
  const found: Array<[Name, string]> = [];
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] as string;
    const [name = "", inline] = arg.startsWith("--") ? arg.split(/=(.*)/s, 2) : [arg];
    if (!isName(name)) {
      throw new UsageError(`Unbekannte Angabe „${arg}“.`);
    }
    const value = inline ?? args[index + 1];
    if (inline === undefined) index += 1;
    if (value === undefined || value === "") throw new UsageError(`${name} braucht einen Wert.`);
    found.push([name, value]);
  }
  return found;
};

export const parseOptions = (args: ReadonlyArray<string>): Options => {
  const given = new Map(pairs(args));
  const base = given.get("--base");
  if (!base) throw new UsageError("--base fehlt: Womit soll data/ verglichen werden?");
  const format = given.get("--format") ?? "text";
  if (format !== "text" && format !== "markdown") {
    throw new UsageError(`--format kennt text und markdown; gefunden: „${format}“.`);
  }
  const previewUrl = given.get("--preview-url");
  return { base, format, ...(previewUrl ? { previewUrl: previewOrigin(previewUrl) } : {}) };
};
