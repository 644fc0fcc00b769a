import { reviewDate } from "../words/calendar-date";
import type { Problem } from "./check-result";
import { formatProblem } from "./problems";
import { sampleGaps } from "../words/gaps";

/**
 * Sample values that are still in data/: what only the company can supply. There are two
 * kinds, and one rule for both:
 * - company facts that site.json lists under "placeholders" (Musterstraße 1, HRB 000000 B …);
 * - gaps in square brackets in any text of data/, e.g. „aus [Anzahl] Partnershops“. A statement
 *   that needs the company's evidence or decision carries its proof in a field whose sample
 *   value is such a gap: the claim bases, the basis of „Am beliebtesten“ (landing.json ›
 *   pricing › popularBasis), the lawyer's review of each legal text (frontmatter „review“).
 * A reviewed legal text whose Stand is older than the review is one too: the lawyer has
 * signed, but the page would still show the old Stand and, with it, the old text.
 * Previews build with them and mark each one on the page (src/lib/sample-marks.ts); the
 * production build refuses to publish while any is left (release-gate.ts).
 */

/** Who has to act on a sample, in the order the list names them. */
const sampleGroups = [
  "Firmenangaben",
  "Kennzahlen",
  "Tarife und Preise",
  "Rechtstexte",
  "Texte der Startseite",
] as const;

type SampleGroup = (typeof sampleGroups)[number];

/** A sample: where it is, what to supply (message), and who supplies it. */
export type Sample = Problem & { group: SampleGroup };

/** The group of a place in data/: by file, and for landing.json by its section. */
export const groupOf = (file: string, entry: string): SampleGroup => {
  if (file === "data/site.json") return "Firmenangaben";
  if (file === "data/claims.json") return "Kennzahlen";
  if (file === "data/pricing.json" || file === "data/terms.json") return "Tarife und Preise";
  if (file.startsWith("data/legal/")) return "Rechtstexte";
  if (file === "data/landing.json" && entry === "Abschnitt „pricing“") return "Tarife und Preise";
  return "Texte der Startseite";
};

/** The sample markers in a text, e.g. ["[Anzahl]", "[Zeitraum]"]. */
export const sampleMarkers = (text: string): string[] => [...new Set(sampleGaps(text))];

export const sampleMessage = (markers: ReadonlyArray<string>): string =>
  `enthält ${markers.length === 1 ? "eine Lücke" : `${markers.length} Lücken`} für echte Angaben: ${markers.join(", ")}`;

/** The same in the editors' forms: what to do before launch. */
export const sampleFormMessage = (markers: ReadonlyArray<string>): string =>
  `${markers.length === 1 ? "Lücke" : "Lücken"} für echte Angaben: ${markers.join(", ")} – vor dem Livegang durch die echten Angaben ersetzen.`;

/**
 * A company fact marked as a sample in the forms' words: the value the form shows, and what to
 * do, naming the field as the sample list offers it (`choice`) and that list by its label
 * (`listLabel`, „Musterangaben“).
 */
export const placeholderFormMessage = (shown: string, choice: string, listLabel: string): string =>
  `Musterangabe${shown ? ` („${shown}“)` : ""} – vor dem Livegang den echten Wert eintragen und „${choice}“ aus „${listLabel}“ entfernen.`;

/**
 * Why a legal text whose review is filled in still cannot be published: its Stand
 * (`lastUpdated`) lies before the date of the review, so the page would show „Stand: Januar
 * 2021“ above a text the lawyer has brought up to date – or the update was never made. The
 * Stand of a reviewed text is the day of the reviewed version, at the earliest the review's.
 */
export const staleStandMessage = ({
  lastUpdated,
  review,
}: {
  lastUpdated: string;
  review: string;
}): { message: string; formMessage: string } | undefined => {
  if (sampleMarkers(review).length > 0) return undefined;
  const reviewed = reviewDate(review);
  if (!reviewed || lastUpdated >= reviewed) return undefined;
  return {
    message: `Stand älter als die anwaltliche Prüfung: „lastUpdated“ (${lastUpdated}) liegt vor dem Datum in „review“ (${reviewed}); die Seite zeigte den alten Stand. „lastUpdated“ auf das Datum der geprüften Fassung setzen, frühestens ${reviewed}`,
    formMessage: `Der Stand liegt vor dem Datum der anwaltlichen Prüfung (${germanDate(reviewed)}); die Seite zeigte den alten Stand. Bitte den Stand auf den Tag der geprüften Fassung setzen, frühestens ${germanDate(reviewed)}.`,
  };
};

/** 2026-11-20 → 20.11.2026, as the form's date field shows it. */
const germanDate = (date: string): string => date.split("-").reverse().join(".");

const places = (count: number): string => (count === 1 ? "eine Stelle" : `${count} Stellen`);

/** A warning for preview builds: every sample, one line each, under a title saying how many. */
export const formatSamples = (samples: ReadonlyArray<Problem>): string =>
  [
    `${samples.length === 1 ? "Eine Stelle" : `${samples.length} Stellen`} mit Musterangaben, vor dem Livegang zu ersetzen (CONTENT.md, „Vor dem Livegang“); ein Vorschau-Build markiert sie auf den Seiten:`,
    ...samples.map((sample) => `  ⚠ ${formatProblem(sample)}`),
  ].join("\n");

/**
 * Why a production build stops: every sample, grouped by who has to supply it, with the
 * count of each group and of all, so the message can be forwarded as it is.
 */
export const formatReleaseBlockers = (samples: ReadonlyArray<Sample>): string =>
  [
    `Veröffentlichung abgelehnt: ${places(samples.length)} in data/ ${samples.length === 1 ? "enthält" : "enthalten"} noch Musterangaben oder Lücken, die nur das Unternehmen füllen kann. Eine Produktionsseite mit Musterangaben wäre ein unvollständiges Impressum (§ 5 DDG) und Werbung mit unbelegten Zahlen (§ 5 UWG); es wurde nichts gebaut.`,
    ...sampleGroups.flatMap((group) => {
      const inGroup = samples.filter((sample) => sample.group === group);
      if (inGroup.length === 0) return [];
      return [
        "",
        `${group} (${places(inGroup.length)}):`,
        ...inGroup.map((sample) => `  ✖ ${formatProblem(sample)}`),
      ];
    }),
    "",
    `Bitte die ${places(samples.length)} füllen (CONTENT.md, „Vor dem Livegang“) und erneut bauen. Vorschau-Builds (Deploy Previews, Branch Deploys, die lokale Vorschau mit npm start, npm run build) bauen weiter und markieren jede Stelle auf der Seite.`,
  ].join("\n");
