import { legalTexts, type LegalText, type LegalVersion } from "../derive/legal-versions";
import { changeNoticeWeeks } from "../derive/legal-facts";
import type { LegalFile } from "../read/legal-file";
import type { ContentData } from "../model/data-files";
import { VERSIONED_TEXTS } from "../model/legal";
import { frontmatterProblem } from "../model/problems";
import type { Problem } from "../model/check-result";
import { REVIEW_GAP, sampleGaps } from "../words/gaps";
import { daysAfter, reviewDate, writtenDate } from "../words/calendar-date";

/**
 * The versions of each legal text as a sequence (derive/legal-versions.ts): only the AGB and the
 * Datenschutzerklärung have versions; every file sharing an address has its own „Gilt ab“ day,
 * one version is in force on the day the site is built for, every later version says what it
 * changes and is reviewed for itself (a review or a summary copied from the version before is
 * not one), a version's Stand is not older than the one before it, and a lawyer's review that is
 * filled in lies before the day the version applies: for the AGB, before the customers are told,
 * as many weeks ahead as the version in force names. What may change once a version is on main
 * is tools/changes/frozen-versions.ts, which knows the version before the change.
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
 * its own address. Without any day among them, the first file keeps the page. A file whose
 * frontmatter could not be read (a conflict, a YAML mistake) has its problem reported at its
 * place, not again as a missing day.
 */
