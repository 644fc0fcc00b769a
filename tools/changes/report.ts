import { writtenDate } from "../../plugins/gatsby-source-passform";
import {
  formatProblem,
  wordChange,
  type Run,
  type SentenceChange,
} from "../../plugins/gatsby-source-passform/check";
import type { Problem } from "../../plugins/gatsby-source-passform";
import type { Comparison, Item } from "./compare";
import type { FileEffect } from "./site-files";
import type { Effect, LinkChange, PlaceEffect } from "./page-effects";
import { fittedReport, wholeReport, type Section } from "./fit";
import type { Options } from "./options";
import { styleOf, type Style } from "./report-style";
import { revisionName } from "./revision";
import { shownValues, type Shown } from "./values";

/**
 * The comparison in German, for the terminal (text) or for the pull request's comment
 * (Markdown). Changed words carry their mark in words, „[gestrichen: …]“ and „[eingefügt: …]“,
 * so they read the same without colour, on paper and to a screen reader, which announces neither
 * strike-through nor underline; Markdown adds <del>/<ins> around the same words for the eye
 * (report-style.ts, where all content is escaped: a text in data/ can neither format the comment
 * nor mention anyone).
 */

type Context = { style: Style; previewUrl?: string; pages: number };

const value = ({ style }: Context, shown: Shown): string =>
  shown.quoted ? `„${style.text(shown.text)}“` : style.text(shown.text);

/** A text longer than this is shown with its changed words marked, old and new. */
const LONG_TEXT = 60;

/** Two versions of a text: as they are, or for long texts with the changed words marked. */
const changedValues = (context: Context, before: Shown, after: Shown): string => {
  const long = Math.max(before.text.length, after.text.length) > LONG_TEXT;
  if (!before.quoted || !after.quoted || !long) {
    return `${value(context, before)} → ${value(context, after)}`;
  }
  const { before: old, after: now } = wordChange(before.text, after.text);
  const runs = (list: Run[]) => list.map(context.style.mark).join("");
  return `„${runs(old)}“ → „${runs(now)}“`;
};

/** What happened to the value or entry a change names: „899 € → 949 €“, „neu an Platz 4“ … */
const what = (context: Context, item: Item): string => {
  const { field, legal, version } = item.change;
  if (legal === "added")
    return version ? `neue Fassung, gilt ab ${writtenDate(version)}` : "neuer Rechtstext";
  if (legal === "removed")
    return version ? `Fassung ab ${writtenDate(version)} entfällt` : "Rechtstext entfällt";
  if (!field) return "";
  const { before, after } = shownValues(item, field.formField.widget, field.before, field.after);
  const old = before && value(context, before);
  const now = after && value(context, after);
  const at = (position?: number) => `Platz ${position ?? "?"}`;
  switch (field.kind) {
    case "changed":
      return before && after ? changedValues(context, before, after) : `${old} → ${now}`;
    case "added":
      if (!field.to) return `neu: ${now}`;
      return now ? `${now} neu an ${at(field.to)}` : `neu an ${at(field.to)}`;
    case "removed":
      if (!field.from) return `entfällt (bisher ${old})`;
      return old ? `${old} entfällt` : `entfällt (bisher ${at(field.from)})`;
    case "moved":
      return `${now ? `${now} ` : ""}verschoben von ${at(field.from)} auf ${at(field.to)}`;
  }
};

const urlOf = (context: Context, effect: Effect, place?: PlaceEffect): string | undefined => {
  if (!context.previewUrl) return undefined;
  const id = place?.place.id;
  return `${context.previewUrl}${effect.page.path}${id ? `#${encodeURIComponent(id)}` : ""}`;
};

const sentenceLines = (context: Context, depth: number, change: SentenceChange): string[] => {
  const runs = (list: Run[]) => list.map(context.style.mark).join("");
  return [
    ...(change.before.length > 0
      ? [context.style.line(depth, `bisher: ${runs(change.before)}`)]
      : []),
    ...(change.after.length > 0 ? [context.style.line(depth, `neu: ${runs(change.after)}`)] : []),
  ];
};

