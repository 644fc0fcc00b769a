/**
 * The editors' forms at /admin/ (Decap CMS): configured from the content model (config/),
 * writing data/ as editors type it (browser/), served with Decap's local backend in
 * `npm start` (onCreateDevServer) and written into public/admin/ by the build (onPostBuild).
 */
export { onCreateDevServer } from "./gatsby-node/on-create-dev-server";
export { onPostBuild } from "./gatsby-node/on-post-build";
