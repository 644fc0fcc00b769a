import type { GatsbyNode } from "gatsby";
import type { GraphQLFieldResolver, GraphQLObjectType, GraphQLResolveInfo } from "graphql";
import path from "node:path";
import type { ContentData } from "../content/model/data-files";
import { loadContent } from "../disk/content-source";
import { versionValues } from "../content/derive/legal-facts";
import type { LegalFile, LegalFrontmatter } from "../content/read/legal-file";
import { fillTokens, fillTokensInText, fillTokensInTree } from "../content/derive/fill-tokens";
import { dataDirectory, isDevelop } from "../disk/site-directory";
import { versionFacts } from "../content/derive/legal-versions";
import { legalChanges } from "../content/derive/legal-changes";
import { buildDay } from "../content/words/calendar-date";

type NodeModel = {
  findOne: (args: { type: string; query: Record<string, unknown> }) => Promise<unknown>;
  findAll: (args: { type: string }) => Promise<{ entries: Iterable<unknown> }>;
};
type Context = { nodeModel: NodeModel };

/** The absolute path of the Markdown file a MarkdownRemark node was made from. */
const sourceFile = (node: unknown) => (node as { fileAbsolutePath?: string }).fileAbsolutePath;

/** A field resolver of gatsby-transformer-remark, to build on what it renders. */
const remarkField = (
  info: GraphQLResolveInfo,
  name: string,
): GraphQLFieldResolver<unknown, Context> => {
  const field = (info.schema.getType("MarkdownRemark") as GraphQLObjectType).getFields()[name];
  if (!field?.resolve)
    throw new Error(`gatsby-transformer-remark no longer resolves MarkdownRemark.${name}`);
  return field.resolve;
};

/**
 * The values the version in `file` fills its placeholders with: data/site.json's and
 * data/terms.json's, read through Gatsby's node model so that a page's query runs again when
 * one of them changes, except what the version keeps for itself (legal-facts.ts).
 */
const factsOf = async (
  { nodeModel }: Context,
  file: LegalFile | undefined,
): Promise<Record<string, string>> => {
  const [site, terms] = await Promise.all([
    nodeModel.findOne({ type: "Company", query: {} }),
    nodeModel.findOne({ type: "ContractTerms", query: {} }),
  ]);
  if (!site || !terms)
    throw new Error("data/site.json or data/terms.json has a problem (see the content check)");
  return versionValues(
    site as ContentData["site"],
    terms as ContentData["terms"],
    file?.frontmatter?.facts,
  );
};

/** The check's reading of the legal text at `file` (an absolute path), if it read one there. */
const readingOf = (dataDir: string, file: string | undefined) =>
  loadContent(dataDir).legal.find(
    (page) => file !== undefined && path.join(dataDir, path.relative("data", page.file)) === file,
  );

/**
 * A legal text's frontmatter as the content check read it (YAML without implicit type
 * conversion, validated), not as gatsby-transformer-remark guessed it. The development server keeps
 * a page whose frontmatter has a problem and shows the problem instead (the values below are
 * never seen); a build has stopped before.
 */
const frontmatterOf = (dataDir: string, file: string | undefined): LegalFrontmatter => {
  const legal = readingOf(dataDir, file);
  if (legal?.frontmatter) return legal.frontmatter;
  if (!isDevelop()) throw new Error(`${file ?? "A legal text"} has no valid frontmatter`);
  const name = path.basename(file ?? "rechtstext", ".md");
  return {
    title: name,
    slug: legal?.slug ?? `/${name}`,
    lastUpdated: "2021-01-01",
    description: "",
    review: "",
  };
};

type Resolver = (
  source: unknown,
  args: unknown,
  context: Context,
  info: GraphQLResolveInfo,
) => Promise<unknown>;

/**
 * A field of gatsby-transformer-remark's, filled with the facts. A text the check did not parse
 * (beyond its limits; only the development server gets this far with one) gets `unparsed`
 * instead: remark would take minutes on it, or overflow its stack.
 */
