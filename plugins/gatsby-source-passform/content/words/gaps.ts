/*
 * Gaps such as „[Anzahl]“: a value still to be supplied, written in square brackets. The content
 * check lists every gap in data/ (samples.ts), and a preview build marks each one on the page it
 * writes (src/lib/sample-marks.ts) with the same pattern, so what is listed is what is marked.
 */

/** A word or a few in square brackets, as written for a value still to be filled in. */
export const GAP = /\[[^[\]\n]{1,60}\]/g;

/** The gaps in a text, in order, e.g. ["[Anzahl]", "[Zeitraum]", "[Anzahl]"]. */
export const sampleGaps = (text: string): string[] => [...text.matchAll(GAP)].map((m) => m[0]);

/** The gap a legal text's review holds until a lawyer has reviewed it for this company. */
export const REVIEW_GAP = "[Kanzlei, Datum der anwaltlichen Prüfung]";