/** A link whose target changed: „Linkziel von „…“ in „…“: `alt` → `neu`“. */
const linkLine = ({ style }: Context, depth: number, link: LinkChange): string => {
  const words = `„${style.text(link.text)}“`;
  const within = link.sentence !== link.text ? ` in „${style.text(link.sentence)}“` : "";
  const target =
    link.before !== undefined && link.after !== undefined
      ? `${style.code(link.before)} → ${style.code(link.after)}`
      : link.after !== undefined
        ? `neu ${style.code(link.after)}`
        : `entfällt (bisher ${style.code(link.before ?? "")})`;
  return style.line(depth, `Linkziel von ${words}${within}: ${target}`);
};

/** What changed in a part of a page: its sentences (legal texts), then its links' targets. */
const placeLines = (context: Context, depth: number, place: PlaceEffect): string[] => [
  ...place.sentences.flatMap((sentence) => sentenceLines(context, depth, sentence)),
  ...place.links.map((link) => linkLine(context, depth, link)),
];

/**
 * The parts outside a page's main content (header, footer) that change on every page, as the
 * layout shows them on each: said once, for every page.
 */
const everyPage = (context: Context, effects: ReadonlyArray<Effect>): string[] => {
  if (context.pages < 2 || effects.length !== context.pages) return [];
  const names = effects.map(
    (effect) =>
      new Set(effect.places.filter(({ place }) => !place.inMain).map(({ place }) => place.name)),
  );
  return [...(names[0] ?? [])].filter((name) => names.every((each) => each.has(name)));
};

const effectLines = (
  context: Context,
  depth: number,
  effect: Effect,
  shared: ReadonlyArray<string> = [],
): string[] => {
  const { style } = context;
  const page = style.text(effect.page.title);
  if (effect.whole) {
    const said = effect.whole === "added" ? "neue Seite" : "Seite entfällt";
    const against = effect.against
      ? `, gegenüber der Fassung ab ${writtenDate(effect.against)}:`
      : "";
    return [
      style.line(
        depth,
        `${style.link(page, urlOf(context, effect))} (${effect.page.path}): ${said}${against}`,
      ),
      ...effect.places.flatMap((place) => [
        style.line(
          depth + 1,
          style.link(style.text(place.place.name), urlOf(context, effect, place)),
        ),
        ...placeLines(context, depth + 2, place),
      ]),
    ];
  }
  if (effect.places.length === 0)
    return [style.line(depth, style.link(page, urlOf(context, effect)))];
  const own = effect.places.filter(({ place }) => place.inMain || !shared.includes(place.name));
  return own.flatMap((place) => {
    const name = place.place.name ? `${page} › ${style.text(place.place.name)}` : page;
    return [
      style.line(depth, style.link(name, urlOf(context, effect, place))),
      ...placeLines(context, depth + 1, place),
    ];
  });
};

/** „Contact: mailto:a → mailto:b“: a line of a file as it was and is, its name said once. */
const lineChange = ({ style }: Context, { before, after }: FileEffect["lines"][number]): string => {
  if (before === undefined) return `neu: ${style.text(after ?? "")}`;
  if (after === undefined) return `entfällt: ${style.text(before)}`;
  const name = /^[^\s<:][^:<]*: /.exec(before)?.[0];
  return name && after.startsWith(name)
    ? `${style.text(name)}${style.text(before.slice(name.length))} → ${style.text(after.slice(name.length))}`
    : `${style.text(before)} → ${style.text(after)}`;
};

/** The files beside the pages that a change alters, a line each changed line. */
const fileLines = (context: Context, depth: number, files: ReadonlyArray<FileEffect>): string[] =>
  files.flatMap(({ path, lines }) =>
    lines.map((line) =>
      context.style.line(depth, `${context.style.code(path)}: ${lineChange(context, line)}`),
    ),
  );

const UNSEEN = " – ohne sichtbare Wirkung auf den Seiten";

