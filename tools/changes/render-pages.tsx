import type { JSX } from "react";
import { Helmet } from "react-helmet";
import {
  indexPageData,
  legalPageData,
  type PreviewContent,
} from "../../plugins/gatsby-plugin-decap-admin/preview";
import IndexPage from "../../src/pages/index";
import { renderStatic } from "../../src/ssr/render-static";
import LegalPage from "../../src/templates/legal-page";

/**
 * Every page of the site rendered from one side's content, as the preview pane renders it
 * (page-data.ts: the data the pages' queries give them) and the build renders it (the site's
 * own page components, render-static.tsx), with the head's title and description. Bundled
 * for Node by page-renderer.ts, with "gatsby" resolved as in the preview pane, because the
 * pages' modules import Gatsby's fragments, which only Gatsby's compiler removes.
 */

// Collects the head tags while rendering, as on the server, instead of writing into a document.
Helmet.canUseDOM = false;

export type RenderedPage = {
  /** The page's address on the site ("/", "/agb") */
  path: string;
  /** How a reviewer calls it: „Startseite“, or the legal text's title */
  title: string;
  /** Whether it is a legal text, whose changes are shown sentence by sentence */
  legal: boolean;
  /** The head's title and meta tags, then the body, as the build writes them */
  html: string;
};

/**
 * The page without what only preview builds show (elements marked data-preview-only, such as
 * the notice above a legal text no lawyer has reviewed): the live site never has them.
 */
const withoutPreviewOnly = (html: string): string => {
  const start = /<([a-z][\w-]*)\b[^>]*\sdata-preview-only(?:="[^"]*")?[^>]*>/.exec(html);
  if (!start) return html;
  const tag = start[1] as string;
  const inner = new RegExp(`<(/?)${tag}\\b[^>]*>`, "g");
  inner.lastIndex = start.index + start[0].length;
  let depth = 1;
  let end = html.length;
  for (let match = inner.exec(html); match; match = inner.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) {
      end = match.index + match[0].length;
      break;
    }
  }
  return withoutPreviewOnly(html.slice(0, start.index) + html.slice(end));
};

const rendered = (page: JSX.Element): string => {
  // No marks of samples either: what is compared is what visitors of the live site see.
  const { html } = renderStatic(page, null);
  const head = Helmet.renderStatic();
  return `${head.title.toString()}${head.meta.toString()}${withoutPreviewOnly(html)}`;
};

export const renderPages = (content: PreviewContent): RenderedPage[] => [
  {
    path: "/",
    title: "Startseite",
    legal: false,
    html: rendered(<IndexPage data={indexPageData(content)} />),
  },
  ...content.legal.map((page) => ({
    path: page.frontmatter.slug,
    title: page.frontmatter.title,
    legal: true,
    html: rendered(<LegalPage data={legalPageData(content, page.file)} />),
  })),
];
