/**
 * The only place absolute URLs are made: canonical links, Open Graph, JSON-LD, sitemap and
 * robots.txt all take the site's address from data/site.json through this function.
 */
export const absoluteUrl = (siteUrl: string, path = "/"): string => new URL(path, siteUrl).href;
