export { onPreBootstrap } from "./src/node/on-pre-bootstrap";
export { sourceNodes } from "./src/node/source-nodes";
export { createSchemaCustomization } from "./src/node/create-schema-customization";
export { createResolvers } from "./src/node/create-resolvers";
export { onCreateNode } from "./src/node/on-create-node";
export { createPages } from "./src/node/create-pages";
export { onPostBuild } from "./src/node/on-post-build";
export { onCreateWebpackConfig } from "./src/node/on-create-webpack-config";
