import { escapeRegExp } from "../../gatsby-source-passform";
import type { CmsCollection, CmsField, Phrases } from "./cms-types";
import { fixTexts, germanPhrases, phraseAt } from "./decap-fixes";
import { verdictWords } from "./verdict-words";
import { emptyItemSummary } from "./fields";

/**
 * Every text the editors' forms show of their own, as patterns: the labels, hints, choices and
 * descriptions the configuration derives from the content model (cms-config.ts), Decap's German
 * phrases as this site's fixes set them (decap-fixes.ts, on the live site and under `npm start`),
 * the texts Decap or the fixes compose (a list's „3 Tarife“, a counter's „58 von 90 Zeichen“,
 * an empty entry's „Leistung 7 (leer)“) and the preview pane's verdict.
 * A phrase's `%{…}` stands for a label of the configuration where Decap puts one there, for a
 * number where it counts, and for any text otherwise. An entry's values are content, not form
 * texts. The guide's pictures and walk-throughs are held to this list (docs/redaktion/).
 */

type FormText = { source: string; pattern: RegExp };

/** What a picture of the forms shows, as the screenshot command records it beside the picture. */
export type ShownTexts = {
  /** The forms' own texts: labels, hints, buttons, messages */
  form: string[];
  /** Content the forms show as it is: an entry's values, the site's address */
  content: string[];
};

/** The file beside a picture (docs/redaktion/x.png) that records its texts: x.json. */
export const shownTextsFile = (picture: string): string => picture.replace(/\.png$/, ".json");

/** Decap's placeholders that stand for a label of the configuration or for a number. */
const LABEL_SLOTS = new Set(["fieldLabel", "collectionLabel", "item", "widgetLabel", "collection"]);
const NUMBER_SLOTS = new Set(["count", "minCount", "maxCount", "smart_count", "readyCount"]);
const NUMBER = "\\d[\\d.]*";

const normalized = (text: string): string => text.replace(/\s+/g, " ").trim();

/** A template's pattern: its text literally, each `%{slot}` as what Decap puts there. */
const patternOf = (template: string, labels: string): RegExp => {
  const parts = normalized(template).split(/(%\{\w+\})/);
  const source = parts.map((part) => {
    const slot = /^%\{(\w+)\}$/.exec(part)?.[1];
    if (slot === undefined) return escapeRegExp(part);
    if (LABEL_SLOTS.has(slot)) return labels;
    return NUMBER_SLOTS.has(slot) ? NUMBER : ".+";
  });
  return new RegExp(`^${source.join("")}$`, "u");
};

/** A phrase with text of its own: one that is only placeholders would match anything. */
const hasWords = (template: string): boolean => /\p{L}{2}/u.test(template.replace(/%\{\w+\}/g, ""));

const phraseTexts = (phrases: Phrases, at: string): Array<[string, string]> =>
  Object.entries(phrases).flatMap(([key, value]) =>
    typeof value === "string"
      ? value.split("||||").map((text): [string, string] => [`${at}${key}`, text])
      : phraseTexts(value, `${at}${key}.`),
  );

type Labelled = { label: string; label_singular?: string; description?: string };

/** A number no label holds, where a text counts: „Leistung 7 (leer)“. */
const SOME_NUMBER = 987654;

/** The fields inside a field: an object's fields, a list's one field. */
const innerFields = (field: CmsField): CmsField[] => [
  ...(field.fields ?? []),
  ...(field.field ? [field.field] : []),
];

/** A collection's files (none for a folder) and the top-level fields of its forms. */
const formsOf = (collection: CmsCollection) => {
  const files = "files" in collection ? collection.files : [];
  const fields = "files" in collection ? files.flatMap((file) => file.fields) : collection.fields;
  return { files, fields };
};

