import type { Content } from "../../plugins/gatsby-source-passform";

/**
 * Samples (Musterangaben, content/model/samples.ts) that a change fills or opens: a company fact or
 * gap replaced by the real value, or a new gap typed into a text. Either decides whether the
 * site may go live, so both are reported even where no visitor of a preview would notice. A
 * sample of a file that is gone was not filled: it went with its file.
 */

type Sample = Content["samples"][number];

/**
 * What makes a sample the same one on both sides: its place (file, entry, field) and the gaps it
 * holds, not its line, which moves with every edit above it, nor the sample value a company fact
 * still shows.
 */
const keyOf = (sample: Sample): string =>
  [sample.file, sample.entry, sample.field, ...(sample.message.match(/\[[^\]]+\]/g) ?? [])].join(
    "\u0000",
  );

export type SampleChanges = { filled: Sample[]; opened: Sample[]; gone: Sample[] };

/** The samples from `base` to `work`; `workFiles` are the files of data/ that `work` has. */
export const sampleChanges = (
  base: Content,
  work: Content,
  workFiles: ReadonlySet<string>,
): SampleChanges => {
  const old = new Set(base.samples.map(keyOf));
  const now = new Set(work.samples.map(keyOf));
  const closed = base.samples.filter((sample) => !now.has(keyOf(sample)));
  return {
    filled: closed.filter((sample) => workFiles.has(sample.file)),
    opened: work.samples.filter((sample) => !old.has(keyOf(sample))),
    gone: closed.filter((sample) => !workFiles.has(sample.file)),
  };
};
