import path from "node:path";
import type { GatsbyNode, Node } from "gatsby";
import { dataFiles, isDataFileName } from "../content/data-files";
import { formatProblems, validateContent, validateJsonFile } from "../content/validate-content";
import { typesetDeep } from "../lib/typeset";
import { dataDirectory } from "./site-directory";

type FileNode = Node & {
  sourceInstanceName: string;
  extension: string;
  name: string;
  relativePath: string;
};

const isDataFile = (node: Node): node is FileNode =>
  node.internal.type === "File" && (node as FileNode).sourceInstanceName === "data";

type JsonObject = Record<string, unknown>;

/**
 * Turns each JSON file in data/ into typed nodes (see content/data-files.ts). The whole of
 * data/ was validated in onPreBootstrap; a file edited while `gatsby develop` runs is checked
 * again here, so the editor sees the same message in the terminal.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = async ({
  node,
  actions,
  loadNodeContent,
  createNodeId,
  createContentDigest,
  reporter,
  store,
}) => {
  if (!isDataFile(node)) return;
  if (node.extension === "md") {
    const problems = validateContent(dataDirectory({ store }));
    if (problems.length > 0) reporter.panicOnBuild(formatProblems(problems));
    return;
  }
  if (node.extension !== "json" || path.dirname(node.relativePath) !== ".") return;

  const { problems, data } = validateJsonFile(node.name, await loadNodeContent(node));
  if (problems.length > 0 || !data || !isDataFileName(node.name)) {
    reporter.panicOnBuild(formatProblems(problems));
    return;
  }
  const spec = dataFiles[node.name];
  // The editor's schema reference is tooling, not content.
  const { $schema: _schema, ...content } = data;
  const source = spec.typeset ? typesetDeep(content) : content;
  const entries: JsonObject[] =
    spec.kind === "single"
      ? [source]
      : (source[spec.listKey] as JsonObject[]).map((entry, position) => ({ ...entry, position }));

  entries.forEach((entry, index) => {
    const child = {
      ...entry,
      id: createNodeId(`${node.id} ${spec.type} ${index}`),
      parent: node.id,
      children: [],
      internal: {
        type: spec.type,
        contentDigest: createContentDigest(entry),
        description: `${spec.type} from data/${node.relativePath}`,
      },
    };
    actions.createNode(child);
    actions.createParentChildLink({ parent: node, child });
  });
};
