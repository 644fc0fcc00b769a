import { legalTexts, type LegalText, type LegalVersion } from "../derive/legal-versions";
import type { LegalFile } from "../read/legal-file";
import { frontmatterProblem, type Problem } from "../model/problems";
import { reviewDate, writtenDate } from "../words/calendar-date";

/**
 * The versions of each legal text as a sequence (derive/legal-versions.ts): every file sharing
 * an address has its own „Gilt ab“ day, one version is in force on the day the site is built
 * for, every later version says what it changes, a version's Stand is not older than the one
 * before it, and a lawyer's review that is filled in lies before the day the version applies.
 */

// A field left out is reported at the slug's line, the address it shares.
const at = (file: LegalFile, key: string, message: string, formMessage: string): Problem =>
  frontmatterProblem(
    file.file,
    key,
    file.keyLines?.[key] ?? file.keyLines?.slug,
    message,
    formMessage,
  );

/**
 * Files sharing an address without a day each: a new version is missing its day, or a new page
 * its own address. Without any day among them, the first file keeps the page.
 */
const withoutDay = ({ slug, versions }: LegalText<LegalFile>): Problem[] => {
  if (versions.length < 2) return [];
  const undated = versions.filter((version) => !version.validFrom);
  const reported = undated.length === versions.length ? undated.slice(1) : undated;
  const files = versions
    .map((version) => version.file.file)
    .sort()
    .join(", ");
  return reported.map(({ file }) =>
    at(
      file,
      "validFrom",
      `${versions.length} Dateien haben die Adresse „${slug}“ (${files}): ist es eine eigene Seite, braucht sie einen eigenen slug; ist es eine neue Fassung desselben Textes, braucht jede Datei ihren ersten Tag in „validFrom“, z. B. validFrom: "2027-03-01"`,
      `Mehrere Rechtstexte haben die Adresse „${slug}“. Ist dies eine neue Fassung, braucht jede „Gilt ab“ – bitte den Tag eintragen, ab dem sie gilt; sonst bitte eine eigene Adresse wählen.`,
    ),
  );
};

const sameDay = ({ versions }: LegalText<LegalFile>): Problem[] =>
  versions.flatMap((version, index) => {
    const earlier = versions
      .slice(0, index)
      .find((other) => other.validFrom && other.validFrom === version.validFrom);
    if (!earlier || !version.validFrom) return [];
    const day = writtenDate(version.validFrom);
    return [
      at(
        version.file,
        "validFrom",
        `${earlier.file.file} gilt schon ab ${version.validFrom}; jede Fassung braucht einen eigenen ersten Tag`,
        `Eine andere Fassung gilt schon ab ${day} – bitte einen anderen Tag wählen.`,
      ),
    ];
  });

const noneInForce = (text: LegalText<LegalFile>, day: string): Problem[] => {
  const first = text.versions[0];
  if (text.inForce || !first?.validFrom) return [];
  return [
    at(
      first.file,
      "validFrom",
      `keine Fassung von „${text.slug}“ gilt am ${day}, dem Tag dieses Builds: die erste gilt ab ${first.validFrom}. Die Seite „${text.slug}“ braucht eine Fassung, die schon gilt`,
      `Am ${writtenDate(day)} gilt noch keine Fassung dieses Textes; die früheste gilt ab ${writtenDate(first.validFrom)}. Bitte „Gilt ab“ auf einen Tag setzen, der schon begonnen hat.`,
    ),
  ];
};

/** What a version after the first must carry, and how it must relate to the one before. */
const againstPrevious = (
  version: LegalVersion<LegalFile>,
  previous: LegalVersion<LegalFile>,
): Problem[] => {
  const { file } = version;
  const stand = file.frontmatter?.lastUpdated;
  const before = previous.file.frontmatter?.lastUpdated;
  return [
    ...(file.frontmatter?.changes
      ? []
      : [
          at(
            file,
            "changes",
            `fehlt: eine Fassung nach der ersten sagt in „changes“ kurz, was sie gegenüber der Fassung ab ${previous.validFrom ?? "?"} ändert; die Seite zeigt es über dem Vergleich`,
            "Bitte unter „Was sich ändert“ kurz beschreiben, was diese Fassung gegenüber der vorigen ändert.",
          ),
        ]),
    ...(stand && before && stand < before
      ? [
          at(
            file,
            "lastUpdated",
            `der Stand ${stand} liegt vor dem Stand der vorigen Fassung (${before}, ${previous.file.file}); eine neue Fassung ist jünger als die vorige`,
            `Der Stand liegt vor dem der vorigen Fassung (${writtenDate(before)}) – bitte den Tag der neuen Fassung eintragen.`,
          ),
        ]
      : []),
  ];
};

/** A review that is filled in lies on or before the version's first day. */
const reviewedLate = ({ file, validFrom }: LegalVersion<LegalFile>): Problem[] => {
  const reviewed = reviewDate(file.frontmatter?.review ?? "");
  if (!validFrom || !reviewed || reviewed <= validFrom) return [];
  return [
    at(
      file,
      "review",
      `die anwaltliche Prüfung (${reviewed}) liegt nach dem ersten Tag der Fassung (validFrom ${validFrom}); eine Fassung wird geprüft, bevor sie gilt. Gilt die geprüfte Fassung später, bitte validFrom auf einen Tag ab ${reviewed} setzen`,
      `Die anwaltliche Prüfung (${writtenDate(reviewed)}) liegt nach dem Tag, ab dem die Fassung gilt (${writtenDate(validFrom)}). Eine Fassung wird vor ihrem ersten Tag geprüft – bitte „Gilt ab“ auf einen späteren Tag setzen.`,
    ),
  ];
};

/** The checks of a text whose files all have their day (or that is a single file). */
const inSequence = (text: LegalText<LegalFile>, day: string): Problem[] => [
  ...sameDay(text),
  ...noneInForce(text, day),
  ...text.versions.flatMap((version, index) => {
    const previous = text.versions[index - 1];
    return [...(previous ? againstPrevious(version, previous) : []), ...reviewedLate(version)];
  }),
];

/** Every legal text's versions on `day`, the day the site is built for. */
export const checkLegalVersions = (legal: ReadonlyArray<LegalFile>, day: string): Problem[] =>
  [...legalTexts(legal, day).values()].flatMap((text) => {
    const undated = withoutDay(text);
    return undated.length > 0 ? undated : inSequence(text, day);
  });
