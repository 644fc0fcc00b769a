export { onPreBootstrap } from "./build/gatsby-node/on-pre-bootstrap";
export { sourceNodes } from "./build/gatsby-node/source-nodes";
export { createSchemaCustomization } from "./build/gatsby-node/create-schema-customization";
export { createResolvers } from "./build/gatsby-node/create-resolvers";
export { onCreateNode } from "./build/gatsby-node/on-create-node";
export { createPages } from "./build/gatsby-node/create-pages";
export { onPostBuild } from "./build/gatsby-node/on-post-build";
export { onCreateWebpackConfig } from "./build/gatsby-node/on-create-webpack-config";
