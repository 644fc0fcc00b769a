import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { GlobalStyles } from "../components/global-styles";
import { markSamples, sampleMarkCss } from "../lib/sample-marks";

/** The sample values a page marks while data/ still has samples, or null once it has none. */
export type SampleMarks = ReadonlyArray<string> | null;

type StaticRender = {
  /** The page's body, its samples marked */
  html: string;
  /** The CSS the page uses, one entry per emotion chunk (the global styles first) */
  styles: Array<{ key: string; css: string }>;
};

/**
 * A page rendered once to HTML with the CSS it actually uses, instead of emotion's default of
 * a <style> next to every element: the build puts the CSS into <head> (emotion-styles.tsx), the
 * preview pane into its frame, so both show the same page. While there are samples, every
 * gap and sample value is marked (src/lib/sample-marks.ts).
 */
export const renderStatic = (page: ReactNode, sampleMarks: SampleMarks): StaticRender => {
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
      {page}
    </CacheProvider>,
  );
  const { styles } = extractCriticalToChunks(html);
  const marked = sampleMarks ? markSamples(html, sampleMarks) : { html, count: 0 };
  const css = styles
    .map((style) => ({ key: style.key + style.ids.join(" "), css: style.css }))
    .filter((style) => style.css.length > 0);
  if (marked.count > 0) css.push({ key: "sample-marks", css: sampleMarkCss });
  return { html: marked.html, styles: css };
};
