import { z } from "zod";
import { sectionAnchors } from "../words/section-anchors";
import {
  about,
  block,
  buttonLabel,
  choiceLabels,
  legalSlug,
  mentions,
  schemaRef,
  text,
} from "./fields";

/**
 * data/landing.json: the texts of the home page's sections (the demo request form among them),
 * its header, footer, 404 page and the thank-you page of the demo request.
 */

/** Where a navigation link may lead: "#features", "#technology" … */
const sectionTargets = Object.values(sectionAnchors).map((anchor) => `#${anchor}`) as [
  string,
  ...string[],
];

/** The sections' names as the form shows them, in a link's choice of target and in hints. */
const SECTION_NAMES: Readonly<Record<keyof typeof sectionAnchors, string>> = {
  features: "Feature-Abschnitt",
  technology: "Technologie-Abschnitt",
  pricing: "Preis-Abschnitt",
  demo: "Demo-Abschnitt",
};

const navigationLink = block(
  "NavigationLink",
  "Link",
  "Ein Link im Header zu einem Abschnitt der Startseite",
  {
    label: text("Text", "Text des Links", 20),
    href: z
      .enum(sectionTargets, {
        error: `erwartet einen Abschnitt der Startseite: ${sectionTargets.join(", ")}`,
      })
      .register(choiceLabels, {
        labels: Object.fromEntries(
          Object.entries(sectionAnchors).map(([section, anchor]) => [
            `#${anchor}`,
            SECTION_NAMES[section as keyof typeof sectionAnchors],
          ]),
        ),
      })
      .meta(about("Ziel", "Der Abschnitt der Startseite, zu dem der Link führt")),
  },
);

const sectionCopy = {
  eyebrow: text("Zeile über der Überschrift", "Kleine Zeile über der Überschrift", 40),
  title: text("Überschrift", "Überschrift des Abschnitts", 90),
  intro: text("Einleitung", "Einleitender Absatz", 400),
};

/** A label of the demo request form: short enough to stand above its field on a phone. */
const fieldLabel = (label: string, description: string) => text(label, description, 60);

const demoForm = block(
  "LandingDemoForm",
  "Formular der Demo-Anfrage",
  "Überschrift, Beschriftungen, Auswahlen und Hinweis des Formulars im Demo-Abschnitt",
  {
    title: text("Überschrift", "Überschrift über dem Formular", 60),
    required: text(
      "Kennzeichen der Pflichtfelder",
      "Steht in Klammern hinter der Beschriftung jedes Pflichtfelds, z. B. „Pflichtfeld“",
      20,
    ),
    name: fieldLabel("Feld Name", "Beschriftung des Felds für den Namen (Pflichtfeld)"),
    company: fieldLabel(
      "Feld Unternehmen",
      "Beschriftung des Felds für das Unternehmen (Pflichtfeld)",
    ),
    email: fieldLabel(
      "Feld E-Mail",
      "Beschriftung des Felds für die geschäftliche E-Mail-Adresse (Pflichtfeld)",
    ),
    shopUrl: fieldLabel("Feld Shop-Adresse", "Beschriftung des Felds für die Adresse des Shops"),
    shopUrlHint: text(
      "Hinweis zur Shop-Adresse",
      "Zeile unter dem Feld: wie die Adresse geschrieben wird, z. B. „mit https://“",
      80,
    ),
    shopSystem: fieldLabel("Feld Shopsystem", "Beschriftung der Auswahl des Shopsystems"),
    shopSystems: z
      .array(text("Shopsystem", "Ein Shopsystem zur Auswahl", 40), {
        error: "erwartet eine Liste von Shopsystemen",
      })
      .min(2, { error: "braucht mindestens zwei Shopsysteme" })
      .max(12, { error: "höchstens 12 Shopsysteme passen in die Auswahl" })
      .meta(
        about(
          "Shopsysteme zur Auswahl",
          "Die Shopsysteme der Auswahl, in dieser Reihenfolge; zuletzt z. B. „Anderes“",
        ),
      ),
    plan: fieldLabel(
      "Feld Tarif",
      "Beschriftung der Auswahl des Tarifs (die Tarife der Preisliste)",
    ),
    noChoice: text(
      "Erste Zeile der Auswahlen",
      "Steht in beiden Auswahlen, solange nichts gewählt ist, z. B. „Keine Angabe“",
      30,
    ),
    message: fieldLabel("Feld Nachricht", "Beschriftung des Textfelds für eine Nachricht"),
    submit: buttonLabel("Button „Absenden“", "Text des Buttons, der die Anfrage absendet"),
    privacy: text(
      "Hinweis zum Datenschutz",
      "Satz unter dem Formular: wozu die Angaben dienen; danach folgen die beiden Links",
      240,
    ),
    privacyLink: text(
      "Link zur Datenschutzerklärung",
      "Text des Links zum Abschnitt über die Demo-Anfrage in der Datenschutzerklärung",
      80,
    ),
    securityLink: text(
      "Link zu „Sicherheit und Datenschutz“",
      "Text des Links zur Seite „Sicherheit und Datenschutz“ (/sicherheit)",
      80,
    ),
  },
);

