import { escapeHtml, escapeRegExp, GAP } from "../../plugins/gatsby-source-passform";
import { visuallyHiddenCss } from "../components/visually-hidden";
import { sampleColors } from "../theme/theme";

/*
 * Sample values on a page: gaps such as „[Anzahl]“ and the company facts that data/site.json
 * still lists under "placeholders". Whoever reviews a preview build must see at a glance what is
 * left to supply, so every build that still has samples marks each one in the HTML it writes
 * (the production build has none: it refuses to publish them). The content check finds gaps
 * with the same pattern (GAP, from the content model), so what is listed is what is marked.
 */

/** What a mark says on hover and to screen readers. */
export const SAMPLE_NOTE = "Musterangabe – vor dem Livegang ersetzen";

/** The class of a marked sample and of its note for screen readers. */
export const SAMPLE_CLASS = "sample-mark";

/**
 * Dark text on light yellow (contrast 16:1) with a dashed outline, also on dark sections. A
 * marked link focused from the keyboard shows the site's focus ring like any other (the outline
 * is the focus ring's place) and keeps a solid line in the sample colour around it instead.
 */
export const sampleMarkCss = `mark.${SAMPLE_CLASS}{background:${sampleColors.background};color:${sampleColors.text};outline:2px dashed ${sampleColors.line};outline-offset:1px;border-radius:2px}a[data-sample]:not(:focus-visible){outline:2px dashed ${sampleColors.line};outline-offset:3px}a[data-sample]:focus-visible{box-shadow:0 0 0 2px ${sampleColors.line}}.${SAMPLE_CLASS}-note{${visuallyHiddenCss}}`;

/** A sample value as it stands in HTML: escaped, any space possibly a no-break space. */
const htmlPattern = (value: string): string =>
  escapeRegExp(escapeHtml(value)).replace(/\s+/g, "(?:\\s|\u00a0|&nbsp;|&#160;)+");

/** A sample value as it stands in a page's text: any space possibly a no-break space. */
const textPattern = (value: string): string => escapeRegExp(value).replace(/\s+/g, "\\s+");

/** A value as a whole word: the sample city „Berlin“, not the start of „Berliner“. */
const wholeWord = (pattern: string): string =>
  `(?<![\\p{L}\\p{N}])(?:${pattern})(?![\\p{L}\\p{N}])`;

/**
 * One expression for every gap and every sample value, longest value first, in the page's
 * HTML (`html`) or in its text as the browser has it (`text`, for the development server).
 */
export const samplePattern = (
  values: ReadonlyArray<string>,
  within: "html" | "text" = "html",
): RegExp => {
  const literal = [...new Set(values.map((value) => value.trim()).filter(Boolean))]
    .sort((a, b) => b.length - a.length)
    .map(within === "html" ? htmlPattern : textPattern)
    .map(wholeWord);
  return new RegExp([GAP.source, ...literal].join("|"), "gu");
};

/**
 * A marked sample. Inside a link the note for screen readers is left out: it would become part
 * of the link's name (and break a telephone number); the link carries the note as its title.
 */
const markup = (sample: string, inLink: boolean): string =>
  `<mark class="${SAMPLE_CLASS}" title="${SAMPLE_NOTE}">${sample}${inLink ? "" : `<span class="${SAMPLE_CLASS}-note"> (${SAMPLE_NOTE})</span>`}</mark>`;

/** Elements whose text is not shown as text, or where a <mark> would not be valid. */
const OPAQUE = /^(script|style|title|textarea|svg|template)$/i;

/**
 * The page's HTML with every gap and sample value in its text wrapped in a <mark>, and every
 * link whose address contains a sample value flagged (`data-sample`, outlined by the CSS
 * above). Tags and attributes are left as they are; text inside the elements above too.
 */
export const markSamples = (
  html: string,
  values: ReadonlyArray<string>,
): { html: string; count: number } => {
  const pattern = samplePattern(values);
  const valuesInAttribute = values.map((value) => escapeHtml(value.trim())).filter(Boolean);
  let count = 0;
  let opaque: string | undefined;
  let inLink = false;
  const out = html.split(/(<[^>]*>)/).map((part) => {
    if (part.startsWith("<")) {
      const tag = /^<(\/?)([A-Za-z][\w-]*)/.exec(part);
      const name = tag?.[2];
      if (name && OPAQUE.test(name)) opaque = tag[1] ? undefined : (opaque ?? name);
      if (name?.toLowerCase() === "a") inLink = !tag?.[1];
      const href = /^<a\s[^>]*\bhref="([^"]*)"/.exec(part)?.[1];
      if (!opaque && href && valuesInAttribute.some((value) => href.includes(value))) {
        count += 1;
        const title = /\stitle="/.test(part) ? "" : ` title="${SAMPLE_NOTE}"`;
        return part.replace(/^<a\b/, `<a data-sample=""${title}`);
      }
      return part;
    }
    if (opaque || part.trim() === "") return part;
    return part.replace(pattern, (sample) => {
      count += 1;
      return markup(sample, inLink);
    });
  });
  return { html: out.join(""), count };
};

/**
 * A marked page as production ships it, without the marks: what a byte budget measures on a
 * preview build (tools/bench/first-visit.ts). The exact inverse of `markSamples` and the
 * style rule that the server renderer adds with the marks.
 */
export const withoutSampleMarks = (html: string): string =>
  html
    .replace(`<style>${sampleMarkCss}</style>`, "")
    .replace(
      new RegExp(
        `<mark class="${SAMPLE_CLASS}" title="${SAMPLE_NOTE}">([^<]*)(?:<span class="${SAMPLE_CLASS}-note"> \\(${SAMPLE_NOTE}\\)</span>)?</mark>`,
        "g",
      ),
      "$1",
    )
    .replace(new RegExp(`<a data-sample=""(?: title="${SAMPLE_NOTE}")?`, "g"), "<a");
