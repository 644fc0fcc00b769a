import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { isValid, loadContent } from "../content/content-source";
import type { SiteHead } from "../static-head";
import { dataDirectory } from "./site-directory";

type FlattenedPlugin = { name: string; browserAPIs?: string[] };

const runtimeDirectory = path.join(__dirname, "..", "gatsby-runtime");

/**
 * Browser modules Gatsby bundles into `app` on every site although this one never runs them,
 * each with the stand-in that replaces it in the production bundle and the reason it may.
 */
export const runtimeTrims = [
  {
    // The built-in Partytown plugin only acts in `gatsby develop`, yet its require() pulls
    // gatsby-script and @builder.io/partytown into every production bundle.
    request: /internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/,
    replacement: "no-browser-api.ts",
    applies: () => true,
  },
  {
    // The Head export handler: pages here set their <head> with react-helmet (Seo) only.
    request: /[\\/]head[\\/]head-export-handler-for-browser(\.js)?$/,
    replacement: "no-head-export.ts",
    applies: () => true,
  },
  {
    // Service-worker registration, required only when a plugin implements registerServiceWorker.
    request: /[\\/]register-service-worker(\.js)?$/,
    replacement: "no-browser-api.ts",
    applies: (plugins: FlattenedPlugin[]) =>
      !plugins.some((plugin) => plugin.browserAPIs?.includes("registerServiceWorker")),
  },
] as const;

/**
 * Packages that only define functions but do not say so in their package.json: emotion's JSX
 * runtime imports hoist-non-react-statics (and with it react-is) for its side effects only, so
 * webpack keeps 3 KB that nothing calls unless it knows that importing them does nothing.
 */
const sideEffectFreePackages = [
  { test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false },
];

/**
 * Gatsby minifies for ES5 although its browserslist only admits browsers with ES-module support
 * (every one of them understands ES2017: arrow functions, shorthand properties, classes); a
 * second compress pass finds what the first one enabled.
 */
const terserOptions = {
  ie8: false,
  mangle: { safari10: true },
  compress: { ecma: 2017, passes: 2 },
  output: { ecma: 2017 },
} as const;

/**
 * The production bundle without what no page of this site runs (runtimeTrims, packages that are
 * free of side effects), minified for the browsers it is built for.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  stage,
  actions,
  plugins,
  getConfig,
  store,
}) => {
  if (stage === "build-html" || stage === "develop-html") {
    // What the server renderer writes into every page besides the page itself (src/static-head.tsx),
    // from the content check's reading of data/: the renderer never reads files (Gatsby would
    // then regenerate every page on each build) and never waits for page data.
    const content = loadContent(dataDirectory({ store }));
    const head: SiteHead | null = isValid(content)
      ? { site: content.data.site, plans: content.data.pricing.plans }
      : null;
    actions.setWebpackConfig({
      plugins: [plugins.define({ __SITE_HEAD__: JSON.stringify(head) })],
    });
    return;
  }
  if (stage !== "build-javascript") return;
  const { flattenedPlugins } = store.getState() as { flattenedPlugins: FlattenedPlugin[] };
  const config = getConfig();
  config.module.rules.push(...sideEffectFreePackages);
  config.plugins.push(
    ...runtimeTrims
      .filter((trim) => trim.applies(flattenedPlugins))
      .map((trim) =>
        plugins.normalModuleReplacement(
          trim.request,
          path.join(runtimeDirectory, trim.replacement),
        ),
      ),
  );
  // webpack's own module wrappers and chunk loader follow `target`, which Gatsby sets to ES5.
  config.target = ["web", "es2017"];
  config.optimization.minimizer = [plugins.minifyJs({ terserOptions }), plugins.minifyCss()];
  actions.replaceWebpackConfig(config);
};
