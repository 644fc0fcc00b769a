import {
  textBlocks,
  type TextBlock,
  type TreeNode,
} from "../../plugins/gatsby-source-passform/check";
import { treeOf } from "../../src/templates/legal-reading";
import { htmlDocument } from "../pipeline/html-document";

/**
 * What a visitor reads on a rendered page, block by block (a paragraph, a list item, a heading,
 * a line of an address), each with the part of the page it is in: a section of the landing page
 * (by its id and heading), a section of a legal text (by its heading's id and text), the table of
 * contents, header or footer. The page is parsed as the pipeline parses built pages and read by
 * the one reader of the legal pages (text-blocks.ts, through legal-reading.ts' adapter, which
 * leaves out what only preview builds show), so each block has the links it holds, their words
 * and targets: a link can lead elsewhere while its words stay. The page's title and description
 * for search engines count as blocks too: they change what a visitor finds, and so does its
 * canonical address.
 */

/**
 * Where on the page a block is: the id to link to, if it has one, what a reader calls it, and
 * whether it is a section of a legal text's own text (under one of its headings).
 */
export type Place = { id?: string; name: string; inMain: boolean; ofText?: true };

type Link = TextBlock["links"][number];

export type Block = { text: string; place: Place; links: Link[] };

/** A rendered page as the live site shows it: its blocks, and its markup to compare. */
export type PageReading = { blocks: Block[]; markup: string };

/** Parts of a page that name themselves; outside them a legal text's headings do. */
const PART_NAMES: Readonly<Record<string, string>> = {
  header: "Kopfbereich",
  footer: "Fußbereich",
  nav: "Navigation",
  aside: "Randbereich",
  section: "Abschnitt",
};

const MAIN: Place = { name: "", inMain: true };

const attribute = (node: TreeNode, name: string): string | undefined => {
  const value = node.properties?.[name];
  return typeof value === "string" && value ? value : undefined;
};

/**
 * The place each part of the page, the main part and each heading of a legal text (an h2 or h3
 * with an id, in the main part but in no other part) begin, by its node. `nameOf`: the text of
 * the element with an id, for a heading and for a part labelled by one.
 */
const placesIn = (root: TreeNode, nameOf: (id: string) => string): Map<TreeNode, Place> => {
  const places = new Map<TreeNode, Place>();
  let chapter = "";
  const visit = (node: TreeNode, inMain: boolean, inPart: boolean): void => {
    const tag = node.tagName ?? "";
    const id = attribute(node, "id");
    const part = PART_NAMES[tag];
    if (part) {
      const labelledBy = attribute(node, "aria-labelledby");
      const name = (labelledBy && nameOf(labelledBy)) || attribute(node, "aria-label") || part;
      const at = id ?? labelledBy;
      places.set(node, { ...(at ? { id: at } : {}), name, inMain });
    } else if (tag === "main") places.set(node, MAIN);
    else if ((tag === "h2" || tag === "h3") && id && inMain && !inPart) {
      const name = nameOf(id);
      if (tag === "h2") chapter = name;
      const within = tag === "h3" && chapter ? `${chapter} › ` : "";
      places.set(node, { id, name: `${within}${name}`, inMain: true, ofText: true });
    }
    for (const child of node.children ?? []) {
      visit(child, inMain || tag === "main", inPart || Boolean(part));
    }
  };
  visit(root, false, false);
  return places;
};

/** The head's title, description and canonical address, as a search engine shows the page. */
const headBlocks = (document: Document): Block[] => {
  const place = { name: "Suchmaschinen und Browser-Tab", inMain: false };
  const title = document.querySelector("title")?.textContent;
  const description = document.querySelector('meta[name="description"]');
  const href = document.querySelector('link[rel="canonical"]')?.getAttribute("href");
  const text = "Kanonische Adresse";
  return [
    ...(title ? [{ text: `Titel: ${title}`, place, links: [] }] : []),
    ...(description
      ? [{ text: `Beschreibung: ${description.getAttribute("content") ?? ""}`, place, links: [] }]
      : []),
    ...(href ? [{ text, place, links: [{ text, href }] }] : []),
  ];
};

/**
 * Every block of text of a rendered page in reading order, its spaces collapsed as a browser
 * shows them (no-break spaces stay); and the page's markup, head and body, to tell a page whose
 * markup changed from one where only what previews show did.
 */
export const readRenderedPage = (html: string): PageReading => {
  const document = htmlDocument(html);
  const tree = treeOf(document.documentElement);
  const nameOf = (id: string): string =>
    (document.getElementById(id)?.textContent ?? "").replace(/\s+/g, " ").trim();
  const places = placesIn(tree, nameOf);
  const listed = [...places.values()];
  const keys = new Map([...places.keys()].map((node, index) => [node, String(index)]));
  let heading: Place | undefined;
  const blocks = textBlocks(tree, { partOf: (node) => keys.get(node) }).map(
    ({ text, links, part }): Block => {
      const own = part === undefined ? undefined : listed[Number(part)];
      if (own?.ofText) heading = own;
      const place = own && own !== MAIN ? own : (heading ?? own ?? { name: "", inMain: false });
      return { text, place, links };
    },
  );
  return { blocks: [...headBlocks(document), ...blocks], markup: JSON.stringify(tree) };
};
