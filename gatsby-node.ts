// The site's own Node APIs; the content comes from the local plugin gatsby-source-passform.
export { createPages } from "./gatsby-node/create-pages";
export { onPostBuild } from "./gatsby-node/on-post-build";
export { onCreateWebpackConfig } from "./gatsby-node/on-create-webpack-config";
