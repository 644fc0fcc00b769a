import { z } from "zod";
import { DATE_PATTERN, isCalendarDate, reviewDate, today } from "../words/calendar-date";
import { about, block, graphqlNames, legalSlug, text } from "./fields";
import { sampleGaps } from "../words/gaps";

/** data/legal/*.md: a legal text's frontmatter, and what the pages get of the whole text. */

const reservedSlugs = ["/404", "/dev-404-page"];

/**
 * How a legal text's file in data/legal/ is named: lower-case letters, digits and hyphens, then
 * ".md" ("agb.md", "widerruf.md"), as the editors' forms name a new one and as every disk stores
 * it alike. Upper case, umlauts (stored composed on one system and decomposed on another), spaces,
 * trailing dots and the device names Windows reserves with any extension (con, nul, com1 …) would
 * make a file that another checkout, the forms or Netlify find under another name or not at all.
 */
const LEGAL_FILE_NAME = /^[a-z0-9-]+\.md$/;
const WINDOWS_DEVICE_NAME = /^(con|prn|aux|nul|com\d|lpt\d)\./;

export const isLegalFileName = (name: string): boolean =>
  LEGAL_FILE_NAME.test(name) && !WINDOWS_DEVICE_NAME.test(name);

export const legalFrontmatterSchema = block(
  "LegalFrontmatter",
  "Rechtstext",
  "Frontmatter eines Rechtstextes",
  {
    title: text("Titel", "Hauptüberschrift der Seite", 70),
    slug: legalSlug("Adresse", "Adresse der Seite, z. B. /agb").refine(
      (slug) => !reservedSlugs.includes(slug),
      {
        error: "ist für eine andere Seite reserviert",
      },
    ),
    lastUpdated: z
      .string({ error: 'erwartet ein Datum in Anführungszeichen, z. B. "2021-01-01"' })
      .regex(DATE_PATTERN, {
        error: "erwartet ein Datum wie 2021-01-01 (Jahr-Monat-Tag)",
        abort: true,
      })
      .refine(isCalendarDate, {
        error: "ist kein gültiges Kalenderdatum (gibt es diesen Tag in diesem Monat?)",
        abort: true,
      })
      .refine((value) => value <= today(), {
        error: "liegt in der Zukunft; der Stand ist der Tag der letzten Änderung",
      })
      .meta(about("Stand", "Stand des Textes, erscheint als „Stand: Januar 2021“"))
      .register(graphqlNames, { name: "Date", directives: "@dateformat" }),
    description: text("Meta-Beschreibung", "Meta-Beschreibung der Seite, 50–160 Zeichen", 160).min(
      50,
      { error: "mindestens 50 Zeichen" },
    ),
    review: text(
      "Anwaltliche Prüfung",
      "Anwaltliche Prüfung des Textes für dieses Unternehmen: wer und wann, das Datum als Jahr-Monat-Tag, z. B. Kanzlei Beispiel, 2026-11-20. Bis dahin eine Lücke wie [Kanzlei, Datum der Prüfung]: die Vorschau zeigt den Text als Muster, der Produktions-Build lehnt ihn ab. Der Stand (lastUpdated) darf nicht vor diesem Datum liegen. Erscheint nicht auf der Seite",
      120,
    ).superRefine((value, context) => {
      if (sampleGaps(value).length > 0) return;
      const date = reviewDate(value);
      const problem = !date
        ? "nennt kein Datum der Prüfung; erwartet wer und wann, das Datum als Jahr-Monat-Tag, z. B. „Kanzlei Beispiel, 2026-11-20“ – oder, solange der Text nicht geprüft ist, eine Lücke wie „[Kanzlei, Datum der Prüfung]“"
        : !isCalendarDate(date)
          ? `das Datum der Prüfung ${date} ist kein gültiges Kalenderdatum`
          : date > today()
            ? `das Datum der Prüfung ${date} liegt in der Zukunft; eingetragen wird eine Prüfung, die stattgefunden hat`
            : undefined;
      if (problem) context.addIssue({ code: "custom", message: problem, input: value });
    }),
  },
);

/** What the pages get of a legal text: its frontmatter, its text and its sections. */
export const legalPageSchema = block(
  "MarkdownRemark",
  "Rechtstext",
  "Ein Rechtstext aus data/legal/*.md",
  {
    frontmatter: legalFrontmatterSchema,
    body: z.string().meta({
      description:
        "Der Text als HTML, jeder {{Platzhalter}} aus data/site.json und data/terms.json eingesetzt",
    }),
    sections: z
      .array(
        block(
          "LegalSection",
          "Abschnitt",
          "Ein Abschnitt eines Rechtstextes, für sein Inhaltsverzeichnis",
          {
            id: z.string().meta({ description: "Anker der Überschrift, z. B. verfuegbarkeit" }),
            title: z.string().meta({ description: "Text der Überschrift, Platzhalter eingesetzt" }),
          },
        ),
      )
      .meta({ description: "Die Abschnitte des Textes (seine ##-Überschriften) mit ihren Ankern" }),
  },
);
