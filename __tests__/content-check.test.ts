/** @jest-environment node */
/**
 * Editors' mistakes in data/, each as an editor makes it (a text editor on Windows, a
 * copy-paste from Word or a web page, Markdown with HTML): every one must be stopped with a
 * line `data/…:LINE › entry › field: what is wrong`. Runs the content check on a copy of data/
 * and takes names, values and line numbers from that copy, so it follows the editors' edits.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadContent } from "../plugins/gatsby-source-passform/content/content-source";
import { formatProblem } from "../plugins/gatsby-source-passform/content/problems";
import { shareRules } from "../plugins/gatsby-source-passform/content/claim-promise";
import { judgeSamples } from "../plugins/gatsby-source-passform/content/release-gate";
import { today } from "../plugins/gatsby-source-passform/content/calendar-date";
import { fillSamples, REVIEWED } from "./support/fill-samples";

type JsonObject = Record<string, unknown>;
type Edit = (root: string) => void;

let root: string;
const dataFile = (file: string): string => path.join(root, "data", file);
const read = (file: string): string => readFileSync(dataFile(file), "utf8");

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), "passform-data-"));
  cpSync(path.resolve(__dirname, "../data"), path.join(root, "data"), { recursive: true });
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Changes a file's text as an editor types it. */
const text =
  (file: string, change: (content: string) => string): Edit =>
  () => {
    const before = read(file);
    const after = change(before);
    if (after === before) throw new Error(`the edit of ${file} changed nothing`);
    writeFileSync(dataFile(file), after);
  };

/** Changes parsed JSON and writes it back formatted. */
const json = (file: string, change: (data: JsonObject) => void): Edit =>
  text(file, (content) => {
    const data = JSON.parse(content) as JsonObject;
    change(data);
    return `${JSON.stringify(data, null, 2)}\n`;
  });

const at = (data: JsonObject, ...keys: PropertyKey[]): JsonObject =>
  keys.reduce<JsonObject>((value, key) => value[key as string] as JsonObject, data);

/** `data/<file>:<line>` of the first line (after the edit) that contains `needle`. */
const where = (file: string, needle: string | RegExp, content = read(file)): string => {
  const lines = content.split(/\r\n|\n|\r/);
  const index = lines.findIndex((line) =>
    typeof needle === "string" ? line.includes(needle) : needle.test(line),
  );
  if (index === -1) throw new Error(`${needle} is not in ${file}`);
  return `data/${file}:${index + 1}`;
};

const original = (file: string): JsonObject =>
  JSON.parse(readFileSync(path.resolve(__dirname, "../data", file), "utf8")) as JsonObject;
const plans = (): JsonObject[] => original("pricing.json").plans as JsonObject[];
const planName = (index: number): string => String(plans()[index]?.name);

const problemsAfter = (...edits: Edit[]): string[] => {
  for (const edit of edits) edit(root);
  return loadContent(path.join(root, "data")).problems.map(formatProblem);
};

it("finds nothing wrong with data/ as it is", () => {
  expect(loadContent(path.resolve(__dirname, "../data")).problems).toEqual([]);
});

type Case = [name: string, edit: Edit, expected: () => string | RegExp];

