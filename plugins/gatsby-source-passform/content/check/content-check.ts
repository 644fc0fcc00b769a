import type { ContentData } from "../model/data-files";
import { formatProblems } from "../model/problems";
import type { Problem } from "../model/check-result";
import type { Sample } from "../model/samples";
import type { DataEntry } from "../read/data-entry";
import type { LegalFile, LegalFrontmatter } from "../read/legal-file";
import { crossCheck } from "./cross-checks";
import { checkFigureWords } from "./figure-words";
import { checkLegalVersions } from "./legal-versions";
import { checkSpecifiedTexts } from "./specified-texts";
import { buildDay } from "../words/calendar-date";
import { findSampleValues, findSamples } from "./find-samples";
import { readFiles } from "./read-files";

/**
 * The check of data/: every JSON file and every legal text, on its own and against the others
 * (links, placeholders, the pages the footer names), and the samples still to be replaced.
 * It reads no disk: the build gives it the files of data/ (disk/content-source.ts), the editors'
 * forms the files of the repository with the entry being edited, so both judge alike. Its
 * parts are beside it in check/: reading each entry on its own with the readers of read/
 * (read-files.ts), the checks across files (cross-checks.ts), the samples (find-samples.ts) and
 * „did you mean“ (suggestions.ts). What a production build does with the samples is
 * release-gate.ts.
 */

export type LegalPage = LegalFile & { frontmatter: LegalFrontmatter };

/** The legal texts of `content` whose frontmatter could be read: the versions a page is made of. */
export const readableLegal = (content: Pick<Content, "legal">): LegalPage[] =>
  content.legal.filter((file): file is LegalPage => file.frontmatter !== undefined);

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
    problems: [
      ...read.problems,
      ...crossCheck(read),
      ...checkFigureWords(read),
      ...checkSpecifiedTexts(read),
      ...checkLegalVersions(
        read.legal,
        buildDay(),
        data.site && data.terms ? { site: data.site, terms: data.terms } : undefined,
      ),
    ],
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
