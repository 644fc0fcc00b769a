import { z } from "zod";
import {
  basisStatesShare,
  caseCountProblem,
  claimPromise,
  missingShareMessage,
  parseShare,
  percent,
  shareProblem,
  shareRules,
} from "../words/claim-promise";
import { about, block, choiceLabels, graphqlNames, schemaRef, text, unique } from "./fields";
import { formRule } from "./form-words";
import { sampleGaps } from "../words/gaps";

/** data/claims.json: the figures the home page states, each with its basis as a footnote. */

/** Where a claim may stand, as the form names the places. */
const PLACEMENTS = { hero: "Einstieg (oben)", features: "Feature-Abschnitt" } as const;
const SHARE_LABEL = "Anteil der Fälle";
const BASIS_LABEL = "Grundlage";
const { limit, mostly, bound, maximum } = shareRules;
/** How a basis states the cases that reach a maximum (words/case-count.ts). */
const COUNT_EXAMPLE = `„In ${maximum.cases} dieser Shops (${percent(maximum.least)}) …“`;

const claim = block(
  "Claim",
  "Kennzahl",
  "Eine Kennzahl aus data/claims.json, z. B. „bis zu 60 % niedrigere Retourenquote“",
  {
    lead: text("Text davor", "Text vor der Zahl, z. B. „bis zu“", 40).optional(),
    figure: text("Zahl", "Die hervorgehobene Zahl oder Aussage, z. B. „60 %“", 20),
    label: text(
      "Text danach",
      "Text nach der Zahl, z. B. „niedrigere Retourenquote“",
      45,
    ).optional(),
    basis: text(
      BASIS_LABEL,
      `Worauf die Zahl beruht, als Fußnote an der Kennzahl: was gemessen wurde, Durchschnitt oder Höchstwert, wie viele Shops oder Personen, welcher Zeitraum; bei „bis zu …“ auch, wie viele Fälle den Höchstwert erreichen (${COUNT_EXAMPLE}). Angaben, die noch fehlen, in eckigen Klammern: [Anzahl]`,
      600,
    ),
    share: text(
      SHARE_LABEL,
      `Für welchen Anteil der Fälle eine absolute Aussage gilt, in Prozent, z. B. 93 %: bei „in unter …“ die Messungen unter dem Wert (mindestens ${percent(limit.least)}, bei „meist in unter …“ mehr als ${percent(mostly.least)}), bei „höchstens …“ und „maximal …“ alle Messungen (${percent(bound.least)}), bei „bis zu …“ die Fälle, die den Höchstwert erreichen (mindestens ${percent(maximum.least)} und mindestens ${maximum.cases} Fälle; die ${BASIS_LABEL} nennt ihre Zahl: ${COUNT_EXAMPLE}). Pflicht bei solchen Aussagen, und die ${BASIS_LABEL} nennt denselben Anteil. Solange er nicht belegt ist: [Anteil] %`,
      20,
    )
      .superRefine((value, context) => {
        if (sampleGaps(value).length > 0 || parseShare(value) !== undefined) return;
        context.addIssue({
          code: "custom",
          message:
            "erwartet einen Anteil in Prozent wie „93 %“ (höchstens 100 %) – oder, solange er nicht belegt ist, „[Anteil] %“",
          input: value,
        });
      })
      .optional(),
    placement: z
      .enum(["hero", "features"], { error: "erwartet „hero“ oder „features“" })
      .register(graphqlNames, { name: "ClaimPlacement" })
      .register(choiceLabels, { labels: PLACEMENTS })
      .meta(
        about(
          "Platzierung",
          `Wo die Kennzahl steht: im ${PLACEMENTS.hero} oder im ${PLACEMENTS.features}`,
        ),
      ),
  },
).superRefine((entry, context) => {
  // An absolute headline needs the share of cases that bears it out (claim-promise.ts), and
  // „bis zu …“ a count of the cases reaching the maximum, which the basis states.
  const promise = claimPromise(entry);
  const countProblem = promise && caseCountProblem(promise, entry.basis);
  if (countProblem) context.addIssue({ code: "custom", path: ["basis"], message: countProblem });
  if (promise && entry.share === undefined) {
    context.addIssue({
      code: "custom",
      path: ["share"],
      message: missingShareMessage(promise),
      ...formRule(
        `„${promise.headline}“ ist eine absolute Aussage: Bitte bei „${SHARE_LABEL}“ eintragen, für welchen Anteil der Fälle sie gilt – solange er nicht belegt ist „[Anteil] %“.`,
      ),
    });
    return;
  }
  if (entry.share === undefined || sampleGaps(entry.share).length > 0) return;
  const problem = promise && shareProblem(promise, entry.share);
  if (problem) context.addIssue({ code: "custom", path: ["share"], message: problem });
  if (!basisStatesShare(entry.basis, entry.share)) {
    context.addIssue({
      code: "custom",
      path: ["basis"],
      message: `nennt den Anteil aus „share“ (${entry.share}) nicht; die Fußnote zeigt, für welchen Anteil der Fälle die Kennzahl gilt`,
      ...formRule(
        `Nennt den „${SHARE_LABEL}“ (${entry.share}) nicht; die Fußnote zeigt, für welchen Anteil der Fälle die Kennzahl gilt – bitte ergänzen.`,
        [["share"]],
      ),
    });
  }
});

export const claimsSchema = block("ClaimsFile", "Kennzahlen", "Die Kennzahlen", {
  $schema: schemaRef,
  claims: z
    .array(claim, { error: "erwartet eine Liste von Kennzahlen" })
    .min(1, { error: "braucht mindestens eine Kennzahl" })
    .superRefine(unique((entry) => entry.figure, "Die Zahl", "figure"))
    .superRefine((entries, context) => {
      const hero = entries.filter((entry) => entry.placement === "hero").length;
      if (hero < 1 || hero > 3) {
        context.addIssue({
          code: "custom",
          path: [],
          message: `im Hero stehen 1–3 Kennzahlen, gefunden: ${hero}`,
          ...formRule(
            `Im ${PLACEMENTS.hero} stehen 1 bis 3 Kennzahlen – jetzt ${hero}. Bitte bei „Platzierung“ ändern.`,
          ),
        });
      }
    })
    .meta(about("Kennzahlen", "Die Kennzahlen mit ihren Grundlagen, in dieser Reihenfolge")),
});
