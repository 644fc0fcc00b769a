import {
  addressOf,
  changedSources,
  changeInWords,
  checkContent,
  daysAfter,
  formatProblem,
  identityChanges,
  legalTexts,
  NEW_VERSION,
  readableLegal,
  VERSIONED_TEXTS,
  versionsThatCount,
  changeNoticeWeeks,
} from "../../plugins/gatsby-source-passform/check";
import {
  germanList,
  writtenDate,
  type Content,
  type DataEntry,
  type LegalPage,
} from "../../plugins/gatsby-source-passform";
import { renderContent } from "./content-changes";
import type { Render } from "./page-renderer";
import { ownWording, readingChanges, type ReadingChange } from "../../src/templates/legal-reading";
import { readPage } from "./reading";
import type { RenderedPage } from "./render-pages";

/**
 * Which versions of a legal text may no longer change, and what a change from one Git revision
 * (the base: main, the last production build) to the working tree may do to them. A version is
 * frozen once it is on the base with a lawyer's review of its own: customers may have signed under
 * it or been told of it (an announced version of the AGB goes to every customer in Textform),
 * and its fixed address (/agb/2021-01-01) is what they were given. Refused:
 *
 * - any change of what a visitor reads at a frozen version's address (its text with its values,
 *   its links and their targets, the margins of its printed sheets; reading.ts), whatever caused
 *   it: the version's file, data/site.json or data/terms.json, the template, the renderer, a
 *   package. The base is read with its own code (and packages), the working tree with its own;
 * - deleting or renaming a frozen version, moving its day or address, changing its review;
 * - a version after the first of its text that is new or moved and starts before the day of the
 *   check (it would shorten the version before it after the fact);
 * - a version of the AGB that becomes frozen less than the notice period of the version in force
 *   before its first day (§ 6 Abs. 3: the Mitteilung reaches the customers at least that long
 *   before), unless the lawyer recorded why the law allows less (`shortNotice`);
 * - a version whose frontmatter the build refuses (a review without its day …), in the build's
 *   words: it cannot be judged.
 *
 * What may change: anything that leaves the reading as it was, such as writing a company fact
 * into a frozen version's own values before data/site.json changes for later versions.
 */

type Side = {
  /** The files of data/ */
  entries: DataEntry[] | undefined;
  /** The site's pages from content, rendered by this side's own code */
  render: Render;
};

type FreezeInput = {
  /** How the base is named in messages, after „gegenüber“: "main", "dem letzten Produktions-Build (…)" */
  baseName: string;
  /** The base as Git names it, for a command in a message */
  baseRevision: string;
  base: Side;
  work: Side;
  /** The day of the check, Jahr-Monat-Tag */
  day: string;
  /** What changed outside data/ between the two, for the cause of a changed reading */
  codeChanges: ReadonlyArray<string>;
};

/** Whether `file` is a version `content` holds with a review of its own: frozen from then on. */
const isFrozenIn = (content: Content, file: string): boolean =>
  versionsThatCount(readableLegal(content)).some((version) => version.file === file);

const named = (version: LegalPage): string =>
  `${version.file} (Fassung ab ${writtenDate(version.frontmatter.validFrom ?? "")}, ${addressOf(version)})`;

const FROZEN = "Diese Fassung ist geprüft";

/** The changes as a reviewer checks them: each under its section, old and new. */
const listed = (changes: ReadonlyArray<ReadingChange>): string =>
  changes
    .slice(0, 8)
    .map((change) => `  – ${changeInWords(change)}`)
    .concat(changes.length > 8 ? [`  … und ${changes.length - 8} weitere Stellen`] : [])
    .join("\n");

type Rendered = { content: Content; pages: RenderedPage[] | undefined };

const renderSide = (side: Side, content: Content, only: ReadonlyArray<string>): Rendered => {
  const renderable = renderContent(content, side.entries);
  return { content, pages: renderable && side.render(renderable, only) };
};

const pageAt = (pages: RenderedPage[] | undefined, at: string) =>
  pages?.find((page) => page.path === at);

/**
 * What caused a changed reading, after „Eine Änderung“: „an data/terms.json“ (the files of data/
 * that differ; of them only those the version's words come from, where one of those differs),
 * „am Code (…)“, both, or „außerhalb von data/“.
 */
