"use strict";

const { headingIds } = require("./heading-ids");

/** Sets `id` on every heading; the transformer's `headings` field reads it back for the table of contents. */
module.exports = ({ markdownAST }) => {
  for (const { heading, id } of headingIds(markdownAST)) {
    heading.data = {
      ...heading.data,
      id,
      hProperties: { ...(heading.data || {}).hProperties, id },
    };
  }
  return markdownAST;
};