const escape = (value: string): string => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

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
        `^${escape(where("technology.json", /[äöüß]/, readFileSync(path.resolve(__dirname, "../data/technology.json"), "utf8")))} › ganze Datei › Zeichenkodierung: die Datei ist nicht als UTF-8 gespeichert \\(das Byte 0x[0-9A-F]{2} wäre in Windows-1252 „[äöüßÄÖÜ]“\\)`,
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
        `› Tarif 2 \\(„${escape(planName(1))}“\\) › Feld „popular“: nur ein Tarif darf true haben; schon Tarif 1`,
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
      `${where("landing.json", "#preise")} › Abschnitt „navigation“ › Feld Eintrag 3 › „href“: erwartet einen Abschnitt der Startseite: #features, #technology, #pricing, #demo; gefunden: "#preise"`,
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
        `^data/landing\\.json:\\d+ › Abschnitt „pricing“ › Feld „terms“: nennt \\{\\{terms\\.noticeMonths\\}\\} nicht; neben den Preisen gehören Mindestlaufzeit, Verlängerung und Kündigungsfrist`,
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
      `${where("legal/datenschutz.md", "titel:")} › Frontmatter › Feld „titel“: unbekanntes Feld (Tippfehler?); erlaubt sind: title, slug, lastUpdated, description, review`,
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
      "data/legal/impressum.md › Frontmatter › Feld „slug“: „/agb“ verwendet schon data/legal/agb.md; jede Seite braucht eine eigene Adresse",
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
        `^${escape(where("legal/agb.md", "#gibt-es-nicht"))} › .* › Link „/datenschutz#gibt-es-nicht“: führt zum Anker #gibt-es-nicht auf /datenschutz \\(data/legal/datenschutz\\.md\\), doch dort gibt es keine Überschrift mit diesem Anker`,
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
  [
    "a text file in data/legal/",
    (r) => writeFileSync(path.join(r, "data/legal/agb.txt"), "AGB"),
    () =>
      "data/legal/agb.txt › ganze Datei › Dateiname: in data/legal/ sind nur Markdown-Dateien erlaubt, deren Name auf .md endet",
  ],
];

describe.each([
  ["JSON", jsonMistakes],
  ["Markdown", legalMistakes],
] as const)("a %s mistake", (_kind, cases) => {
  it.each(cases)("is stopped at its line: %s", (_name, edit, expected) => {
    const problems = problemsAfter(edit);
    const want = expected();
    expect(problems).toEqual(
      expect.arrayContaining([typeof want === "string" ? want : expect.stringMatching(want)]),
    );
  });
});

