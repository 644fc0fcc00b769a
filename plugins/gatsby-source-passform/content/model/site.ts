import { z } from "zod";
import { formRule } from "./form-words";
import { about, block, choiceLabels, email, httpsUrl, labelOf, schemaRef, text } from "./fields";

/** data/site.json: the company and the website, the one place for brand, address and contact. */

const PHONE_LABEL = "Telefon (zum Wählen)";

const siteFields = {
  $schema: schemaRef,
  brand: text("Marke", "Markenname, erscheint in Header, Footer und Seitentiteln", 40),
  legalName: text("Firmenname", "Vollständiger Firmenname, z. B. Passform GmbH", 80),
  title: text("Seitentitel", "Seitentitel der Startseite (Suchergebnis), höchstens 70 Zeichen", 70),
  description: text(
    "Meta-Beschreibung",
    "Meta-Beschreibung der Startseite, 50–160 Zeichen",
    160,
  ).min(50, {
    error: "mindestens 50 Zeichen",
  }),
  siteUrl: httpsUrl(
    "Adresse der Website",
    "Öffentliche Adresse der Website, ohne / am Ende",
  ).refine((url) => !url.endsWith("/"), { error: "ohne / am Ende" }),
  loginUrl: httpsUrl("Adresse der Anmeldung", "Ziel des Buttons „Anmelden“"),
  address: block(
    "CompanyAddress",
    "Anschrift",
    "Postanschrift der Firma (Impressum, Datenschutz, Footer)",
    {
      street: text("Straße und Hausnummer", "Straße und Hausnummer der Firma"),
      postalCode: z
        .string({ error: "erwartet eine Postleitzahl in Anführungszeichen" })
        .regex(/^\d{5}$/, { error: "erwartet eine fünfstellige Postleitzahl" })
        .meta(about("Postleitzahl", "Fünfstellige Postleitzahl")),
      city: text("Ort", "Ort der Firma"),
      country: text("Land", "Land der Firma, ausgeschrieben"),
    },
  ),
  contact: block("CompanyContact", "Kontakt", "Wege, die Firma zu erreichen", {
    email: email("E-Mail (allgemein)", "Allgemeine Kontaktadresse"),
    salesEmail: email("E-Mail für Demo-Anfragen", "Adresse für Demo-Anfragen"),
    privacyEmail: email("E-Mail für Datenschutz", "Adresse für Datenschutzanfragen"),
    securityEmail: email(
      "E-Mail für Sicherheitslücken",
      "Adresse, an die Fachleute eine Sicherheitslücke melden; steht als „Contact“ in /.well-known/security.txt",
    ),
    phone: z
      .string({ error: "erwartet eine Telefonnummer in Anführungszeichen" })
      .regex(/^\+\d{6,15}$/, {
        error: "erwartet + und 6–15 Ziffern ohne Leerzeichen, z. B. +493012345678",
      })
      .meta(about(PHONE_LABEL, "Telefonnummer zum Antippen, international ohne Leerzeichen")),
    phoneDisplay: text(
      "Telefon (wie angezeigt)",
      "Telefonnummer, wie Besucherinnen und Besucher sie lesen",
    ),
  }).superRefine((contact, context) => {
    // The number shown must be the number dialled: +49 30 123 or 030 123 for +4930123.
    const shown = contact.phoneDisplay.replace(/[^\d+]/g, "");
    const national = shown.replace(/^0(?=[1-9])/, "");
    const dialled = shown.startsWith("+")
      ? shown === contact.phone
      : contact.phone.endsWith(national);
    if (!dialled) {
      context.addIssue({
        code: "custom",
        path: ["phoneDisplay"],
        message: `zeigt eine andere Nummer als „phone“ (${contact.phone}), die beim Antippen gewählt wird`,
        ...formRule(
          `Zeigt eine andere Nummer als „${PHONE_LABEL}“ (${contact.phone}), die beim Antippen gewählt wird – bitte beide angleichen.`,
          [["phone"]],
        ),
      });
    }
  }),
  managingDirector: text("Geschäftsführung", "Geschäftsführung (Impressum)"),
  register: block("CompanyRegister", "Handelsregister", "Eintrag im Handelsregister", {
    court: text("Registergericht", "Registergericht, z. B. Amtsgericht Charlottenburg"),
    number: text("Registernummer", "Registernummer, z. B. HRB 123456 B"),
  }),
  vatId: z
    .string({ error: "erwartet eine USt-IdNr. in Anführungszeichen" })
    .regex(/^DE\d{9}$/, { error: "erwartet DE und neun Ziffern" })
    .meta(about("USt-IdNr.", "Umsatzsteuer-Identifikationsnummer")),
  jurisdiction: text("Gerichtsstand", "Ort des Gerichtsstands (Sitz des Anbieters)"),
  hosting: block(
    "WebsiteHost",
    "Hosting der Website",
    "Der Hosting-Dienstleister dieser Website, wie ihn die Datenschutzerklärung nennt",
    {
      name: text("Firmenname", "Vollständiger Firmenname, z. B. Netlify, Inc."),
      shortName: text("Kurzname", "Kurzname im Fließtext, z. B. Netlify"),
      address: text("Anschrift", "Anschrift in einer Zeile, mit Land"),
    },
  ),
  processors: z
    .array(
      block(
        "Processor",
        "Dienstleister",
        "Ein Dienstleister, der personenbezogene Daten in unserem Auftrag verarbeitet",
        {
          name: text("Firmenname", "Vollständiger Firmenname, z. B. Netlify, Inc.", 120),
          address: text(
            "Anschrift oder Sitz",
            "Anschrift in einer Zeile, mit Land, z. B. „101 2nd Street, San Francisco, CA 94105, USA“",
            160,
          ),
          country: text(
            "Ort der Verarbeitung",
            "Land oder Länder, in denen er die Daten verarbeitet, z. B. „USA“ oder „Deutschland (EU)“",
            120,
          ),
          purpose: text("Zweck", "Wofür er welche Daten verarbeitet, in wenigen Worten", 300),
          transfer: text(
            "Grundlage der Übermittlung",
            "Für ein Land außerhalb der EU und des EWR die Grundlage nach Art. 44 ff. DSGVO (Angemessenheitsbeschluss, Standardvertragsklauseln); sonst „keine Übermittlung in ein Drittland“",
            300,
          ),
        },
      ),
      { error: "erwartet eine Liste" },
    )
    .min(1, { error: "braucht mindestens einen Dienstleister" })
    .meta({
      title: "Dienstleister (Auftragsverarbeiter)",
      description:
        "Die Dienstleister, die personenbezogene Daten in unserem Auftrag verarbeiten. Die Datenschutzerklärung und die Seite „Sicherheit und Datenschutz“ zeigen diese eine Liste, wo sie den Platzhalter {{processors}} als eigenen Absatz enthalten. Eine Änderung ändert damit auch eine geprüfte Fassung der Datenschutzerklärung und braucht eine neue Fassung",
    }),
  website: block(
    "WebsiteFacts",
    "Was die Website im Browser tut",
    "Was diese Website im Browser tut, wie die Datenschutzerklärung es sagt. Die Browser-Tests besuchen die Website und vergleichen mit diesen Listen; der Build prüft, dass die Rechtstexte jeden Eintrag nennen",
    {
      otherHosts: z
        .array(
          z
            .string({ error: "erwartet einen Servernamen in Anführungszeichen" })
            .regex(/^(?!-)[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/, {
              error: "erwartet einen Servernamen wie fonts.example.com, ohne https:// und ohne /",
            })
            .meta(about("Server", "Name eines anderen Servers, z. B. fonts.example.com")),
          { error: "erwartet eine Liste" },
        )
        .meta({
          title: "Andere Server",
          description:
            "Andere Server als der eigene, von denen die Seiten etwas laden (Schriften, Skripte, Videos …), z. B. fonts.example.com; leer: alles kommt von der Adresse der Website. Die Redaktionsoberfläche unter /admin/ zählt nicht mit; sie beschreibt Abschnitt 3.6 der Datenschutzerklärung",
        }),
      browserStorage: z
        .array(text("Name", "Name, unter dem die Website etwas im Browser speichert", 60), {
          error: "erwartet eine Liste",
        })
        .meta({
          title: "Im Browser gespeichert",
          description:
            "Was die Website im Browser speichert (Cookies, Local Storage, Session Storage, IndexedDB, Cache Storage), je Eintrag der Name; leer: nichts. Die Redaktionsoberfläche unter /admin/ zählt nicht mit; sie beschreibt Abschnitt 3.6 der Datenschutzerklärung",
        }),
    },
  ),
};

/**
 * What "placeholders" may name: a field of site.json (every value in it is a sample) or one
 * value inside a block, e.g. address.street, so that a real value beside it (the city) is not
 * marked as a sample on the pages.
 */
const placeholderPaths = Object.entries(siteFields).flatMap(([key, schema]) => {
  if (key === "$schema" || key === "website" || key === "processors") return [];
  const shape = (schema as { shape?: Record<string, unknown> }).shape;
  return [key, ...(shape ? Object.keys(shape).map((inner) => `${key}.${inner}`) : [])];
});

/** Each of them as the form names it: „Firmenname“, „Anschrift › Straße und Hausnummer“. */
export const placeholderLabels: Readonly<Record<string, string>> = Object.fromEntries(
  placeholderPaths.map((path) => {
    const [key = "", inner] = path.split(".");
    const outer = siteFields[key as keyof typeof siteFields] as z.ZodType;
    const shape = (outer as { shape?: Record<string, z.ZodType> }).shape;
    const labels = [labelOf(outer), inner && shape?.[inner] ? labelOf(shape[inner]) : undefined];
    return [path, labels.filter(Boolean).join(" › ") || path];
  }),
);

/** The label of the list of samples, „Musterangaben“. */
export const PLACEHOLDERS_LABEL = "Musterangaben";

export const siteSchema = block(
  "Company",
  "Firma und Website",
  "Firmen- und Website-Angaben aus data/site.json: die eine Stelle, an der Marke, Anschrift und Kontakt stehen",
  {
    ...siteFields,
    placeholders: z
      .array(
        z
          .enum(placeholderPaths as [string, ...string[]], {
            error: "erwartet den Namen eines Feldes dieser Datei, z. B. vatId oder address.street",
          })
          .register(choiceLabels, { labels: placeholderLabels }),
        { error: "erwartet eine Liste" },
      )
      .meta({
        title: PLACEHOLDERS_LABEL,
        description:
          "Felder, die noch Musterangaben enthalten: zum Testen erlaubt, vor dem Livegang durch die echten Angaben zu ersetzen und hier zu entfernen. In der Datei ein Feld (vatId) oder ein Wert in einem Block (address.street)",
      }),
  },
);
