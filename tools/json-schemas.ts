/** Writes data/schema/*.schema.json from plugins/gatsby-source-passform/content/model.ts (npm run schemas). */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { dataFiles, jsonSchemaPath, jsonSchemaText } from "../plugins/gatsby-source-passform/check";
import type { DataFileName } from "../plugins/gatsby-source-passform";

for (const name of Object.keys(dataFiles) as DataFileName[]) {
  writeFileSync(path.resolve(__dirname, "..", jsonSchemaPath(name)), jsonSchemaText(name));
  console.log(jsonSchemaPath(name));
}
