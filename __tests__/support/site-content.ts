import path from "node:path";
import {
  buildDay,
  fillTokensInText,
  legalTexts,
  pageValues,
  versionValues,
} from "../../plugins/gatsby-source-passform/check";
import { writtenMonth } from "../../plugins/gatsby-source-passform";
import { validContent } from "../../plugins/gatsby-source-passform/disk";
import { demoRequest } from "../../src/lib/demo-request";
import { formatPrice } from "../../src/lib/format-price";
import { typeset } from "../../src/lib/typeset";

/**
 * What the built site must show, read from data/ with the site's own content check: tests
 * that compare pages with this follow every valid edit an editor makes. SITE_ROOT points
 * the build tests at another copy of the project (see builds/content-edits.test.ts).
 */

export const siteRoot = process.env.SITE_ROOT ?? path.resolve(__dirname, "../..");

export const { data, legal } = validContent(path.join(siteRoot, "data"));

/** The values of the {{placeholders}} in the texts of the site's pages on the day of the build. */
export const facts = pageValues(data.site, data.terms, legal, buildDay());

/** The values a legal text's version (its file in data/) fills its placeholders with. */
export const legalValues = (file: string): Record<string, string> =>
  versionValues(data.site, data.terms, legal.find((page) => page.file === file)?.frontmatter.facts);

/** A text of data/ as the page shows it: placeholders filled, no-break spaces with figures … */
export const shown = (text: string): string => typeset(fillTokensInText(text, facts));

type Claim = { lead?: string; figure: string; label?: string };
export const claimText = (claim: Claim): string =>
  shown([claim.lead, claim.figure, claim.label].filter(Boolean).join(" "));

/** A plan's price as the page shows it, with the site's own formatting: „1.299 €“. */
export const priceText = formatPrice;

const texts = [...legalTexts(legal, buildDay()).values()];

/** The legal pages with what their header shows: of a text with versions, the one in force. */
export const legalPages = texts
  .flatMap((text) => (text.inForce ? [text.inForce.file] : []))
  .map((page) => ({
    ...page.frontmatter,
    file: page.file,
    stand: `Stand: ${writtenMonth(page.frontmatter.lastUpdated)}`,
  }));

export const legalPage = (slug: string) => {
  const page = legalPages.find((candidate) => candidate.slug === slug);
  if (!page) throw new Error(`data/legal/ has no page ${slug}`);
  return page;
};

/** Every page the build makes from data/ for the sitemap: the landing page and each legal text. */
export const realRoutes = ["/", ...legalPages.map((page) => page.slug).sort()];

/** The page no link leads to and the sitemap leaves out: the demo request's thank-you page. */
export const thankYouRoute = demoRequest.action;

/** Every page a visitor reaches: those of the sitemap and the thank-you page. */
export const pageRoutes = [...realRoutes, thankYouRoute];

/** The permanent address of every version of a legal text, each a page of its own. */
export const versionRoutes = texts
  .flatMap((text) => text.versions.flatMap((version) => (version.path ? [version.path] : [])))
  .sort();
