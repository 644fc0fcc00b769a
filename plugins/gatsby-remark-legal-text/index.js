"use strict";

const { headingIds } = require("./heading-ids");
const { typeset } = require("./typography");

function textNodes(node, found = []) {
  if (node.type === "text") found.push(node);
  for (const child of node.children || []) textNodes(child, found);
  return found;
}

/**
 * Each top-level section (a ## heading and what follows it up to the next) as a <section>.
 * A legal page is long; the template lets the browser skip the style and layout of the
 * sections off screen until they come near the viewport (content-visibility), which was most
 * of the work of a first paint. Text before the first ## stays as it is.
 */
function wrapSections(markdownAST) {
  const children = [];
  let section;
  for (const node of markdownAST.children) {
    if (node.type === "heading" && node.depth === 2) {
      section = {
        type: "legalSection",
        // Unnamed: 22 named sections would each be a landmark for screen readers.
        data: { hName: "section" },
        children: [],
      };
      children.push(section);
    }
    (section ? section.children : children).push(node);
  }
  markdownAST.children = children;
}

/**
 * The legal texts as the site shows them: German typography in every text (as the build
 * applies it to data/*.json), an `id` on every heading, which the transformer's `headings`
 * field reads back for the table of contents, and a <section> per ## heading.
 */
module.exports = ({ markdownAST }) => {
  for (const node of textNodes(markdownAST)) node.value = typeset(node.value);
  for (const { heading, id } of headingIds(markdownAST)) {
    heading.data = {
      ...heading.data,
      id,
      hProperties: { ...(heading.data || {}).hProperties, id },
    };
  }
  wrapSections(markdownAST);
  return markdownAST;
};
