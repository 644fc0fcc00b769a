import { z } from "zod";
import { about, block, buttonLabel, graphqlNames, schemaRef, text, unique } from "./fields";

/** data/pricing.json: the plans, in the order the pricing section shows them. */

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
          "Preis in Euro (netto)",
          "Preis in ganzen Euro, netto, für den Zeitraum des Tarifs (Feld „Zeitraum“: je Monat oder je Jahr); weglassen für „Individuell“",
        ),
      ),
    period: z
      .enum(["Monat", "Jahr"], { error: "erwartet „Monat“ oder „Jahr“" })
      .meta(about("Zeitraum", "Zeitraum, auf den sich der Preis bezieht"))
      .register(graphqlNames, { name: "PlanPeriod" })
      .optional(),
    featuresIntro: text(
      "Zeile über den Leistungen",
      "Zeile über der Leistungsliste, z. B. Alle Leistungen aus White-Label, dazu:",
      60,
    ).optional(),
    features: z
      .array(text("Leistung", "Eine Leistung", 80), { error: "erwartet eine Liste von Leistungen" })
      .min(1, { error: "braucht mindestens eine Leistung" })
      .meta(about("Leistungen", "Leistungen des Tarifs")),
    popular: z
      .boolean({ error: "erwartet true oder false ohne Anführungszeichen" })
      .meta(about("Am beliebtesten", "true beim Tarif mit dem Abzeichen „Am beliebtesten“")),
    cta: buttonLabel("Button", "Text des Buttons im Tarif (führt zu #demo)"),
  },
).superRefine((entry, context) => {
  if (entry.price !== undefined && entry.period === undefined) {
    context.addIssue({
      code: "custom",
      path: ["period"],
      message: "fehlt: ein Preis braucht einen Zeitraum („Monat“ oder „Jahr“)",
    });
  }
  if (entry.price === undefined && entry.period !== undefined) {
    context.addIssue({
      code: "custom",
      path: ["period"],
      message: "nur zusammen mit einem Preis; ohne Preis erscheint „Individuell“",
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
      for (const index of popular.slice(1)) {
        context.addIssue({
          code: "custom",
          path: [index, "popular"],
          message: `nur ein Tarif darf true haben; schon Tarif ${(popular[0] ?? 0) + 1}`,
        });
      }
    })
    .meta(about("Tarife", "Die Tarife, in dieser Reihenfolge auf der Seite")),
});
