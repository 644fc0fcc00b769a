import type { Reading } from "./reading";

/**
 * What a legal text's Markdown may not exceed before remark parses it. remark's parser
 * (micromark) nests one call per level of lists and quotes and compares emphasis and brackets
 * pairwise within a paragraph: a few thousand "> " or "- " at the start of a line exhaust its
 * stack, and a paragraph of tens of thousands of "*a" or "[" takes minutes. No legal text comes
 * near either limit (they nest lists at most two deep and have a few dozen such characters in
 * their richest paragraph); a file that exceeds one is refused at its line and never parsed, in
 * the build as in the editors' forms.
 */

/**
 * Columns of indentation, ">" and list markers ("-", "*", "+", "1.") at the start of a line: each
 * level of a list or quote takes at least one. 40 allow a dozen levels of any kind.
 */
const MAX_LINE_DEPTH = 40;

/** Characters that open or close emphasis, links, code or HTML, in one paragraph or list item. */
const MAX_MARKUP_PER_PARAGRAPH = 500;

const CONTAINERS = /^(?:[ \t]|>|(?:[-+*]|\d{1,9}[.)])(?=[ \t]|$))*/;
const MARKUP = /[*_~`<[\]]/g;
const LIST_ITEM = /^[ \t>]*(?:[-+*]|\d{1,9}[.)])(?:[ \t]|$)/;

const depthOf = (line: string): number =>
  [...(CONTAINERS.exec(line)?.[0] ?? "")].reduce((sum, char) => sum + (char === "\t" ? 4 : 1), 0);

const count = (n: number): string => n.toLocaleString("de-DE");

type Excess = { line: number; field: string; message: string; more: number };

/** The first line that nests too deep, and how many more do. */
const tooDeep = (lines: ReadonlyArray<string>, firstLine: number): Excess | undefined => {
  const deep = lines.flatMap((line, index) =>
    line.trim() !== "" && depthOf(line) > MAX_LINE_DEPTH ? [index] : [],
  );
  const first = deep[0];
  if (first === undefined) return undefined;
  return {
    line: firstLine + first,
    field: "Verschachtelung",
    message: `die Zeile beginnt mit ${count(depthOf(lines[first] ?? ""))} Zeichen Einrückung, Zitat- und Listenzeichen (>, -, *, +, 1.), erlaubt sind höchstens ${MAX_LINE_DEPTH}: so tief verschachtelte Listen oder Zitate kann die Seite nicht zeigen`,
    more: deep.length - 1,
  };
};

/** The first paragraph or list item with too much markup, and how many more have. */
const tooMuchMarkup = (lines: ReadonlyArray<string>, firstLine: number): Excess | undefined => {
  const paragraphs: Array<{ start: number; markup: number }> = [];
  let current: { start: number; markup: number } | undefined;
  lines.forEach((line, index) => {
    if (line.trim() === "") {
      current = undefined;
      return;
    }
    if (!current || LIST_ITEM.test(line)) {
      current = { start: index, markup: 0 };
      paragraphs.push(current);
    }
    current.markup += line.match(MARKUP)?.length ?? 0;
  });
  const over = paragraphs.filter(({ markup }) => markup > MAX_MARKUP_PER_PARAGRAPH);
  const first = over[0];
  if (first === undefined) return undefined;
  return {
    line: firstLine + first.start,
    field: "Formatierung",
    message: `der Absatz ab dieser Zeile hat ${count(first.markup)} Zeichen für Hervorhebung, Links, Code oder HTML (* _ ~ \` < [ ]), erlaubt sind höchstens ${MAX_MARKUP_PER_PARAGRAPH} je Absatz oder Listenpunkt; bitte den Absatz teilen`,
    more: over.length - 1,
  };
};

/**
 * Whether the Markdown (its lines, the first at `firstLine` of the file) may be parsed; if not,
 * each limit it exceeds is a problem at its first line.
 */
export const withinLimits = (
  { problem }: Reading,
  lines: ReadonlyArray<string>,
  firstLine: number,
): boolean => {
  const excesses = [tooDeep(lines, firstLine), tooMuchMarkup(lines, firstLine)].flatMap((excess) =>
    excess ? [excess] : [],
  );
  for (const { line, field, message, more } of excesses) {
    const others = more > 0 ? ` (ebenso ${count(more)} weitere Stellen)` : "";
    problem(line, "Text", field, `${message}${others}`);
  }
  return excesses.length === 0;
};
