import type { GatsbySSR } from "gatsby";
import { sampleMarks } from "./build-data";
import { renderStatic } from "./render-static";
import { withoutRouterMarkup } from "./static-page";

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
  const { html, styles } = renderStatic(bodyComponent, sampleMarks());
  setHeadComponents(
    styles.map((style) => (
      <style key={style.key} dangerouslySetInnerHTML={{ __html: style.css }} />
    )),
  );
  replaceBodyHTMLString(withoutRouterMarkup(html));
};
