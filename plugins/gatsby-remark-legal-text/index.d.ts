import type { Root } from "mdast";

/** The remark plugin: typography in every text and an id on every heading, in place. */
declare function legalText(args: { markdownAST: Root }): Root;
export = legalText;
