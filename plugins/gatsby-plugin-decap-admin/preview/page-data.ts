import {
  fillTokens,
  fillTokensInText,
  legalFacts,
  nodeEntries,
  type NodeEntry,
} from "../../gatsby-source-passform/check";
import type { LegalPage, ValidContent } from "../../gatsby-source-passform";
import { legalHtml } from "./legal-html";

/**
 * The data a page's GraphQL query gives it, made in the browser from the checked content: the
 * nodes gatsby-node makes (nodeEntries), selected, filtered and sorted as the pages' queries
 * and fragments select them, and the legal texts filled as create-resolvers.ts fills them.
 * The preview pane renders the site's own page components with it. Optional fields stay absent
 * where GraphQL gives null; nothing in the pages tells the two apart.
 */

type LegalNode = {
  frontmatter: LegalPage["frontmatter"];
  body: string;
  sections: Array<{ id: string; title: string }>;
};

/**
 * The HTML of the legal texts as last rendered, by their text: at each keystroke only the text
 * being edited changes. The oldest entries go once there are more than a few dozen.
 */
const rendered = new Map<string, ReturnType<typeof legalHtml>>();

const legalHtmlOf = (fileText: string): ReturnType<typeof legalHtml> => {
  const known = rendered.get(fileText) ?? legalHtml(fileText);
  rendered.delete(fileText);
  rendered.set(fileText, known);
  if (rendered.size > 32) rendered.delete(rendered.keys().next().value as string);
  return known;
};

/** A legal text's node: its HTML and h2 headings with the placeholders filled. */
const legalNode = (page: LegalPage, fileText: string, facts: Record<string, string>): LegalNode => {
  const { html, headings } = legalHtmlOf(fileText);
  return {
    frontmatter: page.frontmatter,
    body: fillTokens(html, facts),
    sections: headings
      .filter((heading) => heading.depth === 2 && heading.id && heading.value)
      .map((heading) => ({ id: heading.id, title: fillTokensInText(heading.value, facts) })),
  };
};

/** The checked content with every file read (it may still have problems across files). */
export type ReadContent = Omit<ValidContent, "problems">;

export type PreviewContent = ReadContent & {
  /** Each legal text's file as written, by its path ("data/legal/agb.md") */
  legalTexts: ReadonlyMap<string, string>;
};

const entries = (content: PreviewContent, name: Parameters<typeof nodeEntries>[0]) =>
  nodeEntries(name, content);

const single = (content: PreviewContent, name: Parameters<typeof nodeEntries>[0]): NodeEntry =>
  entries(content, name)[0] ?? {};

/** What the layout of every page queries (LayoutData). */
const layoutData = (content: PreviewContent, legal: ReadonlyArray<LegalNode>) => ({
  company: single(content, "site"),
  landing: single(content, "landing"),
  legalPages: { nodes: legal },
  contentCheck: {
    problems: [],
    sampleValues: content.samples.length > 0 ? content.sampleValues : [],
  },
});

const legalNodes = (content: PreviewContent): Map<string, LegalNode> => {
  const facts = legalFacts(content.data.site, content.data.terms);
  return new Map(
    content.legal.map((page) => [
      page.file,
      legalNode(page, content.legalTexts.get(page.file) ?? "", facts),
    ]),
  );
};

/** The landing page's query (src/pages/index.tsx with its sections' fragments). */
export const indexPageData = (content: PreviewContent): Queries.IndexPageQuery => {
  const legal = [...legalNodes(content).values()];
  const claims = entries(content, "claims");
  const placed = (placement: string) => ({
    nodes: claims.filter((claim) => claim.placement === placement),
  });
  const data = {
    ...layoutData(content, legal),
    heroClaims: placed("hero"),
    featureClaims: placed("features"),
    allClaim: { nodes: claims },
    allFeature: { nodes: entries(content, "features") },
    allTechnologyTopic: { nodes: entries(content, "technology") },
    allPlan: { nodes: entries(content, "pricing") },
    legalReferences: { nodes: legal },
  };
  // The shapes are the query's: the preview pane's page is tested against the built one.
  return data as unknown as Queries.IndexPageQuery;
};

/** A legal page's query (src/templates/legal-page.tsx), for the text in `file`. */
export const legalPageData = (content: PreviewContent, file: string): Queries.LegalPageQuery => {
  const nodes = legalNodes(content);
  const data = {
    ...layoutData(content, [...nodes.values()]),
    markdownRemark: nodes.get(file) ?? null,
    company: single(content, "site"),
  };
  return data as unknown as Queries.LegalPageQuery;
};
