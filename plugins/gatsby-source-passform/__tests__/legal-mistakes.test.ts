/** @jest-environment node */
/**
 * Editors' mistakes in the legal texts of data/legal/ (Markdown with HTML, frontmatter a
 * text editor changed): every one must be stopped with a line
 * `data/…:LINE › entry › field: what is wrong`, also where only another file shows it.
 */
import { unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  copyDataForEachTest,
  describeMistakes,
  escape,
  read,
  text,
  where,
  type Case,
} from "./support/data-copy";

copyDataForEachTest();

/** The AGB's first version with values of its own (`facts`), written below its review. */
const withFacts = (lines: string) =>
  text("legal/agb.md", (c) => c.replace(/^(review: .*)$/m, `$1\nfacts:\n${lines}`));

/**
 * First lines other than exactly "---": gray-matter, which cuts the file for the page, would take
 * what follows "---" as the frontmatter's language (and run "js" or "javascript" as code), or not
 * see a frontmatter at all.
 */
const openers: Array<[name: string, first: string]> = [
  ["--- and a lone CR before js", "---\rjs"],
  ["--- and a lone CR before javascript", "---\rjavascript"],
  ["--- js", "--- js"],
  ["---js", "---js"],
  ["---javascript", "---javascript"],
  ["---json", "---json"],
  ["---yaml", "---yaml"],
  ["----", "----"],
  ["--- with a space after it", "--- "],
  ["--- with spaces before it", "  ---"],
];

const openerMistakes: Case[] = openers.map(([name, first]) => [
  `a first line ${name}`,
  text("legal/agb.md", (c) => c.replace(/^---\n/, `${first}\n`)),
  () =>
    first.includes("\r")
      ? /^data\/legal\/agb\.md:1 › ganze Datei › Zeilenende: die Zeile endet mit einem einzelnen Wagenrücklauf \(CR\)/
      : `data/legal/agb.md:1 › Frontmatter › Anfang: die erste Zeile muss genau --- sein, ohne Zeichen davor oder dahinter; gefunden: "${first}"`,
]);

