"use strict";

const { headingIds } = require("./heading-ids");
const { typeset } = require("./typography");

function textNodes(node, found = []) {
  if (node.type === "text") found.push(node);
  for (const child of node.children || []) textNodes(child, found);
  return found;
}

/**
 * The legal texts as the site shows them: German typography in every text (as the build
 * applies it to data/*.json), and an `id` on every heading, which the transformer's
 * `headings` field reads back for the table of contents.
 */
module.exports = ({ markdownAST }) => {
  for (const node of textNodes(markdownAST)) node.value = typeset(node.value);
  for (const { heading, id } of headingIds(markdownAST)) {
    heading.data = {
      ...heading.data,
      id,
      hProperties: { ...(heading.data || {}).hProperties, id },
    };
  }
  return markdownAST;
};

/**
 * The legal pages' GraphQL type as the content model describes it (gatsby-config.ts passes it
 * as `typeDefs`): gatsby-transformer-remark owns MarkdownRemark and runs its remark plugins'
 * schema customization as its own, so the fields are declared without a second owner, which
 * Gatsby would warn about whenever it builds the schema.
 */
module.exports.createSchemaCustomization = ({ actions }, { typeDefs } = {}) => {
  if (typeDefs) actions.createTypes(typeDefs);
};
