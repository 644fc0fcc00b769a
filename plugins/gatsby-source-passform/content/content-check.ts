import type { LegalFile, LegalFrontmatter } from "./legal-file";
import { formatProblems, type Problem } from "./problems";
import type { Sample } from "./samples";
import { crossCheck } from "./content-check/cross-checks";
import { findSampleValues, findSamples } from "./content-check/find-samples";
import type { DataEntry } from "./data-entry";
import { readFiles, type ContentData } from "./content-check/read-files";

/**
 * The check of data/: every JSON file and every legal text, on its own and against the others
 * (links, placeholders, the pages the footer names), and the samples still to be replaced.
 * It reads no disk: the build gives it the files of data/ (content-source.ts), the editors'
 * forms the files of the repository with the entry being edited, so both judge alike. Its
 * parts are in content-check/: reading each entry on its own (read-files.ts), the checks across
 * files (cross-checks.ts), the samples (find-samples.ts) and „did you mean“ (suggestions.ts).
 */

export type { ContentData } from "./content-check/read-files";
export type { DataEntry } from "./data-entry";

export type LegalPage = LegalFile & { frontmatter: LegalFrontmatter };

export type Content = {
  /** The content of each JSON file that has no problem of its own */
  data: Partial<ContentData>;
  /** Every legal text, with what could be read from it */
  legal: LegalFile[];
  /** Every problem of every file, in file order */
  problems: Problem[];
  /** Sample values still to be replaced before launch (samples.ts); only production stops */
  samples: Sample[];
  /** The company facts still marked as samples, as the pages show them (to mark them there) */
  sampleValues: string[];
};

export type ValidContent = {
  data: ContentData;
  legal: LegalPage[];
  problems: [];
  samples: Sample[];
  sampleValues: string[];
};

/** Everything in data/, checked: the content of each file and every problem and sample. */
export const checkContent = (entries: ReadonlyArray<DataEntry> | undefined): Content => {
  const read = readFiles(entries);
  const data = Object.fromEntries(
    Object.entries(read.json).flatMap(([name, file]) => (file.data ? [[name, file.data]] : [])),
  ) as Partial<ContentData>;
  return {
    data,
    legal: read.legal,
    problems: [...read.problems, ...crossCheck(read)],
    samples: findSamples(read),
    sampleValues: findSampleValues(read),
  };
};

export class ContentError extends Error {
  constructor(readonly problems: ReadonlyArray<Problem>) {
    super(formatProblems(problems));
    this.name = "ContentError";
  }
}

export const isValid = (content: Content): content is Content & ValidContent =>
  content.problems.length === 0;
