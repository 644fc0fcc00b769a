import type { GatsbyNode } from "gatsby";
import { contentTypeDefs } from "../content/derive/graphql-types";

/*
 * Every type the site queries is declared, derived from the content model, instead of
 * inferred: a field that is not in the model is not in the schema, and GraphiQL documents
 * each type and field with the model's (German) description. The legal pages' type is declared
 * through gatsby-transformer-remark, which owns it (content/derive/graphql-types.ts).
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(contentTypeDefs());
};
