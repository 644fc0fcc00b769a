import { escapeHtml } from "../plugins/gatsby-source-passform";
import { demoRequest } from "../src/lib/demo-request";
import { absoluteUrl } from "../src/lib/site-url";

/** sitemap.xml and robots.txt, written after the build from site data. */

/**
 * Paths Gatsby creates that are not pages a search engine should list: its 404 pages, and the
 * thank-you page of the demo request, which only a sent form leads to.
 */
const notIndexable = (path: string): boolean =>
  path === "/dev-404-page" ||
  path === "/404" ||
  path === "/404.html" ||
  path.startsWith("/404/") ||
  path === demoRequest.action;

/** A page for the sitemap, with the day it last changed (Jahr-Monat-Tag) where that is known. */
type SitemapPage = { path: string; lastmod?: string | undefined };

type DatedVersion = {
  state: string;
  validFrom?: string | undefined;
  file: { frontmatter?: { lastUpdated?: string | undefined } | undefined };
};

/**
 * The last day a legal text's own address (/agb) changed, from the dates in data/: the Stand of
 * the version in force, the day it came into force (its page replaced the one before), and the
 * Stand of each version it announces (its page shows the announcement) – the latest of these.
 * Undefined if none is known; the sitemap then gives no date rather than an invented one.
 */
export const legalLastmod = (inForce: DatedVersion, versions: ReadonlyArray<DatedVersion>) => {
  const days = [
    inForce.file.frontmatter?.lastUpdated,
    inForce.validFrom,
    ...versions
      .filter((version) => version.state === "announced")
      .map((version) => version.file.frontmatter?.lastUpdated),
  ].filter((day): day is string => day !== undefined);
  return days.sort().at(-1);
};

/**
 * Every page once, sorted by address, each with its <lastmod> if it has a day: a search engine
 * trusts the dates only while they are true, so a page without a known day (the landing page,
 * whose content comes from many files) has none.
 */
export const sitemapXml = (siteUrl: string, pages: Iterable<SitemapPage>): string => {
  const byPath = new Map([...pages].map((page) => [page.path, page]));
  const urls = [...byPath.values()]
    .filter((page) => !notIndexable(page.path))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .map((page) => {
      const loc = `<loc>${escapeHtml(absoluteUrl(siteUrl, page.path))}</loc>`;
      const lastmod = page.lastmod ? `<lastmod>${escapeHtml(page.lastmod)}</lastmod>` : "";
      return `  <url>${loc}${lastmod}</url>`;
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
};

export const robotsTxt = (siteUrl: string): string =>
  ["User-agent: *", "Allow: /", "", `Sitemap: ${absoluteUrl(siteUrl, "/sitemap.xml")}`, ""].join(
    "\n",
  );
