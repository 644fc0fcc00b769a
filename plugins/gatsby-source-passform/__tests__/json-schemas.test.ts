import { readFileSync } from "node:fs";
import path from "node:path";
import { dataFiles, type DataFileName } from "../content/model/data-files";
import { jsonSchemaPath, jsonSchemaText } from "../content/derive/json-schemas";
import { projectRoot } from "./support/project";

const names = Object.keys(dataFiles) as DataFileName[];
const read = (file: string): string => readFileSync(path.join(projectRoot, file), "utf8");

it.each(names)("data/schema/%s.schema.json is what npm run schemas generates", (name) => {
  expect(read(jsonSchemaPath(name))).toBe(jsonSchemaText(name));
});

it.each(names)("data/%s.json points its editor at its schema", (name) => {
  expect(JSON.parse(read(`data/${name}.json`)).$schema).toBe(`./schema/${name}.schema.json`);
});

it("forbids unknown keys, so a typo is underlined while typing", () => {
  const pricing = JSON.parse(read(jsonSchemaPath("pricing")));
  expect(pricing.additionalProperties).toBe(false);
  expect(pricing.properties.plans.items.additionalProperties).toBe(false);
  expect(pricing.properties.plans.items.required).toEqual(
    expect.arrayContaining(["name", "description", "features", "popular", "cta"]),
  );
  expect(pricing.properties.plans.items.properties.price.type).toBe("integer");
});
