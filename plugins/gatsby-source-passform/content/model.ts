import { z } from "zod";
import { DATE_PATTERN, isCalendarDate, reviewDate, today } from "./calendar-date";
import {
  basisStatesShare,
  claimPromise,
  missingShareMessage,
  parseShare,
  shareProblem,
  shareRules,
} from "./claim-promise";
import { tokensIn } from "./fill-tokens";
import { iconNames } from "./icon-names";
import { plainTextProblem } from "./plain-text";
import { sampleGaps } from "./sample-gaps";
import { sectionAnchors } from "./section-anchors";

/*
 * The content model: the one description of what data/ may contain, in German, the editors'
 * language. Everything else is derived from it: the check of every file and its messages
 * (content-source.ts), the TypeScript types (z.output), the JSON Schemas that VS Code uses
 * while an editor types (json-schemas.ts, npm run schemas) and the GraphQL types that the
 * pages query and GraphiQL documents (graphql-types.ts).
 */

/** Names of the GraphQL types derived from nested blocks and choices (graphql-types.ts). */
export const graphqlNames = z.registry<{ name: string; directives?: string }>();

/** What editors read about a field: a short name (the form's label) and what it is for. */
const about = (label: string, description: string) => ({ title: label, description });

const text = (label: string, description: string, max?: number) => {
  const base = z
    .string({ error: "erwartet einen Text in Anführungszeichen" })
    .trim()
    .min(1, { error: "darf nicht leer sein" })
    .superRefine((value, context) => {
      const problem = plainTextProblem(value);
      if (problem) context.addIssue({ code: "custom", message: problem, input: value });
    });
  return (max ? base.max(max, { error: `höchstens ${max} Zeichen` }) : base).meta(
    about(label, description),
  );
};

/**
 * A text that must name certain facts as placeholders, so that what it says about them comes
 * from the one place the AGB take them from too.
 */
const mentions = (schema: z.ZodString, tokens: ReadonlyArray<string>, why: string) =>
  schema.superRefine((value, context) => {
    const named = tokensIn(value);
    const missing = tokens.filter((token) => !named.includes(token));
    if (missing.length > 0) {
      context.addIssue({
        code: "custom",
        message: `nennt ${missing.map((token) => `{{${token}}}`).join(", ")} nicht; ${why}`,
        input: value,
      });
    }
  });

/** Short enough to fit on a button on a phone */
const BUTTON_MAX = 24;
const buttonLabel = (label: string, description: string) => text(label, description, BUTTON_MAX);

const httpsUrl = (label: string, description: string) =>
  z
    .string({ error: "erwartet eine Adresse in Anführungszeichen" })
    .regex(/^https:\/\/[^\s/]+(\/[^\s]*)?$/, {
      error: "erwartet eine vollständige https://-Adresse",
    })
    .meta(about(label, description));

const email = (label: string, description: string) =>
  z
    .email({ error: "erwartet eine E-Mail-Adresse wie name@example.org" })
    .meta(about(label, description));

/**
 * A block of known fields, described for editors and GraphiQL and named as a GraphQL type;
 * any other field is a typo the editor is told about.
 */
const block = <Shape extends z.core.$ZodLooseShape>(
  name: string,
  label: string,
  description: string,
  shape: Shape,
) =>
  z
    .strictObject(shape, {
      error: (issue) =>
        issue.code === "invalid_type"
          ? "erwartet einen Block in geschweiften Klammern { … } mit Feldern"
          : undefined,
    })
    .meta(about(label, description))
    .register(graphqlNames, { name });

/** How the address of a legal page is written: /agb, /datenschutz … */
export const SLUG_PATTERN = /^\/[a-z0-9-]+$/;

/** The address of a legal page, e.g. /agb. */
const legalSlug = (label: string, description: string) =>
  z
    .string({ error: "erwartet einen Pfad in Anführungszeichen" })
    .regex(SLUG_PATTERN, {
      error: "erwartet einen Pfad wie „/agb“: /, dann Kleinbuchstaben, Ziffern, - (ohne / am Ende)",
    })
    .meta(about(label, description));

