import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import type { GatsbySSR } from "gatsby";
import { renderToString } from "react-dom/server";
import { GlobalStyles } from "./components/global-styles";

/**
 * Server-side: render each page once, collect the CSS it actually uses and put it into one
 * <style> per emotion chunk in <head>, instead of emotion's default of a <style> next to every
 * element. The CSS arrives before the content it styles, the body stays valid HTML, and the
 * Content-Security-Policy needs a handful of style hashes rather than one per component.
 * On the client, emotion's default cache (key "css") adopts these tags by their data-emotion ids.
 *
 * The global styles are rendered here only: they never change, so their <style> tag is written
 * at build time and neither emotion's Global component nor the rules travel in the JavaScript.
 * (Global renders no element, so the server and the client still produce the same markup.)
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
  setHeadComponents(
    styles
      .filter((style) => style.css.length > 0)
      .map((style) => (
        <style
          key={style.key + style.ids.join(" ")}
          data-emotion={`${style.key} ${style.ids.join(" ")}`}
          // Marks the tag as in place: emotion's client cache would otherwise move every
          // server-rendered <style> to the end of <head>, and the browser re-parse the CSS and
          // recalculate the whole page's styles while it starts up.
          data-s=""
          dangerouslySetInnerHTML={{ __html: style.css }}
        />
      )),
  );
  replaceBodyHTMLString(html);
};
