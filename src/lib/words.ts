import { typeset } from "./typeset";

/**
 * The site's own words: every fixed phrase its pages show a visitor, each written once, as
 * Starlight keeps its translations/de.json. What editors write stands in data/, and so do the
 * texts the specification quotes (the 404 heading, the header's links and buttons), where the
 * content check holds them. A phrase with a gap takes the gap as the page writes it („1. März
 * 2027“, „Januar 2021“). A sentence around a link, a mark or a sample stands in pieces, which
 * the component joins, spaces included, into the same runs of text as before: Chromium shapes
 * each text node apart, and a space moved into another node moves pixels of the baselines. The
 * phrases on legal versions restate § 6 of the AGB (data/legal/agb.md) and change with it.
 */
export const words = {
  skipLink: "Zum Inhalt springen",
  mainNavigation: "Hauptnavigation",
  menu: "Menü",
  contact: "Kontakt",
  notFound: "Fehler 404",
  /** The honeypot's label: no person sees it (demo-form.tsx), a bot that fills it is dropped */
  honeypot: "Dieses Feld bitte leer lassen",
  backToClaim: (number: number): string => `Zurück zur Kennzahl ${number}`,
  popularBasis: (label: string): string => `Grundlage: ${label}`,
  shareImageAlt: (brand: string): string =>
    `${brand}: 3D-Avatar mit Körpermaßen und Größenempfehlung auf dem Smartphone`,

  legal: {
    contents: "Inhalt",
    stand: (monthYear: string): string => `Stand: ${monthYear}`,
    version: (day: string): string => `Fassung ab ${day}`,
    versionAddress: "Feste Adresse dieser Fassung",
    /** Around the issuer, then the review's gap (previews only) */
    unreviewed: { before: "Mustertext: noch nicht anwaltlich für die", after: "geprüft. Prüfung:" },
    /** The printed sheet's „Seite 2 von 5“, around CSS's page counters */
    sheetPage: { page: "Seite", of: "von" },
  },

  /** Where a version stands among the others (src/components/legal-versions.tsx) */
  versions: {
    isCurrent: (from: string): string => `Diese Fassung ist seit dem ${from} die aktuelle.`,
    describes: (from: string): string =>
      `Diese Fassung beschreibt die Verarbeitung seit dem ${from}.`,
    willBeCurrent: (from: string): string => `Diese Fassung wird am ${from} die aktuelle.`,
    willDescribe: (from: string): string =>
      `Diese Fassung beschreibt die Verarbeitung ab dem ${from}.`,
    untilThen: "Bis dahin gilt die",
    current: "aktuelle Fassung",
    wasCurrent: (from: string, until: string): string =>
      typeset(
        `Diese Fassung war vom ${from} bis zum ${until} die aktuelle. Für bestehende Verträge kann sie weiter gelten, etwa nach einem Widerspruch gegen eine spätere Fassung (§ 6 Abs. 3).`,
      ),
    described: (from: string, until: string): string =>
      `Diese Fassung beschrieb die Verarbeitung vom ${from} bis zum ${until}.`,
    toCurrent: "Zur aktuellen Fassung",
    /** Whom a version of the AGB binds that follows another: `since` once it is in force */
    binds: (from: string, since: boolean): string =>
      typeset(
        `Sie gilt für Verträge, die ${since ? "seit" : "ab"} dem ${from} geschlossen werden. Für einen bestehenden Vertrag gilt sie, wenn der Kunde nach der Mitteilung in Textform nicht bis zu diesem Tag widerspricht (§ 6 Abs. 3); Änderungen der Hauptleistungen, der Vergütung oder der Laufzeit gelten für bestehende Verträge nur mit ausdrücklicher Zustimmung (§ 6 Abs. 4).`,
      ),
    /** Before the day a next version starts, and a full stop */
    announced: "Neue Fassung ab",
    announcedBinds: typeset(
      "Sie gilt für Verträge, die ab diesem Tag geschlossen werden. Bestehende Verträge ändert sie nur nach § 6 dieser AGB; unsere Kunden erhalten dazu eine Mitteilung in Textform.",
    ),
    readAnnounced: "Neue Fassung und Änderungen lesen",
    earlier: "Frühere Fassungen",
    /** An earlier version in the list: „Gültig vom 1. Januar 2021 bis … (Stand: …)“ */
    period: (from: string, until?: string, stand?: string): string =>
      `Gültig vom ${from}${until ? ` bis ${until}` : ""}${stand ? ` (${stand})` : ""}`,
    thisPage: "(diese Seite)",
  },

  /** What changed against the version before (src/components/legal-changes.tsx) */
  changes: {
    title: (since: string): string => `Änderungen gegenüber der Fassung ab ${since}`,
    same: "Der Wortlaut ist derselbe wie in der vorigen Fassung.",
    /** The hidden words around a mark, for screen readers that announce no <ins> and <del> */
    inserted: { start: "Einfügung:", end: "(Ende der Einfügung)" },
    deleted: { start: "Streichung:", end: "(Ende der Streichung)" },
    /** „Eingefügte Wörter sind unterstrichen, gestrichene durchgestrichen. Gezeigt …“ */
    legend: {
      inserted: "Eingefügte Wörter sind",
      underlined: "unterstrichen",
      deleted: "gestrichene",
      struck: "durchgestrichen",
      shown:
        "Gezeigt sind nur die geänderten Absätze, jeweils unter der Überschrift ihres Abschnitts.",
    },
  },
};
