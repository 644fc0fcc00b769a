import { z } from "zod";
import { dataFiles, type DataFileName } from "../model/data-files";

const titles: Record<DataFileName, string> = {
  site: "Firmen- und Website-Angaben von Passform",
  landing: "Texte der Startseite",
  pricing: "Preispläne",
  features: "Feature-Karten",
  technology: "Technologie-Themen",
  claims: "Kennzahlen",
  terms: "Vertragsbedingungen (Zahlen der AGB)",
};

/** The JSON Schema an editor's VS Code reads for data/<name>.json, generated from model.ts. */
const jsonSchemaFor = (name: DataFileName): Record<string, unknown> => ({
  ...z.toJSONSchema(dataFiles[name].schema, { io: "input", unrepresentable: "any" }),
  title: titles[name],
  description: `Erzeugt aus plugins/gatsby-source-passform/content/model.ts mit „npm run schemas“; nicht von Hand ändern. Hilfe: CONTENT.md`,
});

export const jsonSchemaText = (name: DataFileName): string =>
  `${JSON.stringify(jsonSchemaFor(name), null, 2)}\n`;

export const jsonSchemaPath = (name: DataFileName): string => `data/schema/${name}.schema.json`;
