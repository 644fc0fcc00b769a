import type { JSX } from "react";
import { css } from "@emotion/react";
import type { Problem } from "../../gatsby-source-passform";
import type { FormProblem } from "../config/form-places";
import { verdictWords } from "../config/verdict-words";
import { paneCard } from "./pane-note";
import {
  colors,
  fonts,
  fontSizes,
  fontWeights,
  sampleColors,
  space,
} from "../../../src/theme/theme";

/**
 * Above the page in the preview pane: what the build would say of the entry as it stands
 * in the form, in the form's words (config/form-places.ts): where by the form's labels, what to
 * do, and file and line in small print. Problems first (the form does not save while there is
 * one), then the samples of this file, which preview builds mark and only the production build
 * refuses.
 */

const panel = css(paneCard, {
  h2: { margin: `0 0 ${space[3]}`, fontSize: fontSizes[3], fontWeight: fontWeights.bold },
  ul: { margin: 0, paddingInlineStart: space[5] },
  li: { marginBottom: space[2], overflowWrap: "anywhere" },
  code: { fontFamily: fonts.mono, fontWeight: fontWeights.bold },
});

const samplesPanel = css(panel, { borderLeftColor: sampleColors.line });

const detail = css({ display: "block", color: colors.inkMuted, fontSize: fontSizes[0] });

/** One problem: where in the form, what to do, and the file's place in small print. */
const Entry = ({ problem }: { problem: FormProblem }): JSX.Element => (
  <li>
    <strong>{problem.where}</strong>: {problem.message}
    <small css={detail}>
      <code>{problem.detail}</code>
    </small>
  </li>
);

export type Verdict = {
  /** What stops the save, as the build would report it */
  problems: ReadonlyArray<Problem>;
  /** The samples of the file being edited */
  samples: ReadonlyArray<Problem>;
};

/** The verdict in the form's words (config/form-places.ts). */
export type FormVerdict = {
  problems: ReadonlyArray<FormProblem>;
  samples: ReadonlyArray<FormProblem>;
};

const keyOf = (problem: FormProblem): string =>
  `${problem.detail} ${problem.where} ${problem.message}`;

export const VerdictPanel = ({ problems, samples }: FormVerdict): JSX.Element | null => (
  <>
    {problems.length > 0 && (
      <section css={panel} role="alert" aria-labelledby="verdict-problems">
        <h2 id="verdict-problems">{verdictWords.problems(problems.length)}</h2>
        <ul>
          {problems.map((problem) => (
            <Entry key={keyOf(problem)} problem={problem} />
          ))}
        </ul>
      </section>
    )}
    {samples.length > 0 && (
      <section css={samplesPanel} aria-labelledby="verdict-samples">
        <h2 id="verdict-samples">{verdictWords.samples(samples.length)}</h2>
        <p>{verdictWords.samplesNote}</p>
        <ul>
          {samples.map((sample) => (
            <Entry key={keyOf(sample)} problem={sample} />
          ))}
        </ul>
      </section>
    )}
  </>
);
