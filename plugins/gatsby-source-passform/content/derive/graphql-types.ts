import { z } from "zod";
import { defOf } from "../model/zod-def";
import { dataFiles } from "../model/data-files";
import { contentCheckSchema, graphqlNames, legalPageSchema } from "../model";

/**
 * The GraphQL types of the content, derived from the content model (model.ts): one node type
 * per data file (per entry for lists, with its position in the file), the legal pages and the
 * content check. A required field is non-null, an optional one nullable, a choice of names an
 * enum; every type and field carries the model's description, which GraphiQL shows. Gatsby
 * infers nothing (@dontInfer), so a field that is not in the model is not in the schema.
 */

const descriptionOf = (...schemas: z.ZodType[]): string | undefined =>
  schemas.map((schema) => z.globalRegistry.get(schema)?.description).find(Boolean);

const quote = (text: string): string => JSON.stringify(text);
const isGraphqlName = (value: unknown): boolean =>
  typeof value === "string" && /^[_A-Za-z][_0-9A-Za-z]*$/.test(value);

type Field = { name: string; type: string; description?: string };
type TypeDefinition = {
  kind: "type" | "enum";
  name: string;
  description?: string;
  node?: boolean;
  body: string[];
};

const render = (fields: ReadonlyArray<Field>): string[] =>
  fields.flatMap((field) => [
    ...(field.description ? [`  ${quote(field.description)}`] : []),
    `  ${field.name}: ${field.type}`,
  ]);

/** The GraphQL types of the content model, collected while its schemas are walked. */
class TypeCollector {
  readonly types = new Map<string, TypeDefinition>();

  /** A block of the model as a GraphQL object type (a node type for a file's entries). */
  objectType(schema: z.ZodType, where: string, extra: ReadonlyArray<Field> = [], node = false) {
    const name = graphqlNames.get(schema)?.name;
    if (!name) throw new Error(`${where}: a block of the content model has no GraphQL name`);
    this.add({
      kind: "type",
      name,
      description: descriptionOf(schema),
      node,
      body: render([...this.fieldsOf(schema, name), ...extra]),
    });
    return name;
  }

  private add(definition: TypeDefinition): void {
    const existing = this.types.get(definition.name);
    if (existing && existing.body.join() !== definition.body.join()) {
      throw new Error(`Two different GraphQL types named ${definition.name} in the content model`);
    }
    this.types.set(definition.name, definition);
  }

  private fieldsOf(schema: z.ZodType, where: string): Field[] {
    return Object.entries(defOf(schema).shape as Record<string, z.ZodType>)
      .filter(([name]) => name !== "$schema")
      .map(([name, field]) => {
        const inner =
          defOf(field).type === "optional" ? (defOf(field).innerType as z.ZodType) : field;
        const directives = graphqlNames.get(inner)?.directives;
        return {
          name,
          type: `${this.fieldType(field, `${where}.${name}`)}${directives ? ` ${directives}` : ""}`,
          description: descriptionOf(field, inner),
        };
      });
  }

  /** Required fields end in !; optional ones are nullable. */
  private fieldType(schema: z.ZodType, where: string): string {
    const def = defOf(schema);
    if (def.type === "optional") return this.typeOf(def.innerType as z.ZodType, where);
    return `${this.typeOf(schema, where)}!`;
  }

  /** The GraphQL type of a field, without the trailing ! of a required field. */
  private typeOf(schema: z.ZodType, where: string): string {
    const def = defOf(schema);
    switch (def.type) {
      case "string":
        return graphqlNames.get(schema)?.name ?? "String";
      case "number":
        return (schema as z.ZodNumber).isInt ? "Int" : "Float";
      case "boolean":
        return "Boolean";
      case "enum":
        return this.enumType(schema, Object.values(def.entries as Record<string, string>));
      case "array":
        return `[${this.fieldType(def.element as z.ZodType, where)}]`;
      case "object":
        return this.objectType(schema, where);
      default:
        throw new Error(`${where}: no GraphQL type for a ${def.type} in the content model`);
    }
  }

  /** A named choice as an enum; values such as "#pricing" cannot be enum values: a String then. */
  private enumType(schema: z.ZodType, values: string[]): string {
    const named = graphqlNames.get(schema);
    if (!named || !values.every(isGraphqlName)) return "String";
    this.add({
      kind: "enum",
      name: named.name,
      description: descriptionOf(schema),
      body: values.map((value) => `  ${value}`),
    });
    return named.name;
  }
}

const position: Field = {
  name: "position",
  type: "Int!",
  description: "Stelle in der Datei, ab 0",
};

/** A node type per single file, per entry of a list file, per legal text, and the check's. */
export const deriveTypeDefinitions = (): TypeDefinition[] => {
  const collector = new TypeCollector();
  for (const [file, spec] of Object.entries(dataFiles)) {
    if (spec.kind === "single") {
      collector.objectType(spec.schema, `data/${file}.json`, [], true);
      continue;
    }
    const list = (defOf(spec.schema).shape as Record<string, z.ZodType>)[spec.listKey];
    const entry = list && (defOf(list).element as z.ZodType);
    if (!entry) throw new Error(`data/${file}.json has no list ${spec.listKey}`);
    collector.objectType(entry, `data/${file}.json`, [position], true);
  }
  collector.objectType(legalPageSchema, "data/legal/*.md", [], true);
  collector.objectType(contentCheckSchema, "the content check", [], true);
  return [...collector.types.values()];
};

/**
 * The type definitions in GraphQL's schema language, for createTypes: every type, or those whose
 * name `declared` picks.
 */
export const graphqlTypeDefs = (declared: (name: string) => boolean = () => true): string =>
  deriveTypeDefinitions()
    .filter((definition) => declared(definition.name))
    .map((definition) =>
      [
        ...(definition.description ? [`"""${definition.description}"""`] : []),
        definition.kind === "enum"
          ? `enum ${definition.name} {`
          : `type ${definition.name}${definition.node ? " implements Node @dontInfer" : " @dontInfer"} {`,
        ...definition.body,
        "}",
      ].join("\n"),
    )
    .join("\n\n");

/**
 * The legal pages' node type belongs to gatsby-transformer-remark, which makes its nodes: it
 * declares the type (MarkdownRemark, @infer) in its own createSchemaCustomization. Declared by
 * this plugin as well, Gatsby would warn of a clash whenever it builds the schema (after every
 * save under `npm start`); so this plugin declares every other type, and the fields the model
 * gives the legal pages are declared through the transformer, by its remark plugin
 * gatsby-remark-legal-text (gatsby-config.ts), which the transformer lets customize its types.
 */
const isLegalPageType = (name: string): boolean => name === graphqlNames.get(legalPageSchema)?.name;

/** The types this plugin declares: all but the legal pages'. */
export const contentTypeDefs = (): string => graphqlTypeDefs((name) => !isLegalPageType(name));

/** The legal pages' type with the model's fields, for gatsby-remark-legal-text to declare. */
export const legalPageTypeDefs = (): string => graphqlTypeDefs(isLegalPageType);
