import chokidar from "chokidar";
import type { Actions, GatsbyNode, NodePluginArgs } from "gatsby";
import { loadContent } from "../disk/content-source";
import { formatProblems } from "../content/model/problems";
import type { Problem } from "../content/model/check-result";
import { dataDirectory, isDevelop } from "../disk/site-directory";

/**
 * The result of checking data/ as a node every page queries (`contentCheck`): its problems,
 * and the samples still to be replaced, which the development server marks on the page
 * (src/develop/sample-highlights.tsx). In a build the problems are always empty: a problem
 * stops the build first (on-pre-bootstrap.ts). In the development server the
 * files are checked again on every save, and while a problem remains the browser shows it in
 * place of the page (src/develop/content-problems.tsx) and the terminal prints it; the
 * page comes back by itself once the file is fixed.
 */

const CONTENT_CHECK = "ContentCheck";

type Args = Pick<NodePluginArgs, "createNodeId" | "createContentDigest" | "reporter"> & {
  actions: Pick<Actions, "createNode">;
  dataDir: string;
};

const publishCheck = ({ actions, createNodeId, createContentDigest, dataDir }: Args): Problem[] => {
  const { problems, samples, sampleValues } = loadContent(dataDir);
  const asNode = ({ file, line, entry, field, message }: Problem) => ({
    file,
    line: line ?? null,
    entry,
    field,
    message,
  });
  const fields = {
    problems: problems.map(asNode),
    samples: samples.map(asNode),
    sampleValues: samples.length > 0 ? sampleValues : [],
  };
  actions.createNode({
    ...fields,
    id: createNodeId(CONTENT_CHECK),
    internal: { type: CONTENT_CHECK, contentDigest: createContentDigest(fields) },
  });
  return problems;
};

let watching = false;

/** In the development server: check data/ again after every change, tell the editor the outcome. */
const watchData = (args: Args): void => {
  if (watching) return;
  watching = true;
  let timer: NodeJS.Timeout | undefined;
  let previous = loadContent(args.dataDir).problems.length;
  // A link in data/ is a problem the check reports; watching where it points (a folder of the
  // home directory, say) would only load the development server.
  const options = { ignoreInitial: true, ignored: /(^|[/\\])\../, followSymlinks: false };
  chokidar.watch(args.dataDir, options).on("all", () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const problems = publishCheck(args);
      if (problems.length > 0) {
        args.reporter.error(formatProblems(problems, { during: "develop" }));
      } else if (previous > 0) {
        args.reporter.success(
          "Inhalte in data/ sind wieder fehlerfrei; die lokale Vorschau zeigt die Seiten",
        );
      }
      previous = problems.length;
    }, 100);
  });
};

export const sourceNodes: GatsbyNode["sourceNodes"] = ({
  actions,
  createNodeId,
  createContentDigest,
  reporter,
  store,
}) => {
  const args = {
    actions,
    createNodeId,
    createContentDigest,
    reporter,
    dataDir: dataDirectory({ store }),
  };
  publishCheck(args);
  if (isDevelop()) watchData(args);
};