const schemaRef = z
  .string()
  .optional()
  .meta(about("JSON-Schema", "Verweis auf das JSON-Schema (nur für den Editor)"));

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
    phone: z
      .string({ error: "erwartet eine Telefonnummer in Anführungszeichen" })
      .regex(/^\+\d{6,15}$/, {
        error: "erwartet + und 6–15 Ziffern ohne Leerzeichen, z. B. +493012345678",
      })
      .meta(
        about(
          "Telefon (zum Wählen)",
          "Telefonnummer für tel:-Links, international ohne Leerzeichen",
        ),
      ),
    phoneDisplay: text("Telefon (wie angezeigt)", "Telefonnummer, wie Besucher sie lesen"),
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
            "Andere Server als der eigene, von denen die Seiten etwas laden (Schriften, Skripte, Videos …), z. B. fonts.example.com; leer: alles kommt von der Adresse der Website",
        }),
      browserStorage: z
        .array(text("Name", "Name, unter dem die Website etwas im Browser speichert", 60), {
          error: "erwartet eine Liste",
        })
        .meta({
          title: "Im Browser gespeichert",
          description:
            "Was die Website im Browser speichert (Cookies, Local Storage, Session Storage, IndexedDB, Cache Storage), je Eintrag der Name; leer: nichts",
        }),
    },
  ),
};

/**
 * What "placeholders" may name: a field of site.json (every value in it is a sample) or one
 * value inside a block, e.g. address.street, so that a real value beside it (the city) is not
 * marked as a sample on the pages.
 */
export const placeholderPaths = Object.entries(siteFields).flatMap(([key, schema]) => {
  if (key === "$schema" || key === "website") return [];
  const shape = (schema as { shape?: Record<string, unknown> }).shape;
  return [key, ...(shape ? Object.keys(shape).map((inner) => `${key}.${inner}`) : [])];
});

export const siteSchema = block(
  "Company",
  "Firma und Website",
  "Firmen- und Website-Angaben aus data/site.json: die eine Stelle, an der Marke, Anschrift und Kontakt stehen",
  {
    ...siteFields,
    placeholders: z
      .array(
        z.enum(placeholderPaths as [string, ...string[]], {
          error: "erwartet den Namen eines Feldes dieser Datei, z. B. vatId oder address.street",
        }),
        { error: "erwartet eine Liste" },
      )
      .meta({
        title: "Musterangaben",
        description:
          "Felder mit Musterangaben, vor dem Livegang zu ersetzen: ein Feld (vatId) oder ein Wert in einem Block (address.street). Die Vorschau markiert sie, der Produktions-Build lehnt sie ab",
      }),
  },
);

const navigationLink = block(
  "NavigationLink",
  "Link",
  "Ein Link im Header zu einem Abschnitt der Startseite",
  {
    label: text("Text", "Text des Links", 20),
    href: z
      .enum(sectionAnchors.map((anchor) => `#${anchor}`) as [string, ...string[]], {
        error: `erwartet einen Abschnitt der Startseite: ${sectionAnchors.map((a) => `#${a}`).join(", ")}`,
      })
      .meta(about("Ziel", "Ziel: ein Abschnitt der Startseite")),
  },
);

