import { writeFileSync } from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { dataDirectory, validContent } from "../plugins/gatsby-source-passform/node";
import { robotsTxt, sitemapXml } from "./seo-files";

/** Writes sitemap.xml (every created page but the 404) and robots.txt. */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ store }) => {
  const { site } = validContent(dataDirectory({ store })).data;
  const { program, pages } = store.getState() as {
    program: { directory: string };
    pages: Map<string, unknown>;
  };
  const publicDir = path.join(program.directory, "public");
  writeFileSync(path.join(publicDir, "sitemap.xml"), sitemapXml(site.siteUrl, pages.keys()));
  writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(site.siteUrl));
};