/** A field's own texts, and those of the fields inside it. */
const fieldTexts = (field: CmsField, optional: string): Array<[string, string]> => {
  const where = `Feld „${field.label}“`;
  const singular = field.label_singular;
  const texts = [
    field.label,
    `${field.label} (${optional})`,
    // Decap's mark beside an optional field's label, in an element of its own.
    ...(field.required === false ? [`(${optional})`] : []),
    field.hint,
    // A list's heading counts its entries: „3 Tarife“, „1 Tarif“.
    ...(field.widget === "list" ? [field.label, singular ?? field.label] : []).map(
      (label) => `%{count} ${label}`,
    ),
    ...(singular ? [emptyItemSummary(singular), emptyItemSummary(singular, SOME_NUMBER)] : []).map(
      (text) => text.replace(String(SOME_NUMBER), "%{count}"),
    ),
    ...(field.options ?? []).map((option) => (typeof option === "string" ? option : option.label)),
  ];
  return [
    ...texts.flatMap((text) => (text ? [[where, text] as [string, string]] : [])),
    ...innerFields(field).flatMap((inner) => fieldTexts(inner, optional)),
  ];
};

/** Every labelled thing of the configuration: collections, files, fields. */
const configTexts = (
  collections: ReadonlyArray<CmsCollection>,
  optional: string,
): Array<[string, string]> =>
  collections.flatMap((collection) => {
    const where = `Bereich „${collection.label}“`;
    const own = (item: Labelled): Array<[string, string]> =>
      [item.label, item.label_singular, item.description].flatMap((text) =>
        text ? [[where, text] as [string, string]] : [],
      );
    const { files, fields } = formsOf(collection);
    return [
      ...own(collection),
      ...files.flatMap((file) => own(file)),
      ...fields.flatMap((field) => fieldTexts(field, optional)),
    ];
  });

const labelsOf = (collections: ReadonlyArray<CmsCollection>): string => {
  const labels = new Set<string>();
  const add = (field: CmsField): void => {
    labels.add(field.label);
    if (field.label_singular) labels.add(field.label_singular);
    innerFields(field).forEach(add);
  };
  for (const collection of collections) {
    const { files, fields } = formsOf(collection);
    for (const label of [
      collection.label,
      collection.label_singular,
      ...files.map((f) => f.label),
    ]) {
      if (label) labels.add(label);
    }
    fields.forEach(add);
  }
  return `(?:${[...labels]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join("|")})`;
};

/**
 * The forms' own texts for `collections` (cmsCollections()), with `decap` Decap's German phrases
 * (decap-locale.ts in Node; the bundle's own in the browser).
 */
export const formTexts = (
  collections: ReadonlyArray<CmsCollection>,
  decap: Phrases,
): FormText[] => {
  const live = germanPhrases(decap);
  const local = germanPhrases(decap, { local: true });
  const optional = phraseAt(live, "editor.editorControl.field.optional") ?? "optional";
  const config = configTexts(collections, optional);
  const labels = labelsOf(collections);
  const templates: Array<[string, string]> = [
    ...config,
    ...phraseTexts(live, "Decap: ").filter(([, text]) => hasWords(text)),
    ...phraseTexts(local, "Decap (npm start): ").filter(([, text]) => hasWords(text)),
    ...fixTexts.map(([fix, text]): [string, string] => [`Decap-Fix „${fix}“`, text]),
    ...[
      verdictWords.problems(1),
      verdictWords.problems(SOME_NUMBER),
      verdictWords.samples(1),
      verdictWords.samples(SOME_NUMBER),
      verdictWords.samplesNote,
    ].map((text): [string, string] => [
      "Formularvorschau",
      text.replace(String(SOME_NUMBER), "%{count}"),
    ]),
  ];
  return templates.map(([source, text]) => ({ source, pattern: patternOf(text, labels) }));
};

/** Where the forms produce `text` (the first source), or undefined if they do not. */
export const formTextSource = (text: string, texts: ReadonlyArray<FormText>): string | undefined =>
  texts.find(({ pattern }) => pattern.test(normalized(text)))?.source;
