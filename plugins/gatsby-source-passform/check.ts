/**
 * The content plugin's door to the model and its check, for the editors' forms, the tools and the
 * site's build: the check of data/ and its messages, the schemas and what is derived from them
 * (GraphQL types, JSON Schemas, the nodes' texts, the legal texts' facts). It imports nothing of
 * Node's, so the editors' forms run it in the browser; its weight (zod, the Markdown parser,
 * js-yaml) is why the site's components take their words from index.ts instead.
 */
export { checkContent, isValid, readableLegal } from "./content/check/content-check";
export { textAt } from "./content/read/data-entry";
export { dataFiles } from "./content/model/data-files";
export { fillTokens, fillTokensInText, fillTokensInTree } from "./content/derive/fill-tokens";
export { deriveTypeDefinitions, graphqlTypeDefs } from "./content/derive/graphql-types";
export {
  changeNoticeWeeks,
  legalFacts,
  pageValues,
  versionValues,
} from "./content/derive/legal-facts";
export { splitFrontmatter } from "./content/read/legal-file/split";
export { entryNameKeys } from "./content/read/json-file";
export { jsonSchemaPath, jsonSchemaText } from "./content/derive/json-schemas";
export {
  choiceLabels,
  graphqlNames,
  isLegalFileName,
  landingSchema,
  legalFrontmatterSchema,
  pricingSchema,
  VERSIONED_TEXTS,
} from "./content/model";
export { judgeSamples } from "./content/check/release-gate";
export { SPECIFIED_TEXTS } from "./content/check/specified-texts";
export { defOf, type Def } from "./content/model/zod-def";
export { formatProblem, formatProblems } from "./content/model/problems";
export { asSentence, lengthMessage } from "./content/model/form-words";
export { nodeEntries } from "./content/derive/node-entries";
export { queriedEntries } from "./content/derive/queried-entries";
export { typesetDeep } from "./content/derive/typeset-deep";
export {
  legalTexts,
  versionFacts,
  type LegalText,
  type LegalVersion,
} from "./content/derive/legal-versions";
export { legalChanges } from "./content/derive/legal-changes";
export {
  addressOf,
  changedSources,
  changeInWords,
  identityChanges,
  NEW_VERSION,
  VALUE_FILES,
  versionsThatCount,
} from "./content/check/versions-that-count";
export { textBlocks, type TextBlock, type TreeNode } from "./content/derive/text-blocks";
export {
  commonPairs,
  hunksOf,
  inlineChange,
  onlyChange,
  sentenceChanges,
  wordChange,
  type Run,
  type SentenceChange,
} from "./content/derive/text-diff";
export {
  buildDay,
  dayBefore,
  daysAfter,
  germanDay,
  germanOffset,
  isCalendarDate,
  writtenDate,
} from "./content/words/calendar-date";
