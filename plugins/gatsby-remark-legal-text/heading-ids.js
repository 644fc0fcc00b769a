// CommonJS for Node (the remark plugin, the content check), and bundled with the content check
// into the editors' forms; no "use strict" directive, which the development server's linter
// rejects in a module webpack bundles, should the site's modules ever import it.

const { slugify } = require("./slugify");

/**
 * A node of a Markdown tree, as far as its text goes.
 * @typedef {{ type: string, value?: unknown, children?: ReadonlyArray<TreeNode> }} TreeNode
 * @typedef {import("mdast").Heading} Heading
 */

/**
 * @param {TreeNode} node
 * @returns {string}
 */
function textOf(node) {
  if (typeof node.value === "string") return node.value;
  return (node.children || []).map(textOf).join("");
}

/**
 * Every node of one type in a Markdown tree, in the text's order.
 * @param {TreeNode} node
 * @param {string} type
 * @param {TreeNode[]} [found]
 * @returns {TreeNode[]}
 */
function nodesOfType(node, type, found = []) {
  if (node.type === type) found.push(node);
  for (const child of node.children || []) nodesOfType(child, type, found);
  return found;
}

/**
 * Every heading of a Markdown tree with the id it gets on the page: its slug, numbered from
 * the second time the same slug occurs. The remark plugin sets these ids; the content check
 * uses the same function to know which #anchors a legal page has before anything is built.
 * @param {import("mdast").Root} markdownAST
 * @returns {Array<{ heading: Heading, id: string }>}
 */
function headingIds(markdownAST) {
  /** @type {Map<string, number>} */
  const used = new Map();
  const headings = /** @type {Heading[]} */ (nodesOfType(markdownAST, "heading"));
  return headings.map((heading) => {
    const base = slugify(textOf(heading)) || "abschnitt";
    const count = used.get(base) || 0;
    used.set(base, count + 1);
    return { heading, id: count === 0 ? base : `${base}-${count + 1}` };
  });
}

module.exports = { headingIds, nodesOfType, textOf };
