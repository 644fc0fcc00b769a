"use strict";

const { headingIds, nodesOfType } = require("./heading-ids");
const { typeset } = require("./typography");

/** @typedef {import("mdast").Root} Root */

/**
 * The legal texts as the site shows them: German typography in every text (as the build
 * applies it to data/*.json), and an `id` on every heading, which the transformer's
 * `headings` field reads back for the table of contents.
 * @param {{ markdownAST: Root }} args
 * @returns {Root}
 */
module.exports = ({ markdownAST }) => {
  const texts = /** @type {import("mdast").Text[]} */ (nodesOfType(markdownAST, "text"));
  for (const node of texts) node.value = typeset(node.value);
  for (const { heading, id } of headingIds(markdownAST)) {
    const properties = /** @type {Record<string, unknown> | undefined} */ (
      heading.data?.hProperties
    );
    heading.data = { ...heading.data, id, hProperties: { ...properties, id } };
  }
  return markdownAST;
};

/**
 * The legal pages' GraphQL type as the content model describes it (gatsby-config.ts passes it
 * as `typeDefs`): gatsby-transformer-remark owns MarkdownRemark and runs its remark plugins'
 * schema customization as its own, so the fields are declared without a second owner, which
 * Gatsby would warn about whenever it builds the schema.
 * @param {import("gatsby").CreateSchemaCustomizationArgs} args
 * @param {{ typeDefs?: Parameters<import("gatsby").Actions["createTypes"]>[0] }} [options]
 */
module.exports.createSchemaCustomization = ({ actions }, { typeDefs } = {}) => {
  if (typeDefs) actions.createTypes(typeDefs);
};
