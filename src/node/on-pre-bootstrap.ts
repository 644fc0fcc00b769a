import type { GatsbyNode } from "gatsby";
import { formatProblems, validateContent } from "../content/validate-content";
import { dataDirectory } from "./site-directory";

/** Stops the build before anything is written when data/ has a mistake, naming every one. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter, store }) => {
  const activity = reporter.activityTimer("Inhalte in data/ prüfen");
  activity.start();
  const problems = validateContent(dataDirectory({ store }));
  activity.end();
  if (problems.length > 0) reporter.panic(formatProblems(problems));
};
