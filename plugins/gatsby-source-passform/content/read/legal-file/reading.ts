import type { z } from "zod";
import type { Problem } from "../../model/check-result";
import type { legalFrontmatterSchema } from "../../model";

/** What reading a legal text gives: its result, and the problems each step reports into it. */

export type LegalFrontmatter = z.output<typeof legalFrontmatterSchema>;

/** A link in the text that must lead to a page or heading of this site. */
export type InternalLink = {
  /** As written, for the message */
  url: string;
  /** Path of the target page; undefined for a link to a heading on the same page */
  path?: string;
  /** The heading id after #, if any */
  hash?: string;
  line: number;
  section: string;
};

type Token = { name: string; line: number; section: string };

export type LegalFile = {
  file: string;
  /** The validated frontmatter; undefined if it has a problem */
  frontmatter?: LegalFrontmatter;
  /** The line of each field of a valid frontmatter, for problems across files */
  keyLines?: Record<string, number | undefined>;
  /** The slug as written, if it is a valid address (also when another field has a problem) */
  slug?: string;
  headingIds: string[];
  internalLinks: InternalLink[];
  tokens: Token[];
  /** The Markdown below the frontmatter, as written */
  text: string;
  /** Gaps for real values, e.g. „[Anzahl]“ (samples.ts) */
  samples: Problem[];
  problems: Problem[];
  /**
   * The text holds merge-conflict markers: its slug (if both versions agree), headings and
   * links stand for either version and are not checked again; the conflict is the problem.
   */
  conflicted?: true;
  /**
   * The text exceeds what remark can parse in time (limits.ts): it was not parsed, and nothing
   * may render it, neither a page nor a list of its headings.
   */
  unparsed?: true;
};

/** What each step (frontmatter.ts, body.ts) reports into: the file's result and its problems. */
export type Reading = {
  file: string;
  result: LegalFile;
  problem: (line: number | undefined, entry: string, field: string, message: string) => void;
};

export const startReading = (file: string): Reading => {
  const result: LegalFile = {
    file,
    text: "",
    headingIds: [],
    internalLinks: [],
    tokens: [],
    samples: [],
    problems: [],
  };
  const problem: Reading["problem"] = (line, entry, field, message) => {
    result.problems.push({ file, ...(line ? { line } : {}), entry, field, message });
  };
  return { file, result, problem };
};
