import type { Problem } from "../model/check-result";

/**
 * Merge-conflict markers left in a file of data/. When two branches change the same lines,
 * Git writes both versions into the file between marker lines and leaves the choice to a
 * person; a pull request merged in the Git host's web editor can commit them as they stand.
 * In JSON they used to be caught only by accident (a syntax error somewhere after them), in
 * Markdown not at all: the page printed them. This check reads the text as saved, before any
 * parser, and reports each conflict once, at its first line.
 *
 *     <<<<<<< HEAD          one version
 *     …
 *     ||||||| base          (only with merge.conflictStyle diff3/zdiff3) the common ancestor
 *     …
 *     =======               the other version
 *     …
 *     >>>>>>> branch
 *
 * Neither JSON nor the legal texts can have such a line otherwise: a JSON text never spans a
 * line, and a line of ======= under a paragraph would be a Markdown heading of the first
 * level, which the legal texts never use (their sections start with ##).
 */

type Kind = "start" | "base" | "separator" | "end";

/** Git's markers: seven characters at the start of a line, then the side's name or nothing. */
const markers: ReadonlyArray<[Kind, RegExp]> = [
  ["start", /^<{7}(?:[ \t]|$)/],
  ["base", /^\|{7}(?:[ \t]|$)/],
  ["separator", /^={7}[ \t]*$/],
  ["end", /^>{7}(?:[ \t]|$)/],
];

type Conflict = {
  /** 1-based line of the first marker of the conflict */
  line: number;
  /** That line as written */
  marker: string;
  /** 1-based line of the closing >>>>>>>, if the conflict has one */
  endLine?: number;
  /** Whether it carries the common ancestor (diff3 style) */
  withBase: boolean;
};

const kindOf = (line: string): Kind | undefined =>
  markers.find(([, pattern]) => pattern.test(line))?.[0];

/**
 * Every conflict in a text, one entry each: a block from <<<<<<< to >>>>>>>, or marker lines
 * left over after part of a conflict was cleaned up (a stray ======= or >>>>>>>).
 */
const findConflicts = (text: string): Conflict[] => {
  const conflicts: Conflict[] = [];
  let open: Conflict | undefined;
  text.split(/\r\n|\n|\r/).forEach((content, index) => {
    const kind = kindOf(content);
    if (!kind) return;
    const line = index + 1;
    if (!open || kind === "start") {
      open = { line, marker: content.trimEnd(), withBase: kind === "base" };
      conflicts.push(open);
    }
    if (kind === "base") open.withBase = true;
    if (kind === "end") {
      open.endLine = line;
      open = undefined;
    }
  });
  return conflicts;
};

const describe = (conflict: Conflict): string => {
  const remove = conflict.withBase
    ? "die frühere gemeinsame Fassung ab ||||||| und die Zeilen <<<<<<<, ======= und >>>>>>> löschen"
    : "die Zeilen <<<<<<<, ======= und >>>>>>> löschen";
  const until =
    conflict.endLine && conflict.endLine !== conflict.line
      ? ` (der Konflikt reicht bis Zeile ${conflict.endLine})`
      : "";
  const what = conflict.marker.startsWith("<")
    ? "hier sind zwei Fassungen der Datei zusammengeführt worden, ohne den Konflikt aufzulösen (z. B. beim Zusammenführen eines Pull Requests)"
    : "eine Zeile, die beim Zusammenführen zweier Fassungen der Datei den Konflikt zwischen ihnen markiert, ist stehen geblieben (z. B. beim Zusammenführen eines Pull Requests)";
  return `„${conflict.marker}“ – ${what}; bitte entscheiden, welche Fassung gilt, sie behalten und ${remove}${until}`;
};

/** One problem per conflict in `text`, the text of `file` as saved. */
export const conflictProblems = (file: string, text: string): Problem[] =>
  findConflicts(text).map((conflict) => ({
    file,
    line: conflict.line,
    entry: "ganze Datei",
    field: "Konfliktmarkierung",
    message: describe(conflict),
  }));

/**
 * The versions a conflicted text stands for: each side of every conflict with the lines
 * outside the conflicts (the common ancestor of a diff3 conflict is neither). What can be read
 * from them (a slug both agree on, the headings of either) keeps the other files' checks from
 * reporting the conflict again as a missing page or anchor.
 */
export const conflictSides = (text: string): [string, string] => {
  const ours: string[] = [];
  const theirs: string[] = [];
  let part: "both" | "ours" | "base" | "theirs" = "both";
  for (const content of text.split(/\r\n|\n|\r/)) {
    const kind = kindOf(content);
    if (kind === "start") part = "ours";
    else if (kind === "base") part = "base";
    else if (kind === "separator") part = "theirs";
    else if (kind === "end") part = "both";
    else {
      if (part === "both" || part === "ours") ours.push(content);
      if (part === "both" || part === "theirs") theirs.push(content);
    }
  }
  return [ours.join("\n"), theirs.join("\n")];
};
