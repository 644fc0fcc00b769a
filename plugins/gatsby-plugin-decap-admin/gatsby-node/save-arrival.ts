import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import type { FileMark } from "./replace-files";
import type { SaveTicket } from "./save-order";

/**
 * Works around Gatsby dropping file changes during a page request, the „save twice“ of
 * https://github.com/gatsbyjs/gatsby/issues/26580 (closed; one cause was fixed by
 * https://github.com/gatsbyjs/gatsby/pull/30127, this one remains in Gatsby 5.16).
 *
 * A save in the editors' forms is answered once the development server shows it, not merely
 * once the file is on disk: the editor who then opens the page sees the new text. Gatsby takes
 * a file's change through its file watcher and a batch of node changes, and it drops that batch
 * when a request for a page whose data is outdated arrives within the half second the batch
 * waits; the file is then saved, but the development server keeps showing the old text until the
 * next change. So the save waits until Gatsby's node for each file describes the file now on disk
 * (same inode, same modification time) or already has its bytes, writes the file again if it
 * does not within a few seconds, and then waits until Gatsby has finished its queries and written
 * the page data.
 *
 * Writing again must never bring back an older text: before each write the save makes sure no
 * newer save of its files has been requested (save-order.ts) and, before writing again, that the
 * disk still holds its own write, not a newer one from another tab or a text editor. A text the
 * file already holds, and Gatsby already has, is not written at all: Gatsby would see no change
 * (its File node keeps the same digest), and the save would wait for nothing.
 */

/** What the local backend sees of the development server (develop-view.ts). */
export type DevelopView = {
  /**
   * The file as Gatsby last read it, if it has a node for it: inode, modification time, and
   * gatsby-source-filesystem's digest of its bytes (MD5, hex) if it keeps one
   */
  fileNode: (file: string) => (FileMark & { contentDigest?: string }) | undefined;
  /** Whether a page query is running or waiting to run, or page data is waiting to be written */
  busy: () => boolean;
  /** When Gatsby's state last changed, in milliseconds since the epoch */
  lastChange: () => number;
};

export type ArrivalLimits = {
  /** How long to wait for Gatsby to read a written file before writing it again */
  arrival: number;
  /** How many times to write it */
  attempts: number;
  /** How long to wait for the queries and page data afterwards */
  settle: number;
  /** How long Gatsby's state must stay unchanged to count as settled */
  quiet: number;
  /** How often to look */
  poll: number;
};

const ARRIVAL_LIMITS: ArrivalLimits = {
  arrival: 4000,
  attempts: 3,
  settle: 30_000,
  quiet: 300,
  poll: 50,
};

/**
 * `shown`: Gatsby has the files and has settled; `read`: it has the files, still busy at the
 * limit; `lost`: it never read them; `unchanged`: the files already held these texts and Gatsby
 * had them, nothing was written; `replaced`: a newer save of the files was requested, or the disk
 * holds a newer text than this save wrote, so this one stopped.
 */
export type Arrival = {
  outcome: "shown" | "read" | "lost" | "unchanged" | "replaced";
  /** How many times the files were written */
  attempts: number;
  milliseconds: number;
};

/** One save: the files (absolute paths) with their texts, how to write them, its place in line. */
export type Save = {
  files: ReadonlyArray<{ path: string; text: string }>;
  /** Writes every file anew and returns what each is on disk, in the order of `files` */
  write: () => Promise<FileMark[]>;
  ticket: SaveTicket;
};

const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

const within = async (
  limit: number,
  poll: number,
  condition: () => boolean | Promise<boolean>,
): Promise<boolean> => {
  const end = Date.now() + limit;
  while (Date.now() < end) {
    if (await condition()) return true;
    await pause(poll);
  }
  return condition();
};

const onDisk = (file: string): Promise<FileMark | undefined> =>
  stat(file).then(
    ({ ino, mtimeMs }) => ({ ino, mtimeMs }),
    () => undefined,
  );

const sameMark = (a: FileMark | undefined, b: FileMark | undefined): boolean =>
  a !== undefined && b !== undefined && a.ino === b.ino && a.mtimeMs === b.mtimeMs;