export const landingSchema = block(
  "Landing",
  "Startseite",
  "Texte der Abschnitte der Startseite aus data/landing.json",
  {
    $schema: schemaRef,
    navigation: z
      .array(navigationLink, { error: "erwartet eine Liste von Links" })
      .min(1, { error: "braucht mindestens einen Link" })
      .max(5, { error: "höchstens 5 Links passen in den Header" })
      .meta(about("Links im Header", "Die Links im Header, in dieser Reihenfolge")),
    loginLabel: buttonLabel("Button „Anmelden“", "Text des Buttons „Anmelden“"),
    demoLabel: buttonLabel("Button „Demo buchen“", "Text des Buttons „Demo buchen“ im Header"),
    hero: block("LandingHero", "Einstieg (oben)", "Texte ganz oben auf der Startseite", {
      eyebrow: text("Zeile über der Überschrift", "Kleine Zeile über der Hauptüberschrift", 40),
      title: text("Hauptüberschrift", "Hauptüberschrift der Startseite", 90),
      lead: text("Einleitung", "Absatz unter der Hauptüberschrift", 400),
      primaryCta: buttonLabel(
        "Hauptbutton",
        `Text des Hauptbuttons, der zum ${SECTION_NAMES.demo} führt`,
      ),
      secondaryCta: buttonLabel(
        "Zweiter Button",
        `Text des zweiten Buttons, der zum ${SECTION_NAMES.pricing} führt`,
      ),
      claimsLabel: text(
        "Überschrift der Kennzahlen",
        "Überschrift über den Kennzahlen im Einstieg oben",
        60,
      ),
    }),
    features: block("LandingFeatures", "Feature-Abschnitt", "Texte des Feature-Abschnitts", {
      ...sectionCopy,
      claimsLabel: text(
        "Überschrift der Kennzahlen",
        "Überschrift über den Kennzahlen im Feature-Abschnitt",
        60,
      ),
    }),
    technology: block(
      "LandingTechnology",
      "Technologie-Abschnitt",
      "Texte des Technologie-Abschnitts",
      sectionCopy,
    ),
    pricing: block(
      "LandingPricing",
      "Preis-Abschnitt",
      "Texte und Beschriftungen des Preis-Abschnitts",
      {
        ...sectionCopy,
        popularLabel: text("Abzeichen", "Abzeichen am beliebtesten Tarif", 24),
        popularBasis: text(
          "Grundlage des Abzeichens",
          "Grundlage des Abzeichens, als Fußnote unter den Tarifen: woran gemessen, über welchen Zeitraum (z. B. Anteil an den Neuverträgen). Pflicht, sobald ein Tarif als beliebtester markiert ist; bis die Buchungszahlen vorliegen, Lücken wie [Zeitraum]",
          300,
        ).optional(),
        customPriceLabel: text(
          "Text statt Preis",
          "Steht bei einem Tarif ohne Preis an der Stelle des Preises, z. B. „Individuell“",
          20,
        ),
        customPriceNote: text(
          "Zeile unter dem Text statt Preis",
          "Zeile unter dem Text statt Preis, z. B. „Preis auf Anfrage“",
          40,
        ),
        vatNote: text("Hinweis zur Umsatzsteuer", "Hinweis zum Preis, z. B. „zzgl. USt.“", 30),
        terms: mentions(
          text(
            "Vertragsbedingungen",
            "Vertragsbedingungen direkt unter den Tarifen: Mindestvertragslaufzeit, Verlängerung, Kündigungsfrist – die Zahlen als Platzhalter aus data/terms.json, z. B. {{terms.minimumTermMonths}}",
            400,
          ),
          ["terms.minimumTermMonths", "terms.renewalMonths", "terms.noticeMonths"],
          "neben den Preisen gehören Mindestvertragslaufzeit, Verlängerung und Kündigungsfrist, wie die AGB sie nennen",
        ),
        guaranteeTitle: mentions(
          text(
            "Überschrift der Garantie",
            "Überschrift der Geld-zurück-Garantie, z. B. „{{terms.moneyBackDays}}-Tage-Geld-zurück-Garantie für alle Tarife“",
            80,
          ),
          ["terms.moneyBackDays"],
          "die Frist der Garantie kommt aus data/terms.json, wie in den AGB",
        ),
        guarantee: text(
          "Bedingungen der Garantie",
          "Die Bedingungen der Geld-zurück-Garantie, einmal für alle Tarife",
          400,
        ),
        businessNote: text(
          "Hinweis für Unternehmen",
          "Hinweis, dass sich das Angebot nur an Unternehmen richtet",
          200,
        ),
      },
    ),
    demo: block("LandingDemo", "Demo-Abschnitt", "Texte des Demo-Abschnitts", {
      title: text("Überschrift", "Überschrift des Demo-Abschnitts", 90),
      text: text("Text", "Absatz im Demo-Abschnitt", 400),
      emailLabel: buttonLabel("E-Mail-Button", "Text des E-Mail-Buttons").max(32, {
        error: "höchstens 32 Zeichen",
      }),
      emailSubject: text("Betreff der E-Mail", "Betreff, den der E-Mail-Button vorbelegt", 80),
      phoneLabel: text("Text vor der Telefonnummer", "Text vor der Telefonnummer", 60),
      form: demoForm,
    }),
    claimNotes: block(
      "LandingClaimNotes",
      "Fußnoten der Kennzahlen",
      "Die Fußnoten zu den Kennzahlen am Ende der Startseite (ihre Texte: basis in data/claims.json)",
      {
        title: text(
          "Überschrift",
          "Überschrift über den Fußnoten, z. B. „Grundlagen der Kennzahlen“",
          60,
        ),
      },
    ),
    notFound: block(
      "LandingNotFound",
      "Fehlerseite (404)",
      "Die Seite für Adressen, die es nicht gibt (Fehler 404)",
      {
        title: text("Überschrift", "Hauptüberschrift der Fehlerseite", 60),
        text: text(
          "Text",
          "Absatz unter der Überschrift: was passiert ist und wie es weitergeht",
          240,
        ),
        cta: buttonLabel("Button", "Text des Buttons, der zur Startseite führt"),
        metaTitle: text("Titel im Browser-Tab", "Titel im Browser-Tab, vor „| Marke“", 40),
        description: text(
          "Meta-Beschreibung",
          "Meta-Beschreibung der Fehlerseite, 50–160 Zeichen",
          160,
        ).min(50, { error: "mindestens 50 Zeichen" }),
      },
    ),
    thanks: block(
      "LandingThanks",
      "Danke-Seite der Demo-Anfrage",
      "Die Seite nach dem Absenden des Demo-Formulars (/danke): was als Nächstes geschieht",
      {
        title: text("Überschrift", "Hauptüberschrift der Danke-Seite", 60),
        text: text(
          "Wann wir antworten",
          "Absatz unter der Überschrift: wann sich der Vertrieb meldet, z. B. „innerhalb eines Werktags“",
          300,
        ),
        contactLabel: text(
          "Text vor E-Mail und Telefon",
          "Text vor der E-Mail-Adresse und der Telefonnummer des Vertriebs (aus den Firmenangaben)",
          120,
        ),
        cta: buttonLabel("Button", "Text des Buttons, der zur Startseite führt"),
        metaTitle: text("Titel im Browser-Tab", "Titel im Browser-Tab, vor „| Marke“", 40),
        description: text(
          "Meta-Beschreibung",
          "Meta-Beschreibung der Danke-Seite, 50–160 Zeichen",
          160,
        ).min(50, { error: "mindestens 50 Zeichen" }),
      },
    ),
    footer: block("LandingFooter", "Footer", "Texte des Footers", {
      tagline: text(
        "Kurzbeschreibung des Unternehmens",
        "Ein Satz über das Unternehmen im Footer",
        160,
      ),
      legalLabel: text(
        "Überschrift der Rechtstexte",
        "Überschrift über den Links zu den Rechtstexten",
        40,
      ),
      legalPages: z
        .array(legalSlug("Adresse", "Adresse eines Rechtstextes aus data/legal/"), {
          error: "erwartet eine Liste von Adressen wie „/impressum“",
        })
        .min(1, { error: "braucht mindestens einen Rechtstext" })
        .meta({
          title: "Verlinkte Rechtstexte",
          description:
            "Die Rechtstexte, die der Footer jeder Seite verlinkt, in dieser Reihenfolge (slug aus data/legal/*.md)",
        }),
    }),
  },
);
