import { stat } from "node:fs/promises";

/**
 * A save in the editors' forms is answered once the development server shows it, not merely
 * once the file is on disk: the editor who then opens the page sees the new text. Gatsby takes
 * a file's change through its file watcher and a batch of node changes, and it drops that batch
 * when a request for a page whose data is outdated arrives within the half second the batch
 * waits; the file is then saved, but the development server keeps showing the old text until the
 * next change. So the save waits until Gatsby's node for each file describes the file now on disk
 * (same inode, same modification time), writes the file again if it does not within a few
 * seconds, and then waits until Gatsby has finished its queries and written the page data.
 */

/** What the local backend sees of the development server (develop-view.ts). */
export type DevelopView = {
  /** Inode and modification time of the file as Gatsby last read it, if it has a node for it */
  fileNode: (file: string) => { ino: number; mtimeMs: number } | undefined;
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

/** `shown`: Gatsby has the files and has settled; `read`: it has the files, still busy at the limit; `lost`: it never read them. */
type Arrival = {
  outcome: "shown" | "read" | "lost";
  attempts: number;
  milliseconds: number;
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

const describesDisk = async (view: DevelopView, file: string): Promise<boolean> => {
  const node = view.fileNode(file);
  if (!node) return false;
  const disk = await stat(file);
  return node.ino === disk.ino && node.mtimeMs === disk.mtimeMs;
};

/**
 * Writes `files` (absolute paths) with `write` until the development server has read them, at
 * most `limits.attempts` times, and waits until it has settled.
 */
export const writeUntilShown = async (
  write: () => Promise<void>,
  files: string[],
  view: DevelopView,
  limits: ArrivalLimits = ARRIVAL_LIMITS,
): Promise<Arrival> => {
  const started = Date.now();
  const result = (outcome: Arrival["outcome"], attempts: number): Arrival => ({
    outcome,
    attempts,
    milliseconds: Date.now() - started,
  });
  const read = async () =>
    (await Promise.all(files.map((file) => describesDisk(view, file)))).every(Boolean);
  for (let attempt = 1; attempt <= limits.attempts; attempt += 1) {
    await write();
    if (!(await within(limits.arrival, limits.poll, read))) continue;
    const settled = await within(
      limits.settle,
      limits.poll,
      () => !view.busy() && Date.now() - view.lastChange() >= limits.quiet,
    );
    return result(settled ? "shown" : "read", attempt);
  }
  return result("lost", limits.attempts);
};
