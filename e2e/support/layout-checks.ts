import type { horizontalOverflow } from "./overflow";

/**
 * Runs in the page (Playwright's or Puppeteer's `evaluate`, so it refers to nothing outside
 * itself): the lines of text that cannot be read as laid out. A line is a box of a text node's
 * rendered text (Range.getClientRects). Reported are lines that reach past the viewport's left
 * or right edge, and lines cut off by a box that hides its overflow (a section with
 * `overflow: hidden` clips, so the page does not scroll but the text is cut off); pairs of
 * lines of different text nodes that cover each other. Lines of one text node, and lines that
 * only touch (tight line heights let the glyph boxes of neighbouring lines overlap by a few
 * pixels), are not overlaps. Also reported: a short text without a breaking space (up to 12
 * characters, as „299 €“ or „Monat“) broken over several lines, which only a box squeezed to
 * nothing does (a query container without a width once set a price one digit per line). Such
 * a word may break after a hyphen („Co-“ / „Branded“) and where the page lets the browser
 * hyphenate it („Überwei-“ / „sung“: `hyphens: auto`, `hyphenate-limit-chars`).
 */
export const unreadableText = () => {
  const viewport = document.documentElement.clientWidth;
  type Line = { node: number; text: string; rect: DOMRect };
  const lines: Line[] = [];
  const broken: string[] = [];
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
  const clipped: string[] = [];
  // Where a short text breaks onto a new line without the page's leave: not after a hyphen,
  // and not where the page lets the browser hyphenate (`hyphens: auto` within the word-length
  // limits of `hyphenate-limit-chars`, which the browser does not always keep).
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
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(), index = 0; node; node = walker.nextNode(), index += 1) {
    const text = node.textContent?.trim() ?? "";
    const parent = node.parentElement;
    if (!text || !parent || !parent.checkVisibility({ visibilityProperty: true })) continue;
    if (clippedAway(parent)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter((rect) => rect.width > 1 && rect.height > 1);
    for (const rect of rects) {
      lines.push({ node: index, text, rect });
      const clipper = cutOff(parent, rect);
      if (clipper) {
        clipped.push(
          `„${text.slice(0, 40)}“ at ${Math.round(rect.left)},${Math.round(rect.top)} cut off by ${clipper.tagName.toLowerCase()}`,
        );
      }
    }
    if (/^[^ \t\n]{2,12}$/.test(text)) {
      const from = (node.textContent ?? "").indexOf(text);
      if (badBreaks(node, from, text, parent) > 0) {
        broken.push(
          `„${text}“ on ${new Set(rects.map((rect) => Math.round(rect.top))).size} lines`,
        );
      }
    }
  }
  const describe = (line: Line): string =>
    `„${line.text.slice(0, 40)}“ at ${Math.round(line.rect.left)},${Math.round(line.rect.top)}`;

  const outside = [
    ...lines
      .filter((line) => line.rect.left < -1 || line.rect.right > viewport + 1)
      .map((line) => `${describe(line)} reaches to ${Math.round(line.rect.right)} of ${viewport}`),
    ...clipped,
  ];

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
        overlaps.push(`${describe(first)} covers ${describe(second)}`);
      }
    }
  }
  return {
    outside: outside.slice(0, 10),
    overlaps: overlaps.slice(0, 10),
    broken: broken.slice(0, 10),
  };
};

/**
 * Runs in the test (Node): what the two checks found on a page (unreadableText above and
 * horizontalOverflow from overflow.ts), one line each, prefixed with where it was seen.
 */
export const layoutProblems = (
  at: string,
  unreadable: ReturnType<typeof unreadableText>,
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
