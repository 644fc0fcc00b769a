/** @jest-environment node */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { buildSchema, parse, validate, type DocumentNode } from "graphql";
import { deriveTypeDefinitions, graphqlTypeDefs } from "../plugins/gatsby-source-passform/check";

/**
 * The GraphQL types derived from the content model against what the pages query: every query
 * and fragment in src/ must be valid against them, with the root fields Gatsby adds for each
 * node type (`company`, `allPlan(sort: …)` …). A field a page selects that the model does not
 * have, or a block selected like a text, fails here before any build.
 */

const nodeTypes = deriveTypeDefinitions().filter((type) => type.node);
const lowerFirst = (name: string): string => name.charAt(0).toLowerCase() + name.slice(1);

const schema = buildSchema(
  [
    "scalar Date",
    "scalar JSON",
    "directive @dontInfer on OBJECT",
    "directive @dateformat on FIELD_DEFINITION",
    graphqlTypeDefs().replace(/ implements Node/g, ""),
    ...nodeTypes.map((type) => `type ${type.name}Connection { nodes: [${type.name}!]! }`),
    "type Query {",
    ...nodeTypes.flatMap((type) => [
      `  ${lowerFirst(type.name)}(id: JSON, filter: JSON): ${type.name}`,
      `  all${type.name}(sort: JSON, filter: JSON, limit: Int): ${type.name}Connection!`,
    ]),
    "}",
  ].join("\n"),
);

const sourceFiles = (directory: string): string[] =>
  (readdirSync(directory, { recursive: true }) as string[])
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith(".d.ts"))
    .map((file) => path.join(directory, file));

const documents = sourceFiles(path.resolve(__dirname, "../src")).flatMap((file) =>
  [...readFileSync(file, "utf8").matchAll(/graphql`([^`]*)`/g)].map((match) => ({
    file: path.relative(path.resolve(__dirname, ".."), file),
    source: match[1] ?? "",
  })),
);

it("finds the queries and fragments of the pages, templates, sections and components", () => {
  const files = new Set(documents.map((document) => document.file));
  for (const expected of [
    "src/pages/index.tsx",
    "src/templates/legal-page.tsx",
    "src/components/layout.tsx",
  ]) {
    expect(files).toContain(expected);
  }
});

it("every query and fragment is valid against the types derived from the content model", () => {
  const document: DocumentNode = parse(documents.map((entry) => entry.source).join("\n"));
  expect(validate(schema, document).map((error) => error.message)).toEqual([]);
});

it("a query for a field the model does not have is caught", () => {
  const wrong = parse(
    "query Wrong { company { brand fax } allPlan { nodes { price { euros } } } }",
  );
  expect(validate(schema, wrong).map((error) => error.message)).toEqual([
    'Cannot query field "fax" on type "Company".',
    'Field "price" must not have a selection since type "Int" has no subfields.',
  ]);
});
