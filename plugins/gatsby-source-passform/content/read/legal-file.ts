import type { Root } from "mdast";
import remarkFootnotes from "remark-footnotes";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import unified from "unified";
import { headingIds } from "../../../gatsby-remark-legal-text/heading-ids";
import { conflictProblems, conflictSides } from "./conflict-markers";
import type { Problem } from "../model/check-result";
import { decodeSource } from "./source-text";
import { checkMarkdown, readTokens, sectionsOf } from "./legal-file/body";
import { readFrontmatter } from "./legal-file/frontmatter";
import { withinLimits } from "./legal-file/limits";
import { startReading, type LegalFile, type Reading } from "./legal-file/reading";
import { splitFrontmatter } from "./legal-file/split";

/**
 * Checks one legal text in data/legal/ as written, before anything is built: its frontmatter
 * (YAML read without implicit type conversion, so `2021-02-30` stays the text the editor
 * wrote and is rejected instead of becoming the 2nd of March) and its Markdown (no raw HTML,
 * links that are safe, headings that fit a page whose title is the h1). What can only be
 * judged with the other files (do links and placeholders resolve?) is returned for the
 * content check to judge (check/cross-checks.ts). The steps are in legal-file/: the
 * frontmatter (frontmatter.ts), then the text (body.ts, with where its links lead in
 * link-targets.ts). Before any of them, split.ts cuts the file where gatsby-transformer-remark
 * cuts it, and limits.ts keeps remark from a text it could not parse in time.
 */

export type { InternalLink, LegalFile, LegalFrontmatter } from "./legal-file/reading";

const markdown = unified().use(remarkParse).use(remarkGfm).use(remarkFootnotes);

/**
 * A text with merge-conflict markers: the conflict is its problem, reported once each. What
 * either version has keeps the other files' checks from reporting the same conflict again as a
 * missing page or heading.
 */
const readConflicted = (
  { file, result }: Reading,
  text: string,
  conflicts: Problem[],
  siteHost: string | undefined,
): LegalFile => {
  const [ours, theirs] = conflictSides(text).map((side) =>
    readLegalFile(file, new TextEncoder().encode(side), { siteHost }),
  ) as [LegalFile, LegalFile];
  return {
    ...result,
    ...(ours.slug && ours.slug === theirs.slug ? { slug: ours.slug } : {}),
    text,
    headingIds: [...new Set([...ours.headingIds, ...theirs.headingIds])],
    internalLinks: [...ours.internalLinks, ...theirs.internalLinks],
    problems: conflicts,
    conflicted: true,
  };
};

export const readLegalFile = (
  file: string,
  bytes: Uint8Array,
  { siteHost }: { siteHost?: string } = {},
): LegalFile => {
  const reading = startReading(file);
  const { result, problem } = reading;
  const decoded = decodeSource(bytes);
  if (!decoded.ok) {
    problem(decoded.line, "ganze Datei", "Zeichenkodierung", decoded.message);
    return result;
  }
  const conflicts = conflictProblems(file, decoded.text);
  if (conflicts.length > 0) return readConflicted(reading, decoded.text, conflicts, siteHost);

  const split = splitFrontmatter(decoded.text);
  if (!split.ok) {
    problem(split.line, split.entry, split.field, split.message);
    return result;
  }
  // Lines end in LF or CRLF only: splitFrontmatter refuses a lone CR.
  readFrontmatter(reading, decoded.text.split(/\r?\n/), split.closeLine - 1);

  // The text, parsed as gatsby-transformer-remark parses it; blank lines stand in for the
  // frontmatter so that positions are lines of the file.
  const body = split.body.split(/\r?\n/);
  const firstLine = split.bodyLine;
  result.text = body.join("\n");
  if (result.text.trim() === "") {
    problem(firstLine, "Text", "Inhalt", "unter dem Frontmatter steht kein Text");
    return result;
  }
  if (!withinLimits(reading, body, firstLine)) {
    // Not a page either: nothing renders a text the check did not read.
    delete result.frontmatter;
    result.unparsed = true;
    return result;
  }
  const tree = markdown.parse(`${"\n".repeat(firstLine - 1)}${result.text}`) as Root;
  result.headingIds = headingIds(tree).map(({ id }) => id);
  const sectionOf = sectionsOf(tree);
  checkMarkdown(reading, tree, sectionOf, { firstLine, siteHost });
  readTokens(reading, body, firstLine, sectionOf);
  return result;
};
