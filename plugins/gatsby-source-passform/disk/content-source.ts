import {
  closeSync,
  constants,
  existsSync,
  fstatSync,
  lstatSync,
  openSync,
  readdirSync,
  readSync,
  type Stats,
} from "node:fs";
import path from "node:path";
import {
  checkContent,
  ContentError,
  isValid,
  type Content,
  type ValidContent,
} from "../content/check/content-check";
import { MAX_FILE_BYTES, type DataEntry, type Refusal } from "../content/read/data-entry";

/**
 * The one place on the node side that reads data/ (content-check.ts judges it): gatsby-node
 * turns it into nodes and stops the build on a problem, gatsby-ssr takes the head tags and the
 * JSON-LD from it, the sitemap its pages, and the development server shows its problems in the browser.
 * It is read again only when a file in data/ changes.
 *
 * data/ is content, and content is untrusted: nothing in it may make the reader leave data/,
 * wait forever or read without end. So no link is followed (a link to ~/.ssh/id_rsa would
 * otherwise be read, checked and served in data-files.json), a named pipe, socket or device is
 * never opened (reading a pipe waits for a writer that never comes), and a file is read through a
 * descriptor that is checked to be the regular file it claimed to be, no further than
 * MAX_FILE_BYTES. Each refusal is an entry the check reports (data-entry.ts).
 */

const isEditorFile = (name: string): boolean => !name.startsWith(".");

/** An entry of data/ as the disk has it, without following a link; undefined if it vanished. */
const lstatOf = (full: string): Stats | undefined => {
  try {
    return lstatSync(full);
  } catch {
    return undefined;
  }
};

/** What is neither a file nor a folder, as the check names it. */
const specialRefusal = (stats: Stats): Refusal | undefined => {
  if (stats.isSymbolicLink()) return { kind: "link" };
  if (stats.isFIFO()) return { kind: "special", type: "fifo" };
  if (stats.isSocket()) return { kind: "special", type: "socket" };
  if (stats.isBlockDevice() || stats.isCharacterDevice())
    return { kind: "special", type: "device" };
  return undefined;
};

/**
 * Opened without following a link and without waiting on a pipe (in case the entry was swapped
 * after lstat), and read only if the descriptor is still a regular file within the limit.
 */
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0);

const readRegularFile = (full: string): { bytes: Uint8Array } | { refused: Refusal } => {
  let descriptor: number;
  try {
    descriptor = openSync(full, OPEN_FLAGS);
  } catch (error) {
    const link = (error as NodeJS.ErrnoException).code === "ELOOP";
    return { refused: link ? { kind: "link" } : { kind: "unreadable" } };
  }
  try {
    const stats = fstatSync(descriptor);
    const refused = stats.isFile() ? undefined : (specialRefusal(stats) ?? { kind: "unreadable" });
    if (refused) return { refused };
    if (stats.size > MAX_FILE_BYTES) return { refused: { kind: "too-large", size: stats.size } };
    // One byte more than allowed tells a file that grew since fstat from one that did not.
    const buffer = new Uint8Array(MAX_FILE_BYTES + 1);
    let length = 0;
    let chunk: number;
    do {
      chunk = readSync(descriptor, buffer, length, buffer.length - length, null);
      length += chunk;
    } while (chunk > 0 && length < buffer.length);
    if (length > MAX_FILE_BYTES) return { refused: { kind: "too-large", size: length } };
    return { bytes: buffer.slice(0, length) };
  } catch {
    return { refused: { kind: "unreadable" } };
  } finally {
    closeSync(descriptor);
  }
};

/**
 * Whether the reader refuses what is at `full` without reading it: a link, a pipe, socket or
 * device, or a file beyond the size limit. gatsby-source-filesystem, which makes File nodes of
 * data/ for gatsby-transformer-remark and watches it under `npm start`, is told to ignore these
 * too (gatsby-config.ts): it would otherwise follow a link and hand its target to GraphQL, or
 * wait on a pipe. What vanished in between is not refused; the watcher then forgets it anyway.
 */
