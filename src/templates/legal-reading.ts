import {
  commonPairs,
  hunksOf,
  sentenceChanges,
  textBlocks,
  type TextBlock,
  type TreeNode,
} from "../../plugins/gatsby-source-passform/check";
import { CHANGES_ID } from "../components/legal-changes";
import { SAMPLE_CLASS } from "../lib/sample-marks";

/**
 * What a visitor reads at an address on a day: the page as the site renders it (this template and
 * its components, each legal text's version with its own values: tools/changes/render-pages.tsx
 * in Node, the preview pane of the editors' forms in the browser), read
 * block by block with the one reader of the content plugin (text-blocks.ts: each heading,
 * paragraph and list item with its section and its links' targets), and the margins of its
 * printed sheets. The freeze of legal versions (tools/changes/frozen-versions.ts), the Mitteilung to
 * customers (tools/changes/customer-notice.ts), the forms' verdict on a version that counts and the
 * tests that hold the built pages to it all read pages here; the change view on the page reads the
 * same tree through the same reader.
 *
 * A legal page marks what depends on the day and on the text's other versions (whether this is
 * the current version, the announcement of the next, the list of earlier ones) with
 * `data-version-status` (src/components/legal-versions.tsx): such blocks are the page's status,
 * the rest is the version's own wording.
 */

export type Reading = {
  path: string;
  /** Every block of the page's main part, in reading order */
  blocks: TextBlock[];
  /** The margins of the printed sheets: company, title, version, Stand, address */
  print: string[];
};

/**
 * A DOM node as the content plugin's reader takes it (the shape of hast), as a visitor of the
 * live site meets it: what only a preview build shows (the notice above an unreviewed text, the
 * notes of marked samples) is left out.
 */
export const treeOf = (node: Node): TreeNode => {
  if (node.nodeType === node.TEXT_NODE) return { type: "text", value: node.textContent ?? "" };
  if (node.nodeType !== node.ELEMENT_NODE) return { type: "comment" };
  const element = node as Element;
  if (
    element.hasAttribute("data-preview-only") ||
    element.classList.contains(`${SAMPLE_CLASS}-note`)
  ) {
    return { type: "comment" };
  }
  return {
    type: "element",
    tagName: element.tagName.toLowerCase(),
    properties: Object.fromEntries([...element.attributes].map((a) => [a.name, a.value])),
    children: [...element.childNodes].map(treeOf),
  };
};

/**
 * The parts of a legal page beside its text: its head (title, Stand, notices), its contents, its
 * change view; and its status, what depends on the day and on the text's other versions. A
 * block in none of them is the text itself.
 */
export type Part = "status" | "head" | "contents" | "changes";

const partOf = (element: TreeNode): Part | undefined => {
  const properties = element.properties ?? {};
  if ("data-version-status" in properties) return "status";
  if (element.tagName === "header") return "head";
  if (element.tagName === "nav") return "contents";
  return properties["aria-labelledby"] === CHANGES_ID ? "changes" : undefined;
};

/**
 * The page in `document` as a visitor of the live site reads it. `print`: the margins of its
 * printed sheets, where the reader knows them.
 */
export const readDocument = (
  document: Document,
  page: { path: string; print?: string[] },
): Reading => {
  const main = document.querySelector("main");
  return {
    path: page.path,
    blocks: main ? textBlocks(treeOf(main), { partOf }) : [],
    print: page.print ?? [],
  };
};

/** The legal text itself, as its page shows it: no head, contents, change view or status. */
export const textOf = (reading: Reading): Reading => ({
  ...reading,
  blocks: reading.blocks.filter((block) => block.part === undefined),
  print: [],
});

/** What a version of a legal text says of itself: its page without the status blocks. */
export const ownWording = (reading: Reading): Reading => ({
  ...reading,
  blocks: reading.blocks.filter((block) => block.part !== "status"),
});

/** A block as it is compared: its words and where each of its links leads. */
const blockKey = (block: TextBlock): string =>
  JSON.stringify([block.text, block.links.map((link) => [link.text, link.href])]);

/** One difference between two readings, in words a reviewer can check on both pages. */
export type ReadingChange = { section: string; before?: string; after?: string };

const linkList = (block: TextBlock): string =>
  block.links.map((link) => `„${link.text}“ → ${link.href}`).join(", ");

/** The sentences and link targets that differ between two blocks that stand in one place. */
const blockChanges = (before: TextBlock, after: TextBlock): ReadingChange[] => {
  const changes: ReadingChange[] = sentenceChanges(before.text, after.text).map((change) => ({
    section: after.section,
    before: change.before.map((run) => (run.kind === "same" ? run.text : `[${run.text}]`)).join(""),
    after: change.after.map((run) => (run.kind === "same" ? run.text : `[${run.text}]`)).join(""),
  }));
  if (linkList(before) !== linkList(after)) {
    changes.push({
      section: after.section,
      before: `Links: ${linkList(before) || "keine"}`,
      after: `Links: ${linkList(after) || "keine"}`,
    });
  }
  return changes;
};

/** Every difference of `after` from `before`: changed, added and removed blocks, the margins. */
export const readingChanges = (before: Reading, after: Reading): ReadingChange[] => {
  const old = before.blocks;
  const now = after.blocks;
  const pairs = commonPairs(old, now, (a, b) => blockKey(a) === blockKey(b));
  const changes = hunksOf(pairs, old.length, now.length).flatMap(({ deleted, inserted }) => {
    const gone = old.slice(...deleted);
    const added = now.slice(...inserted);
    return Array.from({ length: Math.max(gone.length, added.length) }, (_, index) => {
      const [a, b] = [gone[index], added[index]];
      if (a && b) return blockChanges(a, b);
      return a
        ? [{ section: a.section, before: a.text }]
        : [{ section: b?.section ?? "", after: b?.text ?? "" }];
    }).flat();
  });
  if (before.print.join("\n") !== after.print.join("\n")) {
    changes.push({
      section: "Rand der gedruckten Seite",
      before: before.print.join(" · "),
      after: after.print.join(" · "),
    });
  }
  return changes;
};
