import { z } from "zod";
import { about, block, buttonLabel, graphqlNames, schemaRef, text, unique } from "./fields";
import { formRule } from "./form-words";
import { germanList } from "../words/german-list";

/** data/pricing.json: the plans, in the order the pricing section shows them. */

/** The switch of the badge, as the form labels it. */
const POPULAR_LABEL = "Am beliebtesten";

const plan = block(
  "Plan",
  "Tarif",
  "Ein Tarif aus data/pricing.json, in der Reihenfolge der Datei",
  {
    name: text("Name", "Name des Tarifs (eindeutig)", 30),
    description: text("Beschreibung", "Ein Satz, für wen der Tarif gedacht ist", 200),
    price: z
      .number({ error: "erwartet eine ganze Zahl ohne Anführungszeichen und ohne €, z. B. 299" })
      .int({ error: "erwartet ganze Euro ohne Cent" })
      .nonnegative({ error: "darf nicht negativ sein" })
      .optional()
      .meta(
        about(
          "Preis in Euro, netto",
          "Preis in ganzen Euro, netto, für den Zeitraum des Tarifs (je Monat oder je Jahr, siehe „Zeitraum“); leer lassen für „Individuell“",
        ),
      ),
    period: z
      .enum(["Monat", "Jahr"], { error: "erwartet „Monat“ oder „Jahr“" })
      .meta(about("Zeitraum", "Zeitraum, auf den sich der Preis bezieht"))
      .register(graphqlNames, { name: "PlanPeriod" })
      .optional(),
    featuresIntro: text(
      "Zeile über den Leistungen",
      "Zeile über der Leistungsliste, z. B. „Alle Leistungen des Tarifs White-Label, dazu:“",
      60,
    ).optional(),
    features: z
      .array(text("Leistung", "Eine Leistung", 80), { error: "erwartet eine Liste von Leistungen" })
      .min(1, { error: "braucht mindestens eine Leistung" })
      .meta(about("Leistungen", "Leistungen des Tarifs")),
    popular: z
      .boolean({ error: "erwartet true oder false ohne Anführungszeichen" })
      .meta(
        about(
          POPULAR_LABEL,
          "Eingeschaltet bei dem Tarif, der das Abzeichen „Am beliebtesten“ trägt – bei höchstens einem",
        ),
      ),
    cta: buttonLabel("Button", "Text des Buttons im Tarif, der zum Demo-Abschnitt führt"),
  },
).superRefine((entry, context) => {
  if (entry.price !== undefined && entry.period === undefined) {
    context.addIssue({
      code: "custom",
      path: ["period"],
      message: "fehlt: ein Preis braucht einen Zeitraum („Monat“ oder „Jahr“)",
      ...formRule("Ein Preis braucht einen Zeitraum – bitte „Monat“ oder „Jahr“ wählen."),
    });
  }
  if (entry.price === undefined && entry.period !== undefined) {
    context.addIssue({
      code: "custom",
      path: ["period"],
      message: "nur zusammen mit einem Preis; ohne Preis erscheint „Individuell“",
      ...formRule(
        "Ein Zeitraum gilt nur zusammen mit einem Preis – bitte einen Preis eintragen oder den Zeitraum leeren.",
        [["price"]],
      ),
    });
  }
});

export const pricingSchema = block("PricingFile", "Tarife und Preise", "Die Tarife", {
  $schema: schemaRef,
  plans: z
    .array(plan, { error: "erwartet eine Liste von Tarifen" })
    .min(1, { error: "braucht mindestens einen Tarif" })
    .max(4, { error: "höchstens 4 Tarife passen nebeneinander" })
    .superRefine(unique((entry) => entry.name, "Der Name", "name"))
    .superRefine((entries, context) => {
      const popular = entries.flatMap((entry, index) => (entry.popular ? [index] : []));
      const [first, second] = popular;
      if (first === undefined || second === undefined) return;
      const named = (index: number) => `Tarif ${index + 1} („${entries[index]?.name ?? ""}“)`;
      const others = popular.filter((index) => index !== second);
      context.addIssue({
        code: "custom",
        path: [second, "popular"],
        message: `nur ein Tarif darf "popular": true haben; auch ${germanList(others.map(named))} ${others.length === 1 ? "hat" : "haben"} es`,
        ...formRule(
          `„${POPULAR_LABEL}“ ist bei ${germanList(popular.map((index) => entries[index]?.name ?? ""))} eingeschaltet; nur ein Tarif darf es sein – bitte bei ${popular.length === 2 ? "einem" : "allen außer einem"} ausschalten.`,
          others.map((index) => [index, "popular"]),
        ),
      });
    })
    .meta(about("Tarife", "Die Tarife, in dieser Reihenfolge auf der Seite")),
});
