/**
 * The content plugin's light door: the words the site's components share with the content model
 * (the gap pattern, the section anchors) and the model's types. It imports none of the model's
 * packages, so a view that needs a word does not load the check; the model and its check are in
 * check.ts, reading data/ from disk in disk.ts. Gatsby enters the plugin through gatsby-node.ts.
 */
export { GAP, REVIEW_GAP, sampleGaps } from "./content/words/gaps";
export { escapeHtml, escapeRegExp } from "./content/words/escape";
export { writtenDate, writtenMonth } from "./content/words/calendar-date";
export { germanList } from "./content/words/german-list";
export { VERSIONED_TEXTS, type TextKind } from "./content/words/versioned-texts";
export { sectionAnchors, type SectionAnchor } from "./content/words/section-anchors";
export type { IconName } from "./content/words/icon-names";
export type { Content, LegalPage, ValidContent } from "./content/check/content-check";
export type { ContentData, DataFileName } from "./content/model/data-files";
export type { Problem } from "./content/model/check-result";
export { samePath, valueAt, type Path } from "./content/words/json-path";
export type { DataEntry } from "./content/read/data-entry";
