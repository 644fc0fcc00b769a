import type { GatsbyBrowser, GatsbySSR } from "gatsby";
import { ContentGate } from "./components/content-problems";
import { ErrorBoundary } from "./components/error-boundary";

type WrapPageElement = GatsbyBrowser["wrapPageElement"] & GatsbySSR["wrapPageElement"];

/** Shared by gatsby-browser and gatsby-ssr so server and client render the same tree. */
export const wrapPageElement: WrapPageElement = ({ element, props }) => (
  <ContentGate data={props.data}>
    <ErrorBoundary>{element}</ErrorBoundary>
  </ContentGate>
);
