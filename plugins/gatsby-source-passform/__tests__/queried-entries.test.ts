/** @jest-environment node */
import { deriveTypeDefinitions } from "../content/derive/graphql-types";
import { nodeEntries } from "../content/derive/node-entries";
import { queriedEntries } from "../content/derive/queried-entries";
import { dataFiles, type DataFileName } from "../content/model/data-files";
import { validContent } from "../disk/content-source";
import { projectData } from "./support/project";

/**
 * The nodes as a page's query gives them, from which the preview pane builds the pages' data:
 * every field of the node's GraphQL type is there, an optional one the entry leaves out as null
 * (as GraphQL answers a nullable field), and every other value is the node's own.
 */

const { data } = validContent(projectData);
const names = Object.keys(dataFiles) as DataFileName[];

/** A value with its nulls taken out again, at any depth. */
const withoutNulls = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, item]) => item !== null)
      .map(([key, item]) => [key, withoutNulls(item)]),
  );
};

/** The fields of a node type as graphql-types.ts derives them from the model. */
const graphqlFields = (name: DataFileName): string[] => {
  const type = deriveTypeDefinitions().find(
    ({ name: typeName }) => typeName === dataFiles[name].type,
  );
  if (!type) throw new Error(`no GraphQL type for data/${name}.json`);
  return type.body
    .filter((line) => !line.trim().startsWith('"'))
    .map((line) => line.trim().split(":")[0] ?? "");
};

test.each(names)("data/%s.json: the nodes' own values, nothing added but null", (name) => {
  expect(withoutNulls(queriedEntries(name, { data }))).toEqual(nodeEntries(name, { data }));
});

test.each(names)("data/%s.json: every field of the node's GraphQL type, none undefined", (name) => {
  const fields = graphqlFields(name);
  expect(fields.length).toBeGreaterThan(0);
  for (const entry of queriedEntries(name, { data })) {
    const missing = fields.filter(
      (field) => (entry as Record<string, unknown>)[field] === undefined,
    );
    expect(missing).toEqual([]);
  }
});

test("an optional field left out is null, in an entry and in a block within one", () => {
  const [first, ...others] = data.claims.claims;
  if (!first) throw new Error("data/claims.json has no claim");
  const { lead: _lead, ...withoutLead } = first;
  const { popularBasis: _basis, ...pricing } = data.landing.pricing;
  const edited = {
    ...data,
    claims: { ...data.claims, claims: [withoutLead, ...others] },
    landing: { ...data.landing, pricing },
  };
  expect(queriedEntries("claims", { data: edited })[0]).toMatchObject({
    lead: null,
    figure: queriedEntries("claims", { data })[0]?.figure,
    position: 0,
  });
  expect(queriedEntries("landing", { data: edited })[0]?.pricing.popularBasis).toBeNull();
});

test("a file that could not be read has no nodes", () => {
  const { pricing: _pricing, ...rest } = data;
  expect(queriedEntries("pricing", { data: rest })).toEqual([]);
});
