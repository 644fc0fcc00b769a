import type { TextBlock } from "../../plugins/gatsby-source-passform/check";

/**
 * What a visitor reads on a rendered page, block by block (a paragraph, a list item, a heading,
 * a line of an address), each with the part of the page it is in: a section of the landing page
 * (by its id and heading), a section of a legal text (by its heading's id and text), the table of
 * contents, header or footer. The pages are the site's own, rendered by React, so the markup is
 * well formed and a tag scanner suffices. The page's title and description for search engines
 * count as blocks too: they change what a visitor finds, and so does its canonical address. Each
 * block has the links it holds, their words and targets, as the legal pages' reader gives them
 * (text-blocks.ts): a link can lead elsewhere while its words stay.
 */

/**
 * Where on the page a block is: the id to link to, if it has one, what a reader calls it, and
 * whether it is a section of a legal text's own text (under one of its headings).
 */
export type Place = { id?: string; name: string; inMain: boolean; ofText?: true };

type Link = TextBlock["links"][number];

export type Block = { text: string; place: Place; links: Link[] };

/** Tags that do not end a block of text. */
const INLINE = new Set(
  "a abbr b cite code del em i ins kbd mark q s small span strong sub sup time u".split(" "),
);
const VOID = new Set("area br col embed hr img input link meta source track wbr".split(" "));
/** Their content is not read as text of the page (svg: the site's icons, all aria-hidden). */
const SKIPPED = new Set(["style", "script", "svg", "template"]);
/** Parts of a page that name themselves; outside them a legal text's headings do. */
const PARTS = new Set(["section", "nav", "header", "footer", "aside"]);
const PART_NAMES: Readonly<Record<string, string>> = {
  header: "Kopfbereich",
  footer: "Fußbereich",
  nav: "Navigation",
  aside: "Randbereich",
  section: "Abschnitt",
};

const ENTITIES: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
};

const decode = (text: string): string =>
  text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X")) {
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    }
    if (name.startsWith("#")) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return ENTITIES[name.toLowerCase()] ?? entity;
  });

const collapse = (text: string): string => text.replace(/[ \t\n\r\f]+/g, " ").trim();

const attribute = (attributes: string, name: string): string | undefined => {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(attributes);
  return match ? decode(match[1] as string) : undefined;
};

type Open = { tag: string; id?: string; labelledBy?: string; label?: string };

/** The text of the element with each id, for the names of sections labelled by a heading. */
const textsById = (html: string): Map<string, string> => {
  const texts = new Map<string, string>();
  for (const match of html.matchAll(
    /<(h[1-6]|p|span)\b[^>]*\sid="([^"]+)"[^>]*>([\s\S]*?)<\/\1>/g,
  )) {
    const text = decode((match[3] as string).replace(/<[^>]*>/g, ""));
    texts.set(decode(match[2] as string), text.replace(/\s+/g, " ").trim());
  }
  return texts;
};

/** The head's title, description and canonical address, as a search engine shows the page. */
const headBlocks = (html: string): Block[] => {
  const place = { name: "Suchmaschinen und Browser-Tab", inMain: false };
  const title = /<title\b[^>]*>([\s\S]*?)<\/title>/.exec(html)?.[1];
  const description = /<meta\b[^>]*\sname="description"[^>]*>/.exec(html)?.[0];
  const canonical = /<link\b[^>]*\srel="canonical"[^>]*>/.exec(html)?.[0];
  const href = canonical && attribute(canonical, "href");
  const text = "Kanonische Adresse";
  return [
    ...(title ? [{ text: `Titel: ${decode(title)}`, place, links: [] }] : []),
    ...(description
      ? [{ text: `Beschreibung: ${attribute(description, "content") ?? ""}`, place, links: [] }]
      : []),
    ...(href ? [{ text, place, links: [{ text, href }] }] : []),
  ];
};

