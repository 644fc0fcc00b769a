import { css } from "@emotion/react";
import { renderStatic } from "../../../src/ssr/render-static";
import { colors, fontSizes, space } from "../../../src/theme/theme";
import { checkContent, textAt } from "../../gatsby-source-passform/check";
import type { Content, DataEntry, Problem } from "../../gatsby-source-passform";
import { countingVersionProblems } from "./counting-versions";
import { htmlOf, isRenderable, pageHtml } from "./page-html";
import { PendingNote, type Pending } from "./pending-note";
import { ValuesNote, valuesNote } from "./values-note";
import { NewVersionOffer } from "./new-version-offer";
import { shownContent } from "./shown-content";
import { VerdictPanel, type FormVerdict, type Verdict } from "./verdict-panel";
import { formProblem } from "../config/form-places";
import type { CmsCollection } from "../config/cms-types";
import { PAGE_ATTRIBUTE, STUCK_ATTRIBUTE } from "../config/admin-contract";
import { parseLegalText } from "../formats/frontmatter-format";

/**
 * The preview pane's page for one file: the content check run on the repository's files with the
 * file as the form holds it, and the page that file shows, rendered by the site's own page
 * components and styles exactly as the build renders them (render-static.tsx). Decap shows the
 * result in its preview frame; it runs with the site's React, not with Decap's own.
 */

export type Preview = {
  /** The panels and the page */
  html: string;
  /** The page alone; empty where the content cannot be rendered */
  page: string;
  verdict: Verdict;
  /** The verdict in the form's words */
  words: FormVerdict;
};

/**
 * The problems stay in view at the top of the pane while the editor looks further down the page,
 * above the site's own sticky header; a long list scrolls within itself.
 */
const stickyProblems = css({
  position: "sticky",
  top: 0,
  zIndex: 60,
  maxHeight: "45vh",
  overflowY: "auto",
  background: colors.surface,
  boxShadow: "0 2px 8px rgba(0, 0, 0, 0.12)",
  // Compact, so that on a phone's short pane the message itself is in view, not only its title
  "& > section": { margin: space[2], padding: space[3] },
  "& h2": { marginBottom: space[2], fontSize: fontSizes[2] },
});

const keyOf = (problem: Problem): string =>
  [problem.file, problem.entry, problem.field, problem.message].join("\u0000");

/**
 * What stops a save of `file`: every problem of the file itself, and every problem elsewhere
 * that the repository's files did not have before (a second plan marked popular, a link to a
 * page that no longer exists …). A problem another file already had is that file's to fix.
 */
const blocking = (content: Content, file: string, before: Content): Problem[] => {
  const known = new Set(before.problems.map(keyOf));
  return content.problems.filter((problem) => problem.file === file || !known.has(keyOf(problem)));
};

/** The values of a file's text (JSON, or a legal text's frontmatter and body); {} if unreadable. */
export const formValues = (file: string, text: string): Record<string, unknown> => {
  try {
    const values: unknown = file.endsWith(".md") ? parseLegalText(text) : JSON.parse(text);
    return typeof values === "object" && values !== null ? (values as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

const valuesOf = (entries: ReadonlyArray<DataEntry>, file: string): unknown => {
  const text = textAt(entries, file);
  return text === undefined ? {} : formValues(file, text);
};

/**
 * The preview pane's page for `file` (a path as "data/pricing.json") with the repository's
 * `entries`, one of which holds the form's text of that file; `before` is the check of the
 * repository as it is, `collections` the forms that name its places; `pending` are the list
 * entries the editor added and has not filled yet, which the form's text leaves out until they
 * have a value; `main` is data/ as main holds it, whose versions that count stay as they are
 * (counting-versions.ts).
 */
export const renderPreview = (
  entries: ReadonlyArray<DataEntry>,
  file: string,
  before: Content,
  collections: ReadonlyArray<CmsCollection>,
  pending: ReadonlyArray<Pending> = [],
  main?: ReadonlyArray<DataEntry>,
): Preview => {
  const content = checkContent(entries);
  const counting = countingVersionProblems(main, entries, content, file);
  const verdict = {
    problems: [...blocking(content, file, before), ...counting],
    samples: content.samples.filter((sample) => sample.file === file),
  };
  const inForm = (problem: Problem) =>
    formProblem(collections, problem, valuesOf(entries, problem.file));
  const words = { problems: verdict.problems.map(inForm), samples: verdict.samples.map(inForm) };
  const panels = htmlOf(
    renderStatic(
      <>
        {words.problems.length > 0 && (
          <div css={stickyProblems} {...{ [STUCK_ATTRIBUTE]: "" }}>
            <VerdictPanel problems={words.problems} samples={[]} />
            <NewVersionOffer
              shown={file.endsWith(".md") && counting.some((problem) => problem.file === file)}
            />
          </div>
        )}
        <PendingNote pending={pending} />
        <ValuesNote sentences={valuesNote(content, file, collections)} />
        <VerdictPanel problems={[]} samples={words.samples} />
      </>,
      null,
    ),
  );
  const shown = isRenderable(content) ? content : shownContent(entries, file, before);
  let page = "";
  if (shown && isRenderable(shown)) {
    const marks = shown.samples.length > 0 ? shown.sampleValues : null;
    page = `<div ${PAGE_ATTRIBUTE}>${pageHtml(shown, entries, file, marks)}</div>`;
  }
  return { html: panels + page, page, verdict, words };
};
