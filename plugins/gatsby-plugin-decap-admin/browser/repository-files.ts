import type { DataEntry } from "../../gatsby-source-passform";
import { ADMIN_PATH, REPOSITORY_FILES } from "../config/admin-contract";
import type { FormFile } from "./form-file";

/**
 * data/ as the site's repository holds it: served next to the editors' forms (read anew on every
 * request in `npm start`, as of the build on the live site), with what the reader refused to read,
 * which the check reports as the build does. The form's file replaces its saved version, so the
 * check sees the repository as it would be after a save.
 */

/** One entry of data-files.json: a file's bytes, a folder (neither), or why it was not read. */
export type ServedFile = { path: string; base64?: string; refused?: DataEntry["refused"] };

const bytesOf = (base64: string): Uint8Array =>
  Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));

export const loadRepositoryFiles = async (): Promise<DataEntry[]> => {
  const response = await fetch(`${ADMIN_PATH}${REPOSITORY_FILES}`, { cache: "no-store" });
  if (!response.ok) throw new Error(`${REPOSITORY_FILES}: ${response.status}`);
  const served = (await response.json()) as ServedFile[];
  return served.map(({ path, base64, refused }) =>
    refused
      ? { path, refused }
      : base64 === undefined
        ? { path }
        : { path, bytes: bytesOf(base64) },
  );
};

const encoder = new TextEncoder();

export const withFormFile = (files: ReadonlyArray<DataEntry>, form: FormFile): DataEntry[] => [
  ...files.filter((file) => file.path !== form.path),
  { path: form.path, bytes: encoder.encode(form.text) },
];
