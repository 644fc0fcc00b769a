/**
 * @jest-environment node
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { cmsCollections } from "../config/cms-config";
import type { CmsCollection, CmsField } from "../config/cms-types";
import { decapLocale } from "../config/decap-locale";
import { formTexts, formTextSource, shownTextsFile, type ShownTexts } from "../config/form-texts";

/**
 * The guide shows the forms as they are: every text of the forms' own that a picture in
 * docs/redaktion/ shows (recorded beside it by `npm run screenshots:admin`) and every button,
 * menu entry, status and column the walk-throughs in CONTENT.md tell the editor to look for is
 * one the forms produce today (config/form-texts.ts). A renamed label fails here until the
 * pictures are renewed and the guide says the new word. Content in a picture (a price, a
 * description) may change freely.
 */

const root = path.resolve(__dirname, "../../..");
const pictures = path.join(root, "docs/redaktion");
const guide = readFileSync(path.join(root, "CONTENT.md"), "utf8");
const decap = decapLocale("de");

/** The texts each picture shows, as recorded beside it. */
const recorded = readdirSync(pictures)
  .filter((file) => file.endsWith(".png"))
  .map((file) => {
    const texts = shownTextsFile(path.join(pictures, file));
    return {
      file,
      shown: existsSync(texts) ? (JSON.parse(readFileSync(texts, "utf8")) as ShownTexts) : null,
    };
  });

/** The recorded form texts the forms of `collections` no longer produce, by picture. */
const staleTexts = (collections: CmsCollection[]): string[] => {
  const known = formTexts(collections, decap);
  return recorded.flatMap(({ file, shown }) =>
    (shown?.form ?? [])
      .filter((text) => formTextSource(text, known) === undefined)
      .map((text) => `${file}: „${text}“`),
  );
};

/** The walk-throughs through the editors' forms, locally and on the live site. */
const WALK_THROUGHS = [
  "### Lokal, mit der Formularvorschau daneben",
  "### Auf der Live-Seite, mit Freigabe über einen Pull Request",
];

const sectionOf = (text: string, heading: string): string => {
  const start = text.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`CONTENT.md has no section ${heading}`);
  const end = text.slice(start + heading.length + 2).search(/\n#{2,3} /);
  return text.slice(start, end < 0 ? undefined : start + heading.length + 2 + end);
};

/** Words that say a quote is something on the screen: a button, a menu entry, a status. */
const POINTING = "wählen|klicken|ziehen|steht|stehen|erscheint|zeigt|unter|Spalte|Status|Knopf|→";
/** A pointing word, then at most three words, right before the quote: „steht so lange „…““ */
const POINTED_BEFORE = new RegExp(`(?:${POINTING})(?:\\s+[\\p{L}-]+){0,3}\\s*\\(?$`, "u");
/** A verb right after the quote: „„Anmelden“ klicken“ */
const POINTED_AFTER = /^\s*(?:wählen|klicken|ziehen|steht|erscheint)/;
/** Quotes in a row („A“ oder „B“, „A“ → „B“) point at the screen together. */
const IN_A_ROW = /^\s*(?:oder|und|→|,)\s*$/;

/** The quotes of a walk-through the editor is told to find on the screen. */
const pointedQuotes = (section: string): string[] => {
  const text = section.replace(/\s+/g, " ");
  const quotes = [...text.matchAll(/„([^“]+)“/g)].map((match) => {
    const start = match.index ?? 0;
    const end = start + match[0].length;
    return { quote: match[1] ?? "", start, end, pointed: false };
  });
  quotes.forEach((each, index) => {
    const before = text.slice(Math.max(quotes[index - 1]?.end ?? 0, each.start - 50), each.start);
    // What the terminal of `npm start` prints is Gatsby's, not the forms'.
    if (/Terminal/.test(before)) return;
    each.pointed =
      POINTED_BEFORE.test(before) || POINTED_AFTER.test(text.slice(each.end, each.end + 20));
  });
  for (const pass of [quotes, [...quotes].reverse()]) {
    pass.forEach((each, index) => {
      const next = pass[index + 1];
      if (!next || !each.pointed) return;
      const [first, second] = each.start < next.start ? [each, next] : [next, each];
      if (IN_A_ROW.test(text.slice(first.end, second.start))) next.pointed = true;
    });
  }
  return quotes.filter(({ pointed }) => pointed).map(({ quote }) => quote);
};

