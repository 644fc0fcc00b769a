import path from "node:path";
import type { Actions, GatsbyNode, Node, NodePluginArgs } from "gatsby";
import { loadContent, type Content } from "../content/content-source";
import { dataFiles, isDataFileName, type DataFileName } from "../content/data-files";
import { fillTokensDeep } from "../content/fill-tokens";
import { legalFacts } from "../content/legal-facts";
import { typesetDeep } from "../../../src/lib/typeset";
import { dataDirectory } from "./site-directory";

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

type JsonObject = Record<string, unknown>;

type Args = Pick<NodePluginArgs, "createNodeId" | "createContentDigest"> & {
  actions: Pick<Actions, "createNode" | "createParentChildLink">;
};

/** The nodes of one JSON file: its texts with their placeholders filled and typeset. */
const createNodesOf = (file: FileNode, content: Content, args: Args): void => {
  const name = file.name as DataFileName;
  const data = content.data[name];
  if (!data) return;
  const spec = dataFiles[name];
  const { site, terms } = content.data;
  const source = (
    spec.texts && site && terms ? typesetDeep(fillTokensDeep(data, legalFacts(site, terms))) : data
  ) as JsonObject;
  const entries: JsonObject[] =
    spec.kind === "single"
      ? [source]
      : (source[spec.listKey] as JsonObject[]).map((entry, position) => ({ ...entry, position }));

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
 * Turns each JSON file in data/ into typed nodes (see content/data-files.ts), from the checked
 * content of content-source.ts. A file with a problem becomes no node: the build has stopped
 * before this point, and the preview shows the problem instead of the page. The texts use the
 * facts of site.json and terms.json as {{placeholders}}: when one of those changes in the
 * preview, the texts' nodes are made again too.
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
