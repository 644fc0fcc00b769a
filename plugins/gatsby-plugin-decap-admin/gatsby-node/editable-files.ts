import { lstatSync, readdirSync, realpathSync } from "node:fs";
import path from "node:path";

// decap-server lets a request read and write any path inside the project (package.json,
// .git/hooks/…); the forms edit only data/*.json and data/legal/*.md, so nothing else passes.

/** The folder of the legal texts, as Decap's configuration names it (cms-config.ts). */
const LEGAL_FOLDER = "data/legal";

/** The parts of `file` below data/, if it is one the forms edit: data/*.json, data/legal/*.md. */
const partsBelowData = (root: string, file: unknown): string[] | undefined => {
  if (typeof file !== "string" || file.includes("\\") || file.includes("\0")) return undefined;
  if (path.posix.isAbsolute(file) || path.win32.isAbsolute(file)) return undefined;
  const segments = file.split("/");
  if (segments.some((segment) => segment === ".." || segment.toLowerCase() === ".git")) {
    return undefined;
  }
  const parts = path.relative(path.join(root, "data"), path.resolve(root, file)).split(path.sep);
  const [first, second] = parts;
  if (parts.length === 1 && first?.endsWith(".json")) return parts;
  if (parts.length === 2 && first === "legal" && second?.endsWith(".md")) return parts;
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
 * Whether the forms may read or write `file` (a path relative to `root`, as Decap sends it):
 * data/*.json or data/legal/*.md, and on disk exactly that file in data/, not a symbolic link
 * (or a linked folder) that leads elsewhere.
 */
export const isEditableFile = (root: string, file: unknown): boolean => {
  const parts = partsBelowData(root, file);
  if (!parts) return false;
  try {
    const data = realpathSync(path.join(root, "data"));
    return realPath(path.join(root, "data", ...parts)) === path.join(data, ...parts);
  } catch {
    return false;
  }
};

/**
 * Whether decap-server's listing of `folder` (the files ending in `extension`, `depth` folders
 * deep) holds only files the forms may read: the legal texts, one level deep.
 */
export const isEditableListing = (
  root: string,
  folder: unknown,
  extension: unknown,
  depth: unknown,
): boolean => {
  if (folder !== LEGAL_FOLDER || extension !== "md" || depth !== 1) return false;
  try {
    const data = realpathSync(path.join(root, "data"));
    if (realpathSync(path.join(root, folder)) !== path.join(data, "legal")) return false;
    return readdirSync(path.join(root, folder), { withFileTypes: true })
      .filter((entry) => !entry.isDirectory() && entry.name.endsWith(extension))
      .every((entry) => isEditableFile(root, `${folder}/${entry.name}`));
  } catch {
    return false;
  }
};
