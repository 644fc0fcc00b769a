import path from "node:path";
import type { Actions, GatsbyNode, Node, NodePluginArgs } from "gatsby";
import { type Content } from "../content/check/content-check";
import { loadContent } from "../disk/content-source";
import { dataFiles, isDataFileName, type DataFileName } from "../content/model/data-files";
import { nodeEntries } from "../content/derive/node-entries";
import { dataDirectory } from "../disk/site-directory";

type FileNode = Node & {
  sourceInstanceName: string;
  extension: string;
  name: string;
  relativePath: string;
};

const isDataFile = (node: Node): node is FileNode =>
  node.internal.type === "File" &&
  (node as FileNode).sourceInstanceName === "data" &&
  (node as FileNode).extension === "json" &&
  path.dirname((node as FileNode).relativePath) === "." &&
  isDataFileName((node as FileNode).name);

type Args = Pick<NodePluginArgs, "createNodeId" | "createContentDigest"> & {
  actions: Pick<Actions, "createNode" | "createParentChildLink">;
};

/** The nodes of one JSON file, from the checked content of content-source.ts. */
const createNodesOf = (file: FileNode, content: Content, args: Args): void => {
  const spec = dataFiles[file.name as DataFileName];
  const entries = nodeEntries(file.name as DataFileName, content);
  entries.forEach((entry, index) => {
    const child = {
      ...entry,
      id: args.createNodeId(`${file.id} ${spec.type} ${index}`),
      parent: file.id,
      children: [],
      internal: {
        type: spec.type,
        contentDigest: args.createContentDigest(entry),
        description: `${spec.type} from data/${file.relativePath}`,
      },
    };
    args.actions.createNode(child);
    args.actions.createParentChildLink({ parent: file, child });
  });
};

/**
 * Turns each JSON file in data/ into typed nodes (see content/model/data-files.ts), from the checked
 * content of content-source.ts. A file with a problem becomes no node: the build has stopped
 * before this point, and the development server shows the problem instead of the
 * page. The texts use the
 * facts of site.json and terms.json as {{placeholders}}: when one of those changes while
 * the development server runs, the texts' nodes are made again too.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({
  node,
  actions,
  createNodeId,
  createContentDigest,
  getNodesByType,
  store,
}) => {
  if (!isDataFile(node)) return;
  const content = loadContent(dataDirectory({ store }));
  const args = { actions, createNodeId, createContentDigest };
  createNodesOf(node, content, args);
  if (dataFiles[node.name as DataFileName].texts) return;
  for (const other of getNodesByType("File").filter(isDataFile)) {
    if (dataFiles[other.name as DataFileName].texts) createNodesOf(other, content, args);
  }
};
