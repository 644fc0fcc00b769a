/**
 * The legal texts that have versions, by their address, and how a new version takes effect. The
 * AGB are contract terms: a new version binds new contracts from its day and existing ones only
 * after the customers were told in Textform, ahead by the period their § 6 Abs. 3 names
 * ({{terms.changeNoticeWeeks}}), and did not object. The Datenschutzerklärung is information
 * about processing (Art. 13 DSGVO), not a term anyone accepts: a new version applies from the day
 * the processing changes, with no period and no objection. The Impressum has no versions: it
 * says who runs the site today (§ 5 DDG).
 */
export type TextKind = "contract" | "information";

export const VERSIONED_TEXTS: Readonly<Record<string, TextKind>> = {
  "/agb": "contract",
  "/datenschutz": "information",
};
