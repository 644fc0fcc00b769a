import type { GatsbySSR } from "gatsby";
import { renderStatic, type SampleMarks } from "./render-static";
import { withoutRouterMarkup } from "./static-page";

/**
 * The company facts still marked as samples in data/site.json, null once data/ has no sample
 * left (gatsby-node/on-create-webpack-config.ts). While there are samples, every gap and
 * sample value in a page is marked: a preview shows what is left to supply, without
 * JavaScript. A production build has none: it refuses to publish samples.
 */
declare const __SAMPLE_MARKS__: SampleMarks;

/**
 * Server-side: render each page once and put the CSS it uses into one <style> per emotion
 * chunk in <head> (render-static.tsx). The CSS arrives before the content it styles, the body
 * stays valid HTML, and the Content-Security-Policy needs a handful of style hashes rather than
 * one per component.
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  const { html, styles } = renderStatic(bodyComponent, __SAMPLE_MARKS__);
  setHeadComponents(
    styles.map((style) => (
      <style key={style.key} dangerouslySetInnerHTML={{ __html: style.css }} />
    )),
  );
  replaceBodyHTMLString(withoutRouterMarkup(html));
};
