import type { GatsbyNode } from "gatsby";
import { loadContent } from "../content/content-source";
import { formatProblems } from "../content/problems";
import { formatSamples } from "../content/samples";
import { dataDirectory, isDevelop } from "./site-directory";

/**
 * Checks data/ before anything is built. A build stops here with every problem, one line
 * each, so nothing half-made is published. The preview starts anyway and shows the
 * problems in the browser (see source-nodes.ts), so an editor can fix them while it runs.
 * Sample values still to be replaced before launch are listed as a warning.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter, store }) => {
  const activity = reporter.activityTimer("Inhalte in data/ prüfen");
  activity.start();
  const { problems, samples } = loadContent(dataDirectory({ store }));
  activity.end();
  if (samples.length > 0) reporter.warn(formatSamples(samples));
  if (problems.length === 0) return;
  if (isDevelop()) reporter.error(formatProblems(problems, { during: "preview" }));
  else reporter.panic(formatProblems(problems));
};