const causeOf = (
  input: FreezeInput,
  version: LegalPage,
  values: ReadonlyArray<{ file: string }>,
  byData: boolean,
): string => {
  const baseEntries = input.base.entries ?? [];
  const bytes = (entries: ReadonlyArray<DataEntry> | undefined, file: string) =>
    Buffer.from(entries?.find((entry) => entry.path === file)?.bytes ?? []).toString("base64");
  const changed = [...new Set([...baseEntries, ...(input.work.entries ?? [])].map((e) => e.path))]
    .filter((file) => bytes(baseEntries, file) !== bytes(input.work.entries, file))
    .sort((a, b) => Number(b === version.file) - Number(a === version.file));
  // The files a version's words come from, where one of them changed: its own, and those of
  // the values it shows that changed; a price beside them is no cause.
  const sources = changed.filter(
    (file) => file === version.file || values.some((value) => value.file === file),
  );
  const data = sources.length > 0 ? sources : changed;
  const code = input.codeChanges;
  const causes = [
    ...(byData && data.length > 0 ? [`an ${germanList(data)}`] : []),
    ...(code.length > 0 && (!byData || data.length === 0)
      ? [`am Code (${code.slice(0, 6).join(", ")}${code.length > 6 ? " …" : ""})`]
      : []),
  ];
  return causes.join(" und ") || "außerhalb von data/";
};

/** A frozen version whose reading differs, and what to do instead. */
const readingEdit = (
  input: FreezeInput,
  version: LegalPage,
  sides: { base: Rendered; work: Rendered; crossed: Rendered | undefined },
): string[] => {
  const at = addressOf(version);
  const before = pageAt(sides.base.pages, at);
  const after = pageAt(sides.work.pages, at);
  if (!before) return [];
  if (!after) {
    return [
      `${named(version)}: Die Seite dieser Fassung fehlt. ${FROZEN}; ihre Adresse ${at} haben Kunden erhalten, und sie bleibt.`,
    ];
  }
  const changes = readingChanges(ownWording(readPage(before)), ownWording(readPage(after)));
  if (changes.length === 0) return [];
  // The base's code with the working tree's data tells data from code as the cause.
  const crossed = pageAt(sides.crossed?.pages, at);
  const byData =
    !crossed ||
    readingChanges(ownWording(readPage(before)), ownWording(readPage(crossed))).length > 0;
  const values = changedSources(version, sides.base.content, sides.work.content);
  const cause = causeOf(input, version, values, byData);
  return [
    `${named(version)}: Eine Änderung ${cause} ändert, was Kunden unter ${at} lesen. ${FROZEN}; gegenüber ${input.baseName} bleibt sie, wie sie ist:\n${listed(changes)}\nBitte zurücksetzen. ${NEW_VERSION} Soll ein Wert in data/site.json oder data/terms.json für spätere Fassungen anders lauten, behält diese Fassung ihren bisherigen: ihn unter „Werte dieser Fassung“ (facts) in ${version.file} eintragen; das ändert nicht, was sie zeigt, und ist erlaubt. Mehr in CONTENT.md, „Fassungen der AGB und der Datenschutzerklärung“.`,
  ];
};

/** A frozen version gone, moved or with another review: refused outright. */
const fileEdit = (input: FreezeInput, version: LegalPage, now: LegalPage | undefined): string[] => {
  if (!now) {
    return [
      `${named(version)}: Die Datei fehlt (gelöscht oder umbenannt). ${FROZEN}; weder sie noch ihre Adresse ${addressOf(version)} verschwinden. Bitte die Datei wiederherstellen (git checkout ${input.baseRevision} -- ${version.file}); eine Änderung ist eine neue Fassung.`,
    ];
  }
  const shown = (value: string | undefined) => (value ? `„${value}“` : "leer");
  return identityChanges(version, now).map(
    ({ label, kept, was, is }) =>
      `${named(version)}: „${label}“ geändert (bisher ${shown(was)}, jetzt ${shown(is)}); bitte zurücksetzen. ${FROZEN}. ${kept}`,
  );
};

