import type { horizontalOverflow } from "./overflow";

/**
 * The lines of text that cannot be read as laid out. A line is a box of a text node's rendered
 * text (Range.getClientRects). Reported are lines that reach past the viewport's left or right
 * edge, and lines cut off by a box that hides its overflow (a section with `overflow: hidden`
 * clips, so the page does not scroll but the text is cut off); pairs of lines of different text
 * nodes that cover each other. Lines of one text node, and lines that only touch (tight line
 * heights let the glyph boxes of neighbouring lines overlap by a few pixels), are not overlaps.
 * Also reported: a short text without a breaking space (up to 12 characters, as „299 €“ or
 * „Monat“) broken over several lines, which only a box squeezed to nothing does (a query
 * container without a width once set a price one digit per line). Such a word may break after a
 * hyphen („Co-“ / „Branded“) and where the page lets the browser hyphenate it („Überwei-“ /
 * „sung“: `hyphens: auto`, `hyphenate-limit-chars`).
 *
 * The page measures in three steps, each run by Playwright's or Puppeteer's `evaluate` and so
 * referring to nothing outside itself: visibleText finds the text a reader sees and keeps it in
 * the page for the two others, textLines measures its lines and what cuts them off, brokenWords
 * finds the short texts broken apart. unreadableText, in the test, runs them and compares the
 * lines with the viewport and with each other.
 */
type UnreadableText = { outside: string[]; overlaps: string[]; broken: string[] };

/** Playwright's page or Puppeteer's: both run a function in the page and return its result. */
type InPage = { evaluate<R>(pageFunction: () => R | Promise<R>): Promise<R> };

/** A text node a reader sees, kept in the page by visibleText for the steps after it. */
type SeenText = { node: Text; index: number; text: string; parent: Element };
type WithSeenText = { layoutCheckText?: SeenText[] };

/** A line of text as the page measured it: one box of a text node's rendered text. */
type Line = {
  node: number;
  text: string;
  rect: { left: number; right: number; top: number; bottom: number; width: number; height: number };
};

/** In the page: finds the text nodes a reader sees and keeps them for textLines and brokenWords. */
export const visibleText = (): number => {
  // Text for screen readers only sits in a 1 px box that clips it (visually-hidden.ts).
  const clippedAway = (element: Element): boolean => {
    for (let at: Element | null = element; at; at = at.parentElement) {
      const box = at.getBoundingClientRect();
      if (box.width <= 1 && box.height <= 1 && getComputedStyle(at).overflow === "hidden") {
        return true;
      }
    }
    return false;
  };
  const seen: SeenText[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(), index = 0; node; node = walker.nextNode(), index += 1) {
    const text = node.textContent?.trim() ?? "";
    const parent = node.parentElement;
    if (!text || !parent || !parent.checkVisibility({ visibilityProperty: true })) continue;
    if (clippedAway(parent)) continue;
    seen.push({ node: node as Text, index, text, parent });
  }
  (window as WithSeenText).layoutCheckText = seen;
  return seen.length;
};

/**
 * In the page, after visibleText: the lines of the text a reader sees, the viewport's width,
 * and the lines cut off by a box that hides its overflow.
 */
const textLines = (): { viewport: number; lines: Line[]; clipped: string[] } => {
  const seen = (window as WithSeenText).layoutCheckText;
  if (!seen) throw new Error("visibleText has not run in this page");
  // The boxes that cut off what does not fit, per axis, from the text's parent outwards.
  const clippers = new Map<Element, { x: boolean; y: boolean }>();
  const clipping = (element: Element): { x: boolean; y: boolean } => {
    let found = clippers.get(element);
    if (!found) {
      const style = getComputedStyle(element);
      const cuts = (value: string): boolean => value === "hidden" || value === "clip";
      found = { x: cuts(style.overflowX), y: cuts(style.overflowY) };
      clippers.set(element, found);
    }
    return found;
  };
  const cutOff = (parent: Element, rect: DOMRect): Element | undefined => {
    for (let at: Element | null = parent; at; at = at.parentElement) {
      if (at === document.body || at === document.documentElement) return undefined;
      const { x, y } = clipping(at);
      if (!x && !y) continue;
      const box = at.getBoundingClientRect();
      if (x && (rect.left < box.left - 1 || rect.right > box.right + 1)) return at;
      if (y && (rect.top < box.top - 1 || rect.bottom > box.bottom + 1)) return at;
    }
    return undefined;
  };
  const lines: Line[] = [];
  const clipped: string[] = [];
  for (const { node, index, text, parent } of seen) {
    const range = document.createRange();
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter((rect) => rect.width > 1 && rect.height > 1);
    for (const rect of rects) {
      const { left, right, top, bottom, width, height } = rect;
      lines.push({ node: index, text, rect: { left, right, top, bottom, width, height } });
      const clipper = cutOff(parent, rect);
      if (clipper) {
        clipped.push(
          `„${text.slice(0, 40)}“ at ${Math.round(rect.left)},${Math.round(rect.top)} cut off by ${clipper.tagName.toLowerCase()}`,
        );
      }
    }
  }
  return { viewport: document.documentElement.clientWidth, lines, clipped };
};

