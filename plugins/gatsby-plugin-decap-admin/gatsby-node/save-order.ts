/**
 * The saves of one file, in the order they were requested: two tabs of the editors' forms, or a
 * double save, may send them close together, and a save may write its file more than once
 * (save-arrival.ts). A save writes only once every earlier save of its files has finished
 * writing, and it can ask whether a newer one has been requested since; it then stops, so an
 * older text never replaces a newer one.
 */

export type SaveTicket = {
  /** Resolves once every earlier save of the same files has finished writing. */
  turn: Promise<void>;
  /** Whether a newer save of one of the files has been requested since this one. */
  superseded: () => boolean;
  /** This save writes no more: the next save of its files may write. */
  release: () => void;
};

/** A queue per file: `request` is called as a save arrives, before anything is awaited. */
export const saveOrder = (): ((files: ReadonlyArray<string>) => SaveTicket) => {
  let requested = 0;
  const newest = new Map<string, number>();
  const writing = new Map<string, Promise<void>>();
  return (files) => {
    requested += 1;
    const number = requested;
    const earlier = files.map((file) => writing.get(file));
    let release = (): void => undefined;
    const finished = new Promise<void>((resolve) => {
      release = resolve;
    });
    for (const file of files) {
      newest.set(file, number);
      writing.set(file, finished);
    }
    void finished.then(() => {
      for (const file of files) if (writing.get(file) === finished) writing.delete(file);
    });
    return {
      turn: Promise.all(earlier).then(() => undefined),
      superseded: () => files.some((file) => newest.get(file) !== number),
      release,
    };
  };
};
