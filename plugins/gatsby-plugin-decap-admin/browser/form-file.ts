import type { CmsCollection, CmsField } from "../config/cms-types";
import { serializeLegalText } from "../formats/frontmatter-format";
import { serializeJson } from "../formats/json-format";

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

/** A new legal text is saved under its slug (the collection's slug template). */
const legalPath = (collection: { folder: string }, data: Data, saved: unknown): string => {
  if (typeof saved === "string" && saved !== "") return saved;
  const slug = String(data.slug ?? "").replace(/^\/+/, "");
  return `${collection.folder}/${slug || "neuer-rechtstext"}.md`;
};

export const formFile = (
  entry: DecapEntry,
  collections: ReadonlyArray<CmsCollection>,
  printWidth: number,
): FormFile | undefined => {
  const collection = collections.find((each) => each.name === entry.get("collection"));
  if (!collection) return undefined;
  const data = dataOf(entry);
  if ("files" in collection) {
    const file = collection.files.find((each) => each.name === entry.get("slug"));
    return file && { path: file.file, text: serializeJson(data, file.fields, printWidth) };
  }
  const names = collection.fields.map((field: CmsField) => field.name);
  return {
    path: legalPath(collection, data, entry.get("path")),
    text: serializeLegalText(data, names),
  };
};
