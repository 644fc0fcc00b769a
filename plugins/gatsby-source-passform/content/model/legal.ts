import { z } from "zod";
import { DATE_PATTERN, isCalendarDate, reviewDate, buildDay } from "../words/calendar-date";
import { about, block, graphqlNames, legalSlug, text } from "./fields";
import { sampleGaps } from "../words/gaps";
import { versionFactsSchema } from "./version-facts";

export { VERSIONED_TEXTS } from "../words/versioned-texts";

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

/** A day as the frontmatter writes it, "2021-01-01", checked to exist. */
const calendarDay = (expected: string) =>
  z
    .string({ error: expected })
    .regex(DATE_PATTERN, {
      error: "erwartet ein Datum wie 2021-01-01 (Jahr-Monat-Tag)",
      abort: true,
    })
    .refine(isCalendarDate, {
      error: "ist kein gültiges Kalenderdatum (gibt es diesen Tag in diesem Monat?)",
      abort: true,
    });

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
    lastUpdated: calendarDay('erwartet ein Datum in Anführungszeichen, z. B. "2021-01-01"')
      .refine((value) => value <= buildDay(), {
        error: "liegt in der Zukunft; der Stand ist der Tag der letzten Änderung",
      })
      .meta(
        about(
          "Stand",
          "Tag der letzten Änderung des Textes; die Seite nennt Monat und Jahr, z. B. „Stand: Januar 2021“",
        ),
      )
      .register(graphqlNames, { name: "Date", directives: "@dateformat" }),
    validFrom: calendarDay('erwartet ein Datum in Anführungszeichen, z. B. "2027-03-01"')
      .meta(
        about(
          "Gilt ab",
          "Erster Tag, an dem diese Fassung gilt. Jede Fassung der AGB und der Datenschutzerklärung hat ihren Tag und ihre eigene Adresse, z. B. /agb/2027-03-01; bis zu diesem Tag gilt die vorige Fassung, und die Seite kündigt die neue an. Bei den AGB frühestens sechs Wochen nach der Mitteilung an die Kunden (§ 6 Abs. 3 der AGB), bei der Datenschutzerklärung spätestens der Tag, an dem sich die Verarbeitung ändert. Eine anwaltlich geprüfte Fassung, die veröffentlicht ist – angekündigt oder geltend –, wird nicht mehr geändert, sondern durch eine neue ersetzt („Neue Fassung anlegen“). Das Impressum hat keine Fassungen: leer lassen",
        ),
      )
      .register(graphqlNames, { name: "Date", directives: "@dateformat" })
      .optional(),
    changes: text(
      "Was sich ändert",
      "Kurz, was sich gegenüber der vorigen Fassung ändert, in ganzen Sätzen (höchstens 400 Zeichen); erscheint über dem Vergleich der Fassungen. Bei der ersten Fassung leer lassen",
      400,
    ).optional(),
    description: text("Meta-Beschreibung", "Meta-Beschreibung der Seite, 50–160 Zeichen", 160).min(
      50,
      { error: "mindestens 50 Zeichen" },
    ),
    review: text(
      "Anwaltliche Prüfung",
      "Anwaltliche Prüfung des Textes für dieses Unternehmen: wer und wann, das Datum als Jahr-Monat-Tag, z. B. „Kanzlei Beispiel, 2026-11-20“. Bis dahin die Lücke „[Kanzlei, Datum der anwaltlichen Prüfung]“ – so beginnt auch jede neue Fassung: die Vorschau zeigt den Text als Muster, der Produktions-Build lehnt ihn ab. Der „Stand“ darf nicht vor diesem Datum liegen. Erscheint nicht auf der Seite",
      120,
    ).superRefine((value, context) => {
      if (sampleGaps(value).length > 0) return;
      const date = reviewDate(value);
      const problem = !date
        ? "nennt kein Datum der Prüfung; erwartet wer und wann, das Datum als Jahr-Monat-Tag, z. B. „Kanzlei Beispiel, 2026-11-20“ – oder, solange der Text nicht geprüft ist, eine Lücke wie „[Kanzlei, Datum der Prüfung]“"
        : !isCalendarDate(date)
          ? `das Datum der Prüfung ${date} ist kein gültiges Kalenderdatum`
          : date > buildDay()
            ? `das Datum der Prüfung ${date} liegt in der Zukunft; eingetragen wird eine Prüfung, die stattgefunden hat`
            : undefined;
      if (problem) context.addIssue({ code: "custom", message: problem, input: value });
    }),
    shortNotice: text(
      "Kürzere Frist (anwaltlich)",
      "Nur bei einer neuen Fassung der AGB, die früher als sechs Wochen nach der Mitteilung an die Kunden gelten soll, weil das Gesetz das erlaubt (etwa eine Änderung, die ein Gesetz zu einem früheren Tag verlangt): die Begründung der anwaltlichen Prüfung, mit Kanzlei und Datum. Sonst leer lassen",
      300,
    ).optional(),
    facts: versionFactsSchema.optional(),
  },
);

