/** Writes data/schema/*.schema.json from build/content/model.ts (npm run schemas). */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { dataFiles, type DataFileName } from "../build/content/data-files";
import { jsonSchemaPath, jsonSchemaText } from "../build/content/json-schemas";

for (const name of Object.keys(dataFiles) as DataFileName[]) {
  writeFileSync(path.resolve(__dirname, "..", jsonSchemaPath(name)), jsonSchemaText(name));
  console.log(jsonSchemaPath(name));
}
