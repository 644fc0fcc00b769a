/**
 * What the headline of a claim promises, read from its words, and the share of cases that has
 * to bear it out (CONTENT.md, „Absolute Aussagen brauchen ihren Anteil“). A footnote may
 * explain a headline but not take it back: „Scan in unter 50 Sekunden“ over a basis in which
 * a third of the scans take longer misleads (§ 5 UWG). „höchstens“ and „maximal“ name a hard
 * bound, which no case may exceed. „bis zu 60 %“ is a maximum that more than isolated cases
 * reach: a share of the cases and a count, since with few shops one shop is already a quarter;
 * the basis states the count („In 3 dieser Shops“, case-count.ts).
 */
import { casesReachingMaximum } from "./case-count";

/** The kinds of absolute statement, and the share of cases each needs at least. */
export const shareRules = {
  /** „in unter 50 Sekunden“: a limit all but a few cases stay below */
  limit: { least: 90, exceeds: false, counts: "unter dem genannten Wert liegen" },
  /** „meist in unter 50 Sekunden“: most cases stay below */
  mostly: { least: 50, exceeds: true, counts: "unter dem genannten Wert liegen" },
  /** „in höchstens 2 Minuten“: a hard bound that every case keeps */
  bound: { least: 100, exceeds: false, counts: "den genannten Wert einhalten" },
  /** „bis zu 60 %“: a maximum that a fair part of the cases reaches, and at least `cases` of them */
  maximum: { least: 25, exceeds: false, counts: "den Höchstwert erreichen", cases: 3 },
} as const;

type PromiseKind = keyof typeof shareRules;

type ClaimPromise = {
  /** The headline as visitors read it, e.g. „Scan in unter 50 Sekunden“ */
  headline: string;
  kind: PromiseKind;
};

type ClaimWords = { lead?: string | undefined; figure: string; label?: string | undefined };

/** A statistic named as such („durchschnittlich“, „im Median“) promises nothing for every case. */
const STATISTIC =
  /(^|\s)(durchschnittlich|im Durchschnitt|im Mittel|im Median|mittlere[nrs]?)(\s|$)/i;
const MAXIMUM = /(^|\s)bis zu(\s|$)/i;
const LIMIT = /(^|\s)(unter|weniger als)(\s|$)/i;
const BOUND = /(^|\s)(höchstens|maximal)(\s|$)/i;
const MOSTLY = /(^|\s)meist(\s|$)/i;

/** What the claim's headline promises, if it is an absolute statement. */
export const claimPromise = ({ lead, figure, label }: ClaimWords): ClaimPromise | undefined => {
  const headline = [lead, figure, label].filter(Boolean).join(" ").replace(/\s+/g, " ");
  if (STATISTIC.test(headline)) return undefined;
  if (MAXIMUM.test(headline)) return { headline, kind: "maximum" };
  const mostly = MOSTLY.test(headline);
  if (BOUND.test(headline)) return { headline, kind: mostly ? "mostly" : "bound" };
  if (LIMIT.test(headline)) return { headline, kind: mostly ? "mostly" : "limit" };
  return undefined;
};

/** A share as editors write it: „93 %“, „92,5 %“. */
const SHARE_PATTERN = /^(\d{1,3}(?:,\d{1,2})?)[ \u00a0]?%$/;

/** „92,5 %“ → 92.5; undefined if it is no share in percent. */
export const parseShare = (share: string): number | undefined => {
  const match = SHARE_PATTERN.exec(share.trim());
  if (!match) return undefined;
  const value = Number((match[1] as string).replace(",", "."));
  return value <= 100 ? value : undefined;
};

/** A percentage as editors read it, with a no-break space: „25\u00a0%“. */
export const percent = (value: number): string => `${value}\u00a0%`;

const needed = (kind: PromiseKind): string => {
  const { least, exceeds } = shareRules[kind];
  if (least === 100) return `alle, ${percent(least)}`;
  return exceeds ? `mehr als ${percent(least)}` : `mindestens ${percent(least)}`;
};

/** Why a claim with an absolute headline needs its share, while it has none. */
export const missingShareMessage = ({ headline, kind }: ClaimPromise): string =>
  `fehlt: „${headline}“ ist eine absolute Aussage; „Anteil der Fälle“ (share) nennt in Prozent, wie viele Fälle ${shareRules[kind].counts} (${needed(kind)}), und solange das nicht belegt ist „[Anteil] %“`;

const AVERAGE = "den Durchschnitt als Kennzahl nehmen („durchschnittlich … %“)";

/** Why the share does not carry the headline, or undefined if it does. */
export const shareProblem = (
  { headline, kind }: ClaimPromise,
  share: string,
): string | undefined => {
  const value = parseShare(share);
  if (value === undefined) return undefined;
  const { least, exceeds } = shareRules[kind];
  if (exceeds ? value > least : value >= least) return undefined;
  const found = share.trim();
  switch (kind) {
    case "limit":
      return `„${headline}“ gilt ohne Einschränkung erst, wenn ${needed(kind)} der Fälle darunter liegen; bei ${found} „meist in unter …“ schreiben (${needed("mostly")}) oder den Median als Kennzahl nennen`;
    case "mostly":
      return `„meist“ heißt: in ${needed(kind)} der Fälle; bei ${found} den Median als Kennzahl nennen oder einen anderen Wert wählen`;
    case "bound":
      return `„${headline}“ nennt eine feste Obergrenze, die jeder Fall einhält (${percent(least)}); bei ${found} „in unter …“ schreiben (${needed("limit")}), „meist in unter …“ (${needed("mostly")}) oder den Median als Kennzahl nennen`;
    case "maximum":
      return `„bis zu“ verlangt, dass ein nicht unerheblicher Teil der Fälle den Höchstwert erreicht, nicht nur Einzelfälle (${needed(kind)}); bei ${found} ${AVERAGE}`;
  }
};

/**
 * Why the basis of a „bis zu …“ claim does not bear it out by its count of cases: it does not
 * say how many cases reach the maximum, or too few do. Undefined for other claims, for enough
 * cases, and for a count still to be filled in („In [Anzahl] dieser Shops“), which is a sample.
 */
export const caseCountProblem = (
  { headline, kind }: ClaimPromise,
  basis: string,
): string | undefined => {
  if (kind !== "maximum") return undefined;
  const { cases } = shareRules.maximum;
  const count = casesReachingMaximum(basis);
  if (count === undefined) {
    return `nennt nicht, wie viele Fälle den Höchstwert erreichen; „${headline}“ verlangt mindestens ${cases} solche Fälle, genannt in der Form „In ${cases} dieser Shops (${percent(shareRules.maximum.least)}) …“ (die Zahl in Ziffern oder bis zwölf als Wort; solange sie nicht belegt ist „In [Anzahl] dieser Shops“)`;
  }
  if (count.value === "gap" || count.value >= cases) return undefined;
  return `„${headline}“ verlangt mindestens ${cases} Fälle, die den Höchstwert erreichen, nicht nur Einzelfälle; die Grundlage nennt ${count.value} („${count.phrase}“). Bei so wenigen Fällen ${AVERAGE}`;
};

/** Whether the basis, the footnote, states the share, so that visitors read it too. */
export const basisStatesShare = (basis: string, share: string): boolean => {
  const match = SHARE_PATTERN.exec(share.trim());
  if (!match) return true;
  return new RegExp(`(^|[^\\d,])${match[1] as string}[ \\u00a0]?%`).test(basis);
};