export const isRefusedEntry = (full: string): boolean => {
  const stats = lstatOf(full);
  if (!stats) return false;
  return specialRefusal(stats) !== undefined || (stats.isFile() && stats.size > MAX_FILE_BYTES);
};

/** The names in a folder the site reads, or undefined if it cannot be listed. */
const namesIn = (folder: string): string[] | undefined => {
  try {
    return readdirSync(folder).filter(isEditorFile).sort();
  } catch {
    return undefined;
  }
};

/** An entry as lstat sees it; `unlisted` for a folder whose names cannot be read. */
type Listed = { full: string; relative: string; stats: Stats; unlisted?: true };

/**
 * The files and folders directly in data/ and in data/legal/ (the only places the site reads),
 * without data/schema/ (generated) and hidden files, as lstat sees them: data/legal is entered
 * only if it is a folder itself, not a link to one. Undefined if data/ cannot be listed.
 */
const listDataDirectory = (dataDir: string): Listed[] | undefined => {
  const listed: Listed[] = [];
  const add = (folder: string, prefix: string, names: ReadonlyArray<string>): void => {
    for (const name of names) {
      const full = path.join(folder, name);
      const stats = lstatOf(full);
      if (stats) listed.push({ full, relative: `${prefix}${name}`, stats });
    }
  };
  const names = namesIn(dataDir);
  if (!names) return undefined;
  add(
    dataDir,
    "data/",
    names.filter((name) => name !== "schema"),
  );
  const legal = listed.find((entry) => entry.relative === "data/legal");
  if (legal?.stats.isDirectory()) {
    const legalNames = namesIn(legal.full);
    if (legalNames) add(legal.full, "data/legal/", legalNames);
    else legal.unlisted = true;
  }
  return listed;
};

/** One entry of data/: a file with its bytes, a folder, or what was refused and why. */
const entryOf = ({ full, relative, stats, unlisted }: Listed): DataEntry => {
  if (unlisted) return { path: relative, refused: { kind: "unreadable" } };
  if (stats.isDirectory()) return { path: relative };
  const refused = specialRefusal(stats);
  if (refused) return { path: relative, refused };
  return { path: relative, ...readRegularFile(full) };
};

/** data/ read for the check (see above); undefined if there is no data/. */
export const readDataDirectory = (dataDir: string): DataEntry[] | undefined => {
  if (!existsSync(dataDir)) return undefined;
  const listed = listDataDirectory(dataDir);
  return listed ? listed.map(entryOf) : [{ path: "data/", refused: { kind: "unreadable" } }];
};

/**
 * What changes when anything the check reads changes, read from lstat alone (no file is opened):
 * kind, size, modification and status change (a chmod, a rename into place) of every entry.
 */
const signatureOf = (dataDir: string): string => {
  if (!existsSync(dataDir)) return "missing";
  const listed = listDataDirectory(dataDir);
  if (!listed) return "unreadable";
  return listed
    .map(({ relative, stats, unlisted }) =>
      [relative, stats.mode, stats.size, stats.mtimeMs, stats.ctimeMs, stats.ino, unlisted].join(
        ":",
      ),
    )
    .join("|");
};

const cache = new Map<string, { signature: string; content: Content }>();

/** Everything in data/, read and checked; read again only after a file has changed. */
export const loadContent = (dataDir: string): Content => {
  const signature = signatureOf(dataDir);
  const cached = cache.get(dataDir);
  if (cached?.signature === signature) return cached.content;
  const content = checkContent(readDataDirectory(dataDir));
  cache.set(dataDir, { signature, content });
  return content;
};

/** The content of data/ for a build, which must not go on with a problem. */
export const validContent = (dataDir: string): ValidContent => {
  const content = loadContent(dataDir);
  if (!isValid(content)) throw new ContentError(content.problems);
  return content;
};
