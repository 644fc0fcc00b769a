/*
 * The content model: the one description of what data/ may contain, in German, the editors'
 * language. Everything else is derived from it: the check of every file and its messages
 * (content-source.ts), the TypeScript types (z.output), the JSON Schemas that VS Code uses
 * while an editor types (json-schemas.ts, npm run schemas) and the GraphQL types that the
 * pages query and GraphiQL documents (graphql-types.ts). Its parts are in model/: one module
 * per file of data/, and the fields they are all written with (fields.ts).
 */

export { graphqlNames, SLUG_PATTERN } from "./model/fields";
export { GAP, sampleGaps } from "./model/gaps";
export { iconNames, type IconName } from "./model/icon-names";
export { siteSchema } from "./model/site";
export { landingSchema } from "./model/landing";
export { pricingSchema } from "./model/pricing";
export { featuresSchema, technologySchema } from "./model/cards";
export { claimsSchema } from "./model/claims";
export { termsSchema } from "./model/terms";
export { isLegalFileName, legalFrontmatterSchema, legalPageSchema } from "./model/legal";
export { contentCheckSchema, problemSchema } from "./model/check-result";
