/**
 * Editors' mistakes in data/: each must stop the build (onPreBootstrap calls reporter.panic)
 * with a message that names the file and the field.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync, unlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ParentSpanPluginArgs } from "gatsby";
import { validateContent } from "../src/content/validate-content";
import { onPreBootstrap } from "../src/node/on-pre-bootstrap";

type Edit = (root: string) => void;

type JsonObject = Record<string, unknown>;

const json =
  (file: string, change: (data: JsonObject) => void): Edit =>
  (root) => {
    const full = path.join(root, "data", file);
    const data = JSON.parse(readFileSync(full, "utf8")) as JsonObject;
    change(data);
    writeFileSync(full, JSON.stringify(data, null, 2));
  };

/** The object at `keys` inside parsed JSON, for editing in place. */
const at = (data: JsonObject, ...keys: PropertyKey[]): JsonObject =>
  keys.reduce<JsonObject>((value, key) => value[key as string] as JsonObject, data);

const text =
  (file: string, change: (content: string) => string): Edit =>
  (root) => {
    const full = path.join(root, "data", file);
    writeFileSync(full, change(readFileSync(full, "utf8")));
  };

let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), "passform-data-"));
  cpSync(path.resolve(__dirname, "../data"), path.join(root, "data"), { recursive: true });
});

afterEach(() => {
  jest.restoreAllMocks();
  rmSync(root, { recursive: true, force: true });
});

/** Runs the build's own first step in a copy of data/ and returns what it panicked with. */
const buildMessage = async (edit: Edit): Promise<string> => {
  edit(root);
  const panic = jest.fn();
  const activity = { start: jest.fn(), end: jest.fn() };
  const reporter = { panic, activityTimer: () => activity };
  const store = { getState: () => ({ program: { directory: root } }) };
  await (onPreBootstrap as (args: ParentSpanPluginArgs) => Promise<void>)({
    reporter,
    store,
  } as unknown as ParentSpanPluginArgs);
  expect(panic).toHaveBeenCalledTimes(1);
  return panic.mock.calls[0][0] as string;
};

it("passes the content as it is", () => {
  expect(validateContent(path.resolve(__dirname, "../data"))).toEqual([]);
});

