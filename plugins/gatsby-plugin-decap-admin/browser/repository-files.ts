import { checkContent } from "../../gatsby-source-passform/check";
import type { DataEntry } from "../../gatsby-source-passform";
import { ADMIN_PATH, MAIN_FILES, REPOSITORY_FILES } from "../config/admin-contract";
import type { FormFile } from "./form-file";

/**
 * data/ as the site's repository holds it: served next to the editors' forms (read anew on every
 * request in `npm start`, as of the build on the live site), with what the reader refused to read,
 * which the check reports as the build does; and as main holds it (git in `npm start`, the
 * build's branch on the live site). The form's file replaces its saved version, so the check sees
 * the repository as it would be after a save.
 */

/** One entry of data-files.json: a file's bytes, a folder (neither), or why it was not read. */
export type ServedFile = { path: string; base64?: string; refused?: DataEntry["refused"] };

const bytesOf = (base64: string): Uint8Array =>
  Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));

const loadFiles = async (name: string): Promise<DataEntry[]> => {
  const response = await fetch(`${ADMIN_PATH}${name}`, { cache: "no-store" });
  if (!response.ok) throw new Error(`${name}: ${response.status}`);
  const served = (await response.json()) as ServedFile[];
  return served.map(({ path, base64, refused }) =>
    refused
      ? { path, refused }
      : base64 === undefined
        ? { path }
        : { path, bytes: bytesOf(base64) },
  );
};

/** data/ as the repository holds it, saved edits included. */
export const loadRepositoryFiles = (): Promise<DataEntry[]> => loadFiles(REPOSITORY_FILES);

/** data/ as main holds it: what the legal versions that count are judged against. */
const loadMainFiles = (): Promise<DataEntry[]> => loadFiles(MAIN_FILES);

/**
 * The repository's files and their check, and data/ as main holds it: loaded at the start and
 * again whenever a form or a list opens; `listen` hears of each new load.
 */
export const repository = {
  files: [] as DataEntry[],
  main: undefined as DataEntry[] | undefined,
  before: checkContent([]),
  listeners: new Set<() => void>(),
  async refresh(): Promise<void> {
    const [files, main] = await Promise.all([loadRepositoryFiles(), loadMainFiles()]);
    this.files = files;
    this.main = main;
    this.before = checkContent(this.files);
    for (const listener of this.listeners) listener();
  },
  listen(listener: () => void): void {
    this.listeners.add(listener);
  },
};

const encoder = new TextEncoder();

export const withFormFile = (files: ReadonlyArray<DataEntry>, form: FormFile): DataEntry[] => [
  ...files.filter((file) => file.path !== form.path),
  { path: form.path, bytes: encoder.encode(form.text) },
];
