import type { Content, ContentData } from "../../plugins/gatsby-source-passform";
import type { SampleMarks } from "./render-static";

/**
 * What the server renderer (gatsby-ssr.tsx, src/ssr/) receives from data/ at build time, both
 * sides of it in one place: gatsby-node/on-create-webpack-config.ts computes the definitions
 * from the content check's reading of data/ (buildDataDefinitions), webpack writes them into the
 * renderer's bundle as one constant, and the renderer reads them here (siteHead, sampleMarks).
 *
 * Why not simpler:
 * - The renderer never reads files: Gatsby marks file access in the renderer as an "unsafe
 *   builtin" and would then regenerate every page on each build.
 * - The renderer never waits for page data: `gatsby develop` renders its HTML shell before it
 *   has run any query, so page data does not exist yet when the head is written.
 *
 * The module stays pure (no fs, no Node APIs, nothing of the content plugin but its types), so
 * both gatsby-node and the renderer's bundle can import it.
 */

/** The facts of data/ that every page's head and the landing page's JSON-LD need. */
type SiteHead = {
  site: ContentData["site"];
  plans: ContentData["pricing"]["plans"];
};

type BuildData = {
  /** null while data/ has a problem (a build has stopped then; the development server shows it) */
  head: SiteHead | null;
  /** The sample values to mark on every page, null once data/ has no sample left */
  sampleMarks: SampleMarks;
};

/** The constant webpack replaces with the build data (DefinePlugin). */
declare const __BUILD_DATA__: BuildData;

/**
 * The webpack definitions for the renderer's bundle, from the checked content of data/.
 * `validData` is the content's data when the check found no problem (isValid), else null.
 */
export const buildDataDefinitions = (
  content: Pick<Content, "samples" | "sampleValues">,
  validData: ContentData | null,
): Record<string, string> => {
  const data: BuildData = {
    head: validData && { site: validData.site, plans: validData.pricing.plans },
    sampleMarks: content.samples.length > 0 ? content.sampleValues : null,
  };
  return { __BUILD_DATA__: JSON.stringify(data) };
};

const buildData = (): BuildData => {
  if (typeof __BUILD_DATA__ === "undefined") {
    throw new Error(
      "The build data is only defined in the server renderer's bundle (gatsby-node/on-create-webpack-config.ts).",
    );
  }
  return __BUILD_DATA__;
};

/** The head facts of data/ for every page, null while data/ has a problem. */
export const siteHead = (): SiteHead | null => buildData().head;

/**
 * The company facts still marked as samples in data/site.json, which every page marks
 * (src/lib/sample-marks.ts); null once data/ has no sample left.
 */
export const sampleMarks = (): SampleMarks => buildData().sampleMarks;
