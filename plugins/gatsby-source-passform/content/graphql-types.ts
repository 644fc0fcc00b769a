import { z } from "zod";
import { dataFiles } from "./data-files";
import { contentCheckSchema, graphqlNames, legalPageSchema } from "./model";

/**
 * The GraphQL types of the content, derived from the content model (model.ts): one node type
 * per data file (per entry for lists, with its position in the file), the legal pages and the
 * content check. A required field is non-null, an optional one nullable, a choice of names an
 * enum; every type and field carries the model's description, which GraphiQL shows. Gatsby
 * infers nothing (@dontInfer), so a field that is not in the model is not in the schema.
 */

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

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

export const deriveTypeDefinitions = (): TypeDefinition[] => {
  const types = new Map<string, TypeDefinition>();

  const add = (definition: TypeDefinition): void => {
    const existing = types.get(definition.name);
    if (existing && existing.body.join() !== definition.body.join()) {
      throw new Error(`Two different GraphQL types named ${definition.name} in the content model`);
    }
    types.set(definition.name, definition);
  };

  /** The GraphQL type of a field, without the trailing ! of a required field. */
  const typeOf = (schema: z.ZodType, where: string): string => {
    const def = defOf(schema);
    const named = graphqlNames.get(schema);
    switch (def.type) {
      case "string":
        return named?.name ?? "String";
      case "number":
        return (schema as z.ZodNumber).isInt ? "Int" : "Float";
      case "boolean":
        return "Boolean";
      case "enum": {
        const values = Object.values(def.entries as Record<string, string>);
        // Values such as "#pricing" cannot be enum values in GraphQL: a String then.
        if (!named || !values.every(isGraphqlName)) return "String";
        add({
          kind: "enum",
          name: named.name,
          description: descriptionOf(schema),
          body: values.map((value) => `  ${value}`),
        });
        return named.name;
      }
      case "array":
        return `[${fieldType(def.element as z.ZodType, where)}]`;
      case "object":
        return objectType(schema, where);
      default:
        throw new Error(`${where}: no GraphQL type for a ${def.type} in the content model`);
    }
  };

  /** Required fields end in !; optional ones are nullable. */
  const fieldType = (schema: z.ZodType, where: string): string => {
    const def = defOf(schema);
    if (def.type === "optional") return typeOf(def.innerType as z.ZodType, where);
    return `${typeOf(schema, where)}!`;
  };

  const fieldsOf = (schema: z.ZodType, where: string): Field[] =>
    Object.entries(defOf(schema).shape as Record<string, z.ZodType>)
      .filter(([name]) => name !== "$schema")
      .map(([name, field]) => {
        const inner =
          defOf(field).type === "optional" ? (defOf(field).innerType as z.ZodType) : field;
        const directives = graphqlNames.get(inner)?.directives;
        return {
          name,
          type: `${fieldType(field, `${where}.${name}`)}${directives ? ` ${directives}` : ""}`,
          description: descriptionOf(field, inner),
        };
      });

  const render = (fields: ReadonlyArray<Field>): string[] =>
    fields.flatMap((field) => [
      ...(field.description ? [`  ${quote(field.description)}`] : []),
      `  ${field.name}: ${field.type}`,
    ]);

  const objectType = (
    schema: z.ZodType,
    where: string,
    extra: ReadonlyArray<Field> = [],
    node = false,
  ): string => {
    const name = graphqlNames.get(schema)?.name;
    if (!name) throw new Error(`${where}: a block of the content model has no GraphQL name`);
    add({
      kind: "type",
      name,
      description: descriptionOf(schema),
      node,
      body: render([...fieldsOf(schema, name), ...extra]),
    });
    return name;
  };

  const position: Field = {
    name: "position",
    type: "Int!",
    description: "Stelle in der Datei, ab 0",
  };
  for (const [file, spec] of Object.entries(dataFiles)) {
    if (spec.kind === "single") {
      objectType(spec.schema, `data/${file}.json`, [], true);
    } else {
      const list = (defOf(spec.schema).shape as Record<string, z.ZodType>)[spec.listKey];
      const entry = list && (defOf(list).element as z.ZodType);
      if (!entry) throw new Error(`data/${file}.json has no list ${spec.listKey}`);
      objectType(entry, `data/${file}.json`, [position], true);
    }
  }
  objectType(legalPageSchema, "data/legal/*.md", [], true);
  objectType(contentCheckSchema, "the content check", [], true);
  return [...types.values()];
};

/** The type definitions in GraphQL's schema language, for createTypes. */
export const graphqlTypeDefs = (): string =>
  deriveTypeDefinitions()
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
