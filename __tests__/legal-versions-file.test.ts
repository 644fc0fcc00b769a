/** @jest-environment node */
import {
  legalVersionsFile,
  legalVersionsJson,
  parseLegalVersionsFile,
} from "../gatsby-node/legal-versions-file";
import { securityTxtRenewal } from "../gatsby-node/security-txt";
import { daysAfter } from "../plugins/gatsby-source-passform/check";

/**
 * /legal-versions.json, which the build writes for the workflow „Neue Fassung eines
 * Rechtstexts“ and Netlify's ignore command: what a build on a day shows of the legal texts, and
 * the first day a build of the same files would show something else.
 */

const file = (slug: string, validFrom?: string) => ({
  slug,
  frontmatter: validFrom ? { validFrom } : {},
});
const legal = [
  file("/impressum"),
  file("/datenschutz", "2021-01-01"),
  file("/agb", "2027-03-01"),
  file("/agb", "2021-01-01"),
  file("/datenschutz", "2027-07-01"),
];

describe("legalVersionsFile", () => {
  it("names the version in force of each text with versions, by address, and the next version's day", () => {
    expect(legalVersionsFile(legal, "2027-02-28")).toEqual({
      buildDay: "2027-02-28",
      texts: [
        { slug: "/agb", inForce: "2021-01-01" },
        { slug: "/datenschutz", inForce: "2021-01-01" },
      ],
      staleFrom: "2027-03-01",
    });
    expect(legalVersionsFile(legal, "2027-03-01")).toMatchObject({
      texts: [
        { slug: "/agb", inForce: "2027-03-01" },
        { slug: "/datenschutz", inForce: "2021-01-01" },
      ],
      staleFrom: "2027-07-01",
    });
  });

  it("is stale from the day security.txt is due for renewal when no version comes before it", () => {
    expect(securityTxtRenewal("2027-07-01")).toBe("2028-04-26");
    expect(legalVersionsFile(legal, "2027-07-01").staleFrom).toBe("2028-04-26");
    // A version 299 days on comes first; one 301 days on does not.
    for (const [days, staleFrom] of [
      [299, "2028-04-25"],
      [301, "2028-04-26"],
    ] as const) {
      const later = [...legal, file("/agb", daysAfter("2027-07-01", days))];
      expect(legalVersionsFile(later, "2027-07-01").staleFrom).toBe(staleFrom);
    }
  });

  it("writes JSON, read back as it was written", () => {
    const written = legalVersionsFile(legal, "2027-02-28");
    const json = legalVersionsJson(written);
    expect(json.endsWith("}\n")).toBe(true);
    expect(parseLegalVersionsFile(json)).toEqual(written);
  });
});

describe("parseLegalVersionsFile", () => {
  it.each([
    ["no JSON", "<!doctype html>"],
    ["no object", "[]"],
    ["no staleFrom", '{ "buildDay": "2027-02-28", "texts": [] }'],
    [
      "a day that does not exist",
      '{ "buildDay": "2027-02-30", "texts": [], "staleFrom": "2027-03-01" }',
    ],
    [
      "texts that are no list",
      '{ "buildDay": "2027-02-28", "texts": {}, "staleFrom": "2027-03-01" }',
    ],
    [
      "a text without its day",
      '{ "buildDay": "2027-02-28", "texts": [{ "slug": "/agb" }], "staleFrom": "2027-03-01" }',
    ],
  ])("refuses %s", (_, text) => {
    expect(parseLegalVersionsFile(text)).toBeUndefined();
  });
});
