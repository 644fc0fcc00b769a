import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * What the company supplies before launch, done to a copy of data/: every `[gap]` in any
 * file replaced with a plausible value, every company fact listed under "placeholders" given
 * a real-looking value and the list emptied, and every legal text, once reviewed, given the
 * Stand of the reviewed version. The values are chosen by what a gap asks for, so gaps added
 * later are filled too; the production gate must then let the copy through.
 */

/** The day the lawyer reviewed the texts, and so their Stand when published. */
export const REVIEWED = "2026-11-20";

const answers: Array<[RegExp, string]> = [
  [/kanzlei|prüfung/i, `Kanzlei Beispiel Rechtsanwälte, ${REVIEWED}`],
  [/datum|monat jahr|stand/i, "Oktober 2026"],
  [/zeitraum/i, "Januar bis Juni 2026"],
  // A share the company can show for every claim as it stands: „in unter …“ needs 90 %.
  [/anteil|prozent|quote/i, "93"],
  [/anzahl|zahl/i, "24"],
  [/durchschnitt|median|wert|cm|minuten|sekunden|perzentil/i, "31"],
  [/institut/i, "Marktforschung Beispiel GmbH"],
  [/name|beauftragte/i, "Erika Beispiel"],
  [/shopsystem/i, "Shopware und Shopify"],
  [/gerät/i, "einem Smartphone der Mittelklasse von 2024"],
  [/verbindung|netz/i, "einer 4G-Verbindung mit 10 Mbit/s"],
  [/wortlaut|frage/i, "Wie zufrieden sind Sie mit der Größenempfehlung?"],
];

/** A plausible value for a gap, by the words in its brackets. */
const answerFor = (gap: string): string =>
  answers.find(([asks]) => asks.test(gap))?.[1] ?? "laut Nachweis in der Ablage";

const fillGaps = (text: string): string =>
  text.replace(/\[[^[\]\n]{1,60}\]/g, (gap) => answerFor(gap));

/** In Markdown, not its own brackets: a link [Text](/agb), a footnote [^1], a definition. */
const fillMarkdownGaps = (text: string): string =>
  text.replace(/\[(?!\^)[^[\]\n]{1,60}\](?!\(|:[ \t]*(?:https?:|mailto:|\/))/g, (gap) =>
    answerFor(gap),
  );

const fillTexts = (value: unknown): unknown => {
  if (typeof value === "string") return fillGaps(value);
  if (Array.isArray(value)) return value.map(fillTexts);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillTexts(item)]));
  }
  return value;
};

/**
 * A legal text as the lawyer leaves it: a first version applies from the review's day, as it
 * would at the launch; a later one (with „changes“) keeps its day and is reviewed on it, each
 * version by a review of its own.
 */
const reviewed = (text: string): string => {
  const later = /^changes: /m.test(text) ? /^validFrom: "(.*)"$/m.exec(text)?.[1] : undefined;
  const day = later ?? REVIEWED;
  return text
    .replace(/^review: .*$/m, `review: "Kanzlei Beispiel Rechtsanwälte, ${day}"`)
    .replace(/^lastUpdated: .*$/m, `lastUpdated: "${day}"`)
    .replace(/^validFrom: .*$/m, `validFrom: "${day}"`);
};

/** Real-looking company facts, valid for the content model. */
const companyFacts: Record<string, string> = {
  legalName: "Passform Beispiel GmbH",
  siteUrl: "https://www.passform-beispiel.de",
  loginUrl: "https://app.passform-beispiel.de/anmelden",
  "address.street": "Torstraße 49",
  "address.postalCode": "10119",
  "address.city": "Berlin",
  "contact.email": "kontakt@passform-beispiel.de",
  "contact.salesEmail": "vertrieb@passform-beispiel.de",
  "contact.privacyEmail": "datenschutz@passform-beispiel.de",
  "contact.securityEmail": "sicherheit@passform-beispiel.de",
  "contact.phone": "+493012345678",
  "contact.phoneDisplay": "+49 30 12345678",
  managingDirector: "Erika Beispiel",
  "register.court": "Amtsgericht Charlottenburg",
  "register.number": "HRB 234567 B",
  vatId: "DE123456789",
  jurisdiction: "Berlin",
  "hosting.address": "101 2nd Street, San Francisco, CA 94105, USA",
};

type Json = Record<string, unknown>;

const setPath = (data: Json, dotted: string, value: string): void => {
  const keys = dotted.split(".");
  const last = keys.pop() as string;
  const parent = keys.reduce<Json>((at, key) => at[key] as Json, data);
  if (typeof parent[last] !== "string") throw new Error(`site.json has no text at ${dotted}`);
  parent[last] = value;
};

export const fillSamples = (dataDir: string): void => {
  const files = (readdirSync(dataDir, { recursive: true }) as string[]).filter(
    (file) => /\.(json|md)$/.test(file) && !file.startsWith("schema"),
  );
  for (const file of files) {
    const full = path.join(dataDir, file);
    const content = readFileSync(full, "utf8");
    // In JSON only the texts hold gaps ([…] is also how JSON writes a list).
    const filled = file.endsWith(".json")
      ? `${JSON.stringify(fillTexts(JSON.parse(content)), null, 2)}\n`
      : reviewed(fillMarkdownGaps(content));
    writeFileSync(full, filled);
  }
  const sitePath = path.join(dataDir, "site.json");
  const site = JSON.parse(readFileSync(sitePath, "utf8")) as Json & { placeholders: string[] };
  for (const placeholder of site.placeholders) {
    // A placeholder names one value (vatId, address.street) or a block (address).
    const facts = Object.entries(companyFacts).filter(
      ([key]) => key === placeholder || key.startsWith(`${placeholder}.`),
    );
    if (facts.length === 0) throw new Error(`no real-looking value for ${placeholder}`);
    for (const [key, value] of facts) setPath(site, key, value);
  }
  site.placeholders = [];
  writeFileSync(sitePath, `${JSON.stringify(site, null, 2)}\n`);
};
