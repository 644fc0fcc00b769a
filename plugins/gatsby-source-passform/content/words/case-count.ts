/**
 * How many cases reach a claim's maximum, read from its basis, the footnote. „bis zu 60 %“ needs
 * more than a share: of four shops one is a quarter, and still a single case (claim-promise.ts).
 * So the basis says how many cases reach the maximum, in the words visitors read: „In 3 dieser
 * Shops (25 %) sank …“. The reader takes the first phrase of that form: „In“ or „Bei“, the
 * count, then „dieser“, „der“ or „von“ („In 3 der 12 Shops“, „Bei 3 von 12 Messungen“). The
 * count is written in digits („In 1.200 dieser Messungen“) or, as German writes small numbers
 * without a unit (CONTENT.md, „Einheitliche Begriffe“), as a word up to zwölf („In drei dieser
 * Shops“, „In einem dieser Shops“). While it is unproven it is a gap („In [Anzahl] dieser
 * Shops“): a sample, which every build lists and the production build refuses.
 */

/** The number words up to zwölf, in each form they take before „dieser“, „der“ or „von“. */
const NUMBER_WORDS: Readonly<Record<string, number>> = {
  ein: 1,
  eine: 1,
  einem: 1,
  einer: 1,
  eins: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  fünf: 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
  neun: 9,
  zehn: 10,
  elf: 11,
  zwölf: 12,
};

/** Digits, with dots or (narrow) no-break spaces between thousands: „3“, „1.200“. */
const DIGITS = String.raw`\d{1,3}(?:[.\u00a0\u202f]\d{3})+|\d+`;
const WORDS = Object.keys(NUMBER_WORDS).join("|");
/** A gap as samples are written (words/gaps.ts): „[Anzahl]“. */
const GAP = String.raw`\[[^[\]\n]{1,60}\]`;

const COUNT_PHRASE = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:in|bei)\s+(${DIGITS}|${WORDS}|${GAP})\s+(?:dieser|der|von)(?![\p{L}\p{N}])`,
  "iu",
);

/** What the basis says about the cases that reach the maximum. */
type CaseCount =
  /** A count, e.g. 3 for „In drei dieser Shops“; `phrase` is the words it was read from */
  | { value: number; phrase: string }
  /** A gap still to be filled, e.g. „In [Anzahl] dieser Shops“ */
  | { value: "gap"; phrase: string };

/** The count of the first phrase like „In 3 dieser Shops“, or undefined if there is none. */
export const casesReachingMaximum = (basis: string): CaseCount | undefined => {
  const match = COUNT_PHRASE.exec(basis);
  if (!match) return undefined;
  const phrase = match[0];
  const count = match[1] as string;
  if (count.startsWith("[")) return { value: "gap", phrase };
  const word = NUMBER_WORDS[count.toLowerCase()];
  return { value: word ?? Number(count.replace(/[.\u00a0\u202f]/g, "")), phrase };
};
