import type { GatsbyNode } from "gatsby";
import { isValid } from "../plugins/gatsby-source-passform/check";
import { dataDirectory, loadContent } from "../plugins/gatsby-source-passform/node";
import { buildDataDefinitions } from "../src/ssr/build-data";

/**
 * Hands the server renderer what it writes into every page besides the page itself (the head
 * facts, the sample values to mark), from the content check's reading of data/. Why it travels
 * this way, and the renderer's side of it: src/ssr/build-data.ts.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  stage,
  actions,
  plugins,
  store,
}) => {
  if (stage !== "build-html" && stage !== "develop-html") return;
  const content = loadContent(dataDirectory({ store }));
  const definitions = buildDataDefinitions(content, isValid(content) ? content.data : null);
  actions.setWebpackConfig({ plugins: [plugins.define(definitions)] });
};
