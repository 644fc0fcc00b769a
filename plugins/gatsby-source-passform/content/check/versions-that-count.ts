import type { Content, LegalPage } from "./content-check";
import { versionValues } from "../derive/legal-facts";
import { legalTexts } from "../derive/legal-versions";
import { VERSIONED_TEXTS } from "../words/versioned-texts";
import { sampleGaps } from "../words/gaps";
import { tokensIn } from "../words/tokens";

/**
 * The versions customers can rely on: of a text with versions (the AGB, the Datenschutzerklärung),
 * with a first day and a lawyer's review of its own – filled in, and not word for word the review
 * of a version before it, which a copy carried over. Once such a version is on main, announced or
 * in force, what it says stays as it is: the freeze of a pull request
 * (tools/changes/frozen-versions.ts) and the editors' forms (the preview pane's verdict) both
 * judge by this list, whatever the day, and by what follows here: the version's address and the
 * fields that make it this version, where the values it shows are written, and what to do instead.
 */

export const versionsThatCount = (files: ReadonlyArray<LegalPage>): LegalPage[] =>
  [...legalTexts(files, "0000-01-01").values()]
    .filter((text) => text.slug in VERSIONED_TEXTS)
    .flatMap((text) =>
      text.versions.flatMap(({ file }, index) => {
        const review = file.frontmatter.review ?? "";
        const copied = text.versions
          .slice(0, index)
          .some((other) => other.file.frontmatter.review === review);
        const reviewed = review !== "" && sampleGaps(review).length === 0;
        return reviewed && !copied && file.frontmatter.validFrom ? [file] : [];
      }),
    );

/** The address customers were given for the version: /agb/2021-01-01. */
export const addressOf = (version: LegalPage): string =>
  `${version.frontmatter.slug}/${version.frontmatter.validFrom ?? ""}`;

/** The fields that say what a version is, with why each stays; changed, it is another one. */
const IDENTITY = {
  slug: { label: "Adresse", kept: "Ihre Adresse haben Kunden erhalten; sie bleibt." },
  validFrom: {
    label: "Gilt ab",
    kept: "Ihr erster Tag bleibt, wie er ist; für einen anderen Tag eine neue Fassung anlegen.",
  },
  review: { label: "Anwaltliche Prüfung", kept: "Ihre Prüfung bleibt eingetragen, wie sie war." },
} as const;

/** The fields of IDENTITY whose values differ between `was` and `is`, with both values. */
export const identityChanges = (was: LegalPage, is: LegalPage) =>
  (Object.keys(IDENTITY) as (keyof typeof IDENTITY)[])
    .filter((key) => was.frontmatter[key] !== is.frontmatter[key])
    .map((key) => ({ key, ...IDENTITY[key], was: was.frontmatter[key], is: is.frontmatter[key] }));

/** The files of the company's facts and the AGB's figures, which a version's text shows. */
export const VALUE_FILES: ReadonlyArray<string> = ["data/site.json", "data/terms.json"];

/**
 * Where the values of `version`'s placeholders (text and title) that differ between two contents
 * are written: „terms.noticeMonths“ in data/terms.json at noticeMonths, any other in site.json.
 */
export const changedSources = (version: LegalPage, before: Content, after: Content) => {
  const values = (content: Content) =>
    content.data.site && content.data.terms
      ? versionValues(content.data.site, content.data.terms, version.frontmatter.facts)
      : {};
  const [was, is] = [values(before), values(after)];
  return [
    ...new Set([...version.tokens.map(({ name }) => name), ...tokensIn(version.frontmatter.title)]),
  ]
    .filter((name) => was[name] !== is[name])
    .map((name) => {
      const terms = name.startsWith("terms.");
      const path = (terms ? name.slice("terms.".length) : name).split(".");
      const keys = path.map((key) => (/^\d+$/.test(key) ? Number(key) : key));
      return { file: terms ? "data/terms.json" : "data/site.json", path: keys };
    });
};

/** Where a reading changed, in words: „in § 15 …: bisher „…“, jetzt „…““. */
export const changeInWords = (
  change: { section: string; before?: string; after?: string },
  shorten: (text: string) => string = (text) => text,
): string => {
  // Quoted inside a sentence: a quoted sentence's own full stop gives way to the outer one.
  const quoted = (text: string) => `„${shorten(text).replace(/\.$/, "")}“`;
  const place = change.section ? `in ${change.section}: ` : "";
  const before = change.before === undefined ? "–" : quoted(change.before);
  const after = change.after === undefined ? "gestrichen" : quoted(change.after);
  return `${place}bisher ${before}, jetzt ${after}`;
};

/** What to do instead of changing what a version that counts says. */
export const NEW_VERSION =
  "Eine Änderung gilt erst mit einer neuen Fassung: im Formular dieser Fassung im Menü „Gespeichert“ „Neue Fassung anlegen“ wählen und die Änderung dort eintragen.";
