/**
 * A page's text as a reader takes it in, block by block: a heading, a paragraph, a list item,
 * each with the heading of the section it stands in and the links it holds (their words and
 * their targets). The one reader of a legal text's tree: the change view reads the remark tree
 * the page is rendered from (legal-changes.ts), and the tools read a rendered page the same way
 * (tools/changes/), so both see the same blocks. It reads any tree shaped like hast
 * (elements with a tag name, properties and children; text with a value); a DOM is read through
 * a small adapter (src/templates/legal-reading.ts).
 */

export type TreeNode = {
  type: string;
  tagName?: string;
  properties?: Readonly<Record<string, unknown>>;
  value?: string;
  children?: ReadonlyArray<TreeNode>;
};

export type Link = { text: string; href: string };

export type TextBlock = {
  /** The heading of the section the block stands in; for a heading, its own text */
  section: string;
  /** Its words, spaces collapsed as a browser shows them (no-break spaces stay) */
  text: string;
  links: Link[];
  /** What `partOf` named the innermost part of the page it stands in, if any */
  part?: string;
};

const HEADING = /^h[1-6]$/;
/** Elements that hold a block of text of their own; a list item's nested list is another. */
const BLOCK = new Set(["p", "li", "dt", "dd", "td", "th", "caption", "figcaption", "pre"]);
/** Never read as text: the site's icons are aria-hidden SVGs, styles and scripts are not text. */
const SKIPPED = new Set(["style", "script", "svg", "template", "head"]);

const collapse = (text: string): string => text.replace(/[ \t\n\r\f]+/g, " ").trim();

type Options = {
  /** Names the part of the page an element begins, e.g. a notice; undefined for none */
  partOf?: (element: TreeNode) => string | undefined;
};

class Reader {
  readonly blocks: TextBlock[] = [];
  private section = "";
  private text = "";
  private links: Link[] = [];
  private parts: Array<string | undefined> = [];
  /** A list item's number, for the first block of text the item holds */
  private number = "";

  constructor(private readonly options: Options) {}

  /** Ends the block being read, at the edge of a block element. */
  flush(heading = false): void {
    const text = collapse(this.text) && collapse(`${this.number}${this.text}`);
    if (text) {
      this.number = "";
      if (heading) this.section = text;
      const part = [...this.parts].reverse().find((each) => each !== undefined);
      this.blocks.push({
        section: this.section,
        text,
        links: this.links,
        ...(part ? { part } : {}),
      });
    }
    this.text = "";
    this.links = [];
  }

  /** The inline text of `node`, and the blocks nested in it after it. */
  read(node: TreeNode, number = ""): void {
    if (node.type === "text") {
      this.text += node.value ?? "";
      return;
    }
    const tag = node.tagName ?? "";
    if (SKIPPED.has(tag)) return;
    const part = node.type === "element" ? this.options.partOf?.(node) : undefined;
    // A part of the page begins and ends a block: no text runs into it or out of it.
    const isBlock =
      HEADING.test(tag) || BLOCK.has(tag) || tag === "ol" || tag === "ul" || part !== undefined;
    if (isBlock || tag === "div" || tag === "section" || tag === "br") this.flush();
    this.parts.push(part);
    if (tag === "a") this.readLink(node);
    else if (tag === "ol") this.readList(node);
    else {
      if (number) this.number = number;
      for (const child of node.children ?? []) this.read(child);
    }
    if (isBlock || tag === "div" || tag === "section") this.flush(HEADING.test(tag));
    this.parts.pop();
  }

  private readLink(node: TreeNode): void {
    const start = this.text.length;
    for (const child of node.children ?? []) this.read(child);
    const href = node.properties?.href;
    if (typeof href === "string") {
      this.links.push({ text: collapse(this.text.slice(start)), href });
    }
  }

  /** An ordered list as the legal pages number it: „(1)“, „(2)“ …, from its start on. */
  private readList(node: TreeNode): void {
    const start = Number(node.properties?.start ?? 1);
    let number = Number.isFinite(start) ? start : 1;
    for (const child of node.children ?? []) {
      if (child.type === "element" && child.tagName === "li") {
        this.read(child, `(${number}) `);
        number += 1;
      } else this.read(child);
    }
  }
}

/** Every block of text in `tree`, in reading order. */
export const textBlocks = (tree: TreeNode, options: Options = {}): TextBlock[] => {
  const reader = new Reader(options);
  reader.read(tree);
  reader.flush();
  return reader.blocks;
};
