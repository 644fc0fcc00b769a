import type { JSX } from "react";
import { css } from "@emotion/react";
import type { Problem } from "../../gatsby-source-passform";
import { noticeCard } from "../../../src/components/notice-card";
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
 * in the form. Problems first (the form does not save while there is one), then the samples of
 * this file, which preview builds mark and only the production build refuses.
 */

const panel = css(noticeCard, {
  margin: space[4],
  color: colors.ink,
  fontFamily: fonts.body,
  fontSize: fontSizes[1],
  h2: { margin: `0 0 ${space[3]}`, fontSize: fontSizes[3], fontWeight: fontWeights.bold },
  ul: { margin: 0, paddingInlineStart: space[5] },
  li: { marginBottom: space[2], overflowWrap: "anywhere" },
  code: { fontFamily: fonts.mono, fontWeight: fontWeights.bold },
});

const samplesPanel = css(panel, { borderLeftColor: sampleColors.line });

const where = (problem: Problem): string =>
  `${problem.file}${problem.line ? `:${problem.line}` : ""}`;

const Entry = ({ problem }: { problem: Problem }): JSX.Element => (
  <li>
    <code>{where(problem)}</code> › {problem.entry} › {problem.field}: {problem.message}
  </li>
);

export type Verdict = {
  /** What stops the save, as the build would report it */
  problems: ReadonlyArray<Problem>;
  /** The samples of the file being edited */
  samples: ReadonlyArray<Problem>;
};

export const VerdictPanel = ({ problems, samples }: Verdict): JSX.Element | null => (
  <>
    {problems.length > 0 && (
      <section css={panel} role="alert" aria-labelledby="verdict-problems">
        <h2 id="verdict-problems">
          {problems.length === 1
            ? "Ein Fehler – so wird nicht gespeichert"
            : `${problems.length} Fehler – so wird nicht gespeichert`}
        </h2>
        <ul>
          {problems.map((problem) => (
            <Entry
              key={`${where(problem)} ${problem.field} ${problem.message}`}
              problem={problem}
            />
          ))}
        </ul>
      </section>
    )}
    {samples.length > 0 && (
      <section css={samplesPanel} aria-labelledby="verdict-samples">
        <h2 id="verdict-samples">
          {samples.length === 1
            ? "Eine Musterangabe in dieser Datei"
            : `${samples.length} Musterangaben in dieser Datei`}
        </h2>
        <p>
          Speichern geht; jeder Vorschau-Build markiert sie, erst der Produktions-Build lehnt sie
          ab.
        </p>
        <ul>
          {samples.map((sample) => (
            <Entry key={`${where(sample)} ${sample.field} ${sample.message}`} problem={sample} />
          ))}
        </ul>
      </section>
    )}
  </>
);
