/**
 * The content plugin's public entry: what the site, the editors' forms and the tools may use
 * of the content model and its check. It imports nothing of Node's, so the site's components
 * and the editors' forms can use it in the browser; reading data/ from disk is in node.ts.
 * Gatsby enters the plugin through gatsby-node.ts.
 */
export {
  checkContent,
  isValid,
  type Content,
  type ContentData,
  type DataEntry,
  type LegalPage,
  type ValidContent,
} from "./content/content-check";
export { dataFiles, type DataFileName } from "./content/data-files";
export { fillTokens, fillTokensInText } from "./content/fill-tokens";
export { deriveTypeDefinitions, graphqlTypeDefs } from "./content/graphql-types";
export { legalFacts } from "./content/legal-facts";
export { splitFrontmatter } from "./content/legal-file/split";
export { entryNameKeys } from "./content/json-file";
export { jsonSchemaPath, jsonSchemaText } from "./content/json-schemas";
export {
  GAP,
  graphqlNames,
  isLegalFileName,
  landingSchema,
  legalFrontmatterSchema,
  pricingSchema,
  sampleGaps,
  type IconName,
} from "./content/model";
export { judgeSamples } from "./content/release-gate";
export { defOf, type Def } from "./content/zod-def";
export { formatProblem, formatProblems, type Problem } from "./content/problems";
export { nodeEntries, type NodeEntry } from "./content/node-entries";
export { typesetDeep } from "./content/typeset-deep";
