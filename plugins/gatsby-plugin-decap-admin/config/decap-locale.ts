import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import ts from "typescript";
import type { Phrases } from "./cms-types";

/**
 * Decap's own phrases of a locale, as decap-cms-locales writes them (bundled into decap-cms.js,
 * which cannot be read in Node): the German ones the editors see wherever the fixes' phrases
 * (decap-fixes.ts) do not correct them, and the English ones, which name every key Decap knows.
 * The source file is one object literal of strings; it is parsed, never run, so the phrases are
 * read as data.
 */

const nameOf = (name: ts.PropertyName): string =>
  ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : name.getText();

const phrasesOf = (literal: ts.ObjectLiteralExpression): Phrases =>
  Object.fromEntries(
    literal.properties.flatMap((property): Array<[string, string | Phrases]> => {
      if (!ts.isPropertyAssignment(property)) return [];
      const value = property.initializer;
      const key = nameOf(property.name);
      if (ts.isObjectLiteralExpression(value)) return [[key, phrasesOf(value)]];
      if (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) {
        return [[key, value.text]];
      }
      return [];
    }),
  );

/** The object literal the file declares first (`const de = { … }`). */
const firstObject = (source: ts.SourceFile): ts.ObjectLiteralExpression | undefined => {
  let found: ts.ObjectLiteralExpression | undefined;
  const visit = (node: ts.Node): void => {
    if (found) return;
    if (ts.isObjectLiteralExpression(node)) found = node;
    else ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
};

/** Decap's phrases of `locale` („de“, „en“) from the installed decap-cms-locales. */
export const decapLocale = (locale: "de" | "en"): Phrases => {
  // Where decap-cms finds it: decap-cms → decap-cms-app → decap-cms-locales.
  const app = createRequire(require.resolve("decap-cms/package.json")).resolve(
    "decap-cms-app/package.json",
  );
  const root = path.dirname(createRequire(app).resolve("decap-cms-locales/package.json"));
  const file = path.join(root, "src", locale, "index.js");
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest);
  const literal = firstObject(source);
  if (!literal) throw new Error(`${file}: no object of phrases`);
  return phrasesOf(literal);
};
