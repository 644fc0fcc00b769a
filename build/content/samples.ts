import { formatProblem, type Problem } from "./problems";

/**
 * Sample values that are still in data/: the company facts site.json lists under
 * "placeholders" (Musterstraße 1, HRB 000000 B …) and gaps marked in square brackets in a
 * text, e.g. „aus [Anzahl] Partnershops“. They are not mistakes – the site builds and the
 * preview shows them – but each one must be replaced before the site goes live, so every
 * build lists them, with file and line, after the content check.
 */

/** A word or a few in square brackets, as written for a value still to be filled in. */
const markerPattern = /\[[^[\]\n]{1,60}\]/g;

/** The sample markers in a text, e.g. ["[Anzahl]", "[Zeitraum]"]. */
export const sampleMarkers = (text: string): string[] => [
  ...new Set([...text.matchAll(markerPattern)].map((match) => match[0])),
];

export const sampleMessage = (markers: ReadonlyArray<string>): string =>
  `enthält ${markers.length === 1 ? "eine Lücke" : `${markers.length} Lücken`} für echte Angaben: ${markers.join(", ")}`;

/** A notice, one line each, under a title saying how many there are. */
export const formatSamples = (samples: ReadonlyArray<Problem>): string =>
  [
    `${samples.length === 1 ? "Eine Stelle" : `${samples.length} Stellen`} mit Musterangaben, vor dem Livegang zu ersetzen (CONTENT.md, „Musterangaben“):`,
    ...samples.map((sample) => `  ⚠ ${formatProblem(sample)}`),
  ].join("\n");
