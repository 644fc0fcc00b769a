import {
  addressOf,
  buildDay,
  changedSources,
  changeInWords,
  checkContent,
  identityChanges,
  legalTexts,
  NEW_VERSION,
  readableLegal,
  textAt,
  VALUE_FILES,
  versionsThatCount,
} from "../../gatsby-source-passform/check";
import {
  writtenDate,
  type Content,
  type DataEntry,
  type LegalPage,
  type Path,
  type Problem,
} from "../../gatsby-source-passform";
import {
  ownWording,
  readDocument,
  readingChanges,
  type Reading,
  type ReadingChange,
} from "../../../src/templates/legal-reading";
import { parseLegalText } from "../formats/frontmatter-format";
import { isRenderable, pageHtml } from "./page-html";

/**
 * The versions that count, as the editors' forms judge them before a save, by the rule and words
 * of the pull request's freeze (versionsThatCount and what follows it in the content check).
 * Each one's page is rendered by the site's own template from main's files and from the
 * repository with the form's file, and read by the one reading of legal pages
 * (src/templates/legal-reading.ts); a difference in its own wording is a problem of the form's
 * file, named at the fields that cause it – the version's own fields, or a value of „Firma und
 * Website“ and „Zahlen der AGB“ that the version shows. Its day, address and review stay.
 */

type Side = { entries: ReadonlyArray<DataEntry>; content: Content };

/** The version's page on `side`, as a visitor reads it, without what depends on the day. */
const readingOn = (side: Side, file: string): Reading | undefined => {
  if (!isRenderable(side.content) || !side.content.legal.some((page) => page.file === file)) {
    return undefined;
  }
  const html = pageHtml(side.content, side.entries, file, null);
  return ownWording(
    readDocument(new DOMParser().parseFromString(html, "text/html"), { path: file }),
  );
};

/** main's side and its readings, made once per load of main's files. */
const mainSides = new WeakMap<
  ReadonlyArray<DataEntry>,
  { side: Side; readings: Map<string, Reading | undefined> }
>();

const mainSide = (main: ReadonlyArray<DataEntry>) => {
  const known = mainSides.get(main);
  if (known) return known;
  const made = { side: { entries: main, content: checkContent([...main]) }, readings: new Map() };
  mainSides.set(main, made);
  return made;
};

/**
 * The readings of the working side by what they depend on (the version's text, the one before it,
 * the company's facts and figures): at each keystroke only the text being edited changes.
 */
const workReadings = new Map<string, Reading | undefined>();

const workReading = (side: Side, version: LegalPage, previous: string | undefined) => {
  const key = JSON.stringify([
    version.file,
    textAt(side.entries, version.file),
    previous && textAt(side.entries, previous),
    ...VALUE_FILES.map((values) => textAt(side.entries, values)),
  ]);
  if (!workReadings.has(key)) {
    if (workReadings.size > 16) workReadings.delete(workReadings.keys().next().value as string);
    workReadings.set(key, readingOn(side, version.file));
  }
  return workReadings.get(key);
};

/**
 * How the version stands today, as a main clause („gilt seit 1. Januar 2021“) and as a relative
 * clause („seit 1. Januar 2021 gilt“).
 */
const standing = (
  version: LegalPage,
  day: string,
  files: ReadonlyArray<LegalPage>,
): { main: string; relative: string } => {
  const text = legalTexts(files, day).get(version.slug ?? "");
  const own = text?.versions.find((each) => each.file.file === version.file);
  const from = writtenDate(version.frontmatter.validFrom ?? "");
  if (own?.state === "announced") {
    return { main: `ist ab ${from} angekündigt`, relative: `ab ${from} angekündigt ist` };
  }
  if (own?.state === "earlier" && own.until) {
    const period = `vom ${from} bis ${writtenDate(own.until)}`;
    return { main: `galt ${period}`, relative: `${period} galt` };
  }
  return { main: `gilt seit ${from}`, relative: `seit ${from} gilt` };
};

/** A changed sentence, short enough for the form: the change in [brackets] with some words around. */
const excerpt = (text: string): string => {
  const start = text.indexOf("[");
  const end = text.lastIndexOf("]");
  if (start < 0 || end < 0) return text.length > 140 ? `${text.slice(0, 139)}…` : text;
  const from = Math.max(0, text.lastIndexOf(" ", Math.max(0, start - 50)));
  const to = text.indexOf(" ", Math.min(text.length, end + 50));
  return `${from > 0 ? "…" : ""}${text.slice(from, to < 0 ? undefined : to).trim()}${to < 0 ? "" : " …"}`;
};

