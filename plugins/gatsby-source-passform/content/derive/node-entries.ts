import { dataFiles, type ContentData, type DataFileName } from "../model/data-files";
import { fillTokensDeep } from "./fill-tokens";
import { legalFacts } from "./legal-facts";
import { typesetDeep } from "./typeset-deep";

export type NodeEntry = Record<string, unknown>;

/**
 * What the GraphQL nodes of one JSON file hold: its texts with their {{placeholders}} filled
 * from site.json and terms.json and German typography applied (the facts files are used as
 * written), one entry for a single file, one per list entry with its position for a list.
 * gatsby-node makes its nodes of them; the preview pane renders the pages from them.
 */
export const nodeEntries = (
  name: DataFileName,
  { data }: { data: Partial<ContentData> },
): NodeEntry[] => {
  const value = data[name];
  if (!value) return [];
  const spec = dataFiles[name];
  const { site, terms } = data;
  const source = (
    spec.texts && site && terms
      ? typesetDeep(fillTokensDeep(value, legalFacts(site, terms)))
      : value
  ) as NodeEntry;
  return spec.kind === "single"
    ? [source]
    : (source[spec.listKey] as NodeEntry[]).map((entry, position) => ({ ...entry, position }));
};