const withoutDay = ({ slug, versions }: LegalText<LegalFile>): Problem[] => {
  if (versions.length < 2) return [];
  const undated = versions.filter((version) => !version.validFrom && version.file.frontmatter);
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

/** A filled-in value of `key` that a version before it has too: copied with the file. */
const copiedFrom = (
  text: LegalText<LegalFile>,
  version: LegalVersion<LegalFile>,
  key: "review" | "changes",
): LegalVersion<LegalFile> | undefined => {
  const value = version.file.frontmatter?.[key];
  if (!value || sampleGaps(value).length > 0) return undefined;
  const earlier = text.versions.slice(0, text.versions.indexOf(version));
  return earlier.find((other) => other.file.frontmatter?.[key] === value);
};

/**
 * A review or a summary that is another version's: „Neue Fassung anlegen“ or a copied file
 * carried it over. A lawyer reviews each version for itself, so such a version is no reviewed
 * one (the freeze does not count it, tools/changes/frozen-versions.ts), and the build stops.
 */
const copied = (text: LegalText<LegalFile>, version: LegalVersion<LegalFile>): Problem[] => {
  const review = copiedFrom(text, version, "review");
  const changes = version === text.versions[0] ? undefined : copiedFrom(text, version, "changes");
  const since = (other: LegalVersion<LegalFile>) =>
    other.validFrom ? ` ab ${writtenDate(other.validFrom)}` : "";
  return [
    ...(review
      ? [
          at(
            version.file,
            "review",
            `die anwaltliche Prüfung ist wörtlich die der Fassung${since(review)} (${review.file.file}); jede Fassung wird selbst geprüft. Bitte die Prüfung dieser Fassung eintragen (wer, wann, z. B. „Kanzlei Beispiel, 2027-01-12“) oder bis dahin die Lücke „${REVIEW_GAP}“`,
            `„Anwaltliche Prüfung“ ist noch die der Fassung${since(review)}. Eine neue Fassung wird selbst geprüft: bitte die Prüfung dieser Fassung eintragen oder die Lücke „${REVIEW_GAP}“ stehen lassen.`,
          ),
        ]
      : []),
    ...(changes
      ? [
          at(
            version.file,
            "changes",
            `„changes“ ist wörtlich die Zusammenfassung der Fassung${since(changes)} (${changes.file.file}); bitte beschreiben, was diese Fassung gegenüber der vorigen ändert`,
            `„Was sich ändert“ beschreibt noch die Fassung${since(changes)}. Bitte eintragen, was diese Fassung gegenüber der vorigen ändert.`,
          ),
        ]
      : []),
  ];
};

type Facts = Pick<ContentData, "site" | "terms">;

/**
 * A new version of the AGB is reviewed before the customers are told of it, and they are told
 * as many weeks ahead as the version in force names ({{terms.changeNoticeWeeks}}, § 6 Abs. 3):
 * so its review lies at least that long before its first day, unless the lawyer recorded why the
 * law allows less („Kürzere Frist“). The Datenschutzerklärung applies from its day.
 */
const announcedTooLate = (
  text: LegalText<LegalFile>,
  version: LegalVersion<LegalFile>,
  previous: LegalVersion<LegalFile>,
  facts: Facts | undefined,
): Problem[] => {
  const { file, validFrom } = version;
  const reviewed = reviewDate(file.frontmatter?.review ?? "");
  if (VERSIONED_TEXTS[text.slug] !== "contract" || !facts || !validFrom || !reviewed) return [];
  if (file.frontmatter?.shortNotice) return [];
  const weeks = changeNoticeWeeks(facts.site, facts.terms, previous.file.frontmatter?.facts);
  const latest = daysAfter(validFrom, -7 * weeks);
  if (reviewed <= latest) return [];
  return [
    at(
      file,
      "validFrom",
      `die Fassung gilt ab ${validFrom}, weniger als ${weeks} Wochen nach ihrer anwaltlichen Prüfung (${reviewed}); die Kunden erhalten sie mindestens ${weeks} Wochen vor ihrem ersten Tag in Textform (§ 6 Abs. 3 der AGB in der Fassung ab ${previous.validFrom ?? "?"}). Bitte „validFrom“ auf ${daysAfter(reviewed, 7 * weeks)} oder später setzen – erlaubt das Gesetz eine kürzere Frist, trägt die anwaltliche Prüfung die Begründung unter „shortNotice“ ein`,
      `Diese Fassung der AGB gilt ab ${writtenDate(validFrom)}, weniger als ${weeks} Wochen nach ihrer Prüfung: Die Mitteilung an die Kunden muss mindestens ${weeks} Wochen vor diesem Tag eingehen (§ 6 Abs. 3 der AGB). Bitte „Gilt ab“ auf den ${writtenDate(daysAfter(reviewed, 7 * weeks))} oder später setzen. Erlaubt das Gesetz eine kürzere Frist, trägt die anwaltliche Prüfung die Begründung unter „Kürzere Frist (anwaltlich)“ ein.`,
    ),
  ];
};

/** „Kürzere Frist“ belongs to a new version of the AGB only. */
const misplacedShortNotice = (
  text: LegalText<LegalFile>,
  version: LegalVersion<LegalFile>,
): Problem[] =>
  version.file.frontmatter?.shortNotice &&
  (VERSIONED_TEXTS[text.slug] !== "contract" || version === text.versions[0])
    ? [
        at(
          version.file,
          "shortNotice",
          "„shortNotice“ gilt nur für eine neue Fassung der AGB, die früher als die Frist des § 6 Abs. 3 gelten soll; hier bitte leer lassen",
          "„Kürzere Frist (anwaltlich)“ gilt nur für eine neue Fassung der AGB – bitte leer lassen.",
        ),
      ]
    : [];

/**
 * A second announced version: customers were told of the first, and the second would change a
 * text that does not apply yet, with a Mitteilung against it and a period to object that runs
 * into the first's. One change comes at a time: the second waits until the first applies, or its
 * changes go into the first while that one has not been sent.
 */
const secondAnnounced = ({ versions }: LegalText<LegalFile>): Problem[] => {
  const announced = versions.filter((version) => version.state === "announced");
  const [first, ...later] = announced;
  if (!first?.validFrom) return [];
  const since = writtenDate(first.validFrom);
  return later.map(({ file, validFrom }) =>
    at(
      file,
      "validFrom",
      `schon die Fassung ab ${since} (${first.file.file}) ist angekündigt und gilt noch nicht; eine zweite angekündigte Fassung (ab ${writtenDate(validFrom ?? "")}) änderte einen Text, der noch nicht gilt. Bitte diese Fassung erst anlegen, wenn die vorige gilt, oder ihre Änderungen in die vorige aufnehmen, solange diese den Kunden nicht mitgeteilt ist`,
      `Schon die Fassung ab ${since} ist angekündigt und gilt noch nicht. Eine zweite angekündigte Fassung änderte einen Text, den die Kunden noch nicht haben – bitte diese Fassung erst anlegen, wenn die vorige gilt, oder die Änderungen in die vorige aufnehmen, solange sie den Kunden nicht mitgeteilt ist.`,
    ),
  );
};

/** The checks of a text whose files all have their day (or that is a single file). */
const inSequence = (
  text: LegalText<LegalFile>,
  day: string,
  facts: Facts | undefined,
): Problem[] => [
  ...sameDay(text),
  ...noneInForce(text, day),
  ...secondAnnounced(text),
  ...text.versions.flatMap((version, index) => {
    const previous = text.versions[index - 1];
    return [
      ...(previous
        ? [
            ...againstPrevious(version, previous),
            ...announcedTooLate(text, version, previous, facts),
          ]
        : []),
      ...reviewedLate(version),
      ...copied(text, version),
      ...misplacedShortNotice(text, version),
    ];
  }),
];

const VERSION_FIELDS = ["validFrom", "changes", "shortNotice", "facts"] as const;

/**
 * A text without versions (the Impressum says who runs the site today, § 5 DDG): no „Gilt ab“,
 * no summary or values of a version, and one file. A second file would keep an old operator
 * online at an address of its own.
 */
const notVersioned = (text: LegalText<LegalFile>): Problem[] => {
  const title = text.versions[0]?.file.frontmatter?.title ?? text.slug;
  return text.versions.flatMap((version, index) => {
    if (index > 0) {
      return [
        at(
          version.file,
          "slug",
          `„${title}“ (${text.slug}) hat keine Fassungen, und ${text.versions[0]?.file.file} hat diese Adresse schon: bitte diese Kopie löschen und ${text.versions[0]?.file.file} selbst ändern (Fassungen haben nur ${Object.keys(VERSIONED_TEXTS).join(" und ")})`,
          `„${title}“ hat keine Fassungen: bitte die Kopie löschen und „${title}“ selbst ändern.`,
        ),
      ];
    }
    return VERSION_FIELDS.filter((key) => version.file.frontmatter?.[key] !== undefined).map(
      (key) =>
        at(
          version.file,
          key,
          `„${title}“ (${text.slug}) hat keine Fassungen; „${key}“ bitte entfernen und den Text selbst ändern (Fassungen haben nur ${Object.keys(VERSIONED_TEXTS).join(" und ")})`,
          `„${title}“ hat keine Fassungen: bitte dieses Feld leer lassen und den Text selbst ändern.`,
        ),
    );
  });
};

/**
 * Every legal text's versions on `day`, the day the site is built for; `facts` (data/site.json
 * and data/terms.json, when both could be read) give the AGB's period of notice.
 */
export const checkLegalVersions = (
  legal: ReadonlyArray<LegalFile>,
  day: string,
  facts?: Facts,
): Problem[] =>
  [...legalTexts(legal, day).values()].flatMap((text) => {
    if (!(text.slug in VERSIONED_TEXTS)) return notVersioned(text);
    const undated = withoutDay(text);
    return undated.length > 0 ? undated : inSequence(text, day, facts);
  });
