import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { buildDay } from "../plugins/gatsby-source-passform/check";
import { dataDirectory, validContent } from "../plugins/gatsby-source-passform/disk";
import { LEGAL_VERSIONS_PATH, legalVersionsFile, legalVersionsJson } from "./legal-versions-file";
import { SECURITY_TXT_PATH, securityTxt } from "./security-txt";
import { robotsTxt, sitemapXml } from "./seo-files";

type PageContext = { dated?: boolean; lastmod?: string };

/**
 * Writes sitemap.xml (every created page but the 404 and the legal texts' dated versions, which
 * are archives, not the current text: create-pages.ts marks them, and gives each legal text's
 * page the day it last changed), robots.txt, /.well-known/security.txt and /legal-versions.json
 * (legal-versions-file.ts), all for the same build day.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ store }) => {
  const content = validContent(dataDirectory({ store }));
  const { site } = content.data;
  const day = buildDay();
  const { program, pages } = store.getState() as {
    program: { directory: string };
    pages: Map<string, { context?: PageContext }>;
  };
  const listed = [...pages]
    .filter(([, page]) => !page.context?.dated)
    .map(([at, page]) => ({ path: at, lastmod: page.context?.lastmod }));
  const publicDir = path.join(program.directory, "public");
  writeFileSync(path.join(publicDir, "sitemap.xml"), sitemapXml(site.siteUrl, listed));
  writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(site.siteUrl));
  const security = path.join(publicDir, SECURITY_TXT_PATH);
  mkdirSync(path.dirname(security), { recursive: true });
  writeFileSync(
    security,
    securityTxt({
      siteUrl: site.siteUrl,
      email: site.contact.securityEmail,
      sample: site.placeholders.includes("contact.securityEmail"),
      buildDay: day,
    }),
  );
  writeFileSync(
    path.join(publicDir, LEGAL_VERSIONS_PATH),
    legalVersionsJson(legalVersionsFile(content.legal, day)),
  );
};
