import type { GatsbyNode } from "gatsby";
import { isValid } from "../plugins/gatsby-source-passform/check";
import { dataDirectory, loadContent } from "../plugins/gatsby-source-passform/disk";
import { buildDataDefinitions } from "../src/ssr/build-data";

/**
 * Hands the server renderer what it writes into every page besides the page itself (the head
 * facts, the sample values to mark), from the content check's reading of data/. Why it travels
 * this way, and the renderer's side of it: src/ssr/build-data.ts.
 *
 * The browser bundles (stage build-javascript) are built because Gatsby needs them to build, and
 * deleted unread: no page of this site loads Gatsby's runtime (tools/pipeline/runtime-files.ts).
 * So they get neither source maps nor minification, which took a sixth of every build. The
 * server renderer keeps its source maps: a page that throws while rendering is named with its
 * component's line.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  stage,
  actions,
  plugins,
  store,
}) => {
  if (stage === "build-javascript") {
    actions.setWebpackConfig({ devtool: false, optimization: { minimize: false } });
    return;
  }
  if (stage !== "build-html" && stage !== "develop-html") return;
  const content = loadContent(dataDirectory({ store }));
  const definitions = buildDataDefinitions(content, isValid(content) ? content.data : null);
  actions.setWebpackConfig({ plugins: [plugins.define(definitions)] });
};
