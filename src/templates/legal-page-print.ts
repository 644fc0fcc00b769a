import { css, type SerializedStyles } from "@emotion/react";
import { absoluteUrl } from "../lib/site-url";
import { words } from "../lib/words";
import { fonts, print, printColors } from "../theme/theme";

/**
 * A legal text on paper or as a PDF, as a customer files it with a contract: A4, black on white,
 * without the site's header and footer (see the components), and on every sheet the company,
 * the title, the version's first day and its Stand, and the page number („Seite 2 von 9“) in
 * the page margin, with the version's fixed address at the top (a sheet printed from /agb names
 * the version it shows, not only /agb). Links show where they lead, internal ones with the site's address, since a printed
 * „/datenschutz“ leads nowhere. The contents keep their overview but lose the coloured box.
 */

/** A CSS string literal for text from data/: quotes and backslashes escaped, no line break. */
const cssString = (text: string): string =>
  `"${text
    .replace(/[\\"]/g, "\\$&")
    .replace(/[\r\n]+/g, " ")
    .replace(/</g, "\\3c ")}"`;

const margin = { fontFamily: fonts.body, fontSize: "8pt", color: printColors.margin };

type Sheet = {
  legalName: string;
  title: string;
  /** „Stand: Januar 2021“ */
  stand: string;
  /** „Fassung ab 1. März 2027“, for a text with versions */
  version?: string;
  siteUrl: string;
  slug: string;
};

/** The page box and the links' addresses: they depend on the page, so they are global rules. */
export const printedSheet = ({
  legalName,
  title,
  stand,
  version,
  siteUrl,
  slug,
}: Sheet): SerializedStyles =>
  css({
    "@page": {
      size: "A4",
      margin: "18mm 18mm 20mm",
      "@top-right": { ...margin, content: cssString(absoluteUrl(siteUrl, slug)) },
      "@bottom-left": {
        ...margin,
        content: cssString([legalName, title, version, stand].filter(Boolean).join(" · ")),
      },
      "@bottom-right": {
        ...margin,
        content: `"${words.legal.sheetPage.page} " counter(page) " ${words.legal.sheetPage.of} " counter(pages)`,
      },
    },
    [print]: {
      // siteUrl has no / at its end (data/site.json's check), href starts with one.
      'main a[href^="/"]::after': { content: `" (" ${cssString(siteUrl)} attr(href) ")"` },
      'main a[href^="http"]::after': { content: '" (" attr(href) ")"' },
    },
  });

export const articleInPrint = { [print]: { maxWidth: "none", padding: 0 } };

export const titleInPrint = { [print]: { fontSize: "20pt" } };

export const updatedInPrint = { [print]: { color: "inherit" } };

export const tocInPrint = {
  [print]: {
    padding: 0,
    backgroundColor: "transparent",
    breakInside: "avoid" as const,
    a: { textDecoration: "none" },
  },
};

/** Two columns on paper too: the contents of the AGB then fit beside each other on page 1. */
export const tocColumnsInPrint = {
  [print]: {
    display: "grid",
    gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
    columnGap: "8mm",
    fontSize: "9.5pt",
  },
};

export const proseInPrint = {
  [print]: {
    h2: { fontSize: "13pt", breakAfter: "avoid" as const },
    h3: { fontSize: "11pt", breakAfter: "avoid" as const },
    "p, li": { orphans: 3, widows: 3 },
    a: { textDecoration: "none" },
  },
};