const itemLines = (context: Context, item: Item): string[] => {
  const { style } = context;
  const { change } = item;
  const shared = everyPage(context, item.effects);
  const home = item.effects.find((effect) => effect.page.path === "/") ?? item.effects[0];
  const effects = [
    ...shared.flatMap((name) => {
      const place = home?.places.find((each) => each.place.name === name);
      const url = home && urlOf(context, home, place);
      return [
        style.line(1, style.link(`Jede Seite › ${style.text(name)}`, url)),
        ...(place?.links ?? []).map((link) => linkLine(context, 2, link)),
      ];
    }),
    ...item.effects.flatMap((effect) => effectLines(context, 1, effect, shared)),
    ...fileLines(context, 1, item.files),
  ];
  // A legal text's own text: its sections are what changed.
  if (change.legal === "text") {
    return [
      ...item.effects.flatMap((effect) => effectLines(context, 0, effect)),
      ...fileLines(context, 0, item.files),
    ];
  }
  const label = change.labels.map(style.text).join(" › ");
  const used = change.placeholder ? ` – in Rechtstexten ${style.code(change.placeholder)}` : "";
  const unseen = item.unseen ? UNSEEN : "";
  return [
    style.line(0, `${style.strong(`${label}:`)} ${what(context, item)}${used}${unseen}`),
    ...effects,
  ];
};

const problemLines = (style: Style, problems: ReadonlyArray<Problem>): string[][] =>
  problems.map((problem) => [style.line(0, `✖ ${style.text(formatProblem(problem))}`)]);

const count = (n: number, one: string, many: string): string => (n === 1 ? one : `${n} ${many}`);

const errors = (n: number): string => count(n, "einen Fehler", "Fehler");

/** A note of one line, never cut. */
const note = (line: string): Section => ({ label: "", heading: [line, ""], entries: [] });

const problemSections = (style: Style, comparison: Comparison, base: string): Section[] => {
  const { problems, baseProblems, unread } = comparison;
  const files = [...new Set(unread.map(({ file }) => file))];
  return [
    ...(problems.length > 0
      ? [
          {
            label: "So bricht der Build ab",
            summary: count(problems.length, "ein Fehler", "Fehler"),
            heading: [
              style.strong(
                `So bricht der Build ab: Die Inhalte in data/ enthalten ${errors(problems.length)}.`,
              ),
              "",
            ],
            entries: problemLines(style, problems),
          },
        ]
      : []),
    ...(baseProblems.length > 0
      ? [
          {
            label: `Schon in ${style.text(base)}`,
            summary: count(baseProblems.length, "ein Fehler", "Fehler"),
            heading: [
              `Auch ${style.text(base)} enthielt schon ${errors(baseProblems.length)}:`,
              "",
            ],
            entries: problemLines(style, baseProblems),
          },
        ]
      : []),
    ...(files.length > 0
      ? [
          note(
            `Verglichen ist nur, was sich lesen lässt; nicht verglichen: ${files.map(style.code).join(", ")}.`,
          ),
        ]
      : []),
  ];
};

/** The samples of files that are gone: one line a file, for they were not filled. */
const goneLines = (style: Style, gone: ReadonlyArray<{ file: string }>): string[][] =>
  [...new Set(gone.map(({ file }) => file))].map((file) => {
    const n = gone.filter((sample) => sample.file === file).length;
    return [
      style.line(
        0,
        `entfällt mit der Datei: ${style.code(file)} (${count(n, "eine Musterangabe", "Musterangaben")}, nicht gefüllt)`,
      ),
    ];
  });

const sampleSection = (style: Style, comparison: Comparison): Section[] => {
  const { filled, opened, gone } = comparison.samples;
  if (filled.length + opened.length + gone.length === 0) return [];
  const said = (sample: (typeof filled)[number]) => style.text(formatProblem(sample));
  const entries = [
    ...filled.map((sample) => [style.line(0, `gefüllt: ${said(sample)}`)]),
    ...opened.map((sample) => [style.line(0, `neu offen: ${said(sample)}`)]),
    ...goneLines(style, gone),
  ];
  const summary = [
    ...(filled.length > 0 ? [`${filled.length} gefüllt`] : []),
    ...(opened.length > 0 ? [`${opened.length} neu offen`] : []),
    ...(gone.length > 0 ? [`${gone.length} mit ihrer Datei entfallen`] : []),
  ].join(", ");
  return [
    { label: "Musterangaben", summary, heading: [style.heading("Musterangaben"), ""], entries },
  ];
};

/** An item's lines as entries: each line at the top with the lines below it. */
const entriesOf = (lines: ReadonlyArray<string>): string[][] =>
  lines.reduce<string[][]>((entries, line) => {
    if (line.startsWith(" ") && entries.length > 0) entries.at(-1)?.push(line);
    else entries.push([line]);
    return entries;
  }, []);

