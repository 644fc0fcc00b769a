import path from "node:path";
import type { GatsbyNode, Node } from "gatsby";
import { loadContent } from "../content/content-source";
import { dataFiles, isDataFileName } from "../content/data-files";
import { typesetDeep } from "../../src/lib/typeset";
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
 * Turns each JSON file in data/ into typed nodes (see content/data-files.ts), from the checked
 * content of content-source.ts. A file with a problem becomes no node: the build has stopped
 * before this point, and the preview shows the problem instead of the page.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({
  node,
  actions,
  createNodeId,
  createContentDigest,
  store,
}) => {
  if (!isDataFile(node) || node.extension !== "json" || path.dirname(node.relativePath) !== ".")
    return;
  if (!isDataFileName(node.name)) return;
  const content = loadContent(dataDirectory({ store })).data[node.name];
  if (!content) return;

  const spec = dataFiles[node.name];
  const source = (spec.typeset ? typesetDeep(content) : content) as JsonObject;
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