describe("absolute claims and the share of cases that bears them out", () => {
  const figures = (): string[] =>
    (original("claims.json").claims as JsonObject[]).map((entry) => String(entry.figure));
  /** A figure no claim of data/ has, so the edited claim stays unique. */
  const unused = (unit: string): string => {
    for (let value = 7; ; value += 1) {
      if (!figures().includes(`${value} ${unit}`)) return `${value} ${unit}`;
    }
  };
  /** Claim 1 as an editor rewrites it; a field given as undefined is taken out. */
  const claim = (fields: Record<string, string | undefined>): Edit =>
    json("claims.json", (d) => {
      const claims = d.claims as JsonObject[];
      claims[0] = Object.fromEntries(
        Object.entries({ ...claims[0], ...fields }).filter(([, value]) => value !== undefined),
      );
    });
  const seconds = unused("Sekunden");
  const percent = unused("%");
  const scan = (lead: string, share: string | undefined, basisShare = share) =>
    claim({
      lead,
      figure: seconds,
      label: undefined,
      basis: `Von 1.200 Scans im Zeitraum Mai bis Juli dauerten ${basisShare ?? "viele"} weniger als ${seconds}.`,
      share,
    });
  const returns = (share: string | undefined) =>
    claim({
      lead: "bis zu",
      figure: percent,
      label: "niedrigere Retourenquote",
      basis: `In ${share ?? "einigen"} der 20 Shops sank die Retourenquote um mindestens ${percent}, im Durchschnitt um 31 %.`,
      share,
    });
  const entry = (figure: string) => `Kennzahl 1 („${figure}“)`;
  const { limit, mostly, maximum } = shareRules;

  it("asks for the share of an absolute claim, with the share its wording needs", () => {
    expect(problemsAfter(scan("Scan in unter", undefined))).toEqual([
      expect.stringMatching(
        new RegExp(
          `^data/claims\\.json:\\d+ › ${escape(entry(seconds))} › Feld „share“: fehlt: „Scan in unter ${seconds}“ ist eine absolute Aussage; „share“ nennt den Anteil der Fälle, die unter dem genannten Wert liegen \\(mindestens ${limit.least} %\\), und solange er nicht belegt ist „\\[Anteil\\] %“$`,
        ),
      ),
    ]);
    expect(problemsAfter(returns(undefined))).toEqual([
      expect.stringMatching(
        new RegExp(
          `› ${escape(entry(percent))} › Feld „share“: fehlt: „bis zu ${percent} niedrigere Retourenquote“ ist eine absolute Aussage; „share“ nennt den Anteil der Fälle, die den Höchstwert erreichen \\(mindestens ${maximum.least} %\\)`,
        ),
      ),
    ]);
  });

  it("refuses „in unter …“ when fewer than 90 % of the cases are below, and says what to write", () => {
    const share = `${limit.least - 1} %`;
    expect(problemsAfter(scan("Scan in unter", share))).toEqual([
      `${where("claims.json", `"share": "${share}"`)} › ${entry(seconds)} › Feld „share“: „Scan in unter ${seconds}“ gilt ohne Einschränkung erst, wenn mindestens ${limit.least} % der Fälle darunter liegen; bei ${share} „meist in unter …“ schreiben (mehr als ${mostly.least} %) oder den Median als Kennzahl nennen`,
    ]);
  });

  it("lets „in unter …“ stand from 90 % of the cases on", () => {
    expect(problemsAfter(scan("Scan in unter", `${limit.least} %`))).toEqual([]);
  });

  it("lets „meist in unter …“ stand only above half of the cases", () => {
    expect(problemsAfter(scan("Scan meist in unter", `${mostly.least + 1} %`))).toEqual([]);
  });

  it("refuses „meist in unter …“ for half of the cases or fewer", () => {
    const share = `${mostly.least} %`;
    expect(problemsAfter(scan("Scan meist in unter", share))).toEqual([
      `${where("claims.json", `"share": "${share}"`)} › ${entry(seconds)} › Feld „share“: „meist“ heißt: in mehr als ${mostly.least} % der Fälle; bei ${share} den Median als Kennzahl nennen oder einen anderen Wert wählen`,
    ]);
  });

  it("refuses „bis zu …“ that only a few cases reach, and allows it from a quarter on", () => {
    const few = `${maximum.least - 1} %`;
    expect(problemsAfter(returns(few))).toEqual([
      `${where("claims.json", `"share": "${few}"`)} › ${entry(percent)} › Feld „share“: „bis zu“ verlangt, dass ein nicht unerheblicher Teil der Fälle den Höchstwert erreicht, nicht nur Einzelfälle (mindestens ${maximum.least} %); bei ${few} den Durchschnitt als Kennzahl nehmen („durchschnittlich … %“)`,
    ]);
  });

  it("allows „bis zu …“ once a quarter of the cases reach the maximum", () => {
    expect(problemsAfter(returns(`${maximum.least} %`))).toEqual([]);
  });

  it("needs the footnote to state the same share", () => {
    const share = `${limit.least + 3} %`;
    expect(problemsAfter(scan("Scan in unter", share, `${limit.least + 2} %`))).toEqual([
      expect.stringMatching(
        new RegExp(
          `^data/claims\\.json:\\d+ › ${escape(entry(seconds))} › Feld „basis“: nennt den Anteil aus „share“ \\(${share}\\) nicht; die Fußnote zeigt, für welchen Anteil der Fälle die Kennzahl gilt`,
        ),
      ),
    ]);
  });

  it("takes a share only as a percentage or a gap", () => {
    expect(problemsAfter(scan("Scan in unter", "95 Prozent", "95 %"))).toEqual([
      `${where("claims.json", '"share": "95 Prozent"')} › ${entry(seconds)} › Feld „share“: erwartet einen Anteil in Prozent wie „93 %“ (höchstens 100 %) – oder, solange er nicht belegt ist, „[Anteil] %“; gefunden: "95 Prozent"`,
    ]);
  });

  it("needs no share where the headline names a statistic", () => {
    expect(problemsAfter(scan("im Median in unter", undefined))).toEqual([]);
    expect(problemsAfter(returns(undefined), claim({ lead: "durchschnittlich" }))).toEqual([]);
  });

  it("lists a share still to be supplied as a sample, which only production refuses", () => {
    scan("Scan in unter", "[Anteil] %")(root);
    const content = loadContent(path.join(root, "data"));
    expect(content.problems.map(formatProblem)).toEqual([]);
    expect(content.samples.map(formatProblem)).toContain(
      `${where("claims.json", '"share": "[Anteil] %"')} › ${entry(seconds)} › Feld „share“: enthält eine Lücke für echte Angaben: [Anteil]`,
    );
  });
});

