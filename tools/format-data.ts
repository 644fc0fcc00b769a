/**
 * npm run format / npm run lint: data/ laid out as the editors' forms at /admin/ save it (fields in
 * the model's order, Prettier's layout for JSON, double-quoted frontmatter), so a save from the
 * form changes only what the editor changed. `--check` lists the files that differ and exits 1;
 * without it the files are rewritten, except those with a problem the content check reports.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  cmsCollections,
  frontmatterFormat,
  jsonFormat,
  printWidthOf,
} from "../plugins/gatsby-plugin-decap-admin";
import { loadContent } from "../plugins/gatsby-source-passform/disk";
import { scriptOptions } from "./command-line";

const root = path.resolve(__dirname, "..");
const { check = false } = scriptOptions(
  "Aufruf: tsx tools/format-data.ts [--check] (npm run format ordnet data/, npm run lint prüft nur)",
  { check: { type: "boolean" } },
);
const collections = cmsCollections();
const json = jsonFormat(collections, printWidthOf(root));
const legal = frontmatterFormat(collections);
const content = loadContent(path.join(root, "data"));

/** Every file of data/ with what the editors' forms would save for it. */
const saved = (): Array<{ file: string; save: (text: string) => string }> =>
  collections.flatMap((collection) => {
    const order = ("files" in collection ? [] : collection.fields).map((field) => field.name);
    if ("files" in collection) {
      return collection.files.map((form) => ({
        file: form.file,
        save: (text: string) =>
          json.toFile(
            json.fromFile(text) as never,
            form.fields.map((field) => field.name),
          ),
      }));
    }
    return content.legal.map(({ file }) => ({
      file,
      save: (text: string) => legal.toFile(legal.fromFile(text), order),
    }));
  });

const withProblems = new Set(content.problems.map((problem) => problem.file));
const differing = saved().filter(({ file, save }) => {
  if (withProblems.has(file)) return false;
  const text = readFileSync(path.join(root, file), "utf8");
  const canonical = save(text);
  if (canonical === text) return false;
  if (!check) writeFileSync(path.join(root, file), canonical);
  return true;
});

for (const file of withProblems)
  console.log(`${file}: übersprungen, die Prüfung meldet einen Fehler`);
if (check && differing.length > 0) {
  console.log(
    "Anders angeordnet, als die Redaktionsoberfläche speichert (npm run format ordnet sie):",
  );
  for (const { file } of differing) console.log(`  ${file}`);
  process.exitCode = 1;
} else {
  for (const { file } of differing) console.log(`${file}: neu angeordnet`);
}
