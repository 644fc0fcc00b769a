import path from "node:path";
import type { GatsbyNode } from "gatsby";

const legalTemplate = path.resolve(__dirname, "../templates/legal-page.tsx");

type LegalPagesResult = {
  allMarkdownRemark: { nodes: ReadonlyArray<{ id: string; frontmatter: { slug: string } }> };
};

/**
 * One page per Markdown file in data/legal/, all rendered by the legal page template.
 * Slugs and {{tokens}} were validated with the rest of data/ in onPreBootstrap.
 */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<LegalPagesResult>(`
    query LegalPages {
      allMarkdownRemark(sort: { frontmatter: { slug: ASC } }) {
        nodes {
          id
          frontmatter {
            slug
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not load the legal pages from data/legal/", result.errors);
    return;
  }
  for (const page of result.data.allMarkdownRemark.nodes) {
    actions.createPage({
      path: page.frontmatter.slug,
      component: legalTemplate,
      context: { id: page.id },
    });
  }
};
