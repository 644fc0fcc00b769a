import type { GatsbyBrowser, GatsbySSR } from "gatsby";
import { ErrorBoundary } from "./components/error-boundary";
import { GlobalStyles } from "./components/global-styles";

type WrapPageElement = GatsbyBrowser["wrapPageElement"] & GatsbySSR["wrapPageElement"];

/** Shared by gatsby-browser and gatsby-ssr so server and client render the same tree. */
export const wrapPageElement: WrapPageElement = ({ element }) => (
  <>
    <GlobalStyles />
    <ErrorBoundary>{element}</ErrorBoundary>
  </>
);
