/**
 * What the headline of a claim promises, read from its words, and the share of cases that has
 * to bear it out (CONTENT.md, „Absolute Aussagen brauchen ihren Anteil“). A footnote may
 * explain a headline but not take it back: „Scan in unter 50 Sekunden“ over a basis in which
 * a third of the scans take longer misleads (§ 5 UWG), and „bis zu 60 %“ is only allowed when
 * a not insignificant part of the cases reaches the 60 %, not a single shop.
 */

/** The kinds of absolute statement, and the share of cases each needs at least. */
export const shareRules = {
  /** „in unter 50 Sekunden“: a limit every case stays below */
  limit: { least: 90, exceeds: false, counts: "die unter dem genannten Wert liegen" },
  /** „meist in unter 50 Sekunden“: most cases stay below */
  mostly: { least: 50, exceeds: true, counts: "die unter dem genannten Wert liegen" },
  /** „bis zu 60 %“: a maximum that a fair part of the cases reaches */
  maximum: { least: 25, exceeds: false, counts: "die den Höchstwert erreichen" },
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
const LIMIT = /(^|\s)(unter|weniger als|höchstens|maximal)(\s|$)/i;
const MOSTLY = /(^|\s)meist(\s|$)/i;

/** What the claim's headline promises, if it is an absolute statement. */
export const claimPromise = ({ lead, figure, label }: ClaimWords): ClaimPromise | undefined => {
  const headline = [lead, figure, label].filter(Boolean).join(" ").replace(/\s+/g, " ");
  if (STATISTIC.test(headline)) return undefined;
  if (MAXIMUM.test(headline)) return { headline, kind: "maximum" };
  if (LIMIT.test(headline)) return { headline, kind: MOSTLY.test(headline) ? "mostly" : "limit" };
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

const needed = (kind: PromiseKind): string => {
  const { least, exceeds } = shareRules[kind];
  return exceeds ? `mehr als ${least} %` : `mindestens ${least} %`;
};

/** Why a claim with an absolute headline needs its share, while it has none. */
export const missingShareMessage = ({ headline, kind }: ClaimPromise): string =>
  `fehlt: „${headline}“ ist eine absolute Aussage; „share“ nennt den Anteil der Fälle, ${shareRules[kind].counts} (${needed(kind)}), und solange er nicht belegt ist „[Anteil] %“`;

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
    case "maximum":
      return `„bis zu“ verlangt, dass ein nicht unerheblicher Teil der Fälle den Höchstwert erreicht, nicht nur Einzelfälle (${needed(kind)}); bei ${found} den Durchschnitt als Kennzahl nehmen („durchschnittlich … %“)`;
  }
};

/** Whether the basis, the footnote, states the share, so that visitors read it too. */
export const basisStatesShare = (basis: string, share: string): boolean => {
  const match = SHARE_PATTERN.exec(share.trim());
  if (!match) return true;
  return new RegExp(`(^|[^\\d,])${match[1] as string}[ \\u00a0]?%`).test(basis);
};
