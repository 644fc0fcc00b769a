import type { GatsbyNode } from "gatsby";
import { isValid } from "../plugins/gatsby-source-passform";
import { dataDirectory, loadContent } from "../plugins/gatsby-source-passform/node";
import type { SampleMarks } from "../src/ssr/render-static";
import type { SiteHead } from "../src/ssr/static-head";

/**
 * What the server renderer writes into every page besides the page itself
 * (src/ssr/static-head.tsx), from the content check's reading of data/: the renderer never reads
 * files (Gatsby would then regenerate every page on each build) and never waits for page
 * data (which `gatsby develop` has not written when it renders its HTML shell). The same goes
 * for the sample values each page marks while data/ still has any.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  stage,
  actions,
  plugins,
  store,
}) => {
  if (stage !== "build-html" && stage !== "develop-html") return;
  const content = loadContent(dataDirectory({ store }));
  const head: SiteHead | null = isValid(content)
    ? { site: content.data.site, plans: content.data.pricing.plans }
    : null;
  // The sample values to mark on every page, or null once there is nothing left to mark.
  const sampleMarks: SampleMarks = content.samples.length > 0 ? content.sampleValues : null;
  actions.setWebpackConfig({
    plugins: [
      plugins.define({
        __SITE_HEAD__: JSON.stringify(head),
        __SAMPLE_MARKS__: JSON.stringify(sampleMarks),
      }),
    ],
  });
};
