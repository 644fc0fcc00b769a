import { writeFileSync } from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { robotsTxt, sitemapXml, webManifest } from "../hosting/seo-files";
import { colors } from "../theme/theme";

type SiteResult = {
  company: { brand: string; title: string; description: string; siteUrl: string } | null;
};

/** Writes sitemap.xml (every created page but the 404), robots.txt and the web manifest. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, store, reporter }) => {
  const result = await graphql<SiteResult>(`
    query SeoFiles {
      company {
        brand
        title
        description
        siteUrl
      }
    }
  `);
  const company = result.data?.company;
  if (!company) {
    reporter.panicOnBuild("data/site.json: the company facts are missing", result.errors);
    return;
  }
  const { program, pages } = store.getState() as {
    program: { directory: string };
    pages: Map<string, unknown>;
  };
  const publicDir = path.join(program.directory, "public");
  writeFileSync(path.join(publicDir, "sitemap.xml"), sitemapXml(company.siteUrl, pages.keys()));
  writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(company.siteUrl));
  writeFileSync(
    path.join(publicDir, "manifest.webmanifest"),
    webManifest({ ...company, themeColor: colors.primary, backgroundColor: colors.white }),
  );
};
