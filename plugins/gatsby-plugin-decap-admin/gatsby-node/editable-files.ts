import { lstatSync, readdirSync, realpathSync } from "node:fs";
import path from "node:path";
import { dataFiles, isLegalFileName } from "../../gatsby-source-passform/check";

/**
 * What the local backend may read and write: decap-server would let a request reach any path
 * inside the project (package.json, .git/hooks/…), and the forms edit only the content model's
 * files in data/ and the legal texts. A path passes only as Decap writes it ("data/pricing.json",
 * "data/legal/agb.md"), with exactly the name of a file of the content model (case-sensitive,
 * so data/PRICING.json cannot replace data/pricing.json on a disk that ignores case) or a legal
 * text's name of lower-case letters, digits and hyphens (the slug Decap makes a name from):
 * no hidden file, no name a Windows or macOS disk would store under another name (trailing dots
 * or spaces, decomposed umlauts, a device name like CON, a stream like agb.md:x).
 */

/** The folder of the legal texts, as Decap's configuration names it (cms-config.ts). */
const LEGAL_FOLDER = "data/legal";
const DATA_FILE_NAMES = new Set(Object.keys(dataFiles).map((name) => `${name}.json`));

/** The parts of `file` below data/, if it names a file the forms edit. */
const partsBelowData = (file: unknown): string[] | undefined => {
  if (typeof file !== "string") return undefined;
  const [top, ...parts] = file.split("/");
  if (top !== "data") return undefined;
  const [first = "", second = ""] = parts;
  if (parts.length === 1 && DATA_FILE_NAMES.has(first)) return parts;
  if (parts.length === 2 && `${top}/${first}` === LEGAL_FOLDER && isLegalFileName(second)) {
    return parts;
  }
  return undefined;
};

/** Whether something (a file, a folder, a link even to nowhere) is at `file`. */
const exists = (file: string): boolean => {
  try {
    lstatSync(file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw error;
  }
};

/** The real path of `file`; of a file yet to be written, its folder's real path and its name. */
const realPath = (file: string): string =>
  exists(file)
    ? realpathSync(file)
    : path.join(realpathSync(path.dirname(file)), path.basename(file));

/**
 * Whether the forms may read or write `file` (a path relative to `root`, as Decap sends it): a
 * name above, and on disk exactly that file in data/, not a symbolic link (or a linked folder)
 * that leads elsewhere.
 */
export const isEditableFile = (root: string, file: unknown): boolean => {
  const parts = partsBelowData(file);
  if (!parts) return false;
  try {
    const data = realpathSync(path.join(root, "data"));
    return realPath(path.join(root, "data", ...parts)) === path.join(data, ...parts);
  } catch {
    return false;
  }
};

/**
 * What stops decap-server's listing of `folder` (the files ending in `extension`, `depth`
 * folders deep): nothing (undefined) if it lists only legal texts the forms may read; else the
 * files it would read that they may not, none if it asks for anything but the legal texts.
 */
export const listingRefusal = (
  root: string,
  folder: unknown,
  extension: unknown,
  depth: unknown,
): string[] | undefined => {
  if (folder !== LEGAL_FOLDER || extension !== "md" || depth !== 1) return [];
  try {
    const data = realpathSync(path.join(root, "data"));
    if (realpathSync(path.join(root, folder)) !== path.join(data, "legal")) return [];
    const refused = readdirSync(path.join(root, folder), { withFileTypes: true })
      .filter((entry) => !entry.isDirectory() && entry.name.endsWith(extension))
      .map((entry) => `${folder}/${entry.name}`)
      .filter((file) => !isEditableFile(root, file));
    return refused.length > 0 ? refused : undefined;
  } catch {
    return [];
  }
};
