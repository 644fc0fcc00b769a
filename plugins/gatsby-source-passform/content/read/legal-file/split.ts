import { positionAt } from "../source-text";

/**
 * Where a legal text's frontmatter ends and its Markdown begins: the one splitter of the
 * project, so that the content check, the preview pane (the page's HTML) and the editors'
 * Markdown format cut a file in one place, and the browser loads no gray-matter. No parser sees
 * the file before it; it reads no language from the file and runs nothing.
 *
 * gatsby-transformer-remark cuts the file with gray-matter, and gray-matter takes whatever
 * follows the opening "---" up to the first "\n" as the frontmatter's language, by its name or
 * alias: "---json" is read as JSON, and "---js" or "---\rjs" as JavaScript, which gray-matter
 * with its defaults runs. The build does not: transformer 6.16 gives the js and javascript
 * engines a stub that returns no fields, unless its option jsFrontmatterEngine is true, which
 * this site does not set. So the opening line here is exactly "---" and a line end, nothing else.
 * For every text this accepts, the cut is gray-matter's as the transformer calls it (the
 * frontmatter-split test holds the two to each other): the frontmatter ends at the first line
 * that begins with "---", and the Markdown starts after that "---" and at most one "\r" and one
 * "\n". Whatever gray-matter would read differently from what the editor meant is a problem
 * with its line instead.
 *
 * A lone CR (a "\r" not followed by "\n", the line end of old Mac programs) is such a problem
 * anywhere in the file: gray-matter does not end a line there (so "---\rjs" names a language
 * and "\r---" closes nothing), remark and the check's line numbers do, and text editors show a
 * line break. A file that three readers split into different lines cannot be judged by one of
 * them, so it is refused, naming its first such line, until it is saved with LF or CRLF.
 */

type FrontmatterSplit =
  | {
      ok: true;
      /** The frontmatter's YAML, between the two lines "---" */
      frontmatter: string;
      /** The Markdown after the frontmatter, exactly as gatsby-transformer-remark parses it */
      body: string;
      /** 1-based line of the closing "---" */
      closeLine: number;
      /** 1-based line of the file on which `body` begins */
      bodyLine: number;
    }
  | { ok: false; line: number; entry: string; field: string; message: string };

const CLOSER = "\n---";
/** What may follow the closing "---" on its line (gray-matter keeps it as the body's start). */
const CLOSING_LINE = /^---[ \t]*\r?$/;
const YAML_END = /^\.\.\.[ \t]*\r?$/;

const shown = (line: string): string => (line.length > 60 ? `${line.slice(0, 57)}…` : line);

const lineAt = (text: string, offset: number): number => positionAt(text, offset).line;

const refuse = (
  line: number,
  field: string,
  message: string,
  entry = "Frontmatter",
): FrontmatterSplit => ({ ok: false, line, entry, field, message });

const MISSING_CLOSE = "die Zeile --- nach dem Frontmatter fehlt";

/**
 * The opening line, as an editor's text editor shows it: exactly "---", nothing before or after
 * it. Its line end is judged with the others below (a lone CR after "---" is one).
 */
const openerProblem = (text: string): FrontmatterSplit | undefined => {
  const first = text.slice(0, text.search(/\r\n|\n|\r|$/));
  if (first === "---") return undefined;
  if (!first.trim().startsWith("---")) {
    return refuse(
      1,
      "Anfang",
      "die Datei beginnt nicht mit einer Zeile ---, darunter title, slug, lastUpdated und description, dann wieder ---",
    );
  }
  return refuse(
    1,
    "Anfang",
    `die erste Zeile muss genau --- sein, ohne Zeichen davor oder dahinter; gefunden: "${shown(first)}"`,
  );
};

/** The first lone CR, as a problem of its line (see above). */
const loneCarriageReturn = (text: string): FrontmatterSplit | undefined => {
  const lone = [...text.matchAll(/\r(?!\n)/g)];
  const first = lone[0];
  if (first === undefined) return undefined;
  const others = lone.length > 1 ? ` (so enden noch ${lone.length - 1} weitere Zeilen)` : "";
  return refuse(
    lineAt(text, first.index),
    "Zeilenende",
    `die Zeile endet mit einem einzelnen Wagenrücklauf (CR), dem Zeilenende alter Mac-Programme${others}; Website und Prüfung läsen die Zeilen verschieden, bitte die Datei mit den Zeilenenden „LF“ oder „CRLF“ speichern`,
    "ganze Datei",
  );
};

/** Cuts a legal text (its BOM removed or not) into frontmatter and Markdown, or says why not. */
export const splitFrontmatter = (source: string): FrontmatterSplit => {
  const text = source.replace(/^\uFEFF/, "");
  const refused = openerProblem(text) ?? loneCarriageReturn(text);
  if (refused) return refused;
  // The file now begins with "---" and LF or CRLF (or is only "---"), as the transformer needs.
  const close = text.indexOf(CLOSER, "---".length);
  const frontmatter = text.slice("---".length, close === -1 ? text.length : close);
  const yamlEnd = frontmatter.split("\n").findIndex((line) => YAML_END.test(line));
  if (yamlEnd !== -1) {
    return refuse(
      yamlEnd + 1,
      "Ende",
      "„...“ beendet das Frontmatter hier nicht, nur eine Zeile --- tut das; bitte „...“ durch „---“ ersetzen",
    );
  }
  if (close === -1) return refuse(1, "Ende", MISSING_CLOSE);
  const closeLine = lineAt(text, close + 1);
  const closing = text.slice(close + 1).split("\n", 1)[0] ?? "";
  if (!CLOSING_LINE.test(closing)) {
    return refuse(
      closeLine,
      "Ende",
      `die Zeile nach dem Frontmatter muss genau --- sein; gefunden: "${shown(closing.replace(/\r$/, ""))}"`,
    );
  }
  // gray-matter's cut: after the "---", one "\r" and then one "\n" if they follow.
  let start = close + CLOSER.length;
  if (text[start] === "\r") start += 1;
  if (text[start] === "\n") start += 1;
  return {
    ok: true,
    frontmatter,
    body: text.slice(start),
    closeLine,
    bodyLine: lineAt(text, start),
  };
};
