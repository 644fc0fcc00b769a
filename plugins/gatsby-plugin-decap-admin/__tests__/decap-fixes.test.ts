/**
 * @jest-environment node
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Phrases } from "../config/cms-types";
import { decapFixes } from "../config/decap-fixes";
import { localeCorrections } from "../config/decap-phrases";

/**
 * The list of Decap fixes and its way out: each report it names is in upstream/, each report
 * there is named by a fix, and the plain corrections of Decap's German are the ones the patch
 * for Decap's locale makes, so they can go when Decap ships it.
 */

const plugin = path.resolve(__dirname, "..");
const reports = decapFixes.flatMap((fix) =>
  "report" in fix.upstream ? [fix.upstream.report] : [],
);

const texts = (phrases: Phrases): string[] =>
  Object.values(phrases).flatMap((value) => (typeof value === "string" ? [value] : texts(value)));

describe("the Decap fixes", () => {
  it("have one name each, and a report in upstream/ where Decap has no issue", () => {
    const names = decapFixes.map((fix) => fix.name);
    expect(new Set(names).size).toBe(names.length);
    expect(reports.filter((report) => !existsSync(path.join(plugin, report)))).toEqual([]);
  });

  it("name every report in upstream/", () => {
    const files = readdirSync(path.join(plugin, "upstream"))
      .filter((file) => file.endsWith(".md") && file !== "README.md")
      .map((file) => `upstream/${file}`);
    expect(files.sort()).toEqual([...reports].sort());
  });

  it("correct Decap's German only as the patch for Decap's locale does", () => {
    const patch = readFileSync(path.join(plugin, "upstream/german-locale.patch"), "utf8");
    const added = patch.split("\n").filter((line) => line.startsWith("+"));
    const missing = texts(localeCorrections).filter(
      (text) => !added.some((line) => line.includes(`'${text}'`)),
    );
    expect(missing).toEqual([]);
  });
});
