import { commonPairs, hunksOf, inlineChange, type Run } from "./text-diff";
import { textBlocks, type TextBlock, type TreeNode } from "./text-blocks";

/**
 * What changed between two versions of a legal text, for the change view of a version's page
 * and of the preview pane. Both versions are read as the page shows them: the tree remark
 * renders the page from (gatsby-transformer-remark's htmlAst in the build, the preview's own
 * rendering in the pane), each filled with its own version's figures and company facts, cut into
 * blocks (text-blocks.ts: a heading, a paragraph, a list item) and aligned; a block that changed
 * is compared word by word (text-diff.ts). Only changed blocks are returned, each under the
 * heading of its section, so a reader sees § 13 and what became of it, not 30,000 characters of
 * sameness. A changed figure is a changed word like any other: „3 → 1 Monat“ is marked.
 */

type ChangedBlock = { section: string; parts: Run[] };

/** Longest block compared word by word; a longer one is shown deleted and inserted whole. */
const WORD_LIMIT = 2000;

const wordCount = (text: string): number => text.split(/\s+/).length;

const changedBlock = (before: TextBlock, after: TextBlock): ChangedBlock => {
  const whole = wordCount(before.text) > WORD_LIMIT || wordCount(after.text) > WORD_LIMIT;
  return {
    section: after.section,
    parts: whole
      ? [
          { kind: "deleted", text: before.text },
          { kind: "inserted", text: after.text },
        ]
      : inlineChange(before.text, after.text),
  };
};

/** Each changed block of the tree `after` against the tree `before`, under its section. */
export const legalChanges = (before: TreeNode, after: TreeNode): ChangedBlock[] => {
  const old = textBlocks(before);
  const now = textBlocks(after);
  const pairs = commonPairs(old, now, (a, b) => a.text === b.text);
  return hunksOf(pairs, old.length, now.length).flatMap(({ deleted, inserted }) => {
    const gone = old.slice(...deleted);
    const added = now.slice(...inserted);
    const paired = Math.min(gone.length, added.length);
    return [
      ...added
        .slice(0, paired)
        .map((block, index) => changedBlock(gone[index] as TextBlock, block)),
      ...gone.slice(paired).map((block) => ({
        section: block.section,
        parts: [{ kind: "deleted" as const, text: block.text }],
      })),
      ...added.slice(paired).map((block) => ({
        section: block.section,
        parts: [{ kind: "inserted" as const, text: block.text }],
      })),
    ];
  });
};
