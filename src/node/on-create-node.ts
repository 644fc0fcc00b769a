import path from "node:path";
import type { GatsbyNode, Node } from "gatsby";
import { typesetDeep } from "../lib/typeset";
import { dataFiles } from "./data-files";

type FileNode = Node & {
  sourceInstanceName: string;
  extension: string;
  name: string;
  relativePath: string;
};

const isDataJson = (node: Node): node is FileNode =>
  node.internal.type === "File" &&
  (node as FileNode).sourceInstanceName === "data" &&
  (node as FileNode).extension === "json";

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** Turns each JSON file in data/ into typed nodes (see data-files.ts). */
export const onCreateNode: GatsbyNode["onCreateNode"] = async ({
  node,
  actions,
  loadNodeContent,
  createNodeId,
  createContentDigest,
  reporter,
}) => {
  if (!isDataJson(node)) return;
  const file = `data/${node.relativePath}`;
  const spec = dataFiles[node.name];
  if (!spec) {
    reporter.panicOnBuild(
      `${file}: unknown data file. Known files: ${Object.keys(dataFiles)
        .map((name) => `${name}.json`)
        .join(", ")}.`,
    );
    return;
  }

  let parsed: unknown;
  try {
    parsed = JSON.parse(await loadNodeContent(node));
  } catch (error) {
    reporter.panicOnBuild(`${file}: not valid JSON (${(error as Error).message}).`);
    return;
  }
  if (!isObject(parsed)) {
    reporter.panicOnBuild(`${file}: expected a JSON object at the top level.`);
    return;
  }
  // The editor's schema reference is tooling, not content.
  const { $schema: _schema, ...content } = parsed;
  const source = spec.typeset ? typesetDeep(content) : content;

  let entries: JsonObject[];
  if (spec.kind === "single") {
    entries = [source];
  } else {
    const list = source[spec.listKey];
    if (!Array.isArray(list) || !list.every(isObject)) {
      reporter.panicOnBuild(`${file}: field "${spec.listKey}" must be a list of objects.`);
      return;
    }
    entries = list.map((entry, position) => ({ ...entry, position }));
  }

  entries.forEach((entry, index) => {
    const child = {
      ...entry,
      id: createNodeId(`${node.id} ${spec.type} ${index}`),
      parent: node.id,
      children: [],
      internal: {
        type: spec.type,
        contentDigest: createContentDigest(entry),
        description: `${spec.type} from ${path.posix.join("data", node.relativePath)}`,
      },
    };
    actions.createNode(child);
    actions.createParentChildLink({ parent: node, child });
  });
};
