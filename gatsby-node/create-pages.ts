import path from "node:path";
import type { GatsbyNode, Node } from "gatsby";
import { buildDay, legalTexts } from "../plugins/gatsby-source-passform/check";
import { dataDirectory, loadContent, siteDirectory } from "../plugins/gatsby-source-passform/disk";
import { legalRedirects } from "./legal-redirects";
import { legalLastmod } from "./seo-files";

type MarkdownNode = Node & { fileAbsolutePath?: string };

/**
 * The legal pages, all rendered by the legal page template: each text at the slug its
 * frontmatter names, showing the version in force on the day of the build, with the day its
 * address last changed for the sitemap (on-post-build.ts); and each version of a versioned text
 * at its permanent address with its day (/agb/2021-01-01), earlier and announced ones alike. In
 * the development server a file whose frontmatter has a problem keeps its page as long as its
 * slug can be read, so the editor looking at it sees the problem there. Then the redirects of
 * addresses people guess for a text to its page (legal-redirects.ts).
 */
export const createPages: GatsbyNode["createPages"] = ({
  actions,
  getNodesByType,
  store,
  reporter,
}) => {
  const dataDir = dataDirectory({ store });
  const legalTemplate = path.join(siteDirectory({ store }), "src/templates/legal-page.tsx");
  const nodes = getNodesByType("MarkdownRemark") as MarkdownNode[];
  const content = loadContent(dataDir);
  const nodeOf = (file: string) => {
    const absolutePath = path.join(dataDir, path.relative("data", file));
    return nodes.find((candidate) => candidate.fileAbsolutePath === absolutePath);
  };
  const texts = [...legalTexts(content.legal, buildDay()).values()];
  const made = new Set<string>();
  const page = (at: string, context: Record<string, unknown>) => {
    actions.createPage({ path: at, component: legalTemplate, context });
    made.add(at);
  };
  for (const text of texts) {
    for (const version of text.versions) {
      const node = nodeOf(version.file.file);
      // A text beyond the check's limits was not parsed, and no query may make remark parse it.
      if (!node || version.file.unparsed) continue;
      if (version === text.inForce) {
        const lastmod = legalLastmod(version, text.versions);
        page(text.slug, { id: node.id, ...(lastmod ? { lastmod } : {}) });
      }
      if (version.path) page(version.path, { id: node.id, dated: true });
    }
  }
  const { redirects, unmatched } = legalRedirects(texts, made);
  for (const redirect of redirects) actions.createRedirect({ ...redirect, isPermanent: true });
  for (const address of unmatched) {
    reporter.warn(`Keine Weiterleitung von ${address}: Zu dieser Datei gibt es keine Seite.`);
  }
};
