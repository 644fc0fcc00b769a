import { z } from "zod";
import { about, block, schemaRef } from "./fields";

/** data/terms.json: availability, contract periods, notice, payment term and guarantee. */

const count = (label: string, description: string, unit: string) =>
  z
    .number({ error: `erwartet eine Zahl ohne Anführungszeichen (${unit})` })
    .int({ error: "erwartet eine ganze Zahl" })
    .positive({ error: "muss größer als 0 sein" })
    .meta(about(label, description));

/**
 * The contract figures that the AGB state and the pricing section repeats, written once. The
 * legal texts use them as {{terms.…}} placeholders, so a change here changes every page.
 */
export const termsSchema = block(
  "ContractTerms",
  "Zahlen der AGB",
  "Die Zahlen der AGB aus data/terms.json; die Rechtstexte setzen sie als {{terms.…}} ein",
  {
    $schema: schemaRef,
    availabilityPercent: z
      .number({ error: "erwartet eine Zahl ohne Anführungszeichen und ohne %, z. B. 99.5" })
      .gt(0, { error: "muss größer als 0 sein" })
      .max(100, { error: "höchstens 100" })
      .meta(
        about(
          "Verfügbarkeit in Prozent",
          "Zugesagte Verfügbarkeit je Kalendermonat in Prozent, z. B. 99.5",
        ),
      ),
    minimumTermMonths: count(
      "Mindestvertragslaufzeit in Monaten",
      "Mindestvertragslaufzeit eines Vertrags in Monaten, wie die AGB sie nennen",
      "Monate",
    ),
    renewalMonths: count(
      "Verlängerung in Monaten",
      "Um so viele Monate verlängert sich ein nicht gekündigter Vertrag",
      "Monate",
    ),
    noticeMonths: count(
      "Kündigungsfrist in Monaten",
      "Kündigungsfrist zum Ende der Laufzeit in Monaten",
      "Monate",
    ),
    priceChangeNoticeWeeks: count(
      "Ankündigung von Preisänderungen in Wochen",
      "So viele Wochen vorher werden Preisänderungen angekündigt",
      "Wochen",
    ),
    changeNoticeWeeks: count(
      "Mitteilung von AGB-Änderungen in Wochen",
      "So viele Wochen vor ihrem ersten Tag erhalten die Kunden eine neue Fassung der AGB in Textform, und bis zu diesem Tag können sie widersprechen (§ 6 Abs. 3 der AGB); eine neue Fassung gilt frühestens so lange nach ihrer Prüfung",
      "Wochen",
    ),
    paymentTermDays: count("Zahlungsziel in Tagen", "Zahlungsziel einer Rechnung in Tagen", "Tage"),
    moneyBackDays: count(
      "Geld-zurück-Garantie in Tagen",
      "Geld-zurück-Garantie: Frist in Tagen ab Freischaltung",
      "Tage",
    ),
  },
);
