/** @jest-environment node */
/**
 * The list of service providers in data/site.json (`processors`), which a legal text shows where
 * a paragraph is nothing but {{processors}}: built from the data in the tree and in the HTML,
 * every value as text, and every mistake in the list stopped with file, line, entry and field.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { textBlocks } from "../content/derive/text-blocks";
import { fillTokens, fillTokensInText, fillTokensInTree } from "../content/derive/fill-tokens";
import { legalFacts, versionValues } from "../content/derive/legal-facts";
import { versionFactsSchema } from "../content/model/version-facts";
import type { ContentData } from "../content/model/data-files";
import {
  at,
  copyDataForEachTest,
  describeMistakes,
  escape,
  json,
  text,
  where,
  type Case,
  type JsonObject,
} from "./support/data-copy";
import { projectData } from "./support/project";
import { typeset } from "../../gatsby-remark-legal-text/typography";

const site = JSON.parse(
  readFileSync(path.join(projectData, "site.json"), "utf8"),
) as ContentData["site"];
const terms = JSON.parse(
  readFileSync(path.join(projectData, "terms.json"), "utf8"),
) as ContentData["terms"];

const hostile = {
  name: "<script>alert(1)</script> | Evil *Inc* [x](javascript:alert(1))",
  address: '"><img src=x onerror=alert(1)>',
  country: "USA & <b>Kanada</b>",
  purpose: "**fett** und `code`",
  transfer: "Art. 46 Abs. 2 lit. c DSGVO",
};

const valuesWith = (processors: ContentData["site"]["processors"]) =>
  legalFacts({ ...site, processors }, terms);

describe("the list placeholder {{processors}}", () => {
  const values = legalFacts(site, terms);

  it("becomes a list of every entry, named and labelled, in the HTML", () => {
    const html = fillTokens("<h2>Empfänger</h2>\n<p>{{processors}}</p>\n<p>Danach.</p>", values);
    expect(html).toContain("<ul><li><strong>Netlify, Inc.</strong>, 101 2nd Street");
    expect(html.match(/<li>/g)).toHaveLength(site.processors.length);
    expect(html).toContain("Automattic Inc.");
    expect(html).toContain("Zweck: Spamprüfung der Demo-Anfragen aus dem Formular");
    // A placeholder inside an entry is filled with the company's value, and typeset.
    expect(html).toContain("im Auftrag von Netlify");
    expect(html).not.toContain("{{");
    expect(html).toContain("<p>Danach.</p>");
  });

  it("becomes the same list in the rendered tree that the change view and the freeze read", () => {
    const tree = {
      type: "root",
      children: [
        { type: "element", tagName: "h2", children: [{ type: "text", value: "Empfänger" }] },
        { type: "element", tagName: "p", children: [{ type: "text", value: "{{processors}}" }] },
      ],
    };
    const blocks = textBlocks(fillTokensInTree(tree, values));
    expect(blocks[1]).toMatchObject({
      section: "Empfänger",
      text: "Netlify, Inc., 101 2nd Street, San Francisco, CA 94105, USA",
    });
    expect(blocks.map((block) => block.text)).toContain("Ort der Verarbeitung: USA");
  });

  it("shows an attacker's values as text: no markup, no link, no emphasis", () => {
    const html = fillTokens("<p>{{processors}}</p>", valuesWith([hostile]));
    expect(html).toBe(
      `<ul><li><strong>&lt;script&gt;alert(1)&lt;/script&gt; | Evil *Inc* [x](javascript:alert(1))</strong>, &quot;&gt;&lt;img src=x onerror=alert(1)&gt;<br>Zweck: **fett** und \`code\`<br>Ort der Verarbeitung: USA &amp; &lt;b&gt;Kanada&lt;/b&gt;<br>Grundlage der Übermittlung: ${typeset(hostile.transfer)}</li></ul>`,
    );
    const tree = fillTokensInTree(
      { type: "element", tagName: "p", children: [{ type: "text", value: "{{processors}}" }] },
      valuesWith([hostile]),
    );
    expect(JSON.stringify(tree)).not.toContain('"tagName":"script"');
    expect(textBlocks(tree)[0]?.text).toBe(`${hostile.name}, ${hostile.address}`);
  });

  it("is only a list as a paragraph of its own; in running text it reads as its entries", () => {
    expect(fillTokens("<p>Siehe {{processors}}.</p>", valuesWith([hostile]))).not.toContain("<ul>");
    expect(fillTokensInText("{{processors}}", valuesWith([hostile]))).toBe(
      `${hostile.name}, ${hostile.address}; Zweck: ${hostile.purpose}; Ort der Verarbeitung: ${hostile.country}; Grundlage der Übermittlung: ${typeset(hostile.transfer)}`,
    );
  });
});

describe("a version that keeps its list", () => {
  it("shows the list as it stood, while data/site.json goes on for later versions", () => {
    const earlier = {
      ...hostile,
      name: "Früherer Anbieter GmbH",
      address: "Berlin",
      country: "Deutschland",
      purpose: "Hosting",
    };
    const kept = versionValues(site, terms, versionFactsSchema.parse({ processors: [earlier] }));
    expect(fillTokens("<p>{{processors}}</p>", kept)).toMatch(
      /^<ul><li><strong>Früherer Anbieter GmbH<\/strong>, Berlin<br>[^]*<\/li><\/ul>$/,
    );
    expect(fillTokens("<p>{{processors}}</p>", versionValues(site, terms, undefined))).toContain(
      "Automattic Inc.",
    );
  });

  it("is checked as site.json's list is", () => {
    const { purpose: _purpose, ...withoutPurpose } = hostile;
    expect(versionFactsSchema.safeParse({ processors: [withoutPurpose] }).success).toBe(false);
  });
});

copyDataForEachTest();

const entry = (data: JsonObject, index: number): JsonObject =>
  (at(data, "processors") as unknown as JsonObject[])[index] as JsonObject;

const processorMistakes: Case[] = [
  [
    "an entry without its purpose",
    json("site.json", (d) => delete entry(d, 1).purpose),
    () =>
      // A missing field is reported at the line of the entry it is missing from.
      `data/site.json:${Number(where("site.json", '"name": "Automattic Inc."').split(":")[1]) - 1} › Abschnitt „processors“, Eintrag 2 („Automattic Inc.“) › Feld „purpose“: erwartet einen Text in Anführungszeichen; gefunden: nichts (das Feld fehlt)`,
  ],
  [
    "a country written as a list",
    json("site.json", (d) => (entry(d, 2).country = ["USA"] as unknown as JsonObject)),
    () =>
      new RegExp(
        `^data/site\\.json:\\d+ › Abschnitt „processors“, Eintrag 3 \\(„GitHub, Inc.“\\) › Feld „country“: erwartet einen Text in Anführungszeichen`,
      ),
  ],
  [
    "a field the list does not know",
    json("site.json", (d) => (entry(d, 1).land = "USA")),
    () =>
      new RegExp(
        `^${escape(where("site.json", '"land": "USA"'))} › Abschnitt „processors“, Eintrag 2 \\(„Automattic Inc.“\\) › Feld „land“: `,
      ),
  ],
  [
    "a misspelt placeholder in an entry",
    text("site.json", (c) => c.replace("{{hosting.shortName}}", "{{hosting.shortname}}")),
    () =>
      `${where("site.json", "{{hosting.shortname}}")} › Abschnitt „processors“, Eintrag 2 („Automattic Inc.“) › Feld „purpose“: unbekannter Platzhalter. Gemeint ist vielleicht: {{hosting.shortName}}, {{hosting.name}}. Alle Platzhalter stehen in CONTENT.md.`,
  ],
  [
    "the list placeholder in a page text",
    json("landing.json", (d) => (at(d, "hero").lead = "Mit {{processors}}")),
    () =>
      new RegExp(
        `^${escape(where("landing.json", "Mit {{processors}}"))} › Abschnitt „hero“ › Feld „lead“: \\{\\{processors\\}\\} steht für eine Liste und nur als eigener Absatz in einem Rechtstext`,
      ),
  ],
  [
    "the list placeholder inside a sentence of a legal text",
    text("legal/impressum.md", (c) => `${c.trimEnd()}\n\nUnsere Dienstleister: {{processors}}\n`),
    () =>
      new RegExp(
        `^data/legal/impressum\\.md:\\d+ › .* › Platzhalter \\{\\{processors\\}\\}: steht für eine Liste und deshalb als eigener Absatz`,
      ),
  ],
];

describeMistakes("list of service providers", processorMistakes);