/** „– Seiten: /, /agb; Dateien: /robots.txt“: the addresses a file's changes reach. */
const reached = (style: Style, items: ReadonlyArray<Item>): string => {
  const pages = [...new Set(items.flatMap((item) => item.effects.map(({ page }) => page.path)))];
  const files = [...new Set(items.flatMap((item) => item.files.map(({ path }) => path)))];
  const lists = [
    ...(pages.length > 0 ? [`Seiten: ${pages.map(style.text).join(", ")}`] : []),
    ...(files.length > 0 ? [`Dateien: ${files.map(style.text).join(", ")}`] : []),
  ];
  return lists.length > 0 ? ` – ${lists.join("; ")}` : "";
};

const fileSections = (context: Context, items: ReadonlyArray<Item>): Section[] => {
  const { style } = context;
  const files = [...new Set(items.map((item) => item.change.file))];
  return files.map((file) => {
    const inFile = items.filter((item) => item.change.file === file);
    const label = `${style.text(inFile[0]?.change.form ?? file)} (${style.code(file)})`;
    const entries = entriesOf(inFile.flatMap((item) => itemLines(context, item)));
    const summary = `${count(entries.length, "eine Änderung", "Änderungen")}${reached(style, inFile)}`;
    return { label, summary, heading: [style.heading(label), ""], entries };
  });
};

/** The files outside data/ named one by one, at the most. */
const CODE_NAMED = 20;

/**
 * With a head revision whose code differs: what it changes outside data/, and that only its data
 * was compared, by the code that wrote this report.
 */
export const codeSection = (style: Style, files: ReadonlyArray<string>): string[] => {
  if (files.length === 0) return [];
  const named = files.slice(0, CODE_NAMED).map(style.code).join(", ");
  const more = files.length > CODE_NAMED ? ` und ${files.length - CODE_NAMED} weitere` : "";
  return [
    `${style.strong("Dieser Pull Request ändert auch Code oder Werkzeuge")} außerhalb von data/: ${named}${more}.`,
    "",
    "Dieser Bericht zeigt nur, was seine Änderungen in data/ bewirken, so wie der Code sie darstellt, mit dem der Bericht erstellt ist – nicht der Code des Pull Requests, der dafür nicht lief. Die Änderung am Code braucht die Prüfung durch ihre Code-Verantwortlichen (Entwicklung) und die ganze Testreihe.",
    "",
  ];
};

/** The command line's options, with the commits its `base` and `head` name. */
type ReportOptions = Options & { commit: string; headCommit?: string };

const titleOf = (style: Style, options: ReportOptions, base: string): string => {
  const head = options.head && revisionName(options.head, options.headCommit ?? "");
  const title = `Was Besucher sehen: Änderungen in data/ gegenüber ${style.code(base)}${head ? ` mit dem Stand ${style.code(head)}` : ""}`;
  return options.format === "markdown" ? `### ${title}` : title;
};

/**
 * The report of a comparison, ending with a newline; with `maxChars`, cut to that many characters
 * after an overview of every changed file (fit.ts).
 */
export const report = (comparison: Comparison, options: ReportOptions): string => {
  const style = styleOf(options.format);
  const context = {
    style,
    pages: comparison.pages,
    ...(options.previewUrl ? { previewUrl: options.previewUrl } : {}),
  };
  const base = revisionName(options.base, options.commit);
  const { items, samples } = comparison;
  const nothing =
    items.length + samples.filled.length + samples.opened.length + samples.gone.length === 0;
  const top = [titleOf(style, options, base), "", ...codeSection(style, comparison.codeChanges)];
  const sections = [
    ...problemSections(style, comparison, base),
    ...(comparison.rendered
      ? []
      : [
          note(
            "Die Seiten ließen sich aus diesem Stand nicht rendern; aufgeführt ist deshalb jede Änderung, auch unsichtbare.",
          ),
        ]),
    ...(nothing ? [note("Keine Änderung, die Besucher sehen.")] : []),
    ...fileSections(context, items),
    ...sampleSection(style, comparison),
  ];
  if (options.maxChars !== undefined) return fittedReport(style, top, sections, options.maxChars);
  return `${wholeReport(top, sections).join("\n").trimEnd()}\n`;
};
