/**
 * @jest-environment node
 */
import path from "node:path";
import { checkContent } from "../../gatsby-source-passform/check";
import { readDataDirectory } from "../../gatsby-source-passform/disk";
import { versionLabels } from "../browser/decap-fixes/version-labels";

/**
 * The list of legal texts says how each version stands on the site's day, in German dates: the
 * editors' data/ with an announced version of the AGB beside the one in force.
 */

const data = readDataDirectory(path.resolve(__dirname, "../../../data")) ?? [];
const agb = data.find((entry) => entry.path === "data/legal/agb.md");
const announced = {
  path: "data/legal/agb-2027-03-01.md",
  bytes: new TextEncoder().encode(
    new TextDecoder()
      .decode(agb?.bytes)
      .replace(/^validFrom: .*$/m, 'validFrom: "2027-03-01"\nchanges: "Neue Kündigungsfrist."'),
  ),
};

it("says „gilt heute“, „angekündigt ab“ and „galt bis“ with German dates, and nothing of the Impressum", () => {
  const title = "Allgemeine Geschäftsbedingungen";
  const before = versionLabels(checkContent([...data, announced]), "2026-12-02");
  expect(before.get("agb")).toBe(`${title} – gilt heute (seit 1.\u00a0Januar\u00a02021)`);
  expect(before.get("agb-2027-03-01")).toBe(`${title} – angekündigt ab 1.\u00a0März\u00a02027`);
  expect(before.get("impressum")).toBeUndefined();
  const after = versionLabels(checkContent([...data, announced]), "2027-03-01");
  expect(after.get("agb")).toBe(`${title} – galt bis 28.\u00a0Februar\u00a02027`);
  expect(after.get("agb-2027-03-01")).toBe(`${title} – gilt heute (seit 1.\u00a0März\u00a02027)`);
});
