/**
 * @jest-environment node
 */
import path from "node:path";
import { checkContent } from "../../gatsby-source-passform/check";
import { readDataDirectory } from "../../gatsby-source-passform/disk";
import { cmsCollections } from "../config/cms-config";
import { valuesNote } from "../preview/values-note";

/**
 * „Zahlen der AGB“ and „Firma und Website“ say which versions their values apply to: the
 * editors' data/ with a new version of the AGB that keeps a figure of its own.
 */

const data = readDataDirectory(path.resolve(__dirname, "../../../data")) ?? [];
const agb = data.find((entry) => entry.path === "data/legal/agb.md");
const announced = {
  path: "data/legal/agb-2099-03-01.md",
  bytes: new TextEncoder().encode(
    new TextDecoder()
      .decode(agb?.bytes)
      .replace(/^validFrom: .*$/m, 'validFrom: "2099-03-01"\nchanges: "Neue Frist."')
      .replace(/^(review: .*)$/m, '$1\nfacts:\n  terms:\n    noticeMonths: "2"'),
  ),
};
const content = checkContent([...data, announced]);
const collections = cmsCollections();

it("names each version of the AGB for the figures, and what a version keeps as its own", () => {
  const [applies, stays] = valuesNote(content, "data/terms.json", collections);
  expect(applies).toContain(
    "Allgemeine Geschäftsbedingungen ab 1.\u00a0Januar\u00a02021 (gilt heute)",
  );
  expect(applies).toContain(
    "Allgemeine Geschäftsbedingungen ab 1.\u00a0März\u00a02099 (angekündigt) außer „Kündigungsfrist in Monaten“",
  );
  expect(applies).not.toContain("Datenschutzerklärung");
  expect(stays).toContain("„Werte dieser Fassung“");
});

it("names the Datenschutzerklärung too for the company's facts, and nothing for another form", () => {
  expect(valuesNote(content, "data/site.json", collections)[0]).toContain("Datenschutzerklärung");
  expect(valuesNote(content, "data/pricing.json", collections)).toEqual([]);
});
