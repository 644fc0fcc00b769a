import path from "node:path";
import type { GatsbyNode, Node } from "gatsby";
import { buildDay, legalTexts } from "../plugins/gatsby-source-passform/check";
import { dataDirectory, loadContent, siteDirectory } from "../plugins/gatsby-source-passform/node";

type MarkdownNode = Node & { fileAbsolutePath?: string };

/**
 * The legal pages, all rendered by the legal page template: each text at the slug its
 * frontmatter names, showing the version in force on the day of the build; and each version of
 * a versioned text at its permanent address with its day (/agb/2021-01-01), earlier and
 * announced ones alike. In the development server a file whose frontmatter has a problem keeps
 * its page as long as its slug can be read, so the editor looking at it sees the problem there.
 */
export const createPages: GatsbyNode["createPages"] = ({ actions, getNodesByType, store }) => {
  const dataDir = dataDirectory({ store });
  const legalTemplate = path.join(siteDirectory({ store }), "src/templates/legal-page.tsx");
  const nodes = getNodesByType("MarkdownRemark") as MarkdownNode[];
  const content = loadContent(dataDir);
  const nodeOf = (file: string) => {
    const absolutePath = path.join(dataDir, path.relative("data", file));
    return nodes.find((candidate) => candidate.fileAbsolutePath === absolutePath);
  };
  for (const text of legalTexts(content.legal, buildDay()).values()) {
    for (const version of text.versions) {
      const node = nodeOf(version.file.file);
      // A text beyond the check's limits was not parsed, and no query may make remark parse it.
      if (!node || version.file.unparsed) continue;
      if (version === text.inForce) {
        actions.createPage({ path: text.slug, component: legalTemplate, context: { id: node.id } });
      }
      if (version.path) {
        actions.createPage({
          path: version.path,
          component: legalTemplate,
          context: { id: node.id, dated: true },
        });
      }
    }
  }
};