const describesDisk = async (view: DevelopView, file: string): Promise<boolean> =>
  sameMark(view.fileNode(file), await onDisk(file));

/** gatsby-source-filesystem's digest of a file's bytes. */
const digestOf = (bytes: Buffer): string => createHash("md5").update(bytes).digest("hex");

/** Whether the file holds `text` already, and Gatsby's node has these bytes or this very file. */
const alreadyShown = async (view: DevelopView, file: string, text: string): Promise<boolean> => {
  const bytes = await readFile(file).catch(() => undefined);
  if (!bytes?.equals(Buffer.from(text))) return false;
  return (
    view.fileNode(file)?.contentDigest === digestOf(bytes) || (await describesDisk(view, file))
  );
};

const every = async <T>(
  items: ReadonlyArray<T>,
  test: (item: T, index: number) => Promise<boolean>,
) => (await Promise.all(items.map(test))).every(Boolean);

/**
 * Whether Gatsby has a file as this save wrote it (`mark`): its node describes that file, or
 * has the bytes of its text already while the disk still holds it (Gatsby keeps a node whose
 * digest did not change, so that node never describes the new file).
 */
const hasWrite = async (
  view: DevelopView,
  { path, text }: { path: string; text: string },
  mark: FileMark | undefined,
): Promise<boolean> => {
  const node = view.fileNode(path);
  if (sameMark(node, mark)) return true;
  return node?.contentDigest === digestOf(Buffer.from(text)) && sameMark(await onDisk(path), mark);
};

type Written = { outcome: "read" | "lost" | "unchanged" | "replaced"; attempts: number };

/** Writes the files until Gatsby has read them, unless they are unchanged or replaced. */
const writeUntilRead = async (
  { files, write, ticket }: Save,
  view: DevelopView,
  limits: ArrivalLimits,
): Promise<Written> => {
  if (ticket.superseded()) return { outcome: "replaced", attempts: 0 };
  if (await every(files, ({ path, text }) => alreadyShown(view, path, text))) {
    return { outcome: "unchanged", attempts: 0 };
  }
  // The disk holds this save's files as long as no one else has written them since.
  const holds = async (marks: FileMark[]) =>
    (await Promise.all(files.map(({ path }) => onDisk(path)))).every((mark, index) =>
      sameMark(mark, marks[index]),
    );
  const shows = (marks: FileMark[]) =>
    every(files, (file, index) => hasWrite(view, file, marks[index]));
  for (let attempt = 1; attempt <= limits.attempts; attempt += 1) {
    if (ticket.superseded()) return { outcome: "replaced", attempts: attempt - 1 };
    const marks = await write();
    const overtaken = async () => ticket.superseded() || !(await holds(marks));
    await within(limits.arrival, limits.poll, async () => (await shows(marks)) || overtaken());
    if (await shows(marks)) return { outcome: "read", attempts: attempt };
    if (await overtaken()) return { outcome: "replaced", attempts: attempt };
  }
  return { outcome: "lost", attempts: limits.attempts };
};

/**
 * Writes a save's files once every earlier save of them is done, until the development server
 * has read them (at most `limits.attempts` times), and waits until it has settled.
 */
export const writeUntilShown = async (
  save: Save,
  view: DevelopView,
  limits: ArrivalLimits = ARRIVAL_LIMITS,
): Promise<Arrival> => {
  const started = Date.now();
  const result = ({ outcome, attempts }: Omit<Arrival, "milliseconds">): Arrival => ({
    outcome,
    attempts,
    milliseconds: Date.now() - started,
  });
  await save.ticket.turn;
  let written: Written;
  try {
    written = await writeUntilRead(save, view, limits);
  } finally {
    save.ticket.release();
  }
  if (written.outcome !== "read") return result(written);
  const settled = await within(
    limits.settle,
    limits.poll,
    () => !view.busy() && Date.now() - view.lastChange() >= limits.quiet,
  );
  return result({ outcome: settled ? "shown" : "read", attempts: written.attempts });
};
