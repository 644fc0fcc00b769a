/** @jest-environment node */
/**
 * Editors' mistakes in data/*.json, each as an editor makes it (a text editor on Windows, a
 * copy-paste from Word or a web page): every one must be stopped with a line
 * `data/…:LINE › entry › field: what is wrong`, also where only another file shows it.
 */
import { readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  at,
  copyDataForEachTest,
  describeMistakes,
  escape,
  json,
  planName,
  read,
  text,
  where,
  type Case,
  type JsonObject,
} from "./support/data-copy";
import { projectData } from "./support/project";

copyDataForEachTest();

const jsonMistakes: Case[] = [
  [
    "a price typed with the euro sign",
    text("pricing.json", (c) => c.replace(/"price": 899/, '"price": "899 €"')),
    () =>
      `${where("pricing.json", '"899 €"')} › Tarif 2 („${planName(1)}“) › Feld „price“: erwartet eine ganze Zahl ohne Anführungszeichen und ohne €, z. B. 299; gefunden: "899 €"`,
  ],
  [
    "a price with a German decimal comma",
    text("pricing.json", (c) => c.replace('"price": 299', '"price": 299,00')),
    () =>
      new RegExp(
        `^${escape(where("pricing.json", "299,00"))} › ganze Datei › Schreibweise: kein gültiges JSON in Zeile \\d+, Spalte \\d+: „299,00“ sieht nach einem Dezimalkomma aus`,
      ),
  ],
  [
    "a price with a thousands separator",
    json("pricing.json", (d) => (at(d, "plans", 0).price = 1.299)),
    () =>
      `${where("pricing.json", "1.299")} › Tarif 1 („${planName(0)}“) › Feld „price“: erwartet ganze Euro ohne Cent; gefunden: 1.299`,
  ],
  [
    "a negative price",
    json("pricing.json", (d) => (at(d, "plans", 0).price = -299)),
    () =>
      `${where("pricing.json", "-299")} › Tarif 1 („${planName(0)}“) › Feld „price“: darf nicht negativ sein; gefunden: -299`,
  ],
  [
    "a comma after the last entry",
    text("pricing.json", (c) => c.replace(/("cta": "[^"]*")\n(\s*\}\n\s*\]\n\}\s*)$/, "$1,\n$2")),
    () =>
      new RegExp(
        `^data/pricing\\.json:\\d+ › ganze Datei › Schreibweise: kein gültiges JSON in Zeile \\d+, Spalte \\d+: ein Komma nach dem letzten Eintrag vor „\\}“`,
      ),
  ],
  [
    "a missing comma between two fields",
    text("pricing.json", (c) => c.replace(/("popular": false),/, "$1")),
    () =>
      new RegExp(
        `^${escape(where("pricing.json", /"popular": false$/))} › ganze Datei › Schreibweise: kein gültiges JSON .*nach diesem Eintrag fehlt ein Komma`,
      ),
  ],
  [
    "typographic quotes around a key, pasted from Word",
    text("landing.json", (c) => c.replace('"loginLabel"', "“loginLabel”")),
    () =>
      new RegExp(
        `^${escape(where("landing.json", "“loginLabel”"))} › ganze Datei › Schreibweise: .*typografisches Anführungszeichen “`,
      ),
  ],
  [
    "single quotes",
    text("landing.json", (c) => c.replace('"Anmelden"', "'Anmelden'")),
    () =>
      new RegExp(`^${escape(where("landing.json", "'Anmelden'"))} › .*einfaches Anführungszeichen`),
  ],
  [
    "a comment",
    text("pricing.json", (c) => c.replace('"plans": [', '// Preise ab Januar\n  "plans": [')),
    () => new RegExp(`^${escape(where("pricing.json", "// Preise"))} › .*Kommentar`),
  ],
  [
    "a field written twice (JSON.parse would silently keep the second)",
    text("pricing.json", (c) => c.replace('"price": 299,', '"price": 299,\n      "price": 349,')),
    () =>
      new RegExp(
        `^${escape(where("pricing.json", '"price": 349'))} › .*das Feld "price" steht in diesem Block zweimal \\(auch in Zeile ${where("pricing.json", '"price": 299').split(":")[1]}\\)`,
      ),
  ],
  [
    "a text that is not closed on its line",
    text("landing.json", (c) => c.replace('"Anmelden",', '"Anmelden,')),
    () => new RegExp(`^${escape(where("landing.json", '"Anmelden,'))} › .*das schließende " fehlt`),
  ],
  [
    "a file that ends too early",
    text("claims.json", (c) => c.trimEnd().replace(/\}$/, "")),
    () =>
      new RegExp(
        `^data/claims\\.json:1 › ganze Datei › Schreibweise: .*bevor „\\}“ die in Zeile 1 geöffnete geschweifte Klammer \\{ schließt`,
      ),
  ],
  [
    "an empty file",
    text("features.json", () => ""),
    () =>
      "data/features.json:1 › ganze Datei › Schreibweise: kein gültiges JSON in Zeile 1, Spalte 1: die Datei ist leer; sie braucht mindestens { }",
  ],
  [
    "a file saved as UTF-16 by Notepad",
    (r) =>
      writeFileSync(
        path.join(r, "data/site.json"),
        Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(read("site.json"), "utf16le")]),
      ),
    () =>
      "data/site.json:1 › ganze Datei › Zeichenkodierung: die Datei ist als UTF-16 gespeichert; bitte im Editor als „UTF-8“ speichern (ohne „UTF-16“ oder „ANSI“)",
  ],
  [
    "a file saved as Windows-1252 (ANSI)",
    (r) =>
      writeFileSync(
        path.join(r, "data/technology.json"),
        Buffer.from(read("technology.json"), "latin1"),
      ),
    () =>
      new RegExp(
        `^${escape(where("technology.json", /[äöüß]/, readFileSync(path.join(projectData, "technology.json"), "utf8")))} › ganze Datei › Zeichenkodierung: die Datei ist nicht als UTF-8 gespeichert \\(das Byte 0x[0-9A-F]{2} wäre in Windows-1252 „[äöüßÄÖÜ]“\\)`,
      ),
  ],
  [
    "HTML typed into a text",
    json("landing.json", (d) => (at(d, "hero").title = "Mode, die <strong>passt</strong>")),
    () =>
      `${where("landing.json", "<strong>")} › Abschnitt „hero“ › Feld „title“: enthält HTML (<strong>); hier steht reiner Text – Hervorhebungen, Umbrüche und Links setzt die Seite selbst; gefunden: "Mode, die <strong>passt</strong>"`,
  ],
  [
    "an HTML entity typed into a text",
    json(
      "pricing.json",
      (d) => ((at(d, "plans", 0).features as string[])[0] = "Bis zu 10.000&nbsp;Avatare"),
    ),
    () =>
      new RegExp(
        `^${escape(where("pricing.json", "&nbsp;"))} › Tarif 1 \\(„${escape(planName(0))}“\\) › Feld „features“ › Eintrag 1: enthält die HTML-Schreibweise &nbsp;`,
      ),
  ],
  [
    "Markdown typed into a text",
    json("features.json", (d) => (at(d, "features", 1).text = "Die **richtige** Größe.")),
    () =>
      new RegExp(
        `^${escape(where("features.json", "**richtige**"))} › Karte 2 .* › Feld „text“: enthält Markdown \\(\\*\\*richtige\\*\\*\\)`,
      ),
  ],
  [
    "an invisible zero-width space pasted from a web page",
    json("landing.json", (d) => (at(d, "demo").title = `Demo\u200b buchen`)),
    () =>
      new RegExp(
        `^${escape(where("landing.json", "\u200b"))} › Abschnitt „demo“ › Feld „title“: enthält ein unsichtbares Zeichen \\(U\\+200B\\)`,
      ),
  ],
  [
    "a misspelt key",
    json("pricing.json", (d) => (at(d, "plans", 2).populär = true)),
    () =>
      `${where("pricing.json", '"populär"')} › Tarif 3 („${planName(2)}“) › Feld „populär“: unbekanntes Feld (Tippfehler?); erlaubt sind: name, description, price, period, featuresIntro, features, popular, cta`,
  ],
  [
    "a missing field",
    json("pricing.json", (d) => delete at(d, "plans", 1).description),
    () =>
      new RegExp(
        `^data/pricing\\.json:\\d+ › Tarif 2 \\(„${escape(planName(1))}“\\) › Feld „description“: erwartet einen Text in Anführungszeichen; gefunden: nichts \\(das Feld fehlt\\)`,
      ),
  ],
  [
    "true written as a text",
    json("pricing.json", (d) => (at(d, "plans", 0).popular = "true")),
    () =>
      `${where("pricing.json", '"popular": "true"')} › Tarif 1 („${planName(0)}“) › Feld „popular“: erwartet true oder false ohne Anführungszeichen; gefunden: "true"`,
  ],
  [
    "two plans marked popular",
    json("pricing.json", (d) => {
      for (const plan of d.plans as JsonObject[]) plan.popular = true;
    }),
    () =>
      new RegExp(
        `› Tarif 2 \\(„${escape(planName(1))}“\\) › Feld „popular“: nur ein Tarif darf "popular": true haben; auch Tarif 1 \\(„${escape(planName(0))}“\\)`,
      ),
  ],
  [
    "two plans with the same name",
    json("pricing.json", (d) => (at(d, "plans", 2).name = planName(0))),
    () =>
      new RegExp(
        `› Tarif 3 \\(„${escape(planName(0))}“\\) › Feld „name“: Der Name „${escape(planName(0))}“ kommt doppelt vor`,
      ),
  ],
  [
    "a call to action too long for a phone",
    json("pricing.json", (d) => (at(d, "plans", 1).cta = "Jetzt unverbindlich eine Demo buchen")),
    () =>
      new RegExp(`› Tarif 2 .* › Feld „cta“: höchstens 24 Zeichen; gefunden: .*\\(36 Zeichen\\)`),
  ],
  [
    "a navigation link to a section that does not exist",
    json("landing.json", (d) => (at(d, "navigation", 2).href = "#preise")),
    () =>
      `${where("landing.json", "#preise")} › Abschnitt „navigation“, Eintrag 3 › Feld „href“: erwartet einen Abschnitt der Startseite: #features, #technology, #pricing, #demo; gefunden: "#preise"`,
  ],
  [
    "an icon name that does not exist",
    json("features.json", (d) => (at(d, "features", 0).icon = "scna")),
    () =>
      new RegExp(
        `^${escape(where("features.json", '"scna"'))} › Karte 1 .* › Feld „icon“: erwartet einen dieser Icon-Namen: scan, size, tryOn`,
      ),
  ],
  [
    "an e-mail address with a typo",
    json("site.json", (d) => (at(d, "contact").salesEmail = "vertrieb(at)passform.example")),
    () =>
      new RegExp(
        `^${escape(where("site.json", "(at)"))} › Abschnitt „contact“ › Feld „salesEmail“: erwartet eine E-Mail-Adresse`,
      ),
  ],
  [
    "a site address over http",
    json("site.json", (d) => (d.siteUrl = "http://www.passform.example")),
    () =>
      new RegExp(
        `^${escape(where("site.json", "http://"))} › oberste Ebene › Feld „siteUrl“: erwartet eine vollständige https://-Adresse`,
      ),
  ],
  [
    "a contract figure written as text",
    json("terms.json", (d) => (d.noticeMonths = "3 Monate")),
    () =>
      `${where("terms.json", '"3 Monate"')} › oberste Ebene › Feld „noticeMonths“: erwartet eine Zahl ohne Anführungszeichen (Monate); gefunden: "3 Monate"`,
  ],
  [
    "a whole file that is a list instead of a block",
    text("landing.json", (c) => `[${c}]`),
    () =>
      new RegExp(
        `^data/landing\\.json:1 › oberste Ebene › ganzer Eintrag: erwartet einen Block in geschweiften Klammern \\{ … \\} mit Feldern`,
      ),
  ],
  [
    "a phone number shown that is not the one dialled",
    json("site.json", (d) => (at(d, "contact").phoneDisplay = "+49 30 1234567")),
    () =>
      new RegExp(
        `^${escape(where("site.json", "+49 30 1234567"))} › Abschnitt „contact“ › Feld „phoneDisplay“: zeigt eine andere Nummer als „phone“`,
      ),
  ],
  [
    "a misspelt placeholder in a text of the landing page",
    json("landing.json", (d) => (at(d, "hero").lead = "Mit {{brnd}} passt es.")),
    () =>
      `${where("landing.json", "{{brnd}}")} › Abschnitt „hero“ › Feld „lead“: unbekannter Platzhalter. Gemeint ist vielleicht: {{brand}}. Alle Platzhalter stehen in CONTENT.md.`,
  ],
  [
    "a placeholder with a brace missing in a plan",
    json(
      "pricing.json",
      (d) => ((at(d, "plans", 0).features as string[])[0] = "Mit {{brand} im Shop"),
    ),
    () =>
      new RegExp(
        `^${escape(where("pricing.json", "{{brand}"))} › Tarif 1 .* › Feld „features“ › Eintrag 1: unvollständiger Platzhalter „\\{\\{“`,
      ),
  ],
  [
    "contract terms next to the prices that leave out the notice period",
    json("landing.json", (d) => {
      const pricing = at(d, "pricing");
      pricing.terms = String(pricing.terms).replace(/\{\{terms\.noticeMonths\}\}/g, "drei");
    }),
    () =>
      new RegExp(
        `^data/landing\\.json:\\d+ › Abschnitt „pricing“ › Feld „terms“: nennt \\{\\{terms\\.noticeMonths\\}\\} nicht; neben den Preisen gehören Mindestvertragslaufzeit, Verlängerung und Kündigungsfrist`,
      ),
  ],
  [
    "an unknown file",
    (r) => writeFileSync(path.join(r, "data", "preise.json"), "{}"),
    () =>
      new RegExp(
        `^data/preise\\.json › ganze Datei › Dateiname: unbekannte Datei; erlaubt sind site\\.json, landing\\.json`,
      ),
  ],
  [
    "a missing file",
    (r) => unlinkSync(path.join(r, "data", "claims.json")),
    () => "data/claims.json › ganze Datei › Datei: die Datei fehlt",
  ],
  [
    "a cookie listed in site.json that no legal text names",
    json("site.json", (d) => (at(d, "website").browserStorage = ["pf_consent"])),
    () =>
      `${where("site.json", '"pf_consent"')} › Abschnitt „website“ › Feld „browserStorage“ › Eintrag 1: „pf_consent“ steht in keinem Rechtstext; die Datenschutzerklärung muss sagen, was die Website im Browser tut`,
  ],
  [
    "a web address where a server name belongs",
    json("site.json", (d) => (at(d, "website").otherHosts = ["https://fonts.example.com/"])),
    () =>
      `${where("site.json", "fonts.example.com")} › Abschnitt „website“ › Feld „otherHosts“ › Eintrag 1: erwartet einen Servernamen wie fonts.example.com, ohne https:// und ohne /; gefunden: "https://fonts.example.com/"`,
  ],
];

describeMistakes("JSON", jsonMistakes);
