import type { Reading } from "./reading";

/**
 * What a legal text's Markdown may not exceed before remark parses it. remark's parser
 * (micromark, with GFM's autolinks) nests one call per level of lists and quotes, and takes time
 * that grows with the square of what one paragraph holds (its words, its emphasis and brackets)
 * and of the text's lines: a few thousand "> " at the start of a line exhaust its stack; one
 * paragraph of 50 000 words, one of 50 000 "*a" or a list of 16 000 items each take more than a
 * minute. These limits keep every text the check accepts at a few seconds, and no legal text
 * comes near them (they nest lists two deep and have a few hundred lines, a few hundred such
 * characters, and a few hundred words and a dozen such characters in their longest paragraph).
 * A text that exceeds one is refused at its line and never parsed, in the build as in the
 * editors' forms.
 */

/**
 * Columns of indentation, ">" and list markers ("-", "*", "+", "1.") at the start of a line: each
 * level of a list or quote takes at least one. 24 allow eight to twelve levels of lists.
 */
const MAX_LINE_DEPTH = 24;
/** Characters that open or close emphasis, links, code or HTML, in one paragraph or list item. */
const MAX_MARKUP_PER_PARAGRAPH = 500;
/** Words (runs of characters between spaces) in one paragraph or list item. */
const MAX_WORDS_PER_PARAGRAPH = 1000;
/** Such characters in the whole text. */
const MAX_MARKUP = 5000;
/** Lines of the text. */
const MAX_LINES = 3000;

const CONTAINERS = /^(?:[ \t]|>|(?:[-+*]|\d{1,9}[.)])(?=[ \t]|$))*/;
const MARKUP = /[*_~`<[\]]/g;
const LIST_ITEM = /^[ \t>]*(?:[-+*]|\d{1,9}[.)])(?:[ \t]|$)/;
const MARKUP_NAMED = "Zeichen für Hervorhebung, Links, Code oder HTML (* _ ~ ` < [ ])";

const depthOf = (line: string): number =>
  [...(CONTAINERS.exec(line)?.[0] ?? "")].reduce((sum, char) => sum + (char === "\t" ? 4 : 1), 0);

const markupOf = (line: string): number => line.match(MARKUP)?.length ?? 0;

const count = (n: number): string => n.toLocaleString("de-DE");

/** A limit exceeded: where (an index of `lines`) and what to say. */
type Excess = { index: number; field: string; message: string };

const tooDeep = (lines: ReadonlyArray<string>): Excess | undefined => {
  const deep = lines.flatMap((line, index) =>
    line.trim() !== "" && depthOf(line) > MAX_LINE_DEPTH ? [index] : [],
  );
  const first = deep[0];
  if (first === undefined) return undefined;
  const others = deep.length > 1 ? ` (ebenso ${count(deep.length - 1)} weitere Zeilen)` : "";
  return {
    index: first,
    field: "Verschachtelung",
    message: `die Zeile beginnt mit ${count(depthOf(lines[first] ?? ""))} Zeichen Einrückung, Zitat- und Listenzeichen (>, -, *, +, 1.), erlaubt sind höchstens ${MAX_LINE_DEPTH}: so tief verschachtelte Listen oder Zitate kann die Seite nicht zeigen${others}`,
  };
};

type Paragraph = { start: number; markup: number; words: number };

/** Paragraphs and list items, each by its first line and what it holds. */
const paragraphsOf = (lines: ReadonlyArray<string>): Paragraph[] => {
  const paragraphs: Paragraph[] = [];
  let current: Paragraph | undefined;
  lines.forEach((line, index) => {
    if (line.trim() === "") {
      current = undefined;
      return;
    }
    if (!current || LIST_ITEM.test(line)) {
      current = { start: index, markup: 0, words: 0 };
      paragraphs.push(current);
    }
    current.markup += markupOf(line);
    current.words += line.match(/\S+/g)?.length ?? 0;
  });
  return paragraphs;
};

/** The first paragraph over a limit of what one may hold, and how many more are. */
const paragraphOver = (
  lines: ReadonlyArray<string>,
  measure: "markup" | "words",
  limit: number,
  what: string,
): Excess | undefined => {
  const over = paragraphsOf(lines).filter((paragraph) => paragraph[measure] > limit);
  const first = over[0];
  if (first === undefined) return undefined;
  const others = over.length > 1 ? ` (ebenso ${count(over.length - 1)} weitere Absätze)` : "";
  return {
    index: first.start,
    field: measure === "markup" ? "Formatierung" : "Länge",
    message: `der Absatz ab dieser Zeile hat ${count(first[measure])} ${what}, erlaubt sind höchstens ${count(limit)} je Absatz oder Listenpunkt; bitte den Absatz teilen${others}`,
  };
};

const tooMuchMarkupInOne = (lines: ReadonlyArray<string>): Excess | undefined =>
  paragraphOver(lines, "markup", MAX_MARKUP_PER_PARAGRAPH, MARKUP_NAMED);

const tooManyWordsInOne = (lines: ReadonlyArray<string>): Excess | undefined =>
  paragraphOver(lines, "words", MAX_WORDS_PER_PARAGRAPH, "Wörter");

const tooMuchMarkup = (lines: ReadonlyArray<string>): Excess | undefined => {
  let total = 0;
  let index = -1;
  lines.forEach((line, at) => {
    total += markupOf(line);
    if (index === -1 && total > MAX_MARKUP) index = at;
  });
  if (index === -1) return undefined;
  return {
    index,
    field: "Formatierung",
    message: `der Text hat ${count(total)} ${MARKUP_NAMED}, erlaubt sind höchstens ${count(MAX_MARKUP)}; hier wird es zu viel (gehört hier ein Teil in eine eigene Datei?)`,
  };
};

const tooLong = (lines: ReadonlyArray<string>): Excess | undefined =>
  lines.length > MAX_LINES
    ? {
        index: MAX_LINES,
        field: "Länge",
        message: `der Text hat ${count(lines.length)} Zeilen, erlaubt sind höchstens ${count(MAX_LINES)}; ab dieser Zeile wird es zu viel (ein langer Rechtstext hat einige hundert)`,
      }
    : undefined;

/**
 * Whether the Markdown (its lines, the first at `firstLine` of the file) may be parsed; if not,
 * each limit it exceeds is a problem at its first line.
 */
export const withinLimits = (
  { problem }: Reading,
  lines: ReadonlyArray<string>,
  firstLine: number,
): boolean => {
  const excesses = [tooDeep, tooMuchMarkupInOne, tooManyWordsInOne, tooMuchMarkup, tooLong].flatMap(
    (limit) => {
      const excess = limit(lines);
      return excess ? [excess] : [];
    },
  );
  for (const { index, field, message } of excesses) {
    problem(firstLine + index, "Text", field, message);
  }
  return excesses.length === 0;
};
