/**
 * Runs in the page (Playwright's `evaluate`, so it refers to nothing outside itself): the lines
 * of text that cannot be read as laid out. A line is a box of a text node's rendered text
 * (Range.getClientRects). Reported are lines that reach past the viewport's left or right edge
 * (also where a section clips its overflow, so the page does not scroll but the text is cut
 * off), and pairs of lines of different text nodes that cover each other. Lines of one text
 * node, and lines that only touch (tight line heights let the glyph boxes of neighbouring
 * lines overlap by a few pixels), are not overlaps. Also reported: a short text without a
 * breaking space (up to 12 characters, as „299 €“ or „Monat“) on three or more lines, which
 * only a box squeezed to nothing does: a hyphen or hyphenation splits so short a word once, a
 * query container without a width once set a price one digit per line.
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
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(), index = 0; node; node = walker.nextNode(), index += 1) {
    const text = node.textContent?.trim() ?? "";
    const parent = node.parentElement;
    if (!text || !parent || !parent.checkVisibility({ visibilityProperty: true })) continue;
    if (clippedAway(parent)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter((rect) => rect.width > 1 && rect.height > 1);
    for (const rect of rects) lines.push({ node: index, text, rect });
    const rows = new Set(rects.map((rect) => Math.round(rect.top)));
    if (/^[^ \t\n]{2,12}$/.test(text) && rows.size > 2)
      broken.push(`„${text}“ on ${rows.size} lines`);
  }
  const describe = (line: Line): string =>
    `„${line.text.slice(0, 40)}“ at ${Math.round(line.rect.left)},${Math.round(line.rect.top)}`;

  const outside = lines
    .filter((line) => line.rect.left < -1 || line.rect.right > viewport + 1)
    .map((line) => `${describe(line)} reaches to ${Math.round(line.rect.right)} of ${viewport}`);

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