const legalVersionSchema = block(
  "LegalVersion",
  "Fassung",
  "Eine Fassung eines Rechtstextes, wie sie am Tag des Builds steht",
  {
    validFrom: z.string().meta({ description: "Erster Tag der Fassung, Jahr-Monat-Tag" }),
    until: z
      .string()
      .optional()
      .meta({ description: "Letzter Tag der Fassung, wenn eine neue folgt" }),
    state: z.enum(["earlier", "inForce", "announced"]).meta({
      description:
        "earlier: galt früher; inForce: gilt am Tag des Builds; announced: gilt ab einem späteren Tag",
    }),
    path: z.string().meta({ description: "Feste Adresse der Fassung, z. B. /agb/2021-01-01" }),
    lastUpdated: z.string().meta({ description: "Stand der Fassung" }),
    changes: z.string().optional().meta({ description: "Was die Fassung ändert, in Kürze" }),
    current: z.boolean().meta({ description: "Ob dies die Fassung der abgefragten Seite ist" }),
  },
);

const changedBlockSchema = block(
  "LegalChange",
  "Änderung",
  "Ein geänderter Absatz, eine Überschrift oder ein Listenpunkt",
  {
    section: z.string().meta({ description: "Überschrift des Abschnitts, in dem er steht" }),
    parts: z
      .array(
        block(
          "LegalChangePart",
          "Teil",
          "Ein Stück Text, gleich geblieben, eingefügt oder gestrichen",
          {
            kind: z.enum(["same", "inserted", "deleted"]).meta({
              description: "same: unverändert; inserted: eingefügt; deleted: gestrichen",
            }),
            text: z.string().meta({ description: "Der Text, wie er gelesen wird (ohne Markdown)" }),
          },
        ),
      )
      .meta({ description: "Der Block, Stück für Stück" }),
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
        "Der Text als HTML, jeder {{Platzhalter}} mit den Werten dieser Fassung eingesetzt: denen aus data/site.json und data/terms.json, soweit die Fassung unter facts keine eigenen hat",
    }),
    issuer: z.string().meta({
      description:
        "Die Firma, wie diese Fassung sie nennt ({{legalName}} mit den Werten der Fassung), für den Rand der gedruckten Seite",
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
    inForce: z.boolean().meta({
      description:
        "Ob dies die Fassung ist, die am Tag des Builds gilt (oder der Text keine Fassungen hat): sie steht unter der Adresse des Textes, z. B. /agb",
    }),
    versions: z.array(legalVersionSchema).meta({
      description:
        "Alle Fassungen dieses Textes in der Reihenfolge ihrer Tage, diese eingeschlossen; leer bei einem Text ohne Fassungen (Impressum)",
    }),
    changeView: z.array(changedBlockSchema).optional().meta({
      description:
        "Was sich gegenüber der vorigen Fassung geändert hat, Block für Block und Wort für Wort, jede Seite mit den Werten ihrer Fassung; fehlt bei der ersten Fassung",
    }),
  },
);