/**
 * GitHub's own buttons, which the live walk-through quotes in English as GitHub shows them when
 * the second person approves a pull request; not the forms' words.
 */
const GITHUB_WORDS = [
  "Pull requests",
  "Files changed",
  "Review changes",
  "Approve",
  "Submit review",
];

/** The quotes no form produces; a „…“ in a quote stands for what varies (a path, a reason). */
const unknownQuotes = (collections: CmsCollection[], sections: string[]): string[] => {
  const known = formTexts(collections, decap);
  return sections
    .flatMap(pointedQuotes)
    .filter((quote) => !GITHUB_WORDS.includes(quote))
    .filter((quote) => formTextSource(quote.replace(/…/g, "Beispiel"), known) === undefined);
};

/** A copy of the configuration in which every collection, file and field labelled `from` is `to`. */
const relabelled = (from: string, to: string): CmsCollection[] => {
  const label = (text: string): string => (text === from ? to : text);
  const rename = (field: CmsField): CmsField => ({
    ...field,
    label: label(field.label),
    ...(field.fields ? { fields: field.fields.map(rename) } : {}),
  });
  return cmsCollections().map((collection) =>
    "files" in collection
      ? {
          ...collection,
          label: label(collection.label),
          files: collection.files.map((file) => ({
            ...file,
            label: label(file.label),
            fields: file.fields.map(rename),
          })),
        }
      : { ...collection, label: label(collection.label), fields: collection.fields.map(rename) },
  );
};

describe("the guide's pictures of the forms", () => {
  it("each have the texts they show recorded beside them, and each is in the guide", () => {
    expect(recorded.length).toBeGreaterThanOrEqual(4);
    expect(recorded.filter(({ shown }) => !shown?.form.length).map(({ file }) => file)).toEqual([]);
    const missing = recorded.filter(({ file }) => !guide.includes(`(docs/redaktion/${file})`));
    expect(missing.map(({ file }) => file)).toEqual([]);
  });

  it("show only texts the forms still say (else: npm run screenshots:admin)", () => {
    expect(staleTexts(cmsCollections())).toEqual([]);
  });

  it("are found out when a label they show is renamed", () => {
    const labels = new Set(
      cmsCollections()
        .flatMap((collection) =>
          "files" in collection ? collection.files.flatMap((file) => file.fields) : [],
        )
        .flatMap((field) => [field.label, ...(field.fields ?? []).map((inner) => inner.label)]),
    );
    const label = recorded
      .flatMap(({ shown }) => shown?.form ?? [])
      .find((text) => labels.has(text));
    expect(label).toBeDefined();
    expect(staleTexts(relabelled(label ?? "", `${label} (neu)`))).toContainEqual(
      expect.stringContaining(`„${label}“`),
    );
  });
});

describe("the guide's walk-throughs through the forms", () => {
  const sections = WALK_THROUGHS.map((heading) => sectionOf(guide, heading));

  it("quote buttons, menus, states and columns as the forms name them", () => {
    expect(sections.flatMap(pointedQuotes).length).toBeGreaterThan(15);
    expect(unknownQuotes(cmsCollections(), sections)).toEqual([]);
  });

  it("quote GitHub's buttons only where the approval happens on GitHub", () => {
    const live = pointedQuotes(sections[1] ?? "");
    expect(GITHUB_WORDS.filter((word) => !live.includes(word))).toEqual([]);
  });

  it("are found out when a name they quote is renamed", () => {
    const labels = new Set(cmsCollections().map((collection) => collection.label));
    const label = sections.flatMap(pointedQuotes).find((quote) => labels.has(quote));
    expect(label).toBeDefined();
    expect(unknownQuotes(relabelled(label ?? "", `${label} (neu)`), sections)).toContain(label);
  });
});
