import type { Format } from "./report";
import { UsageError } from "./revision";

/**
 * The command lines of `npm run changes`: `--base REV` (required), `--format text|markdown`,
 * `--preview-url URL`, and of `npm run check:versions`: `--base REV`; each also as
 * `--name=value`. A mistake is said in German with the usage.
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

/** Each option of `args` with its value; `names` are the options the command knows. */
const pairs = (
  args: ReadonlyArray<string>,
  names: ReadonlyArray<Name> = NAMES,
): Array<[Name, string]> => {
  const isName = (name: string): name is Name => (names as ReadonlyArray<string>).includes(name);
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

const requiredBase = (given: Map<Name, string>): string => {
  const base = given.get("--base");
  if (!base) throw new UsageError("--base fehlt: Womit soll data/ verglichen werden?");
  return base;
};

/** The command line of `npm run check:versions`: `--base REV` alone. */
export const parseBaseOption = (args: ReadonlyArray<string>): string =>
  requiredBase(new Map(pairs(args, ["--base"])));

export const parseOptions = (args: ReadonlyArray<string>): Options => {
  const given = new Map(pairs(args));
  const base = requiredBase(given);
  const format = given.get("--format") ?? "text";
  if (format !== "text" && format !== "markdown") {
    throw new UsageError(`--format kennt text und markdown; gefunden: „${format}“.`);
  }
  const previewUrl = given.get("--preview-url");
  return { base, format, ...(previewUrl ? { previewUrl: previewOrigin(previewUrl) } : {}) };
};
