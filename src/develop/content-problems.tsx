import type { JSX, ReactNode } from "react";
import { graphql } from "gatsby";
import { css } from "@emotion/react";
import { noticeCard } from "../components/notice-card";
import { eyebrowStyle } from "../components/section-heading";
import { colors, fonts, fontSizes, fontWeights, lineHeights, space } from "../theme/theme";

/**
 * What the development server shows instead of a page while a file in data/ has a problem: the same
 * lines the build prints, so the editor sees what to fix where they look, rather than a
 * page with a section silently missing. A build never gets here (it stops on the problem).
 */

type ContentProblem = NonNullable<Queries.ContentCheckFragment["contentCheck"]>["problems"][number];

const screen = css({
  maxWidth: "52rem",
  marginInline: "auto",
  padding: `${space[8]} ${space[5]}`,
  color: colors.ink,
});

/** The landing sections' eyebrow; the title below keeps the space. */
const eyebrow = css(eyebrowStyle, { marginBottom: 0 });

const title = css({
  margin: `${space[3]} 0 ${space[4]}`,
  fontSize: fontSizes[5],
  fontWeight: fontWeights.extrabold,
  lineHeight: lineHeights.tight,
});

const list = css({ margin: `${space[6]} 0`, padding: 0, listStyle: "none" });

const item = css(noticeCard, { marginBottom: space[4] });

const where = css({
  display: "block",
  marginBottom: space[2],
  fontFamily: fonts.mono,
  fontSize: fontSizes[1],
  fontWeight: fontWeights.bold,
  overflowWrap: "anywhere",
});

const what = css({ margin: 0, overflowWrap: "anywhere" });

const ContentProblems = ({
  problems,
}: {
  problems: ReadonlyArray<ContentProblem>;
}): JSX.Element => (
  <main css={screen} role="alert" aria-labelledby="content-problems-title">
    <p css={eyebrow}>Lokale Vorschau angehalten</p>
    <h1 id="content-problems-title" css={title}>
      {problems.length === 1
        ? "Eine Datei in data/ enthält einen Fehler"
        : `Die Dateien in data/ enthalten ${problems.length} Fehler`}
    </h1>
    <p>
      Solange der Fehler besteht, zeigt die lokale Vorschau diese Liste statt der Seite; ein Build
      bricht mit derselben Meldung ab und veröffentlicht nichts. Nach dem Korrigieren und Speichern
      erscheint die Seite von selbst wieder.
    </p>
    <ol css={list}>
      {problems.map((problem) => (
        <li
          key={`${problem.file}:${problem.line ?? 0}:${problem.field}:${problem.message}`}
          css={item}
        >
          <code css={where}>
            {problem.file}
            {problem.line ? `:${problem.line}` : ""}
          </code>
          <p css={what}>
            <strong>
              {problem.entry} › {problem.field}:
            </strong>{" "}
            {problem.message}
          </p>
        </li>
      ))}
    </ol>
    <p>Hilfe zu jeder Meldung: CONTENT.md im Projektordner.</p>
  </main>
);

/** The company facts the page must mark as samples (the gaps are found by their brackets). */
export const sampleValuesOf = (data: unknown): ReadonlyArray<string> =>
  (data as Partial<Queries.ContentCheckFragment> | null | undefined)?.contentCheck?.sampleValues ??
  [];

/** The page, or the problems of data/ while there are any (see plugins/gatsby-source-passform/gatsby-node/source-nodes.ts). */
export const ContentGate = ({
  data,
  children,
}: {
  data: unknown;
  children: ReactNode;
}): JSX.Element => {
  const problems =
    (data as Partial<Queries.ContentCheckFragment> | null | undefined)?.contentCheck?.problems ??
    [];
  return problems.length > 0 ? <ContentProblems problems={problems} /> : <>{children}</>;
};

export const query = graphql`
  fragment ContentCheck on Query {
    contentCheck {
      problems {
        file
        line
        entry
        field
        message
      }
      sampleValues
    }
  }
`;
