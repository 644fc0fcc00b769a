import { writeFileSync } from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { dataDirectory, validContent } from "../plugins/gatsby-source-passform/node";
import { robotsTxt, sitemapXml } from "./seo-files";

/**
 * Writes sitemap.xml (every created page but the 404 and the legal texts' dated versions, which
 * are archives, not the current text: create-pages.ts marks them) and robots.txt.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ store }) => {
  const { site } = validContent(dataDirectory({ store })).data;
  const { program, pages } = store.getState() as {
    program: { directory: string };
    pages: Map<string, { context?: { dated?: boolean } }>;
  };
  const listed = [...pages].filter(([, page]) => !page.context?.dated).map(([at]) => at);
  const publicDir = path.join(program.directory, "public");
  writeFileSync(path.join(publicDir, "sitemap.xml"), sitemapXml(site.siteUrl, listed));
  writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(site.siteUrl));
};
