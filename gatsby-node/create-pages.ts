import path from "node:path";
import type { GatsbyNode, Node } from "gatsby";
import { dataDirectory, loadContent, siteDirectory } from "../plugins/gatsby-source-passform/node";

type MarkdownNode = Node & { fileAbsolutePath?: string };

/**
 * One page per Markdown file in data/legal/, all rendered by the legal page template, at the slug
 * its frontmatter names. In the development server a file whose frontmatter has a problem keeps its
 * page as long as its slug can be read, so the editor looking at it sees the problem there.
 */
export const createPages: GatsbyNode["createPages"] = ({ actions, getNodesByType, store }) => {
  const dataDir = dataDirectory({ store });
  const legalTemplate = path.join(siteDirectory({ store }), "src/templates/legal-page.tsx");
  const nodes = getNodesByType("MarkdownRemark") as MarkdownNode[];
  for (const legal of loadContent(dataDir).legal) {
    const absolutePath = path.join(dataDir, path.relative("data", legal.file));
    const node = nodes.find((candidate) => candidate.fileAbsolutePath === absolutePath);
    // A text beyond the check's limits was not parsed, and no query may make remark parse it.
    if (!legal.slug || !node || legal.unparsed) continue;
    actions.createPage({ path: legal.slug, component: legalTemplate, context: { id: node.id } });
  }
};
