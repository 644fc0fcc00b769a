import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import type { GatsbySSR } from "gatsby";
import { renderToString } from "react-dom/server";
import { GlobalStyles } from "../components/global-styles";
import { markSamples, sampleMarkCss } from "../lib/sample-marks";
import { withoutRouterMarkup } from "./static-page";

/**
 * The company facts still marked as samples in data/site.json, null once data/ has no sample
 * left (gatsby-node/on-create-webpack-config.ts). While there are samples, every gap and
 * sample value in a page is marked (src/lib/sample-marks.ts): a preview shows what is left to
 * supply, without JavaScript. A production build has none: it refuses to publish samples.
 */
export type SampleMarks = string[] | null;
declare const __SAMPLE_MARKS__: SampleMarks;

/**
 * Server-side: render each page once, collect the CSS it actually uses and put it into one
 * <style> per emotion chunk in <head>, instead of emotion's default of a <style> next to every
 * element. The CSS arrives before the content it styles, the body stays valid HTML, and the
 * Content-Security-Policy needs a handful of style hashes rather than one per component.
 * The global styles (reset, base typography) are written here with the page's own.
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  // Without stylis' vendor prefixer: every browser Gatsby builds for (its default browserslist,
  // browsers with ES-module support: Chrome 109+, Safari 18.5+ today) understands the
  // unprefixed properties, and the -webkit-box/-ms-flexbox copies were a quarter of the CSS.
  const cache = createCache({ key: "css", stylisPlugins: [] });
  // compat mode stops emotion from inlining <style> tags while rendering.
  cache.compat = true;
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <GlobalStyles />
      {bodyComponent}
    </CacheProvider>,
  );
  const { styles } = extractCriticalToChunks(html);
  const marked = __SAMPLE_MARKS__ ? markSamples(html, __SAMPLE_MARKS__) : { html, count: 0 };
  const css = styles.map((style) => ({ key: style.key + style.ids.join(" "), css: style.css }));
  if (marked.count > 0) css.push({ key: "sample-marks", css: sampleMarkCss });
  setHeadComponents(
    css
      .filter((style) => style.css.length > 0)
      .map((style) => <style key={style.key} dangerouslySetInnerHTML={{ __html: style.css }} />),
  );
  replaceBodyHTMLString(withoutRouterMarkup(marked.html));
};
