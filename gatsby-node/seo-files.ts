import { absoluteUrl } from "../src/lib/site-url";

/** sitemap.xml and robots.txt, written after the build from site data. */

const escapeXml = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Paths Gatsby creates that are not pages a search engine should list. */
const notIndexable = (path: string): boolean =>
  path === "/dev-404-page" || path === "/404" || path === "/404.html" || path.startsWith("/404/");

export const sitemapXml = (siteUrl: string, paths: Iterable<string>): string => {
  const urls = [...new Set(paths)]
    .filter((path) => !notIndexable(path))
    .sort()
    .map((path) => `  <url><loc>${escapeXml(absoluteUrl(siteUrl, path))}</loc></url>`);
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