const badInputs: Array<[string, Edit, RegExp]> = [
  [
    "a price written with the euro sign",
    json("pricing.json", (d) => (at(d, "plans", 1).price = "899 €")),
    /data\/pricing\.json › Plan 2 \(„White-Label“\) › Feld „price“: erwartet eine ganze Zahl.*gefunden: "899 €"/,
  ],
  [
    "a negative price",
    json("pricing.json", (d) => (at(d, "plans", 0).price = -299)),
    /data\/pricing\.json › Plan 1 \(„Co-Branded“\) › Feld „price“: darf nicht negativ sein; gefunden: -299/,
  ],
  [
    "a price with cents",
    json("pricing.json", (d) => (at(d, "plans", 0).price = 299.5)),
    /data\/pricing\.json › Plan 1 .* › Feld „price“: erwartet ganze Euro ohne Cent; gefunden: 299.5/,
  ],
  [
    "a misspelt key",
    json("pricing.json", (d) => {
      at(d, "plans", 2).populr = true;
    }),
    /data\/pricing\.json › Plan 3 \(„Enterprise“\) › Feld „populr“: unbekanntes Feld \(Tippfehler\?\); erlaubt sind: name, description, price, period/,
  ],
  [
    "two plans marked popular",
    json("pricing.json", (d) => (at(d, "plans", 0).popular = true)),
    /data\/pricing\.json › Plan 2 \(„White-Label“\) › Feld „popular“: nur ein Plan darf true haben; schon Plan 1/,
  ],
  [
    "two plans with the same name",
    json("pricing.json", (d) => (at(d, "plans", 2).name = "Co-Branded")),
    /data\/pricing\.json › Plan 3 \(„Co-Branded“\) › Feld „name“: Der Name „Co-Branded“ kommt doppelt vor/,
  ],
  [
    "a plan without features",
    json("pricing.json", (d) => (at(d, "plans", 0).features = [])),
    /data\/pricing\.json › Plan 1 .* › Feld „features“: braucht mindestens eine Leistung; gefunden: 0 Einträge/,
  ],
  [
    "a call to action too long for a button",
    json("pricing.json", (d) => (at(d, "plans", 1).cta = "Jetzt unverbindlich eine Demo buchen")),
    /data\/pricing\.json › Plan 2 .* › Feld „cta“: höchstens 24 Zeichen; gefunden: .*\(36 Zeichen\)/,
  ],
  [
    "an unknown billing period",
    json("pricing.json", (d) => (at(d, "plans", 0).period = "monatlich")),
    /data\/pricing\.json › Plan 1 .* › Feld „period“: erwartet „Monat“ oder „Jahr“; gefunden: "monatlich"/,
  ],
  [
    "a missing description",
    json("pricing.json", (d) => delete at(d, "plans", 1).description),
    /data\/pricing\.json › Plan 2 .* › Feld „description“: erwartet einen Text.*gefunden: nichts \(das Feld fehlt\)/,
  ],
  [
    "an empty plan name",
    json("pricing.json", (d) => (at(d, "plans", 0).name = "  ")),
    /data\/pricing\.json › Plan 1 .* › Feld „name“: darf nicht leer sein/,
  ],
  [
    "broken JSON",
    text("pricing.json", (c) => c.replace('"popular": false,', '"popular": false,,')),
    /data\/pricing\.json › ganze Datei › Feld \(Schreibweise\): kein gültiges JSON in Zeile \d+, Spalte \d+/,
  ],
  [
    "a navigation link to a section that does not exist",
    json("landing.json", (d) => (at(d, "navigation", 2).href = "#preise")),
    /data\/landing\.json › Abschnitt „navigation“ › Feld Eintrag 3 › „href“: erwartet einen Abschnitt der Startseite: #features, #technology, #pricing, #demo; gefunden: "#preise"/,
  ],
  [
    "an empty hero headline",
    json("landing.json", (d) => (at(d, "hero").title = "")),
    /data\/landing\.json › Abschnitt „hero“ › Feld „title“: darf nicht leer sein/,
  ],
  [
    "an icon name that does not exist",
    json("features.json", (d) => (at(d, "features", 0).icon = "scna")),
    /data\/features\.json › Karte 1 \(„Ein Scan, viele Shops“\) › Feld „icon“: erwartet einen dieser Icon-Namen: scan, size, tryOn/,
  ],
  [
    "a fourth feature card",
    json("features.json", (d) =>
      (d.features as JsonObject[]).push({ ...at(d, "features", 0), title: "Noch eine" }),
    ),
    /data\/features\.json › oberste Ebene › Feld „features“: der Feature-Abschnitt hat genau drei Karten; gefunden: 4 Einträge/,
  ],
  [
    "the list of topics under a wrong key",
    json("technology.json", (d) => {
      d.topic = d.topics;
      delete d.topics;
    }),
    /data\/technology\.json › oberste Ebene › Feld „topics“: erwartet eine Liste von Themen; gefunden: nichts[\s\S]*Feld „topic“: unbekanntes Feld/,
  ],
  [
    "a claim placed where claims cannot go",
    json("claims.json", (d) => (at(d, "claims", 4).placement = "header")),
    /data\/claims\.json › Kennzahl 5 \(„50 Sekunden“\) › Feld „placement“: erwartet „hero“ oder „features“; gefunden: "header"/,
  ],
  [
    "four claims in the hero",
    json("claims.json", (d) => (at(d, "claims", 3).placement = "hero")),
    /data\/claims\.json › oberste Ebene › Feld „claims“: im Hero stehen 1–3 Kennzahlen, gefunden: 4/,
  ],
  [
    "an e-mail address with a typo",
    json("site.json", (d) => (at(d, "contact").salesEmail = "vertrieb(at)passform.example")),
    /data\/site\.json › Abschnitt „contact“ › Feld „salesEmail“: erwartet eine E-Mail-Adresse.*gefunden: "vertrieb\(at\)passform\.example"/,
  ],
  [
    "a site address over http",
    json("site.json", (d) => (d.siteUrl = "http://www.passform.example")),
    /data\/site\.json › oberste Ebene › Feld „siteUrl“: erwartet eine vollständige https:\/\/-Adresse/,
  ],
  [
    "an impossible date in a legal page",
    text("legal/agb.md", (c) =>
      c.replace('lastUpdated: "2021-01-01"', 'lastUpdated: "2021-13-01"'),
    ),
    /data\/legal\/agb\.md › Frontmatter › Feld „lastUpdated“: ist kein gültiges Kalenderdatum; gefunden: "2021-13-01"/,
  ],
  [
    "a legal page on the 404 path",
    text("legal/impressum.md", (c) => c.replace('slug: "/impressum"', 'slug: "/404"')),
    /data\/legal\/impressum\.md › Frontmatter › Feld „slug“: ist für eine andere Seite reserviert/,
  ],
  [
    "two legal pages with the same slug",
    text("legal/impressum.md", (c) => c.replace('slug: "/impressum"', 'slug: "/agb"')),
    /data\/legal\/impressum\.md › Frontmatter › Feld „slug“: „\/agb“ verwendet schon data\/legal\/agb\.md/,
  ],
  [
    "a company fact the site does not know",
    text("legal/impressum.md", (c) => c.replace("{{address.city}}", "{{adress.city}}")),
    /data\/legal\/impressum\.md › Text › Feld \{\{adress\.city\}\}: unbekannter Platzhalter/,
  ],
  [
    "a misspelt frontmatter key",
    text("legal/datenschutz.md", (c) => c.replace("title:", "titel:")),
    /data\/legal\/datenschutz\.md › Frontmatter › Feld „title“: erwartet einen Text[\s\S]*Feld „titel“: unbekanntes Feld/,
  ],
  [
    "an unknown data file",
    (r) => writeFileSync(path.join(r, "data", "preise.json"), "{}"),
    /data\/preise\.json › ganze Datei › Feld \(Dateiname\): unbekannte Datei; erlaubt sind site\.json, landing\.json, pricing\.json/,
  ],
  [
    "a missing data file",
    (r) => unlinkSync(path.join(r, "data", "claims.json")),
    /data\/claims\.json › ganze Datei › Feld \(Datei\): die Datei fehlt/,
  ],
];

it.each(badInputs)(
  "stops the build on %s, naming file and field",
  async (_name, edit, expected) => {
    const message = await buildMessage(edit);
    expect(message).toMatch(
      /^Die Inhalte in data\/ enthalten (einen|\d+) Fehler; es wurde nichts gebaut\./,
    );
    expect(message).toMatch(expected);
  },
);

it("lists every mistake at once, one line each", async () => {
  const message = await buildMessage((r) => {
    json("pricing.json", (d) => {
      at(d, "plans", 0).price = "299";
      at(d, "plans", 1).cta = "";
    })(r);
    json("landing.json", (d) => (at(d, "navigation", 0).href = "features"))(r);
  });
  expect(message.split("\n").filter((line) => line.startsWith("  ✖ "))).toHaveLength(3);
  expect(message).toContain("Die Inhalte in data/ enthalten 3 Fehler");
});
