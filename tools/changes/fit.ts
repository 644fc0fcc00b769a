import type { Style } from "./report-style";

/**
 * The report cut to fit a pull request's comment (--max-chars): first every changed file, form
 * and the samples with the number of their changes and the pages and files they change, so that
 * no change can push another out of sight; then as many of their details as fit, whole sections
 * first in their order, then the beginnings of those left out; then exactly what was left out,
 * and where the whole report is. Lengths are JavaScript's, in UTF-16 code units, as GitHub counts
 * a comment's characters.
 */

/** A part of the report: its heading lines, then its entries, each of one or more lines. */
export type Section = {
  /** How the overview and the note on what was cut name it */
  label: string;
  /** Its line in the overview, after its label; without one, it is a note that is never cut */
  summary?: string;
  heading: string[];
  entries: string[][];
};

/** The lines of the whole report, as without a limit. */
export const wholeReport = (top: string[], sections: ReadonlyArray<Section>): string[] => [
  ...top,
  ...sections.flatMap((section) => [
    ...section.heading,
    ...section.entries.flat(),
    ...(section.summary === undefined ? [] : [""]),
  ]),
];

const size = (lines: ReadonlyArray<string>): number =>
  lines.reduce((total, line) => total + line.length + 1, 0);

const changes = (n: number): string => (n === 1 ? "eine Änderung" : `${n} Änderungen`);

const overview = (style: Style, sections: ReadonlyArray<Section>): string[] => [
  style.heading("Überblick"),
  "",
  ...sections.map((section) => style.line(0, `${section.label}: ${section.summary ?? ""}`)),
  "",
];

const WHERE =
  "Der vollständige Bericht steht in der Zusammenfassung des Laufs „Inhaltsänderungen“ und in seinem Artefakt „content-changes“.";

/** What was left out (`shown`: how many entries of each section are there), and where it is. */
const cutNote = (style: Style, cut: ReadonlyArray<{ section: Section; shown: number }>) => {
  const gone = cut.filter(({ shown }) => shown === 0);
  const part = cut.filter(({ shown }) => shown > 0);
  const named = (list: typeof cut, each: (one: (typeof cut)[number]) => string) =>
    list.map((one) => `${one.section.label} (${each(one)})`).join("; ");
  return [
    [
      style.strong("Gekürzt, damit der Kommentar in GitHubs Grenze passt."),
      ...(gone.length > 0
        ? [`Ohne Einzelheiten: ${named(gone, ({ section }) => changes(section.entries.length))}.`]
        : []),
      ...(part.length > 0
        ? [
            `Nur zum Teil: ${named(part, ({ section, shown }) => `${shown === 1 ? "die erste" : `die ersten ${shown}`} von ${changes(section.entries.length)}`)}.`,
          ]
        : []),
      WHERE,
    ].join(" "),
  ];
};

/** The sections' entries that fit into `room`: whole sections first, then their beginnings. */
const shownEntries = (sections: ReadonlyArray<Section>, room: number): Map<Section, number> => {
  const shown = new Map<Section, number>();
  let left = room;
  for (const section of sections) {
    const need = size(wholeReport([], [section]));
    if (need > left) continue;
    shown.set(section, section.entries.length);
    left -= need;
  }
  for (const section of sections.filter((each) => !shown.has(each))) {
    let need = size([...section.heading, ""]);
    let count = 0;
    for (const entry of section.entries) {
      if (need + size(entry) > left) break;
      need += size(entry);
      count += 1;
    }
    if (count === 0) continue;
    shown.set(section, count);
    left -= need;
  }
  return shown;
};

/** The lines of the report within `maxChars`, ending with a newline. */
export const fittedReport = (
  style: Style,
  top: string[],
  sections: ReadonlyArray<Section>,
  maxChars: number,
): string => {
  const listed = sections.filter((section) => section.summary !== undefined);
  const notes = sections.filter((section) => section.summary === undefined);
  const head = [...top, ...(listed.length > 0 ? overview(style, listed) : [])];
  // Room for the note as long as it can be: every section named, with its numbers.
  const longest = cutNote(
    style,
    listed.map((section) => ({ section, shown: section.entries.length })),
  );
  const room = maxChars - size(head) - size(wholeReport([], notes)) - size(["", ...longest]);
  const shown = shownEntries(listed, room);
  const body = sections.flatMap((section) => {
    if (section.summary === undefined) return wholeReport([], [section]);
    const count = shown.get(section);
    if (count === undefined) return [];
    return [...section.heading, ...section.entries.slice(0, count).flat(), ""];
  });
  const cut = listed
    .map((section) => ({ section, shown: shown.get(section) ?? 0 }))
    .filter(({ section, shown: count }) => count < section.entries.length);
  const text = `${[...head, ...body, ...(cut.length > 0 ? cutNote(style, cut) : [])].join("\n").trimEnd()}\n`;
  if (text.length <= maxChars) return text;
  // Even the overview is longer than the limit: it is cut at a line, and says so.
  const tail = `\n\n… ${WHERE}\n`;
  return `${text.slice(0, text.lastIndexOf("\n", maxChars - tail.length))}${tail}`;
};
