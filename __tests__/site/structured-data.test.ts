/**
 * The landing page's JSON-LD as built (public/index.html): it parses, is what the code makes from
 * data/ (no sample mark of a preview build inside it), meets what Google's structured-data
 * documentation requires and recommends for what it claims (the table in
 * __tests__/support/search-rules.ts), and states the company and each priced plan as data/ does.
 * Reads what to expect from data/ through the content check, so an editor's valid edit moves it.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { landingJsonLd } from "../../src/ssr/structured-data";
import { factsIn, factsOf } from "../support/json-ld-facts";
import { jsonLdProblems } from "../support/search-rules";
import { data, realRoutes, thankYouRoute } from "../support/site-content";
import { builtPage, hasBuild, publicDir } from "./built-site";

beforeAll(() => {
  if (!hasBuild()) throw new Error("public/ has no build: run `npm run build` first");
});

const JSON_LD = 'script[type="application/ld+json"]';

/** The landing page's JSON-LD, parsed anew for each test. */
const builtJsonLd = (): Record<string, unknown> =>
  JSON.parse(builtPage("/").querySelector(JSON_LD)?.textContent ?? "null");

it("is on the landing page once, and on no other page", () => {
  expect(builtPage("/").querySelectorAll(JSON_LD)).toHaveLength(1);
  for (const route of [...realRoutes.filter((route) => route !== "/"), thankYouRoute, "/404"]) {
    expect(builtPage(route).querySelectorAll(JSON_LD)).toHaveLength(0);
  }
});

it("is the graph the code makes from data/, unchanged by sample marks", () => {
  expect(builtJsonLd()).toEqual(
    JSON.parse(JSON.stringify(landingJsonLd(data.site, data.pricing.plans))),
  );
});

it("has what Google requires and recommends, absolute URLs and references that resolve", () => {
  expect(jsonLdProblems(builtJsonLd())).toEqual([]);
});

it("states the company and each priced plan at the price of data/pricing.json", () => {
  expect(factsIn(builtJsonLd())).toEqual(factsOf(data.site, data.pricing.plans));
});

it("would fail the check without the company's legal name", () => {
  const jsonLd = builtJsonLd();
  const [company] = jsonLd["@graph"] as Array<Record<string, unknown>>;
  delete company?.legalName;
  expect(jsonLdProblems(jsonLd)).toEqual([
    expect.stringMatching(/^\$\.@graph\[0\] \(Organization\): legalName recommended by/),
  ]);
});

it("points its logo and image at files of the built site, the logo a PNG of at least 112 px", () => {
  const graph = builtJsonLd()["@graph"] as Array<Record<string, unknown>>;
  const files = (key: string): string[] =>
    graph.flatMap((node) =>
      typeof node[key] === "string" ? [path.join(publicDir, new URL(node[key]).pathname)] : [],
    );
  const [logo] = files("logo");
  expect([logo, ...files("image")].filter((file) => !file || !existsSync(file))).toEqual([]);
  // Google's Organization page: a logo of at least 112 × 112 px in a format it indexes. A PNG
  // states its width and height in its first chunk (IHDR), at bytes 16 and 20.
  const png = readFileSync(logo ?? "");
  expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
  expect(Math.min(png.readUInt32BE(16), png.readUInt32BE(20))).toBeGreaterThanOrEqual(112);
});
