import { randomUUID } from "node:crypto";
import { mkdir, open, rename, rm } from "node:fs/promises";
import path from "node:path";

/**
 * Writes the saved files as a new file each, put in place by a rename, where decap-server would
 * overwrite them in place: Gatsby's file watcher never reads a file half written (emptied, then
 * written), and gatsby-source-filesystem, which keeps a file's digest by its modification time
 * and inode, reads the digest of a renamed file (a new inode) afresh. The new file is written in
 * Gatsby's .cache/ (the same disk as the project), not in data/, which is watched.
 *
 * A save is on disk before it is reported: the new file is flushed before the rename, and its
 * folder after it, so a power loss leaves the old text or the new one, never an empty file or
 * the old one after „gespeichert“. A write that fails removes its new file; whatever a killed
 * process left in .cache/editor-saves/ is swept away when `npm start` starts.
 */

/** A file as this save left it: compared before writing it again (save-arrival.ts). */
export type FileMark = { ino: number; mtimeMs: number };

/** A file to save: its path as Decap sends it (relative to the project) and its new text. */
type EditedFile = { name: string; text: string };

/** The target stopped being an editable file of data/ while its new text was written. */
export class TargetChanged extends Error {}

const scratchFolder = (root: string): string => path.join(root, ".cache", "editor-saves");

/** Removes what earlier runs left in the scratch folder (a process killed while saving). */
export const sweepScratch = (root: string): Promise<void> =>
  rm(scratchFolder(root), { recursive: true, force: true });

/** Writes `text` as a new file and flushes it; returns what it is on disk. */
const writeFlushed = async (file: string, text: string): Promise<FileMark> => {
  const handle = await open(file, "wx");
  try {
    await handle.writeFile(text);
    await handle.sync();
    const { ino, mtimeMs } = await handle.stat();
    return { ino, mtimeMs };
  } finally {
    await handle.close();
  }
};

/** Codes of a system that cannot open or flush a folder (Windows): it has nothing to flush. */
const NO_FOLDER_FLUSH = new Set(["EISDIR", "EPERM", "EINVAL"]);

/** Flushes a folder's entries, the rename among them. */
const flushFolder = async (folder: string): Promise<void> => {
  const handle = await open(folder, "r").catch((error: NodeJS.ErrnoException) => {
    if (NO_FOLDER_FLUSH.has(error.code ?? "")) return undefined;
    throw error;
  });
  try {
    await handle?.sync();
  } catch (error) {
    if (!NO_FOLDER_FLUSH.has((error as NodeJS.ErrnoException).code ?? "")) throw error;
  } finally {
    await handle?.close();
  }
};

/**
 * Puts each file's text in place; `stillEditable` is asked again just before each rename, as
 * a folder of data/ might have been swapped for a link since the request was checked.
 */
export const replaceFiles = async (
  root: string,
  files: ReadonlyArray<EditedFile>,
  stillEditable: (name: string) => boolean,
): Promise<FileMark[]> => {
  const scratch = scratchFolder(root);
  await mkdir(scratch, { recursive: true });
  const marks: FileMark[] = [];
  for (const file of files) {
    const target = path.resolve(root, file.name);
    const next = path.join(scratch, `${process.pid}-${randomUUID()}`);
    try {
      marks.push(await writeFlushed(next, file.text));
      if (!stillEditable(file.name)) throw new TargetChanged(file.name);
      await rename(next, target);
    } catch (error) {
      await rm(next, { force: true });
      throw error;
    }
    await flushFolder(path.dirname(target));
  }
  return marks;
};
