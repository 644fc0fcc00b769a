/** Writes data/schema/*.schema.json from src/content/schemas.ts (npm run schemas). */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { dataFiles, type DataFileName } from "../src/content/data-files";
import { jsonSchemaPath, jsonSchemaText } from "../src/content/json-schemas";

for (const name of Object.keys(dataFiles) as DataFileName[]) {
  writeFileSync(path.resolve(__dirname, "..", jsonSchemaPath(name)), jsonSchemaText(name));
  console.log(jsonSchemaPath(name));
}
