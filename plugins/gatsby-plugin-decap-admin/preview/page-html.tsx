import type { JSX } from "react";
import { Helmet } from "react-helmet";
import IndexPage from "../../../src/pages/index";
import { renderStatic, type SampleMarks } from "../../../src/ssr/render-static";
import LegalPage from "../../../src/templates/legal-page";
import { dataFiles } from "../../gatsby-source-passform/check";
import type { Content, DataEntry } from "../../gatsby-source-passform";
import { indexPageData, legalPageData, type PreviewContent, type ReadContent } from "./page-data";

/**
 * The page a file of data/ is on, rendered in the browser by the site's own page components and
 * styles exactly as the build renders them (render-static.tsx): a legal text's own page, else the
 * landing page. The preview pane shows it; the verdict on the versions that count reads it
 * (counting-versions.ts).
 */

// react-helmet writes into the document it runs in, here the page of the editors' forms; rendering
// as on the server, it only collects the tags, which the preview pane does not need.
Helmet.canUseDOM = false;

const decoder = new TextDecoder("utf-8");

/** Every file's content could be read: the pages can be rendered, whatever else is wrong. */
export const isRenderable = (content: Content): content is Content & ReadContent =>
  Object.keys(dataFiles).every((name) => name in content.data) &&
  content.legal.every((page) => page.frontmatter !== undefined);

const withLegalTexts = (
  content: ReadContent,
  entries: ReadonlyArray<DataEntry>,
): PreviewContent => ({
  ...content,
  legalTexts: new Map(
    entries
      .filter((entry) => entry.bytes && entry.path.startsWith("data/legal/"))
      .map((entry) => [entry.path, decoder.decode(entry.bytes)]),
  ),
});

const pageOf = (content: PreviewContent, file: string): JSX.Element =>
  file.startsWith("data/legal/") ? (
    <LegalPage data={legalPageData(content, file)} />
  ) : (
    <IndexPage data={indexPageData(content)} />
  );

/** Rendered HTML with the CSS it uses in front. */
export const htmlOf = ({ html, styles }: ReturnType<typeof renderStatic>): string =>
  `${styles.map((style) => `<style>${style.css}</style>`).join("")}${html}`;

/** The page of `file` from `content` (read from `entries`), its samples marked by `marks`. */
export const pageHtml = (
  content: ReadContent,
  entries: ReadonlyArray<DataEntry>,
  file: string,
  marks: SampleMarks,
): string => {
  const html = htmlOf(renderStatic(pageOf(withLegalTexts(content, entries), file), marks));
  Helmet.renderStatic();
  return html;
};
