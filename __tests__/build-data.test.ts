/** @jest-environment node */
import path from "node:path";
import { isValid } from "../plugins/gatsby-source-passform/check";
import { loadContent } from "../plugins/gatsby-source-passform/disk";
import { buildDataDefinitions, sampleMarks, siteHead } from "../src/ssr/build-data";

/**
 * What gatsby-node hands the server renderer (src/ssr/build-data.ts): one webpack definition,
 * JSON of the head facts and the sample values, computed from the checked content of data/.
 */

const content = loadContent(path.resolve(__dirname, "../data"));
const parsed = (definitions: Record<string, string>): unknown =>
  JSON.parse(Object.values(definitions)[0] ?? "null");

it("is one definition with the head facts of valid content and its sample values", () => {
  expect(isValid(content)).toBe(true);
  if (!isValid(content)) return;
  const definitions = buildDataDefinitions(content, content.data);
  expect(Object.keys(definitions)).toHaveLength(1);
  expect(parsed(definitions)).toEqual({
    head: { site: content.data.site, plans: content.data.pricing.plans },
    sampleMarks: content.samples.length > 0 ? content.sampleValues : null,
  });
});

it("has no head while data/ has a problem and nothing to mark once no sample is left", () => {
  const definitions = buildDataDefinitions({ samples: [], sampleValues: ["Berlin"] }, null);
  expect(parsed(definitions)).toEqual({ head: null, sampleMarks: null });
});

it("is only read inside the renderer's bundle, and says so elsewhere", () => {
  expect(() => siteHead()).toThrow(/server renderer's bundle/);
  expect(() => sampleMarks()).toThrow(/server renderer's bundle/);
});
