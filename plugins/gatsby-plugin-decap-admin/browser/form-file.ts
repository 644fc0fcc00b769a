import type { CmsCollection, CmsField } from "../config/cms-types";
import { serializeLegalText } from "../formats/frontmatter-format";
import { serializeJson } from "../formats/json-format";
import type { Pending } from "../preview/pending-note";
import { unfilledEntries } from "./unfilled-entries";

/**
 * The file an entry of the form would be saved as: its path and its text, written by the same
 * formats Decap saves with. The preview pane and the verdict judge this text, so what they show is
 * what a save would write.
 */

/** What Decap hands a preview template or an event handler: an Immutable.js entry. */
export type DecapEntry = {
  get: (key: string) => unknown;
  getIn: (path: ReadonlyArray<string>) => unknown;
};

type Data = Record<string, unknown>;

export type FormFile = { path: string; text: string };

const dataOf = (entry: DecapEntry): Data => {
  const data = entry.get("data") as { toJS?: () => unknown } | undefined;
  const value = data?.toJS?.();
  return typeof value === "object" && value !== null ? (value as Data) : {};
};

/**
 * A legal text is saved where it was read from; a new one, or a new version copied from one
 * („Neue Fassung anlegen“, which keeps the original's path until it is saved), under the name
 * the collection's slug template gives it: its address and its first day, as Decap cleans them
 * („/agb“ and 2027-03-01 → agb-2027-03-01.md; without a day, agb.md).
 */
const legalPath = (collection: { folder: string }, data: Data, entry: DecapEntry): string => {
  const saved = entry.get("path");
  if (entry.get("newRecord") !== true && typeof saved === "string" && saved !== "") return saved;
  const name = `${String(data.slug ?? "")}-${String(data.validFrom ?? "")}`
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, "-")
    .replace(/-{2,}/g, "-")
    .replace(/^-|-$/g, "");
  return `${collection.folder}/${name || "neuer-rechtstext"}.md`;
};

/**
 * The file `entry` would be saved as; with `unfilled: "left out"`, as the preview pane judges it
 * while the editor fills new list entries (unfilled-entries.ts), with those entries.
 */
export const formFile = (
  entry: DecapEntry,
  collections: ReadonlyArray<CmsCollection>,
  printWidth: number,
  { unfilled = "kept" }: { unfilled?: "kept" | "left out" } = {},
): (FormFile & { pending: Pending[] }) | undefined => {
  const collection = collections.find((each) => each.name === entry.get("collection"));
  if (!collection) return undefined;
  const file =
    "files" in collection
      ? collection.files.find((each) => each.name === entry.get("slug"))
      : undefined;
  const fields = file?.fields ?? ("fields" in collection ? collection.fields : []);
  const { data, pending } =
    unfilled === "left out"
      ? unfilledEntries(dataOf(entry), fields)
      : { data: dataOf(entry), pending: [] };
  if ("files" in collection) {
    return file && { path: file.file, text: serializeJson(data, file.fields, printWidth), pending };
  }
  const names = collection.fields.map((field: CmsField) => field.name);
  return {
    path: legalPath(collection, data, entry),
    text: serializeLegalText(data, names),
    pending,
  };
};
