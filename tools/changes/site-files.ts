import { buildDay, legalTexts } from "../../plugins/gatsby-source-passform/check";
import { LEGAL_VERSIONS_PATH, legalVersionsFile } from "../../gatsby-node/legal-versions-file";
import { legalRedirects } from "../../gatsby-node/legal-redirects";
import { SECURITY_TXT_PATH, securityTxt } from "../../gatsby-node/security-txt";
import { legalLastmod, robotsTxt, sitemapXml } from "../../gatsby-node/seo-files";
import { landingJsonLd } from "../../src/ssr/structured-data";
import { changedPairs } from "./page-effects";
import type { RenderContent } from "./page-renderer";
import type { RenderedPage } from "./render-pages";

/**
 * What the build publishes beside the HTML pages, from one side's content, by the build's own
 * functions: security.txt, robots.txt and the sitemap (gatsby-node/on-post-build.ts), the
 * redirects of guessed addresses to the legal texts (create-pages.ts, written into _redirects),
 * /legal-versions.json, and the landing page's JSON-LD (src/ssr/static-head.tsx). A value of
 * data/site.json can reach a visitor or a search engine there alone, such as the address that
 * vulnerability reports go to; each file is compared line by line.
 */

export type SiteFile = { path: string; lines: string[] };

/** The lines of a file that changed, came or went. */
export type FileEffect = { path: string; lines: Array<{ before?: string; after?: string }> };

const text = (content: string): string[] => content.split("\n").filter((line) => line !== "");

/** Each value of a JSON document on a line of its own, after the names that lead to it. */
const jsonLines = (value: unknown, names: ReadonlyArray<string>): string[] => {
  if (value === null || typeof value !== "object")
    return [`${names.join(" › ")}: ${String(value)}`];
  return Object.entries(value).flatMap(([key, child]) =>
    jsonLines(child, [...names, Array.isArray(value) ? String(Number(key) + 1) : key]),
  );
};

/** The sitemap's pages as on-post-build.ts lists them: every page but the dated versions. */
const sitemapPages = (content: RenderContent, pages: ReadonlyArray<RenderedPage>, day: string) => {
  const texts = legalTexts(content.legal, day);
  return pages
    .filter((page) => !page.dated)
    .map((page) => {
      const legal = texts.get(page.path);
      const lastmod = legal?.inForce && legalLastmod(legal.inForce, legal.versions);
      return { path: page.path, ...(lastmod ? { lastmod } : {}) };
    });
};

/** The files of one side: its content, and its pages as the renderer made them. */
export const siteFiles = (
  content: RenderContent,
  pages: ReadonlyArray<RenderedPage>,
  day = buildDay(),
): SiteFile[] => {
  const { site, pricing } = content.data;
  const made = new Set(pages.map((page) => page.path));
  const { redirects } = legalRedirects(legalTexts(content.legal, day).values(), made);
  const security = securityTxt({
    siteUrl: site.siteUrl,
    email: site.contact.securityEmail,
    sample: site.placeholders.includes("contact.securityEmail"),
    buildDay: day,
  });
  const jsonLd = landingJsonLd(site, pricing.plans)["@graph"];
  return [
    { path: SECURITY_TXT_PATH, lines: text(security) },
    { path: "/robots.txt", lines: text(robotsTxt(site.siteUrl)) },
    {
      path: "/sitemap.xml",
      lines: text(sitemapXml(site.siteUrl, sitemapPages(content, pages, day))).map((line) =>
        line.trim(),
      ),
    },
    {
      path: "/_redirects",
      lines: redirects.map(({ fromPath, toPath }) => `${fromPath} ${toPath} 301`),
    },
    {
      path: LEGAL_VERSIONS_PATH,
      lines: jsonLines(legalVersionsFile(content.legal, day), []),
    },
    {
      path: "JSON-LD der Startseite",
      lines: jsonLd.flatMap((node) => jsonLines(node, [String(node["@type"])])),
    },
  ];
};

/** The lines of each file that differ between two sides, paired where one took another's place. */
export const fileEffects = (old: SiteFile[], now: SiteFile[]): FileEffect[] =>
  now.flatMap(({ path, lines }) => {
    const before = old.find((file) => file.path === path)?.lines ?? [];
    const changes = changedPairs(before, lines, (a, b) => a === b);
    return changes.length > 0 ? [{ path, lines: changes }] : [];
  });