const legalMistakes: Case[] = [
  [
    "an impossible date without quotes (YAML would make it the 2nd of March)",
    text("legal/agb.md", (c) => c.replace(/lastUpdated: .*/, "lastUpdated: 2021-02-30")),
    () =>
      `${where("legal/agb.md", "lastUpdated")} › Frontmatter › Feld „lastUpdated“: ist kein gültiges Kalenderdatum (gibt es diesen Tag in diesem Monat?); gefunden: "2021-02-30"`,
  ],
  [
    "a date in German notation",
    text("legal/agb.md", (c) => c.replace(/lastUpdated: .*/, "lastUpdated: 01.01.2021")),
    () =>
      `${where("legal/agb.md", "lastUpdated")} › Frontmatter › Feld „lastUpdated“: erwartet ein Datum wie 2021-01-01 (Jahr-Monat-Tag); gefunden: "01.01.2021"`,
  ],
  [
    "a date in the future",
    text("legal/agb.md", (c) => c.replace(/lastUpdated: .*/, "lastUpdated: 2999-01-01")),
    () =>
      new RegExp(
        `^${escape(where("legal/agb.md", "lastUpdated"))} › Frontmatter › Feld „lastUpdated“: liegt in der Zukunft`,
      ),
  ],
  [
    "a lawyer's review without its date (the gate compares it with the Stand)",
    text("legal/agb.md", (c) => c.replace(/^review: .*$/m, 'review: "Kanzlei Beispiel"')),
    () =>
      `${where("legal/agb.md", "review:")} › Frontmatter › Feld „review“: nennt kein Datum der Prüfung; erwartet wer und wann, das Datum als Jahr-Monat-Tag, z. B. „Kanzlei Beispiel, 2026-11-20“ – oder, solange der Text nicht geprüft ist, eine Lücke wie „[Kanzlei, Datum der Prüfung]“`,
  ],
  [
    "a lawyer's review dated in the future",
    text("legal/datenschutz.md", (c) =>
      c.replace(/^review: .*$/m, 'review: "Kanzlei Beispiel, 2999-01-01"'),
    ),
    () =>
      new RegExp(
        `^${escape(where("legal/datenschutz.md", "review:"))} › Frontmatter › Feld „review“: das Datum der Prüfung 2999-01-01 liegt in der Zukunft`,
      ),
  ],
  [
    "a colon in an unquoted frontmatter value",
    text("legal/datenschutz.md", (c) => c.replace(/^title: .*$/m, "title: Datenschutz: Hinweise")),
    () =>
      new RegExp(
        `^data/legal/datenschutz\\.md:\\d › Frontmatter › Schreibweise: kein gültiges YAML: ein Doppelpunkt steht im Wert`,
      ),
  ],
  [
    "a frontmatter field written twice",
    text("legal/agb.md", (c) => c.replace(/^(slug: .*)$/m, "$1\nslug: /agb-neu")),
    () =>
      `${where("legal/agb.md", "/agb-neu")} › Frontmatter › Schreibweise: kein gültiges YAML: ein Feld steht zweimal im Frontmatter`,
  ],
  [
    "a misspelt frontmatter key",
    text("legal/datenschutz.md", (c) => c.replace("title:", "titel:")),
    () =>
      `${where("legal/datenschutz.md", "titel:")} › Frontmatter › Feld „titel“: unbekanntes Feld (Tippfehler?); erlaubt sind: title, slug, lastUpdated, validFrom, changes, description, review, shortNotice, facts`,
  ],
  [
    "a missing closing line of the frontmatter",
    text("legal/impressum.md", (c) => c.replace(/\n---\n/, "\n\n")),
    () =>
      "data/legal/impressum.md:1 › Frontmatter › Ende: die Zeile --- nach dem Frontmatter fehlt",
  ],
  [
    "a frontmatter closed by the YAML end marker ... (which gatsby-transformer-remark does not see)",
    text("legal/impressum.md", (c) => c.replace(/\n---\n/, "\n...\n")),
    () =>
      `${where("legal/impressum.md", /^\.\.\.$/, read("legal/impressum.md").replace(/\n---\n/, "\n...\n"))} › Frontmatter › Ende: „...“ beendet das Frontmatter hier nicht, nur eine Zeile --- tut das; bitte „...“ durch „---“ ersetzen`,
  ],
  [
    "a YAML end marker ... with a rule --- further down, where the frontmatter would end",
    text("legal/agb.md", (c) => `${c.replace(/\n---\n/, "\n...\n")}\n---\n\nNachtrag.\n`),
    () =>
      `${where("legal/agb.md", /^\.\.\.$/, read("legal/agb.md").replace(/\n---\n/, "\n...\n"))} › Frontmatter › Ende: „...“ beendet das Frontmatter hier nicht, nur eine Zeile --- tut das; bitte „...“ durch „---“ ersetzen`,
  ],
  [
    "a closing line with more on it than ---",
    text("legal/impressum.md", (c) => c.replace(/\n---\n/, "\n----\n")),
    () =>
      `${where("legal/impressum.md", /^----$/, read("legal/impressum.md").replace(/\n---\n/, "\n----\n"))} › Frontmatter › Ende: die Zeile nach dem Frontmatter muss genau --- sein; gefunden: "----"`,
  ],
  ...openerMistakes,
  [
    "a line ending in a lone CR, as old Mac programs end lines (the site and the check would read different lines)",
    text("legal/agb.md", (c) => c.replace(/(\n1\. [^\n]*)\n(2\. )/, "$1\r$2")),
    () =>
      new RegExp(
        `^${escape(where("legal/agb.md", /^1\. /))} › ganze Datei › Zeilenende: die Zeile endet mit einem einzelnen Wagenrücklauf \\(CR\\), dem Zeilenende alter Mac-Programme; .*„LF“ oder „CRLF“ speichern$`,
      ),
  ],
  [
    "a text saved by an old Mac program, every line ending in a lone CR",
    text("legal/impressum.md", (c) => c.replace(/\n/g, "\r")),
    () =>
      /^data\/legal\/impressum\.md:1 › ganze Datei › Zeilenende: die Zeile endet mit einem einzelnen Wagenrücklauf \(CR\), dem Zeilenende alter Mac-Programme \(so enden noch \d+ weitere Zeilen\)/,
  ],
  [
    "a slug with a trailing slash",
    text("legal/impressum.md", (c) => c.replace(/^slug: .*$/m, 'slug: "/impressum/"')),
    () =>
      new RegExp(
        `^${escape(where("legal/impressum.md", "slug:"))} › Frontmatter › Feld „slug“: erwartet einen Pfad wie „/agb“`,
      ),
  ],
  [
    "two legal texts at the same address",
    text("legal/impressum.md", (c) => c.replace(/^slug: .*$/m, 'slug: "/agb"')),
    () =>
      `${where("legal/impressum.md", "slug:")} › Frontmatter › Feld „validFrom“: 2 Dateien haben die Adresse „/agb“ (data/legal/agb.md, data/legal/impressum.md): ist es eine eigene Seite, braucht sie einen eigenen slug; ist es eine neue Fassung desselben Textes, braucht jede Datei ihren ersten Tag in „validFrom“, z. B. validFrom: "2027-03-01"`,
  ],
  [
    "a script in a legal text",
    text("legal/datenschutz.md", (c) => `${c}\n<script>alert(1)</script>\n`),
    () =>
      new RegExp(
        `^${escape(where("legal/datenschutz.md", "<script>"))} › Abschnitt „.*“ › HTML <script>alert\\(1\\)</script>: HTML ist in Rechtstexten nicht erlaubt: Skripte`,
      ),
  ],
  [
    "an inline event handler",
    text("legal/agb.md", (c) => c.replace(/^(1\. .*)$/m, '$1 <span onclick="x()">hier</span>')),
    () =>
      new RegExp(
        `^${escape(where("legal/agb.md", "onclick"))} › Abschnitt „.*“ › HTML <span onclick="x\\(\\)">: HTML ist in Rechtstexten nicht erlaubt`,
      ),
  ],
  [
    "a line break typed as <br>",
    text("legal/impressum.md", (c) => c.replace(/\\\n/, "<br>\n")),
    () =>
      new RegExp(
        `^${escape(where("legal/impressum.md", "<br>"))} › .* › HTML <br>: HTML ist in Rechtstexten nicht erlaubt: für einen Zeilenumbruch einen Backslash`,
      ),
  ],
  [
    "an HTML comment (it would be published in the page source)",
    text("legal/agb.md", (c) => `${c}\n<!-- TODO: mit der Kanzlei abstimmen -->\n`),
    () =>
      new RegExp(
        `^${escape(where("legal/agb.md", "<!--"))} › .*ein HTML-Kommentar stünde im Quelltext`,
      ),
  ],
  [
    "a javascript: link",
    text("legal/agb.md", (c) => `${c}\n[Klick](javascript:alert(1))\n`),
    () =>
      new RegExp(
        `^${escape(where("legal/agb.md", "javascript:"))} › .* › Link „javascript:alert\\(1\\)“: dieses Linkziel führt Code aus`,
      ),
  ],
  [
    "an e-mail link to an address typed into the text, not the company's",
    text("legal/datenschutz.md", (c) =>
      c.replace(
        "(mailto:{{contact.privacyEmail}})",
        "(mailto:datenschutz@passform-support.example)",
      ),
    ),
    () =>
      new RegExp(
        `^${escape(where("legal/datenschutz.md", "passform-support.example"))} › .* › Link „mailto:[^“]*“: ein E-Mail-Link führt zur Adresse aus den Firmenangaben \\(data/site\\.json\\), als Platzhalter: mailto:\\{\\{contact\\.email\\}\\}`,
      ),
  ],
  [
    "a phone link to a number typed into the text",
    text("legal/agb.md", (c) => `${c}\nAnrufen: [030 1234567](tel:+49301234567)\n`),
    () =>
      new RegExp(
        `^${escape(where("legal/agb.md", "tel:+49301234567"))} › .* › Link „tel:\\+49301234567“: ein Telefon-Link führt zur Nummer aus den Firmenangaben`,
      ),
  ],
  [
    "an image from another host",
    text("legal/agb.md", (c) => `${c}\n![Logo](https://cdn.example.org/logo.png)\n`),
    () =>
      new RegExp(
        `^${escape(where("legal/agb.md", "cdn.example.org"))} › .* › Bild: Bilder sind in Rechtstexten nicht vorgesehen`,
      ),
  ],
  [
    "link syntax Markdown does not recognise",
    text("legal/agb.md", (c) => `${c}\nSiehe [Impressum] (/impressum).\n`),
    () =>
      new RegExp(
        `^${escape(where("legal/agb.md", "[Impressum] (/impressum)"))} › .* › Link-Schreibweise „.*“: wurde nicht als Link erkannt`,
      ),
  ],
  [
    "a link without a target",
    text("legal/agb.md", (c) => `${c}\nSiehe [Impressum]().\n`),
    () =>
      new RegExp(
        `^${escape(where("legal/agb.md", "[Impressum]()"))} › .* › Link „“: der Link hat kein Ziel`,
      ),
  ],
  [
    "a link to a page that does not exist",
    text("legal/agb.md", (c) => `${c}\nSiehe [Nutzungsbedingungen](/nutzungsbedingungen).\n`),
    () =>
      new RegExp(
        `^${escape(where("legal/agb.md", "/nutzungsbedingungen"))} › .* › Link „/nutzungsbedingungen“: führt zu „/nutzungsbedingungen“, doch diese Seite gibt es nicht\\. Seiten der Website: /, /agb, /datenschutz, /impressum`,
      ),
  ],
  [
    "a link to a heading that does not exist",
    text("legal/agb.md", (c) => `${c}\nSiehe [Datenschutz](/datenschutz#gibt-es-nicht).\n`),
    () =>
      new RegExp(
        `^${escape(where("legal/agb.md", "#gibt-es-nicht"))} › .* › Link „/datenschutz#gibt-es-nicht“: führt zum Anker #gibt-es-nicht auf /datenschutz \\(data/legal/datenschutz-2026-12-03\\.md\\), doch dort gibt es keine Überschrift mit diesem Anker`,
      ),
  ],
  [
    "an anchor of its own page that a version does not have",
    text("legal/datenschutz.md", (c) => `${c}\nSiehe [oben](#gibt-es-nicht).\n`),
    () =>
      new RegExp(
        `^${escape(where("legal/datenschutz.md", "(#gibt-es-nicht)"))} › .* › Link „#gibt-es-nicht“: führt zum Anker #gibt-es-nicht auf /datenschutz \\(data/legal/datenschutz\\.md\\), doch dort gibt es keine Überschrift mit diesem Anker`,
      ),
  ],
  [
    "a link to a section of the landing page that does not exist",
    text("legal/agb.md", (c) => `${c}\nSiehe [Preise](/#preise).\n`),
    () =>
      new RegExp(
        `^${escape(where("legal/agb.md", "/#preise"))} › .*führt zum Anker #preise auf der Startseite, doch dort gibt es keine Überschrift mit diesem Anker\\. Anker dort: #features, #technology, #pricing, #demo`,
      ),
  ],
  [
    "a link copied from the preview",
    text("legal/agb.md", (c) => `${c}\nSiehe [Impressum](http://localhost:8000/impressum).\n`),
    () =>
      new RegExp(
        `^${escape(where("legal/agb.md", "localhost"))} › .*zeigt auf die lokale Vorschau; interne Links schreibt man ohne Host, z\\. B\\. /impressum`,
      ),
  ],
  [
    "a relative link to the Markdown file",
    text("legal/agb.md", (c) => `${c}\nSiehe [Impressum](impressum.md).\n`),
    () =>
      new RegExp(
        `^${escape(where("legal/agb.md", "(impressum.md)"))} › .*ein relativer Link; interne Links beginnen mit /, z\\. B\\. /impressum`,
      ),
  ],
  [
    "a second page title (# heading) in the text",
    text("legal/impressum.md", (c) => c.replace(/^## /m, "# ")),
    () =>
      new RegExp(
        `^${escape(where("legal/impressum.md", /^# /))} › .* › Überschrift „.*“: eine Überschrift mit # ist der Seitentitel`,
      ),
  ],
  [
    "a skipped heading level",
    text("legal/impressum.md", (c) => c.replace(/^## (.*)$/m, "#### $1")),
    () =>
      new RegExp(
        `^${escape(where("legal/impressum.md", /^#### /))} › .*springt von Ebene 1 auf Ebene 4`,
      ),
  ],
  [
    "a misspelt placeholder",
    text("legal/impressum.md", (c) => c.replace("{{address.city}}", "{{adress.city}}")),
    () =>
      new RegExp(
        `^${escape(where("legal/impressum.md", "{{adress.city}}"))} › .* › Platzhalter \\{\\{adress\\.city\\}\\}: unbekannter Platzhalter\\. Gemeint ist vielleicht: \\{\\{address\\.city\\}\\}`,
      ),
  ],
  [
    "a placeholder with one brace missing",
    text("legal/impressum.md", (c) => c.replace("{{legalName}}", "{{legalName}")),
    () =>
      new RegExp(
        `^${escape(where("legal/impressum.md", "{{legalName}\\"))} › .* › Platzhalter „\\{\\{“: unvollständiger Platzhalter`,
      ),
  ],
  [
    "a deleted Impressum that the footer links to",
    (r) => unlinkSync(path.join(r, "data/legal/impressum.md")),
    () =>
      new RegExp(
        `^${escape(where("landing.json", "/impressum"))} › Abschnitt „footer“ › Feld „legalPages“ › Eintrag \\d: der Footer jeder Seite verlinkt „/impressum“, doch kein Rechtstext in data/legal/ hat diesen slug`,
      ),
  ],
  [
    "a renamed AGB slug that the footer and other texts link to",
    text("legal/agb.md", (c) => c.replace(/^slug: .*$/m, 'slug: "/geschaeftsbedingungen"')),
    () =>
      /^data\/landing\.json:\d+ › Abschnitt „footer“ › Feld „legalPages“ › Eintrag \d: der Footer jeder Seite verlinkt „\/agb“, doch kein Rechtstext/,
  ],
  [
    "a legal text no page links to",
    (r) =>
      writeFileSync(
        path.join(r, "data/legal/barrierefreiheit.md"),
        '---\ntitle: "Barrierefreiheit"\nslug: "/barrierefreiheit"\nlastUpdated: "2021-01-01"\ndescription: "Erklärung zur Barrierefreiheit dieser Website: Stand der Vereinbarkeit und Kontakt."\n---\n\n## Stand\n\nText.\n',
      ),
    () =>
      "data/legal/barrierefreiheit.md › Frontmatter › Feld „slug“: keine Seite verlinkt „/barrierefreiheit“; bitte in data/landing.json unter footer › legalPages aufnehmen oder aus einem anderen Rechtstext verlinken",
  ],
  ...(
    [
      ["a name in capitals with a space", "Widerruf Neu.md", "widerruf-neu.md"],
      ["a name with an umlaut", "hinweise-für-shops.md", "hinweise-fuer-shops.md"],
      ["an accented letter", "Café-Hinweise.md", "cafe-hinweise.md"],
      ["a name Windows reserves", "con.md", "con-text.md"],
    ] as const
  ).map(([what, name, suggestion]): Case => [
    `a legal text with ${what}`,
    (r) => writeFileSync(path.join(r, "data/legal", name), "---\n---\n\nText.\n"),
    () =>
      `data/legal/${name} › ganze Datei › Dateiname: der Name darf nur Kleinbuchstaben a–z, Ziffern und Bindestriche enthalten, dann .md, z.\u00a0B. „${suggestion}“; Großbuchstaben, Umlaute, Leerzeichen und von Windows reservierte Namen (con, nul …) findet ein anderer Rechner oder die Redaktionsoberfläche nicht wieder`,
  ]),
  [
    "a text file in data/legal/",
    (r) => writeFileSync(path.join(r, "data/legal/agb.txt"), "AGB"),
    () =>
      "data/legal/agb.txt › ganze Datei › Dateiname: in data/legal/ sind nur Markdown-Dateien erlaubt, deren Name auf .md endet",
  ],
  [
    "a version's own figure that is no number",
    withFacts('  terms:\n    paymentTermDays: "vierzehn"'),
    () =>
      `${where("legal/agb.md", "paymentTermDays:")} › Frontmatter › Feld „facts.terms.paymentTermDays“: erwartet eine Zahl wie "3" oder "99.5"; gefunden: "vierzehn"`,
  ],
  [
    "a version's own value under a name no placeholder has",
    withFacts('  adresse:\n    ort: "München"'),
    () =>
      new RegExp(
        `^${escape(where("legal/agb.md", "adresse:"))} › Frontmatter › Feld „facts\\.adresse“: unbekanntes Feld \\(Tippfehler\\?\\); erlaubt sind in „facts“: terms, brand, legalName, `,
      ),
  ],
  [
    "a version's own figure of 1 before a plural („1 Monaten“)",
    withFacts('  terms:\n    noticeMonths: "1"'),
    () =>
      new RegExp(
        `^${escape(where("legal/agb.md", "{{terms.noticeMonths}}"))} › Abschnitt „§ 15 Laufzeit und Kündigung“ › Platzhalter \\{\\{terms\\.noticeMonths\\}\\}: \\{\\{terms\\.noticeMonths\\}\\} ist in dieser Fassung 1, und „1 Monaten“ ist falsch`,
      ),
  ],
  [
    "an Impressum with a first day, as if it had versions",
    text("legal/impressum.md", (c) => c.replace(/^(slug: .*)$/m, '$1\nvalidFrom: "2027-03-01"')),
    () =>
      `${where("legal/impressum.md", "validFrom:")} › Frontmatter › Feld „validFrom“: „Impressum“ (/impressum) hat keine Fassungen; „validFrom“ bitte entfernen und den Text selbst ändern (Fassungen haben nur /agb und /datenschutz)`,
  ],
];

describeMistakes("Markdown", legalMistakes);