const problem = (file: string, path: Path, related: Path[], words: string): Problem => ({
  file,
  entry: "Fassung, die gilt",
  field: `Feld „${path.join(".")}“`,
  message: words,
  path,
  ...(related.length > 0 ? { related } : {}),
  formMessage: words,
});

/** The fields of a legal text's form whose values differ between two texts of its file. */
const changedFields = (before: string, after: string): string[] => {
  const [was, is] = [parseLegalText(before), parseLegalText(after)] as Record<string, unknown>[];
  const same = (a: unknown, b: unknown) =>
    JSON.stringify(a ?? "").trim() === JSON.stringify(b ?? "").trim();
  return [...new Set([...Object.keys(was ?? {}), ...Object.keys(is ?? {})])].filter(
    (key) => key !== "description" && !same(was?.[key], is?.[key]),
  );
};

type Judged = {
  version: LegalPage;
  now: LegalPage;
  /** How it stands today: standing() */
  state: ReturnType<typeof standing>;
  file: string;
  main: ReadonlyArray<DataEntry>;
  base: ReturnType<typeof mainSide>;
  work: Side;
  files: LegalPage[];
  day: string;
};

/** The version's own wording on main and as the form would save it, and what differs. */
const changedReading = ({ version, now, base, work, files, day }: Judged) => {
  if (!base.readings.has(version.file)) {
    base.readings.set(version.file, readingOn(base.side, version.file));
  }
  const before = base.readings.get(version.file);
  const text = legalTexts(files, day).get(version.slug ?? "");
  const index = text?.versions.findIndex((each) => each.file.file === version.file) ?? -1;
  const previous = index > 0 ? text?.versions[index - 1]?.file.file : undefined;
  const after = workReading(work, now, previous);
  return before && after ? readingChanges(before, after) : [];
};

/** The problem of a changed reading, at the fields of the form's file that cause it. */
const readingProblem = (judged: Judged, [change, ...others]: ReadingChange[]): Problem[] => {
  const { version, now, state, file, main, base, work } = judged;
  const also = others.length > 0 ? ` (und ${others.length} weitere Stellen)` : "";
  const kept = `Was Kunden unter ${addressOf(version)} lesen, bleibt, wie es ist. Geändert wäre ${change ? changeInWords(change, excerpt) : ""}${also}.`;
  if (file === version.file) {
    const [first = "body", ...more] = changedFields(
      textAt(main, version.file) ?? "",
      textAt(work.entries, file) ?? "",
    );
    return [
      problem(
        file,
        [first],
        more.map((key) => [key]),
        `Diese Fassung ${state.main} und ist anwaltlich geprüft. ${kept} Bitte die Änderung hier zurücknehmen. ${NEW_VERSION}`,
      ),
    ];
  }
  const [first, ...more] = changedSources(now, base.side.content, work.content).filter(
    (source) => source.file === file,
  );
  if (!first) return [];
  return [
    problem(
      file,
      first.path,
      more.map((source) => source.path),
      `Dieser Wert gilt auch in der anwaltlich geprüften Fassung, die ${state.relative}. ${kept} Ein neuer Wert gilt erst mit einer neuen Fassung: dort unter „Werte dieser Fassung“ eintragen und hier den bisherigen stehen lassen.`,
    ),
  ];
};

/**
 * The problems of `file`, as the form holds it in `entries` (checked: `content`), with the
 * versions that count on `main`. None while main holds no such version.
 */
export const countingVersionProblems = (
  main: ReadonlyArray<DataEntry> | undefined,
  entries: ReadonlyArray<DataEntry>,
  content: Content,
  file: string,
): Problem[] => {
  if (!main) return [];
  const base = mainSide(main);
  const day = buildDay();
  const files = readableLegal(content);
  return versionsThatCount(readableLegal(base.side.content)).flatMap((version): Problem[] => {
    const now = files.find((each) => each.file === version.file);
    if (!now || (file !== version.file && !VALUE_FILES.includes(file))) return [];
    const state = standing(version, day, files);
    const identity = file === version.file ? identityChanges(version, now) : [];
    if (identity.length > 0) {
      const words = `Diese Fassung ${state.main} und ist anwaltlich geprüft.`;
      return identity.map(({ key, kept }) => problem(file, [key], [], `${words} ${kept}`));
    }
    const judged = {
      version,
      now,
      state,
      file,
      main,
      base,
      work: { entries, content },
      files,
      day,
    };
    const changes = changedReading(judged);
    return changes.length > 0 ? readingProblem(judged, changes) : [];
  });
};
