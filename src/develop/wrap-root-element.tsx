import type { GatsbyBrowser } from "gatsby";
import { GlobalStyles } from "../components/global-styles";

/**
 * The global styles in `gatsby develop`. A build writes them into each page's HTML
 * (src/ssr/emotion-styles.tsx); the development server renders in the browser, so there React
 * renders them.
 */
export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <>
    <GlobalStyles />
    {element}
  </>
);
