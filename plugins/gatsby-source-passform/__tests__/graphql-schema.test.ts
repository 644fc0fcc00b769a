import { Kind, parse, type DefinitionNode } from "graphql";
import { graphqlTypeDefs } from "../content/derive/graphql-types";

const typeDefs = graphqlTypeDefs();

/** GraphiQL's docs pane shows these descriptions; every type and field the site queries has one. */
const definitions = parse(typeDefs).definitions.filter(
  (
    definition,
  ): definition is Extract<
    DefinitionNode,
    { kind: Kind.OBJECT_TYPE_DEFINITION | Kind.ENUM_TYPE_DEFINITION }
  > =>
    definition.kind === Kind.OBJECT_TYPE_DEFINITION ||
    definition.kind === Kind.ENUM_TYPE_DEFINITION,
);

it("declares the node types of data/ without inference", () => {
  const nodeTypes = definitions
    .filter((definition) => definition.kind === Kind.OBJECT_TYPE_DEFINITION)
    .filter((definition) => definition.interfaces?.some((i) => i.name.value === "Node"));
  for (const type of nodeTypes) {
    expect(type.directives?.map((d) => d.name.value)).toContain("dontInfer");
  }
  expect(nodeTypes.map((type) => type.name.value).sort()).toEqual(
    [
      "Claim",
      "Company",
      "ContentCheck",
      "ContractTerms",
      "Feature",
      "Landing",
      "MarkdownRemark",
      "Plan",
      "TechnologyTopic",
    ].sort(),
  );
});

it.each(definitions.map((definition) => [definition.name.value, definition] as const))(
  "documents %s and each of its fields",
  (_name, definition) => {
    expect(definition.description?.value.length).toBeGreaterThan(10);
    // An enum's values are the editors' own words (hero, Monat, scan …) and need no more.
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION) return;
    const undocumented = (definition.fields ?? [])
      .filter((field) => (field.description?.value.length ?? 0) < 3)
      .map((field) => field.name.value);
    expect(undocumented).toEqual([]);
  },
);
