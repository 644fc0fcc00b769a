"use strict";

const { slugify } = require("./slugify");

function textOf(node) {
  if (typeof node.value === "string") return node.value;
  return (node.children || []).map(textOf).join("");
}

function headingsOf(node, found = []) {
  if (node.type === "heading") found.push(node);
  for (const child of node.children || []) headingsOf(child, found);
  return found;
}

/** Sets `id` on every heading; the transformer's `headings` field reads it back for the table of contents. */
module.exports = ({ markdownAST }) => {
  const used = new Map();
  for (const heading of headingsOf(markdownAST)) {
    const base = slugify(textOf(heading)) || "abschnitt";
    const count = used.get(base) || 0;
    used.set(base, count + 1);
    const id = count === 0 ? base : `${base}-${count + 1}`;
    heading.data = {
      ...heading.data,
      id,
      hProperties: { ...(heading.data || {}).hProperties, id },
    };
  }
  return markdownAST;
};
