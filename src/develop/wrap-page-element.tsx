import type { GatsbyBrowser } from "gatsby";
import { ContentGate, sampleValuesOf } from "./content-problems";
import { ErrorBoundary } from "./error-boundary";
import { SampleHighlights } from "./sample-highlights";

/**
 * Around every page in `gatsby develop`: the problems of data/ instead of the page while
 * there are any, the sample values still to be replaced highlighted, and „Unexpected Application Error!“ instead of a blank screen if a page
 * throws while rendering. (A build renders pages on the server only, where a page that throws
 * stops the build, naming the page: nothing half-made is published.)
 */
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <ContentGate data={props.data}>
    <SampleHighlights values={sampleValuesOf(props.data)} />
    <ErrorBoundary>{element}</ErrorBoundary>
  </ContentGate>
);
