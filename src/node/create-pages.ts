import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { findUnknownTokens, flattenFacts } from "../lib/fill-tokens";

const legalTemplate = path.resolve(__dirname, "../templates/legal-page.tsx");

type LegalPagesResult = {
  allMarkdownRemark: {
    nodes: ReadonlyArray<{
      id: string;
      fileAbsolutePath: string;
      rawMarkdownBody: string;
      frontmatter: { slug: string };
    }>;
  };
  company: Record<string, unknown> | null;
};

const reservedPaths = new Set(["/", "/404", "/404.html", "/dev-404-page"]);

/** One page per Markdown file in data/legal/, all rendered by the legal page template. */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<LegalPagesResult>(`
    query LegalPages {
      allMarkdownRemark(sort: { frontmatter: { slug: ASC } }) {
        nodes {
          id
          fileAbsolutePath
          rawMarkdownBody
          frontmatter {
            slug
          }
        }
      }
      company {
        brand
        legalName
        siteUrl
        managingDirector
        vatId
        jurisdiction
        address {
          street
          postalCode
          city
          country
        }
        contact {
          email
          salesEmail
          privacyEmail
          phone
          phoneDisplay
        }
        register {
          court
          number
        }
      }
    }
  `);

  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not load the legal pages from data/legal/", result.errors);
    return;
  }
  if (!result.data.company) {
    reporter.panicOnBuild("data/site.json is missing: the legal pages need the company facts.");
    return;
  }

  const facts = flattenFacts(result.data.company);
  const seen = new Map<string, string>();
  for (const page of result.data.allMarkdownRemark.nodes) {
    const file = path.relative(process.cwd(), page.fileAbsolutePath);
    const { slug } = page.frontmatter;
    if (!/^\/[a-z0-9-]+$/.test(slug) || reservedPaths.has(slug)) {
      reporter.panicOnBuild(
        `${file}: frontmatter field "slug" must look like "/agb" and not be a reserved path, found "${slug}".`,
      );
      continue;
    }
    const other = seen.get(slug);
    if (other) {
      reporter.panicOnBuild(`${file}: slug "${slug}" is already used by ${other}.`);
      continue;
    }
    seen.set(slug, file);
    const unknown = findUnknownTokens(page.rawMarkdownBody, facts);
    if (unknown.length > 0) {
      reporter.panicOnBuild(
        `${file}: unknown company fact ${unknown.map((name) => `{{${name}}}`).join(", ")}; known: ${Object.keys(facts).join(", ")}.`,
      );
      continue;
    }
    actions.createPage({ path: slug, component: legalTemplate, context: { id: page.id } });
  }
};