const withFacts =
  <T>(
    dataDir: string,
    field: string,
    args: Record<string, unknown>,
    compute: (value: T, facts: Record<string, string>) => unknown,
    unparsed: unknown,
  ): Resolver =>
  async (source, _args, context, info) => {
    const reading = readingOf(dataDir, sourceFile(source));
    if (reading?.unparsed) return unparsed;
    return compute(
      (await remarkField(info, field)(source, args, context, info)) as T,
      await factsOf(context, reading),
    );
  };

type Heading = { id?: string | null; value?: string | null };

/** The versions of the text at `file` as they stand on the day of the build. */
const versionsOf = (dataDir: string, file: string | undefined) => {
  const own = readingOf(dataDir, file);
  const facts = own && versionFacts(loadContent(dataDir).legal, own, buildDay());
  return { own, facts };
};

type Tree = Parameters<typeof legalChanges>[0];

/** A version's tree as gatsby-transformer-remark renders its page (htmlAst), filled with its values. */
const filledTree = async (
  dataDir: string,
  node: unknown,
  context: Context,
  info: GraphQLResolveInfo,
): Promise<Tree> => {
  const tree = (await remarkField(info, "htmlAst")(node, {}, context, info)) as Tree;
  return fillTokensInTree(tree, await factsOf(context, readingOf(dataDir, sourceFile(node))));
};

/** The fields a page reads of its text's versions (content/derive/legal-versions.ts). */
const versionFields = (dataDir: string) => ({
  inForce: {
    resolve: (source: unknown) => versionsOf(dataDir, sourceFile(source)).facts?.inForce ?? true,
  },
  issuer: {
    resolve: async (source: unknown, _args: unknown, context: Context) =>
      (await factsOf(context, readingOf(dataDir, sourceFile(source)))).legalName,
  },
  versions: {
    resolve: (source: unknown) => versionsOf(dataDir, sourceFile(source)).facts?.versions ?? [],
  },
  // Each side as its page shows it: the tree remark renders, filled with that version's values.
  changeView: {
    resolve: async (
      source: unknown,
      _args: unknown,
      context: Context,
      info: GraphQLResolveInfo,
    ) => {
      const { own, facts } = versionsOf(dataDir, sourceFile(source));
      if (!own || !facts?.previous || own.unparsed || facts.previous.unparsed) return null;
      // By the file's path, which the schema does not expose (nothing may query it), so among
      // the nodes rather than by a filter.
      const absolute = path.join(dataDir, path.relative("data", facts.previous.file));
      const { entries } = await context.nodeModel.findAll({ type: "MarkdownRemark" });
      const previous = [...entries].find((node) => sourceFile(node) === absolute);
      if (!previous) return null;
      return legalChanges(
        await filledTree(dataDir, previous, context, info),
        await filledTree(dataDir, source, context, info),
      );
    },
  },
});

/**
 * The legal texts with their {{placeholders}} filled at query time, from the same list of
 * facts the content check accepts (content/derive/legal-facts.ts). Filling them when the page is
 * queried rather than when the Markdown is parsed keeps the remark cache valid: the HTML
 * of a text does not depend on data/site.json, its filled body does.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers, store }) => {
  const dataDir = dataDirectory({ store });
  createResolvers({
    MarkdownRemark: {
      frontmatter: {
        resolve: (source: unknown) => frontmatterOf(dataDir, sourceFile(source)),
      },
      body: {
        resolve: withFacts<string>(dataDir, "html", {}, fillTokens, ""),
      },
      sections: {
        resolve: withFacts<Heading[]>(
          dataDir,
          "headings",
          { depth: "h2" },
          (headings, facts) =>
            headings.flatMap((heading) =>
              heading.id && heading.value
                ? [{ id: heading.id, title: fillTokensInText(heading.value, facts) }]
                : [],
            ),
          [],
        ),
      },
      ...versionFields(dataDir),
    },
  });
};