/** A new or moved version: not before the day of the check, the AGB's not within the notice. */
const newVersionEdits = (base: Content, work: Content, day: string) =>
  [...legalTexts(readableLegal(work), day).values()]
    .filter((text) => text.slug in VERSIONED_TEXTS)
    .flatMap((text) =>
      text.versions.flatMap(({ file, validFrom }, index): string[] => {
        const before = readableLegal(base).find((other) => other.file === file.file);
        const moved = !before || before.frontmatter.validFrom !== validFrom;
        const previous = text.versions[index - 1];
        if (!validFrom || !previous) return [];
        if (moved && validFrom < day) {
          return [
            `${file.file}: Eine neue Fassung gilt nicht rückwirkend: „Gilt ab“ (${writtenDate(validFrom)}) liegt vor heute (${writtenDate(day)}); die Fassung davor (${previous.file.file}) stünde sonst nachträglich kürzer. Bitte einen späteren Tag eintragen – bei den AGB frühestens sechs Wochen nach der Mitteilung an die Kunden.`,
          ];
        }
        const becomesFrozen = isFrozenIn(work, file.file) && !isFrozenIn(base, file.file);
        const { site, terms } = work.data;
        if (!becomesFrozen || VERSIONED_TEXTS[text.slug] !== "contract") return [];
        if (file.frontmatter.shortNotice || !site || !terms) return [];
        const weeks = changeNoticeWeeks(site, terms, previous.file.frontmatter.facts);
        const earliest = daysAfter(day, 7 * weeks);
        if (validFrom >= earliest) return [];
        return [
          `${file.file}: Die neue Fassung der AGB gilt ab ${writtenDate(validFrom)}, weniger als ${weeks} Wochen nach heute (${writtenDate(day)}), und kommt heute geprüft zur Veröffentlichung. Die Mitteilung an die Kunden muss mindestens ${weeks} Wochen vor ihrem ersten Tag eingehen (§ 6 Abs. 3 der AGB in der Fassung ab ${writtenDate(previous.validFrom ?? "")}) – bitte „Gilt ab“ auf den ${writtenDate(earliest)} oder später setzen. Erlaubt das Gesetz eine kürzere Frist, trägt die anwaltliche Prüfung die Begründung unter „Kürzere Frist (anwaltlich)“ (shortNotice) ein.`,
        ];
      }),
    );

/** The site rendered by the base's code from the working tree's content, if that code can. */
const crossedSide = (
  input: FreezeInput,
  work: Content,
  only: ReadonlyArray<string>,
): Rendered | undefined => {
  try {
    return renderSide({ ...input.base, entries: input.work.entries }, work, only);
  } catch {
    return undefined;
  }
};

/** German messages, one per way the change from base to working tree breaks the freeze. */
export const freezeProblems = (input: FreezeInput): string[] => {
  const base = checkContent(input.base.entries);
  const work = checkContent(input.work.entries);
  // A version whose frontmatter the build refuses cannot be judged: said as the build says it.
  const unread = work.legal.filter((file) => !file.frontmatter).map((file) => file.file);
  const judged = versionsThatCount(readableLegal(base))
    .filter((version) => !unread.includes(version.file))
    .map((version) => ({
      version,
      edits: fileEdit(
        input,
        version,
        readableLegal(work).find((file) => file.file === version.file),
      ),
    }));
  const intact = judged.filter(({ edits }) => edits.length === 0).map(({ version }) => version);
  const only = intact.map(addressOf);
  const sides =
    intact.length > 0
      ? {
          base: renderSide(input.base, base, only),
          work: renderSide(input.work, work, only),
          crossed: crossedSide(input, work, only),
        }
      : undefined;
  return [
    ...work.problems.filter((problem) => unread.includes(problem.file)).map(formatProblem),
    ...judged.flatMap(({ edits }) => edits),
    ...(sides ? intact.flatMap((version) => readingEdit(input, version, sides)) : []),
    ...newVersionEdits(base, work, input.day),
  ];
};

/** Whether `content` holds a version that is frozen: only then is any page read. */
export const hasFrozenVersions = (entries: DataEntry[] | undefined): boolean =>
  versionsThatCount(readableLegal(checkContent(entries))).length > 0;
