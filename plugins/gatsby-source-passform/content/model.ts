/*
 * The content model: the one description of what data/ may contain, in German, the editors'
 * language. Everything else is derived from it: the check of every file and its messages
 * (check/), the TypeScript types (z.output), the JSON Schemas that VS Code uses while an editor
 * types (derive/json-schemas.ts, npm run schemas) and the GraphQL types that the pages query and
 * GraphiQL documents (derive/graphql-types.ts). This file gathers the schemas; they are in
 * model/, one module per file of data/ with the fields they are all written with (fields.ts),
 * beside what every layer above shares: the files of data/ (data-files.ts), a problem and its
 * words (problems.ts) and the samples (samples.ts). The model imports only the words (words/).
 */

export { choiceLabels, graphqlNames, SLUG_PATTERN } from "./model/fields";
export { siteSchema } from "./model/site";
export { landingSchema } from "./model/landing";
export { pricingSchema } from "./model/pricing";
export { featuresSchema, technologySchema } from "./model/cards";
export { claimsSchema } from "./model/claims";
export { termsSchema } from "./model/terms";
export {
  isLegalFileName,
  legalFrontmatterSchema,
  legalPageSchema,
  VERSIONED_TEXTS,
} from "./model/legal";
export { contentCheckSchema } from "./model/check-result";