describe("merge-conflict markers", () => {
  /** Both versions of `line`, as Git leaves them when two branches changed it. */
  const conflict = (ours: string, theirs: string, branch = "preis-co-branded"): string =>
    `<<<<<<< HEAD\n${ours}\n=======\n${theirs}\n>>>>>>> ${branch}`;
  const resolveHint =
    "hier sind zwei Fassungen der Datei zusammengeführt worden, ohne den Konflikt aufzulösen (z. B. beim Zusammenführen eines Pull Requests); bitte entscheiden, welche Fassung gilt, sie behalten und die Zeilen <<<<<<<, ======= und >>>>>>> löschen";
  /** `data/<file>:<line>` of a marker and the line its conflict ends at. */
  const span = (file: string, start: string | RegExp, end: string | RegExp) => {
    const lines = read(file).split(/\r\n|\n|\r/);
    const first = where(file, start);
    const last = lines.findIndex(
      (line, index) =>
        index >= Number(first.split(":")[1]) &&
        (typeof end === "string" ? line.startsWith(end) : end.test(line)),
    );
    return { at: first, end: last + 1 };
  };

  it("stops a JSON file at the conflict's first line, without a JSON syntax error after it", () => {
    const problems = problemsAfter(
      text("pricing.json", (c) =>
        c.replace('      "price": 299,', conflict('      "price": 299,', '      "price": 349,')),
      ),
    );
    const { at, end } = span("pricing.json", "<<<<<<< HEAD", ">>>>>>> ");
    expect(problems).toEqual([
      `${at} › ganze Datei › Konfliktmarkierung: „<<<<<<< HEAD“ – ${resolveHint} (der Konflikt reicht bis Zeile ${end})`,
    ]);
  });

  it("stops a legal text, which Markdown would publish with the markers, once per conflict", () => {
    const problems = problemsAfter(
      text("legal/agb.md", (c) =>
        c
          .replace(
            'lastUpdated: "2021-01-01"',
            conflict('lastUpdated: "2021-01-01"', 'lastUpdated: "2021-02-01"', "agb-haftung"),
          )
          .replace(/^(1\. Der Anbieter stellt die Plattform .*)$/m, (line) =>
            conflict(line, line.replace("bereit", "zur Verfügung"), "agb-haftung"),
          ),
      ),
    );
    const lines = read("legal/agb.md").split("\n");
    const starts = lines.flatMap((line, index) => (line.startsWith("<<<<<<<") ? [index + 1] : []));
    const ends = lines.flatMap((line, index) => (line.startsWith(">>>>>>>") ? [index + 1] : []));
    // Nothing else: not the footer's link to /agb, nor a frontmatter or Markdown problem.
    expect(problems).toEqual(
      starts.map(
        (line, index) =>
          `data/legal/agb.md:${line} › ganze Datei › Konfliktmarkierung: „<<<<<<< HEAD“ – ${resolveHint} (der Konflikt reicht bis Zeile ${ends[index]})`,
      ),
    );
  });

  it("counts the lines of a CRLF file as the editor sees them", () => {
    const problems = problemsAfter((r) => {
      const content = read("legal/impressum.md")
        .replace(/\r?\n/g, "\n")
        .replace(/^(## .*)$/m, (heading) => conflict(heading, `${heading} neu`, "impressum"))
        .replace(/\n/g, "\r\n");
      writeFileSync(path.join(r, "data/legal/impressum.md"), content);
    });
    const { at, end } = span("legal/impressum.md", "<<<<<<< HEAD", ">>>>>>> ");
    expect(problems).toEqual([
      `${at} › ganze Datei › Konfliktmarkierung: „<<<<<<< HEAD“ – ${resolveHint} (der Konflikt reicht bis Zeile ${end})`,
    ]);
  });

  it("names the common version of a diff3 conflict as one to delete too", () => {
    const problems = problemsAfter(
      text("landing.json", (c) =>
        c.replace(
          /^(\s*"loginLabel": .*)$/m,
          (line) =>
            `<<<<<<< HEAD\n${line}\n||||||| merged common ancestors\n${line}\n=======\n${line}\n>>>>>>> login`,
        ),
      ),
    );
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${escape(where("landing.json", "<<<<<<<"))} › ganze Datei › Konfliktmarkierung: „<<<<<<< HEAD“ – .*sie behalten und die frühere gemeinsame Fassung ab \\|\\|\\|\\|\\|\\|\\| und die Zeilen <<<<<<<, ======= und >>>>>>> löschen`,
        ),
      ),
    ]);
  });

  it("finds every conflict of a file, and markers left over from one", () => {
    const problems = problemsAfter(
      text("features.json", (c) =>
        c
          .replace(/^(\s*"title": .*)$/m, (line) => conflict(line, line, "karte-1"))
          .replace(/^(\s*"text": .*)$/m, (line) => `${line}\n>>>>>>> karte-1`),
      ),
      text("legal/datenschutz.md", (c) =>
        // The separator alone under a paragraph: in Markdown a heading, here never.
        c.replace(/^(Für die Widgets in den Onlineshops .*)$/m, "$1\n======="),
      ),
    );
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(`^${escape(where("features.json", "<<<<<<< HEAD"))} › .*„<<<<<<< HEAD“ – `),
      ),
      expect.stringMatching(
        new RegExp(
          `^data/features\\.json:${read("features.json").split("\n").lastIndexOf(">>>>>>> karte-1") + 1} › ganze Datei › Konfliktmarkierung: „>>>>>>> karte-1“ – eine Zeile, die beim Zusammenführen zweier Fassungen der Datei den Konflikt zwischen ihnen markiert, ist stehen geblieben`,
        ),
      ),
      expect.stringMatching(
        new RegExp(
          `^${escape(where("legal/datenschutz.md", /^=======$/))} › ganze Datei › Konfliktmarkierung: „=======“ – `,
        ),
      ),
    ]);
  });

  it("is not reported again by the pages and links that lead to the conflicted text", () => {
    const problems = problemsAfter(
      text("legal/agb.md", (c) =>
        c.replace(
          "[Datenschutzerklärung](/datenschutz)",
          "[Datenschutzerklärung](/datenschutz#wer-wofuer-verantwortlich-ist)",
        ),
      ),
      text("legal/datenschutz.md", (c) =>
        c.replace("### 5.1 Wer wofür verantwortlich ist", (heading) =>
          conflict(heading, "### 5.1 Verantwortlichkeiten", "abschnitt-5-1"),
        ),
      ),
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^data\/legal\/datenschutz\.md:\d+ › ganze Datei › Konfliktmarkierung: /,
      ),
    ]);
  });
});

describe("what editors' tools add harmlessly", () => {
  it("accepts a UTF-8 byte order mark and Windows line endings in JSON and Markdown", () => {
    const problems = problemsAfter((r) => {
      for (const file of ["pricing.json", "site.json", "legal/agb.md", "legal/impressum.md"]) {
        const content = read(file).replace(/\r?\n/g, "\r\n");
        writeFileSync(path.join(r, "data", file), `\ufeff${content}`);
      }
    });
    expect(problems).toEqual([]);
  });

  it("counts lines of a CRLF file as the editor sees them", () => {
    const problems = problemsAfter((r) => {
      const content = read("pricing.json").replace('"price": 299', '"price": "299"');
      writeFileSync(path.join(r, "data/pricing.json"), content.replace(/\n/g, "\r\n"));
    });
    expect(problems[0]).toMatch(new RegExp(`^${escape(where("pricing.json", '"299"'))} › `));
  });

  it("ignores hidden files such as .DS_Store", () => {
    expect(problemsAfter((r) => writeFileSync(path.join(r, "data/.DS_Store"), "x"))).toEqual([]);
  });

  it("reads every frontmatter value as the text written: no date, number or boolean is guessed", () => {
    const content = loadContent(path.join(root, "data"));
    for (const page of content.legal) {
      expect(typeof page.frontmatter?.lastUpdated).toBe("string");
    }
    problemsAfter(text("legal/agb.md", (c) => c.replace(/^title: .*$/m, "title: 0x10")));
    const agb = loadContent(path.join(root, "data")).legal.find((page) =>
      page.file.endsWith("agb.md"),
    );
    expect(agb?.frontmatter?.title).toBe("0x10");
  });
});

it("lists every mistake at once, one line each, in file order", () => {
  const problems = problemsAfter((r) => {
    json("pricing.json", (d) => {
      at(d, "plans", 0).price = "299";
      at(d, "plans", 1).cta = "";
    })(r);
    json("landing.json", (d) => (at(d, "navigation", 0).href = "features"))(r);
  });
  expect(problems).toHaveLength(3);
  expect(problems.map((problem) => problem.split(":")[0])).toEqual([
    "data/landing.json",
    "data/pricing.json",
    "data/pricing.json",
  ]);
});

it("reads data/ again only after a file has changed", () => {
  const dataDir = path.join(root, "data");
  const first = loadContent(dataDir);
  expect(loadContent(dataDir)).toBe(first);
  json("pricing.json", (d) => (at(d, "plans", 0).price = 349))(root);
  const second = loadContent(dataDir);
  expect(second).not.toBe(first);
  expect((second.data.pricing?.plans[0] as { price?: number }).price).toBe(349);
});

describe("sample values still to be replaced before launch", () => {
  const samplesAfter = (edit: Edit): { problems: string[]; samples: string[] } => {
    edit(root);
    const content = loadContent(path.join(root, "data"));
    return {
      problems: content.problems.map(formatProblem),
      samples: content.samples.map(formatProblem),
    };
  };

  it("points each one at the line that holds it", () => {
    const content = loadContent(path.resolve(__dirname, "../data"));
    for (const sample of content.samples) {
      const file = sample.file.replace(/^data\//, "");
      const line = read(file).split(/\r\n|\n|\r/)[(sample.line ?? 0) - 1] ?? "";
      const field = /„([\w.]+)“/.exec(sample.field)?.[1]?.split(".").at(-1);
      const marker = /\[[^\]]+\]/.exec(sample.message)?.[0];
      expect(line).toContain(marker ?? `"${field}"`);
    }
  });

  it("lists a gap in square brackets typed into a text, and the build goes on", () => {
    const feature = at(original("features.json"), "features", 0);
    const { problems, samples } = samplesAfter(
      json("features.json", (d) => {
        at(d, "features", 0).text = `${String(feature.text)} Bereits in [Anzahl] Shops.`;
      }),
    );
    expect(problems).toEqual([]);
    expect(samples).toContain(
      `${where("features.json", "[Anzahl]")} › Karte 1 („${String(feature.title)}“) › Feld „text“: enthält eine Lücke für echte Angaben: [Anzahl]`,
    );
  });

  it("lists gaps in a legal text with their section, but not its links", () => {
    const { problems, samples } = samplesAfter(
      text(
        "legal/agb.md",
        (c) => `${c.trimEnd()}\n\nPreisliste vom [Datum], gültig ab [Datum]; siehe [§ 1](/agb).\n`,
      ),
    );
    // As messages show a heading: on one line, a no-break space as a space.
    const lastHeading = [...read("legal/agb.md").matchAll(/^## (.+)$/gm)]
      .at(-1)?.[1]
      ?.replace(/\s+/g, " ");
    expect(problems).toEqual([]);
    expect(samples).toContain(
      `${where("legal/agb.md", "[Datum]")} › Abschnitt „${lastHeading}“ › Text: enthält eine Lücke für echte Angaben: [Datum]`,
    );
  });

  it("lists a company fact while site.json names it under placeholders, and not after", () => {
    const marked = original("site.json").placeholders as string[];
    const before = loadContent(path.join(root, "data")).samples;
    expect(before.filter((sample) => sample.file === "data/site.json")).toHaveLength(marked.length);
    const { samples } = samplesAfter(json("site.json", (d) => (d.placeholders = [])));
    expect(samples.filter((sample) => sample.startsWith("data/site.json"))).toEqual([]);
  });
});

describe("the production gate", () => {
  const production = { CONTEXT: "production" };
  const contentAfter = (...edits: Edit[]) => {
    for (const edit of edits) edit(root);
    return loadContent(path.join(root, "data"));
  };

  it("refuses the repository's samples, grouped by who supplies them, each with its line", () => {
    const { samples } = contentAfter();
    const verdict = judgeSamples(samples, production);
    expect(verdict.kind).toBe("refuse");
    const message = verdict.kind === "refuse" ? verdict.message : "";
    const groups = [...new Set(samples.map((sample) => sample.group))];
    expect(groups.length).toBeGreaterThan(1);
    for (const group of groups) {
      const count = samples.filter((sample) => sample.group === group).length;
      expect(message).toContain(
        `\n${group} (${count === 1 ? "eine Stelle" : `${count} Stellen`}):\n`,
      );
    }
    for (const sample of samples) expect(message).toContain(`✖ ${formatProblem(sample)}`);
    expect(message).toContain(`${samples.length} Stellen`);
  });

  it("lets the same samples through every other build, as a warning", () => {
    const { samples } = contentAfter();
    for (const context of ["deploy-preview", "branch-deploy", "dev", undefined]) {
      expect(judgeSamples(samples, { CONTEXT: context }).kind).toBe("warn");
    }
  });

  it("has nothing to refuse once the company has supplied every sample", () => {
    const content = contentAfter((dir) => fillSamples(path.join(dir, "data")));
    expect(content.problems.map(formatProblem)).toEqual([]);
    expect(content.samples.map(formatProblem)).toEqual([]);
    expect(judgeSamples(content.samples, production)).toEqual({ kind: "none" });
  });

  it("refuses a reviewed legal text whose Stand is older than the review", () => {
    const stand = /^lastUpdated: .*$/m.exec(read("legal/agb.md"))?.[0] ?? "";
    const stale = /"(.*)"/.exec(stand)?.[1] ?? "";
    expect(stale < REVIEWED).toBe(true);
    const content = contentAfter(
      (dir) => fillSamples(path.join(dir, "data")),
      // The lawyer has signed, but the Stand was left as it was.
      text("legal/agb.md", (c) => c.replace(/^lastUpdated: .*$/m, stand)),
    );
    expect(content.problems.map(formatProblem)).toEqual([]);
    expect(content.samples.map(formatProblem)).toEqual([
      `${where("legal/agb.md", "lastUpdated:")} › Frontmatter › Feld „lastUpdated“: Stand älter als die anwaltliche Prüfung: „lastUpdated“ (${stale}) liegt vor dem Datum in „review“ (${REVIEWED}); die Seite zeigte den alten Stand. „lastUpdated“ auf das Datum der geprüften Fassung setzen, frühestens ${REVIEWED}`,
    ]);
    const verdict = judgeSamples(content.samples, production);
    expect(verdict.kind).toBe("refuse");
    expect(verdict.kind === "refuse" && verdict.message).toContain(
      "\nRechtstexte (eine Stelle):\n",
    );
  });

  it("publishes a reviewed legal text from the review's day on, and with a later Stand", () => {
    const filled = contentAfter((dir) => fillSamples(path.join(dir, "data")));
    expect(/^lastUpdated: "(.*)"$/m.exec(read("legal/agb.md"))?.[1]).toBe(REVIEWED);
    expect(filled.samples.map(formatProblem)).toEqual([]);
    const later = contentAfter(
      text("legal/agb.md", (c) => c.replace(/^lastUpdated: .*$/m, `lastUpdated: "${today()}"`)),
    );
    expect(later.samples.map(formatProblem)).toEqual([]);
  });

  it("names a company fact in a block by its path, at the line of its value", () => {
    const { samples, sampleValues } = contentAfter(
      json("site.json", (d) => (d.placeholders = ["register.number"])),
    );
    const register = at(original("site.json"), "register");
    expect(samples.filter((sample) => sample.file === "data/site.json").map(formatProblem)).toEqual(
      [
        `${where("site.json", '"number"')} › oberste Ebene › Feld „register.number“: steht unter „placeholders“, enthält also noch Musterangaben („${String(register.number)}“); den echten Wert eintragen und „register.number“ aus „placeholders“ löschen`,
      ],
    );
    expect(sampleValues).toEqual([register.number]);
  });

  it("rejects a placeholder that names no field of site.json", () => {
    expect(problemsAfter(json("site.json", (d) => (d.placeholders = ["register.nummer"])))).toEqual(
      [
        expect.stringMatching(
          /^data\/site\.json:\d+ › Abschnitt „placeholders“ › Feld Eintrag 1: erwartet den Namen eines Feldes dieser Datei, z\. B\. vatId oder address\.street; gefunden: "register\.nummer"$/,
        ),
      ],
    );
  });

  it("counts a gap in a company fact and in a legal text's frontmatter", () => {
    const { samples } = contentAfter(
      json("site.json", (d) => (at(d, "hosting").address = "[Anschrift laut Vertrag]")),
    );
    const hosting = samples.find((sample) => sample.file === "data/site.json" && sample.line);
    expect(samples.map(formatProblem)).toContain(
      `${where("site.json", "[Anschrift laut Vertrag]")} › Abschnitt „hosting“ › Feld „address“: enthält eine Lücke für echte Angaben: [Anschrift laut Vertrag]`,
    );
    expect(hosting?.group).toBe("Firmenangaben");
    const review = samples.find((sample) => sample.field === "Feld „review“");
    expect(review?.group).toBe("Rechtstexte");
    expect(review && formatProblem(review)).toMatch(
      /^data\/legal\/\w+\.md:\d+ › Frontmatter › Feld „review“: enthält eine Lücke/,
    );
  });

  it("asks for the basis of „Am beliebtesten“ wherever a plan carries the badge", () => {
    const landing = at(original("landing.json"), "pricing");
    const popular = plans().findIndex((plan) => plan.popular);
    expect(popular).toBeGreaterThanOrEqual(0);
    expect(
      problemsAfter(json("landing.json", (d) => delete at(d, "pricing").popularBasis)),
    ).toEqual([
      `${where("landing.json", '"popularLabel"')} › Abschnitt „pricing“ › Feld „popularBasis“: Tarif ${popular + 1} („${planName(popular)}“) trägt das Abzeichen „${String(landing.popularLabel)}“; das ist eine Tatsachenbehauptung und braucht ihre Grundlage in „popularBasis“ (z. B. Anteil an den Neuverträgen im [Zeitraum]) – oder bei keinem Tarif "popular": true`,
    ]);
  });

  it("needs no such basis when no plan carries the badge", () => {
    expect(
      problemsAfter(
        json("landing.json", (d) => delete at(d, "pricing").popularBasis),
        json("pricing.json", (d) => {
          for (const plan of d.plans as JsonObject[]) plan.popular = false;
        }),
      ),
    ).toEqual([]);
  });
});