const sectionCopy = {
  eyebrow: text("Zeile über der Überschrift", "Kleine Zeile über der Überschrift", 40),
  title: text("Überschrift", "Überschrift des Abschnitts", 90),
  intro: text("Einleitung", "Einleitender Absatz", 400),
};

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
      .meta(about("Navigation", "Die Links im Header, in dieser Reihenfolge")),
    loginLabel: buttonLabel("Button „Anmelden“", "Text des Buttons „Anmelden“"),
    demoLabel: buttonLabel("Button „Demo buchen“", "Text des Buttons „Demo buchen“ im Header"),
    hero: block("LandingHero", "Hero", "Texte des Hero ganz oben auf der Startseite", {
      eyebrow: text("Zeile über der Überschrift", "Kleine Zeile über der Hauptüberschrift", 40),
      title: text("Hauptüberschrift", "Hauptüberschrift (h1) der Startseite", 90),
      lead: text("Einleitung", "Absatz unter der Hauptüberschrift", 400),
      primaryCta: buttonLabel("Hauptbutton", "Text des Hauptbuttons (führt zu #demo)"),
      secondaryCta: buttonLabel("Zweiter Button", "Text des zweiten Buttons (führt zu #pricing)"),
      claimsLabel: text(
        "Überschrift der Kennzahlen",
        "Überschrift über den Kennzahlen im Hero",
        60,
      ),
    }),
    features: block(
      "LandingFeatures",
      "Feature-Abschnitt",
      "Texte des Feature-Abschnitts (#features)",
      {
        ...sectionCopy,
        claimsLabel: text(
          "Überschrift der Kennzahlen",
          "Überschrift über den Kennzahlen im Feature-Abschnitt",
          60,
        ),
      },
    ),
    technology: block(
      "LandingTechnology",
      "Technologie-Abschnitt",
      "Texte des Technologie-Abschnitts (#technology)",
      sectionCopy,
    ),
    pricing: block(
      "LandingPricing",
      "Preis-Abschnitt",
      "Texte und Beschriftungen des Preis-Abschnitts (#pricing)",
      {
        ...sectionCopy,
        popularLabel: text("Abzeichen", "Abzeichen am beliebtesten Tarif", 24),
        popularBasis: text(
          "Grundlage des Abzeichens",
          "Grundlage des Abzeichens, als Fußnote unter den Tarifen: woran gemessen, über welchen Zeitraum (z. B. Anteil an den Neuverträgen). Pflicht, sobald ein Tarif als beliebtester markiert ist; bis die Buchungszahlen vorliegen, Lücken wie [Zeitraum]",
          300,
        ).optional(),
        customPriceLabel: text("Statt eines Preises", "Statt eines Preises, z. B. Individuell", 20),
        customPriceNote: text("Zeile darunter", "Zeile darunter, z. B. Preis auf Anfrage", 40),
        vatNote: text("Hinweis zur Umsatzsteuer", "Hinweis zum Preis, z. B. zzgl. USt.", 30),
        terms: mentions(
          text(
            "Vertragsbedingungen",
            "Vertragsbedingungen direkt unter den Tarifen: Mindestlaufzeit, Verlängerung, Kündigungsfrist – die Zahlen als Platzhalter aus data/terms.json, z. B. {{terms.minimumTermMonths}}",
            400,
          ),
          ["terms.minimumTermMonths", "terms.renewalMonths", "terms.noticeMonths"],
          "neben den Preisen gehören Mindestlaufzeit, Verlängerung und Kündigungsfrist, wie die AGB sie nennen",
        ),
        guaranteeTitle: mentions(
          text(
            "Überschrift der Garantie",
            "Überschrift der Geld-zurück-Garantie, z. B. {{terms.moneyBackDays}}-Tage-Geld-zurück-Garantie für alle Tarife",
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
    demo: block("LandingDemo", "Demo-Abschnitt", "Texte des Demo-Abschnitts (#demo)", {
      title: text("Überschrift", "Überschrift des Demo-Abschnitts", 90),
      text: text("Text", "Absatz im Demo-Abschnitt", 400),
      emailLabel: buttonLabel("E-Mail-Button", "Text des E-Mail-Buttons").max(32, {
        error: "höchstens 32 Zeichen",
      }),
      emailSubject: text("Betreff der E-Mail", "Betreff, den der E-Mail-Button vorbelegt", 80),
      phoneLabel: text("Text vor der Telefonnummer", "Text vor der Telefonnummer", 60),
    }),
    claimNotes: block(
      "LandingClaimNotes",
      "Fußnoten der Kennzahlen",
      "Die Fußnoten zu den Kennzahlen am Ende der Startseite (ihre Texte: basis in data/claims.json)",
      {
        title: text(
          "Überschrift",
          "Überschrift über den Fußnoten, z. B. Grundlagen der Kennzahlen",
          60,
        ),
      },
    ),
    notFound: block(
      "LandingNotFound",
      "Fehlerseite (404)",
      "Die Seite für Adressen, die es nicht gibt (Fehler 404)",
      {
        title: text("Überschrift", "Überschrift (h1) der Fehlerseite", 60),
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
    footer: block("LandingFooter", "Footer", "Texte des Footers", {
      tagline: text("Zeile über das Unternehmen", "Eine Zeile über das Unternehmen im Footer", 160),
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

/** Reports every entry after the first whose `key` repeats an earlier one. */
const unique =
  <T>(key: (entry: T) => string, what: string, field: string) =>
  (entries: T[], context: z.RefinementCtx) => {
    const seen = new Set<string>();
    entries.forEach((entry, index) => {
      const value = key(entry);
      if (seen.has(value)) {
        context.addIssue({
          code: "custom",
          path: [index, field],
          message: `${what} „${value}“ kommt doppelt vor`,
        });
      }
      seen.add(value);
    });
  };

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

const iconName = z
  .enum(iconNames, { error: `erwartet einen dieser Icon-Namen: ${iconNames.join(", ")}` })
  .register(graphqlNames, { name: "IconName" })
  .meta(about("Icon", "Name des Icons"));

/** `of` is the genitive that names the card in descriptions, e.g. "der Karte" */
const card = (name: string, label: string, description: string, of: string) =>
  block(name, label, description, {
    icon: iconName,
    title: text("Überschrift", `Überschrift ${of}`, 60),
    text: text("Text", `Text ${of}`, 300),
  });

export const featuresSchema = block("FeaturesFile", "Feature-Karten", "Die Feature-Karten", {
  $schema: schemaRef,
  features: z
    .array(
      card(
        "Feature",
        "Karte",
        "Eine Feature-Karte aus data/features.json, in der Reihenfolge der Datei",
        "der Karte",
      ),
      { error: "erwartet eine Liste von Karten" },
    )
    .length(3, { error: "der Feature-Abschnitt hat genau drei Karten" })
    .superRefine(unique((entry) => entry.title, "Die Überschrift", "title"))
    .meta(about("Karten", "Die drei Karten des Feature-Abschnitts, in dieser Reihenfolge")),
});

export const technologySchema = block(
  "TechnologyFile",
  "Technologie-Themen",
  "Die Technologie-Themen",
  {
    $schema: schemaRef,
    topics: z
      .array(
        card(
          "TechnologyTopic",
          "Thema",
          "Ein Technologie-Thema aus data/technology.json, in der Reihenfolge der Datei",
          "des Themas",
        ),
        { error: "erwartet eine Liste von Themen" },
      )
      .min(1, { error: "braucht mindestens ein Thema" })
      .superRefine(unique((entry) => entry.title, "Die Überschrift", "title"))
      .meta(about("Themen", "Die Themen des Technologie-Abschnitts, in dieser Reihenfolge")),
  },
);

const claim = block(
  "Claim",
  "Kennzahl",
  "Eine Kennzahl aus data/claims.json, z. B. bis zu 60 % niedrigere Retourenquote",
  {
    lead: text("Text davor", "Text vor der Zahl, z. B. bis zu", 40).optional(),
    figure: text("Zahl", "Die hervorgehobene Zahl oder Aussage, z. B. 60 %", 20),
    label: text("Text danach", "Text nach der Zahl, z. B. niedrigere Retourenquote", 40).optional(),
    basis: text(
      "Grundlage",
      "Worauf die Zahl beruht, als Fußnote an der Kennzahl: was gemessen wurde, Durchschnitt oder Höchstwert, wie viele Shops oder Personen, welcher Zeitraum. Angaben, die noch fehlen, in eckigen Klammern: [Anzahl]",
      600,
    ),
    share: text(
      "Anteil der Fälle",
      `Für welchen Anteil der Fälle eine absolute Aussage gilt, in Prozent, z. B. 93 %: bei „in unter …“ die Messungen unter dem Wert (mindestens ${shareRules.limit.least} %, bei „meist in unter …“ mehr als ${shareRules.mostly.least} %), bei „bis zu …“ die Fälle, die den Höchstwert erreichen (mindestens ${shareRules.maximum.least} %). Pflicht bei solchen Aussagen, und die Grundlage nennt denselben Anteil. Solange er nicht belegt ist: [Anteil] %`,
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
      .meta(about("Platzierung", "Wo die Kennzahl steht: im Hero oder im Feature-Abschnitt")),
  },
).superRefine((entry, context) => {
  // An absolute headline needs the share of cases that bears it out (claim-promise.ts).
  const promise = claimPromise(entry);
  if (promise && entry.share === undefined) {
    context.addIssue({ code: "custom", path: ["share"], message: missingShareMessage(promise) });
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
        });
      }
    })
    .meta(about("Kennzahlen", "Die Kennzahlen mit ihren Grundlagen, in dieser Reihenfolge")),
});

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
      "Mindestlaufzeit in Monaten",
      "Mindestlaufzeit eines Vertrags in Monaten",
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
    paymentTermDays: count("Zahlungsziel in Tagen", "Zahlungsziel einer Rechnung in Tagen", "Tage"),
    moneyBackDays: count(
      "Geld-zurück-Garantie in Tagen",
      "Geld-zurück-Garantie: Frist in Tagen ab Freischaltung",
      "Tage",
    ),
  },
);

const reservedSlugs = ["/404", "/dev-404-page"];

export const legalFrontmatterSchema = block(
  "LegalFrontmatter",
  "Rechtstext",
  "Frontmatter eines Rechtstextes",
  {
    title: text("Titel", "Titel der Seite (h1)", 70),
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

/** One problem in data/, as the build prints it and the preview shows it. */
export const problemSchema = block(
  "ContentProblem",
  "Fehler",
  "Ein Fehler in data/, wie Build und Vorschau ihn melden",
  {
    file: z.string().meta({ description: "Datei relativ zum Projekt, z. B. data/pricing.json" }),
    line: z
      .number()
      .int()
      .optional()
      .meta({ description: "Zeile in dieser Datei, wo sie sich nennen lässt" }),
    entry: z.string().meta({ description: "Der Eintrag, z. B. Tarif 2 („White-Label“)" }),
    field: z.string().meta({
      description: "Was im Eintrag: ein Feld (Feld „price“), ein Link, eine Überschrift …",
    }),
    message: z.string().meta({ description: "Was erwartet war und was gefunden wurde" }),
  },
);

/** The outcome of checking data/: empty in a build (a problem stops it), shown by the preview. */
export const contentCheckSchema = block(
  "ContentCheck",
  "Prüfung",
  "Ergebnis der Prüfung von data/: in einem Build immer leer (ein Fehler bricht ihn ab), in der Vorschau angezeigt",
  {
    problems: z
      .array(problemSchema)
      .meta({ description: "Jeder Fehler in data/, in der Reihenfolge der Dateien" }),
    samples: z.array(problemSchema).meta({
      description:
        "Jede Musterangabe und Lücke in data/, die vor dem Livegang zu ersetzen ist (im Produktions-Build immer leer)",
    }),
    sampleValues: z.array(z.string()).meta({
      description:
        "Die Musterwerte der Firmenangaben, wie sie auf den Seiten stehen; die Vorschau markiert sie wie die Lücken",
    }),
  },
);
