import type { Heading, Root } from "mdast";
import { selectAll } from "unist-util-select";
import toHtml from "hast-util-to-html";
import toHast from "mdast-util-to-hast";
import toString from "mdast-util-to-string";
import remark from "remark";
import remarkFootnotes from "remark-footnotes";
import remarkGfm from "remark-gfm";
import codeHandler from "gatsby-transformer-remark/code-handler";
import legalText from "../../gatsby-remark-legal-text";
import { splitFrontmatter } from "../../gatsby-source-passform/check";

/**
 * A legal text's HTML and headings as gatsby-transformer-remark makes them for the page: the
 * body after the frontmatter (cut where the transformer cuts it, by the content check's own
 * splitter, which runs nothing and keeps no cache), parsed by remark with GFM and inline
 * footnotes, changed by the site's remark plugin (typography, heading ids), turned into HTML
 * with the transformer's own handler for code. The preview pane renders the legal page from it;
 * a test holds it to the built page.
 */
type LegalHtml = {
  html: string;
  headings: Array<{ id: string; value: string; depth: number }>;
  /** The HTML as a tree (hast), which the change view reads as the build reads htmlAst */
  tree: ReturnType<typeof toHast>;
};

const parser = remark().use(remarkGfm).use(remarkFootnotes, { inlineNotes: true });

export const legalHtml = (fileText: string): LegalHtml => {
  // The pane renders only texts the check could read (render-preview.tsx), which split.
  const split = splitFrontmatter(fileText);
  const ast = parser.parse(split.ok ? split.body : "") as Root;
  legalText({ markdownAST: ast });
  const headings = (selectAll("heading", ast) as Heading[]).map((heading) => ({
    id: String((heading.data as { id?: string } | undefined)?.id ?? ""),
    value: toString(heading),
    depth: heading.depth,
  }));
  const hast = toHast(ast, { allowDangerousHtml: true, handlers: { code: codeHandler } });
  return { html: toHtml(hast, { allowDangerousHtml: true }), headings, tree: hast };
};
