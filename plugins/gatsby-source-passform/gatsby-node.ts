/**
 * The content of data/ as Gatsby data: checked before anything is built (onPreBootstrap), one
 * node per entry with its texts filled and typeset (sourceNodes, onCreateNode), GraphQL types
 * derived from the content model (createSchemaCustomization) and the legal texts' frontmatter
 * as the check read it (createResolvers). The model and the check are in content/.
 */
export { onPreBootstrap } from "./gatsby-node/on-pre-bootstrap";
export { sourceNodes } from "./gatsby-node/source-nodes";
export { createSchemaCustomization } from "./gatsby-node/create-schema-customization";
export { createResolvers } from "./gatsby-node/create-resolvers";
export { onCreateNode } from "./gatsby-node/on-create-node";
