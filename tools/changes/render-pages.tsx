import type { JSX } from "react";
import { Helmet } from "react-helmet";
import { buildDay, legalTexts, writtenDate } from "../../plugins/gatsby-source-passform/check";
import {
  indexPageData,
  legalPageData,
  type PreviewContent,
} from "../../plugins/gatsby-plugin-decap-admin/preview";
import { words } from "../../src/lib/words";
import IndexPage from "../../src/pages/index";
import { renderStatic } from "../../src/ssr/render-static";
import LegalPage from "../../src/templates/legal-page";
import { printMarginsOf } from "./print-margins";

/**
 * Every page of the site rendered from one side's content, at the addresses the build gives them
 * on the day of the build (gatsby-node/create-pages.ts: each legal text's version in force at the
 * text's address, every version at its own, /agb/2021-01-01), as the preview pane renders it
 * (page-data.ts: the data the pages' queries give them) and the build renders it (the site's
 * own page components, render-static.tsx), with the head's title, meta tags and canonical link.
 * Bundled for Node by page-renderer.ts, with "gatsby" resolved as in the preview pane, because
 * the pages' modules import Gatsby's fragments, which only Gatsby's compiler removes.
 */

// Collects the head tags while rendering, as on the server, instead of writing into a document.
Helmet.canUseDOM = false;

export type RenderedPage = {
  /** The page's address on the site ("/", "/agb") */
  path: string;
  /** How a reviewer calls it: „Startseite“, the legal text's title, a version's with its day */
  title: string;
  /** Whether it is a legal text, whose changes are shown sentence by sentence */
  legal: boolean;
  /** A legal text's file in data/ whose version the page shows */
  file?: string;
  /** The page is a version's fixed address (/agb/2021-01-01), not the text's own */
  dated?: boolean;
  /** On a version's fixed address: the fixed address of the version before it, if any */
  previous?: string;
  /**
   * The head's title, meta tags and canonical link, then the body, as the build writes them; what
   * only preview builds show, the readers leave out (legal-reading.ts' treeOf)
   */
  html: string;
  /** What its printed sheets carry in their margins (legal-page-print.ts), as CSS writes it */
  print: string[];
};

const rendered = (page: JSX.Element): Pick<RenderedPage, "html" | "print"> => {
  // No marks of samples: what is compared is what visitors of the live site see.
  const { html, styles } = renderStatic(page, null);
  const head = Helmet.renderStatic();
  return {
    html: `${head.title.toString()}${head.meta.toString()}${head.link.toString()}${html}`,
    print: printMarginsOf(styles.map((style) => style.css).join("")),
  };
};

/** Each legal page the build makes: its address, the version's file, whether it is dated. */
const legalAddresses = (content: PreviewContent, only?: ReadonlyArray<string>) =>
  [...legalTexts(content.legal, buildDay()).values()]
    .flatMap((text) =>
      text.versions.flatMap((version, index) => {
        const previous = text.versions[index - 1]?.path;
        return [
          ...(version === text.inForce
            ? [{ path: text.slug, page: version.file, dated: false }]
            : []),
          ...(version.path
            ? [{ path: version.path, page: version.file, dated: true, previous }]
            : []),
        ];
      }),
    )
    .filter(({ path }) => !only || only.includes(path));

/** Every page, or where `only` names addresses, just those. */
export const renderPages = (
  content: PreviewContent,
  only?: ReadonlyArray<string>,
): RenderedPage[] => [
  ...(only && !only.includes("/")
    ? []
    : [
        {
          path: "/",
          title: "Startseite",
          legal: false,
          ...rendered(<IndexPage data={indexPageData(content)} />),
        },
      ]),
  ...legalAddresses(content, only).map(({ path, page, dated, previous }) => ({
    path,
    ...(previous ? { previous } : {}),
    title:
      dated && page.frontmatter.validFrom
        ? `${page.frontmatter.title}, ${words.legal.version(writtenDate(page.frontmatter.validFrom))}`
        : page.frontmatter.title,
    legal: true,
    file: page.file,
    dated,
    ...rendered(<LegalPage data={legalPageData(content, page.file)} pageContext={{ dated }} />),
  })),
];
