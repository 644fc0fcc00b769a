import {
  buildDay,
  fillTokens,
  fillTokensInText,
  fillTokensInTree,
  legalChanges,
  queriedEntries,
  versionFacts,
  versionValues,
} from "../../gatsby-source-passform/check";
import type { DataFileName, LegalPage, ValidContent } from "../../gatsby-source-passform";
import { legalHtml } from "./legal-html";

/**
 * The data a page's GraphQL query gives it, made in the browser from the checked content: the
 * nodes gatsby-node makes, with null where GraphQL gives null (queriedEntries), filtered and
 * sorted as the pages' queries and fragments select them, and the legal texts filled as
 * create-resolvers.ts fills them. The preview pane renders the site's own page components with
 * it. Each result is typed by the query it stands for (src/gatsby-types.d.ts, which Gatsby
 * writes from the queries): a field or a query that a page gains and this file does not give
 * fails the type check.
 */

type LegalNode = Queries.LegalPageQuery["markdownRemark"] & {
  inForce: boolean;
  frontmatter: LegalPage["frontmatter"];
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

/** A version's text and the values it is filled with. */
type Filled = { page: LegalPage; values: Record<string, string> };

/**
 * Its versions as create-resolvers.ts gives them: the text's versions on the day of the build,
 * and the change view against the version before, which the pane shows below the text, each
 * side read from the tree it is rendered from and filled with its own version's values.
 */
const versionFields = (
  legal: ReadonlyArray<LegalPage>,
  own: Filled,
  treeOf: (filled: Filled) => ReturnType<typeof legalHtml>["tree"],
  valuesOf: (page: LegalPage) => Record<string, string>,
) => {
  const { inForce, versions, previous } = versionFacts(legal, own.page, buildDay());
  return {
    inForce,
    versions: versions.map((version) => ({
      ...version,
      until: version.until ?? null,
      changes: version.changes ?? null,
    })),
    changeView: previous
      ? legalChanges(treeOf({ page: previous, values: valuesOf(previous) }), treeOf(own))
      : null,
  };
};

/** A legal text's node: its HTML and h2 headings with the placeholders filled. */
const legalNode = (content: PreviewContent, page: LegalPage): LegalNode => {
  const valuesOf = (each: LegalPage) =>
    versionValues(content.data.site, content.data.terms, each.frontmatter.facts);
  const htmlOf = (each: LegalPage) => legalHtmlOf(content.legalTexts.get(each.file) ?? "");
  const values = valuesOf(page);
  const { html, headings } = htmlOf(page);
  return {
    ...versionFields(
      content.legal,
      { page, values },
      (filled) => fillTokensInTree(htmlOf(filled.page).tree, filled.values),
      valuesOf,
    ),
    frontmatter: page.frontmatter,
    issuer: values.legalName ?? "",
    body: fillTokens(html, values),
    sections: headings
      .filter((heading) => heading.depth === 2 && heading.id && heading.value)
      .map((heading) => ({ id: heading.id, title: fillTokensInText(heading.value, values) })),
  };
};

/** The checked content with every file read (it may still have problems across files). */
export type ReadContent = Omit<ValidContent, "problems">;

export type PreviewContent = ReadContent & {
  /** Each legal text's file as written, by its path ("data/legal/agb.md") */
  legalTexts: ReadonlyMap<string, string>;
};

/** A single file's node, or null (as GraphQL gives it) if the file could not be read. */
const single = <N extends DataFileName>(content: PreviewContent, name: N) =>
  queriedEntries(name, content)[0] ?? null;

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

const legalNodes = (content: PreviewContent): Map<string, LegalNode> =>
  new Map(content.legal.map((page) => [page.file, legalNode(content, page)]));

/** The landing page's query (src/pages/index.tsx with its sections' fragments). */
export const indexPageData = (content: PreviewContent): Queries.IndexPageQuery => {
  const legal = [...legalNodes(content).values()];
  const claims = queriedEntries("claims", content);
  const placed = (placement: (typeof claims)[number]["placement"]) => ({
    nodes: claims.filter((claim) => claim.placement === placement),
  });
  return {
    ...layoutData(content, legal),
    heroClaims: placed("hero"),
    featureClaims: placed("features"),
    allClaim: { nodes: claims },
    allFeature: { nodes: queriedEntries("features", content) },
    allTechnologyTopic: { nodes: queriedEntries("technology", content) },
    allPlan: { nodes: queriedEntries("pricing", content) },
  } satisfies Queries.IndexPageQuery;
};

/** A legal page's query (src/templates/legal-page.tsx), for the text in `file`. */
export const legalPageData = (content: PreviewContent, file: string): Queries.LegalPageQuery => {
  const nodes = legalNodes(content);
  return {
    ...layoutData(content, [...nodes.values()]),
    markdownRemark: nodes.get(file) ?? null,
  } satisfies Queries.LegalPageQuery;
};