/** The reading of one page: the elements open at the current tag, the text so far, the blocks. */
class Reader {
  readonly blocks: Block[] = [];
  private readonly open: Open[] = [];
  private heading: Place | undefined;
  private chapter = "";
  private text = "";
  private links: Link[] = [];
  /** The link being read: its target, and where its words begin in the block's text */
  private link: { href: string; start: number } | undefined;

  constructor(private readonly names: ReadonlyMap<string, string>) {}

  addText(text: string): void {
    this.text += text;
  }

  /** Ends the block being read, at a tag that is not inline. */
  flush(): void {
    const collapsed = collapse(this.text);
    if (collapsed) this.blocks.push({ text: collapsed, place: this.place(), links: this.links });
    this.text = "";
    this.links = [];
    if (this.link) this.link.start = 0;
  }

  /** An <a> opened (with its target, if it has one) or closed. */
  anchor(attributes: string | undefined): void {
    const href = attributes === undefined ? undefined : attribute(attributes, "href");
    if (href !== undefined) this.link = { href, start: this.text.length };
    else if (attributes === undefined && this.link) {
      this.links.push({ text: collapse(this.text.slice(this.link.start)), href: this.link.href });
      this.link = undefined;
    }
  }

  close(tag: string): void {
    const at = this.open.map((element) => element.tag).lastIndexOf(tag);
    if (at >= 0) this.open.splice(at);
  }

  enter(tag: string, attributes: string): void {
    const id = attribute(attributes, "id");
    const labelledBy = attribute(attributes, "aria-labelledby");
    const label = attribute(attributes, "aria-label");
    this.open.push({
      tag,
      ...(id ? { id } : {}),
      ...(labelledBy ? { labelledBy } : {}),
      ...(label ? { label } : {}),
    });
    // A legal text's sections: its headings with ids, in the page's main part.
    const inPart = this.open.some((element) => PARTS.has(element.tag));
    if ((tag === "h2" || tag === "h3") && id && this.inMain() && !inPart) {
      const name = this.names.get(id) ?? "";
      if (tag === "h2") this.chapter = name;
      const within = tag === "h3" && this.chapter ? `${this.chapter} › ` : "";
      this.heading = { id, name: `${within}${name}`, inMain: true, ofText: true };
    }
  }

  private inMain(): boolean {
    return this.open.some((element) => element.tag === "main");
  }

  private place(): Place {
    const inMain = this.inMain();
    const part = [...this.open].reverse().find((element) => PARTS.has(element.tag));
    if (!part) return this.heading ?? { name: "", inMain };
    const id = part.id ?? part.labelledBy;
    const name =
      (part.labelledBy && this.names.get(part.labelledBy)) || part.label || PART_NAMES[part.tag];
    return { ...(id ? { id } : {}), name: name ?? "", inMain };
  }
}

const TAG = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w-]*)([^>]*?)\/?>|[^<]+/g;

/**
 * Every block of text of a rendered page in reading order, its spaces collapsed as a browser
 * shows them (no-break spaces stay).
 */
export const pageBlocks = (html: string): Block[] => {
  const reader = new Reader(textsById(html));
  let skipping = 0;
  for (const [whole, closing, rawTag, attributes = ""] of html.matchAll(TAG)) {
    if (whole.startsWith("<!--")) continue;
    if (!rawTag) {
      if (skipping === 0) reader.addText(decode(whole));
      continue;
    }
    const tag = rawTag.toLowerCase();
    if (tag === "title" || tag === "meta") continue;
    if (SKIPPED.has(tag)) skipping += closing ? -1 : 1;
    if (SKIPPED.has(tag) || skipping > 0) continue;
    if (tag === "a") reader.anchor(closing ? undefined : attributes);
    if (INLINE.has(tag)) continue;
    reader.flush();
    if (closing) reader.close(tag);
    else if (!VOID.has(tag)) reader.enter(tag, attributes);
  }
  reader.flush();
  return [...headBlocks(html), ...reader.blocks];
};