/**
 * In the page, after visibleText: the short texts without a breaking space that break onto a
 * new line without the page's leave: not after a hyphen, and not where the page lets the
 * browser hyphenate (`hyphens: auto` within the word-length limits of `hyphenate-limit-chars`,
 * which the browser does not always keep).
 */
const brokenWords = (): string[] => {
  const seen = (window as WithSeenText).layoutCheckText;
  if (!seen) throw new Error("visibleText has not run in this page");
  const badBreaks = (node: Node, from: number, text: string, parent: Element): number => {
    const range = document.createRange();
    const boxes = [...text].map((_, at) => {
      range.setStart(node, from + at);
      range.setEnd(node, from + at + 1);
      return range.getBoundingClientRect();
    });
    const style = getComputedStyle(parent);
    const limits = style.getPropertyValue("hyphenate-limit-chars").split(" ").map(Number);
    const [word = 5, before = 2, after = before] = limits.every(Number.isFinite) ? limits : [];
    const letter = /\p{L}/u;
    let bad = 0;
    for (let at = 1; at < boxes.length; at += 1) {
      const previous = boxes[at - 1] as DOMRect;
      const box = boxes[at] as DOMRect;
      if (box.top < previous.top + previous.height / 2) continue;
      if (/[-\u2010\u00ad]/.test(text[at - 1] ?? "")) continue;
      let start = at;
      while (start > 0 && letter.test(text[start - 1] ?? "")) start -= 1;
      let end = at;
      while (end < text.length && letter.test(text[end] ?? "")) end += 1;
      const hyphenated =
        style.hyphens === "auto" &&
        end - start >= word &&
        at - start >= before &&
        end - at >= after;
      if (!hyphenated) bad += 1;
    }
    return bad;
  };
  const broken: string[] = [];
  for (const { node, text, parent } of seen) {
    if (!/^[^ \t\n]{2,12}$/.test(text)) continue;
    const from = (node.textContent ?? "").indexOf(text);
    if (badBreaks(node, from, text, parent) === 0) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter((rect) => rect.width > 1 && rect.height > 1);
    broken.push(`„${text}“ on ${new Set(rects.map((rect) => Math.round(rect.top))).size} lines`);
  }
  return broken;
};

const describeLine = (line: Line): string =>
  `„${line.text.slice(0, 40)}“ at ${Math.round(line.rect.left)},${Math.round(line.rect.top)}`;

/** Pairs of lines of different text nodes that cover each other, more than only touching. */
const overlappingLines = (lines: Line[]): string[] => {
  const overlaps: string[] = [];
  for (let a = 0; a < lines.length; a += 1) {
    for (let b = a + 1; b < lines.length; b += 1) {
      const first = lines[a] as Line;
      const second = lines[b] as Line;
      if (first.node === second.node) continue;
      const width =
        Math.min(first.rect.right, second.rect.right) - Math.max(first.rect.left, second.rect.left);
      const height =
        Math.min(first.rect.bottom, second.rect.bottom) - Math.max(first.rect.top, second.rect.top);
      const smaller = Math.min(first.rect.height, second.rect.height);
      if (width > 2 && height > smaller * 0.4) {
        overlaps.push(`${describeLine(first)} covers ${describeLine(second)}`);
      }
    }
  }
  return overlaps;
};

/** Runs in the test (Node): the page's unreadable text, at most ten findings of each kind. */
export const unreadableText = async (page: InPage): Promise<UnreadableText> => {
  await page.evaluate(visibleText);
  const { viewport, lines, clipped } = await page.evaluate(textLines);
  const broken = await page.evaluate(brokenWords);
  const outside = [
    ...lines
      .filter((line) => line.rect.left < -1 || line.rect.right > viewport + 1)
      .map(
        (line) => `${describeLine(line)} reaches to ${Math.round(line.rect.right)} of ${viewport}`,
      ),
    ...clipped,
  ];
  return {
    outside: outside.slice(0, 10),
    overlaps: overlappingLines(lines).slice(0, 10),
    broken: broken.slice(0, 10),
  };
};

/**
 * Runs in the test (Node): what the two checks found on a page (unreadableText above and
 * horizontalOverflow from overflow.ts), one line each, prefixed with where it was seen.
 */
export const layoutProblems = (
  at: string,
  unreadable: UnreadableText,
  overflow: ReturnType<typeof horizontalOverflow>,
): string[] =>
  [
    ...unreadable.outside,
    ...unreadable.overlaps,
    ...unreadable.broken,
    ...overflow.wide.map((element) => `${element} reaches past the right edge`),
    ...(overflow.scrollWidth > overflow.clientWidth
      ? [`the page is ${overflow.scrollWidth} px wide`]
      : []),
  ].map((line) => `${at}: ${line}`);
