import type { GatsbyNode } from "gatsby";
import { loadContent } from "../disk/content-source";
import { formatProblems } from "../content/model/problems";
import { judgeSamples } from "../content/check/release-gate";
import { dataDirectory, isDevelop } from "../disk/site-directory";

/**
 * Checks data/ before anything is built. A build stops here with every problem, one line
 * each, so nothing half-made is published. The development server starts anyway and shows the
 * problems in the browser (see source-nodes.ts), so an editor can fix them while it runs.
 * Sample values still to be replaced before launch stop a production build (release-gate.ts)
 * and are listed as a warning otherwise.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter, store }) => {
  const activity = reporter.activityTimer("Inhalte in data/ prüfen");
  activity.start();
  const { problems, samples } = loadContent(dataDirectory({ store }));
  activity.end();
  if (problems.length > 0) {
    if (isDevelop()) reporter.error(formatProblems(problems, { during: "develop" }));
    else reporter.panic(formatProblems(problems));
    return;
  }
  const verdict = judgeSamples(samples);
  if (verdict.kind === "refuse" && !isDevelop()) reporter.panic(verdict.message);
  else if (verdict.kind !== "none") reporter.warn(verdict.message);
};
