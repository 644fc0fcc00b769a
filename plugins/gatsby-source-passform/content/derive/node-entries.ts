import { dataFiles, type ContentData, type DataFileName } from "../model/data-files";
import { fillTokensDeep } from "./fill-tokens";
import { pageValues } from "./legal-facts";
import { buildDay } from "../words/calendar-date";
import { typesetDeep } from "./typeset-deep";

type Files = typeof dataFiles;

/** The entries of a list file: data/pricing.json's plans, data/claims.json's claims … */
type ListEntry<N extends DataFileName> = Files[N] extends { listKey: infer Key extends string }
  ? ContentData[N] extends Record<Key, ReadonlyArray<infer Entry>>
    ? Entry
    : never
  : never;

/**
 * One node of a JSON file, as the model types it: a single file's content, or one entry of a
 * list file with its position in the file. For a union of names, the union of their entries.
 */
export type EntryOf<N extends DataFileName> = N extends unknown
  ? Files[N] extends { kind: "list" }
    ? ListEntry<N> & { position: number }
    : ContentData[N]
  : never;

type Legal = Parameters<typeof pageValues>[2][number];

/**
 * What the GraphQL nodes of one JSON file hold: its texts with their {{placeholders}} filled
 * from site.json and terms.json, the AGB's figures as the version in force on the day of the
 * build states them (legal-facts.ts), and German typography applied (the facts files are used as
 * written), one entry for a single file, one per list entry with its position for a list.
 * gatsby-node makes its nodes of them; the preview pane renders the pages from them.
 */
export const nodeEntries = <N extends DataFileName>(
  name: N,
  { data, legal = [] }: { data: Partial<ContentData>; legal?: ReadonlyArray<Legal> },
): EntryOf<N>[] => {
  const value = data[name];
  if (!value) return [];
  const spec = dataFiles[name as DataFileName];
  const { site, terms } = data;
  // Filling and typesetting keep the value's shape (fillTokensDeep, typesetDeep: T to T).
  const source = (
    spec.texts && site && terms
      ? typesetDeep(fillTokensDeep(value, pageValues(site, terms, legal, buildDay())))
      : value
  ) as Record<string, unknown>;
  const entries =
    spec.kind === "single"
      ? [source]
      : (source[spec.listKey] as Array<Record<string, unknown>>).map((entry, position) => ({
          ...entry,
          position,
        }));
  return entries as EntryOf<N>[];
};
