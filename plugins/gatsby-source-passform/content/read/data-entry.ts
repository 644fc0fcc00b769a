import type { Problem } from "../model/check-result";

/**
 * One entry of data/ as the check is given it: a file with its bytes, a folder, or something the
 * reader did not open, and why. Node reads data/ without following a link, opening a pipe or a
 * device, or reading a file beyond the size limit (content-source.ts); the editors' forms get the
 * same entries through data-files.json. The check turns each refusal into the same problem in
 * both, so the build, the development server and the forms report it alike.
 */

export type Refusal =
  /** A symbolic link: its target is never read, so nothing outside data/ reaches the site */
  | { kind: "link" }
  /** A named pipe, socket or device: reading one could wait forever or never end */
  | { kind: "special"; type: "fifo" | "socket" | "device" }
  /** The reader may not read it (file permissions) */
  | { kind: "unreadable" }
  /** Larger than MAX_FILE_BYTES; its size as the disk reports it, read no further */
  | { kind: "too-large"; size: number };

/**
 * A file or folder of data/ as the check sees it: its path from the project's root
 * ("data/pricing.json", "data/legal/agb.md") and its bytes, none for a folder or a refused entry.
 */
export type DataEntry = { path: string; bytes?: Uint8Array; refused?: Refusal };

/** The text of the file at `path` among `entries`; undefined where none has bytes there. */
export const textAt = (entries: ReadonlyArray<DataEntry>, path: string): string | undefined => {
  const bytes = entries.find((entry) => entry.path === path)?.bytes;
  return bytes && new TextDecoder("utf-8").decode(bytes);
};

/**
 * The largest file data/ may hold: 256 KB. The longest legal text today has about 43 KB and the
 * JSON files a few KB each; a privacy policy twice as long as any in use still fits three times
 * over. Checking a legal text of this size takes about a second, and a file never read whole
 * cannot hold the check up or fill the editors' forms with megabytes in data-files.json.
 */
export const MAX_FILE_BYTES = 256 * 1024;

const UNITS: ReadonlyArray<[unit: string, bytes: number]> = [
  ["GB", 1024 ** 3],
  ["MB", 1024 ** 2],
  ["KB", 1024],
];

/** A size as „300 KB“ or „1,5 MB“. */
const sizeOf = (bytes: number): string => {
  const [unit, size] = UNITS.find(([, each]) => bytes >= each) ?? ["KB", 1024];
  const digits = unit === "KB" ? 0 : 1;
  return `${(bytes / size).toLocaleString("de-DE", { maximumFractionDigits: digits })}\u00a0${unit}`;
};

const SPECIAL: Record<Extract<Refusal, { kind: "special" }>["type"], string> = {
  fifo: "eine benannte Pipe (FIFO)",
  socket: "ein Socket",
  device: "eine Gerätedatei",
};

const wordsFor = (refused: Refusal): { field: string; message: string } => {
  switch (refused.kind) {
    case "link":
      return {
        field: "Dateiart",
        message:
          "eine symbolische Verknüpfung (Symlink); Verknüpfungen werden nicht gelesen, damit keine Datei von außerhalb von data/ auf die Website gelangt. Bitte die Verknüpfung löschen und an ihrer Stelle die Datei oder den Ordner selbst ablegen",
      };
    case "special":
      return {
        field: "Dateiart",
        message: `keine gewöhnliche Datei, sondern ${SPECIAL[refused.type]}; sie wird nicht gelesen. Bitte löschen: in data/ gehören nur JSON- und Markdown-Dateien`,
      };
    case "unreadable":
      return {
        field: "Leserechte",
        message:
          "lässt sich nicht lesen (fehlen die Leserechte?); bitte die Rechte der Datei prüfen, z. B. mit „chmod a+r“",
      };
    case "too-large":
      return {
        field: "Größe",
        message: `die Datei ist ${sizeOf(refused.size)} groß, erlaubt sind höchstens ${sizeOf(MAX_FILE_BYTES)} (ein langer Rechtstext hat um die 50\u00a0KB); wurde die richtige Datei gespeichert?`,
      };
  }
};

/** Why an entry cannot be checked, or nothing: refused by the reader, or too large to read. */
export const refusalOf = (entry: DataEntry): Refusal | undefined =>
  entry.refused ??
  (entry.bytes && entry.bytes.length > MAX_FILE_BYTES
    ? { kind: "too-large", size: entry.bytes.length }
    : undefined);

export const refusalProblem = (file: string, refused: Refusal): Problem => ({
  file,
  entry: "ganze Datei",
  ...wordsFor(refused),
});
