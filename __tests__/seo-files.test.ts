/** @jest-environment node */
import { legalRedirects } from "../gatsby-node/legal-redirects";
import { SECURITY_TXT_PATH, securityTxt, securityTxtExpiry } from "../gatsby-node/security-txt";
import { legalLastmod, sitemapXml } from "../gatsby-node/seo-files";

/** The files the build writes for search engines, researchers and Netlify, from site data. */

const siteUrl = "https://www.passform.example";

describe("sitemapXml", () => {
  const entries = (xml: string) => [...xml.matchAll(/<url>(.*?)<\/url>/g)].map(([, url]) => url);

  it("lists each page once, sorted, with a lastmod only where the page has a day", () => {
    const xml = sitemapXml(siteUrl, [
      { path: "/impressum", lastmod: "2024-05-02" },
      { path: "/" },
      { path: "/agb", lastmod: "2027-03-01" },
      { path: "/" },
    ]);
    expect(entries(xml)).toEqual([
      `<loc>${siteUrl}/</loc>`,
      `<loc>${siteUrl}/agb</loc><lastmod>2027-03-01</lastmod>`,
      `<loc>${siteUrl}/impressum</loc><lastmod>2024-05-02</lastmod>`,
    ]);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
  });

  it("leaves out Gatsby's 404 pages and the demo request's thank-you page, and escapes what XML would read as markup", () => {
    const xml = sitemapXml(siteUrl, [
      { path: "/danke" },
      { path: "/404" },
      { path: "/404.html" },
      { path: "/dev-404-page" },
      { path: "/a&b" },
    ]);
    expect(entries(xml)).toEqual([`<loc>${siteUrl}/a&amp;b</loc>`]);
  });
});

describe("legalLastmod", () => {
  const version = (state: string, lastUpdated?: string, validFrom?: string) => ({
    state,
    ...(validFrom ? { validFrom } : {}),
    file: { frontmatter: lastUpdated ? { lastUpdated } : undefined },
  });

  it("is the Stand of a text without versions", () => {
    const only = version("inForce", "2024-05-02");
    expect(legalLastmod(only, [only])).toBe("2024-05-02");
  });

  it("is the day the version came into force when that is later than its Stand", () => {
    const earlier = version("earlier", "2026-12-01", "2021-01-01");
    const inForce = version("inForce", "2027-01-15", "2027-03-01");
    expect(legalLastmod(inForce, [earlier, inForce])).toBe("2027-03-01");
  });

  it("is the Stand of an announced version, which the page announces", () => {
    const inForce = version("inForce", "2021-01-01", "2021-01-01");
    const announced = version("announced", "2027-02-10", "2027-03-01");
    expect(legalLastmod(inForce, [inForce, announced])).toBe("2027-02-10");
  });

  it("is no day where data/ has none", () => {
    const unknown = version("inForce");
    expect(legalLastmod(unknown, [unknown])).toBeUndefined();
  });
});

describe("securityTxt", () => {
  const fields = (text: string) =>
    text
      .split("\n")
      .filter((line) => line !== "" && !line.startsWith("#"))
      .map((line) => line.split(": "));

  it("names the contact, expiry, languages and its own address, one field a line", () => {
    const text = securityTxt({
      siteUrl,
      email: "sicherheit@passform.example",
      sample: false,
      buildDay: "2027-03-01",
    });
    expect(fields(text)).toEqual([
      ["Contact", "mailto:sicherheit@passform.example"],
      ["Expires", securityTxtExpiry("2027-03-01")],
      ["Preferred-Languages", "de, en"],
      ["Canonical", `${siteUrl}${SECURITY_TXT_PATH}`],
    ]);
    expect(text).not.toContain("#");
    expect(text.endsWith("\n")).toBe(true);
  });

  it("says in a comment that a sample address is a sample", () => {
    const text = securityTxt({
      siteUrl,
      email: "sicherheit@passform.example",
      sample: true,
      buildDay: "2027-03-01",
    });
    expect(text.split("\n")[0]).toMatch(/^# Musterangabe/);
    expect(fields(text)[0]).toEqual(["Contact", "mailto:sicherheit@passform.example"]);
  });

  const DAY = 24 * 60 * 60 * 1000;
  const germanTime = (moment: number): string =>
    new Intl.DateTimeFormat("de-DE", {
      timeZone: "Europe/Berlin",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    }).format(moment);

  // Around both changes of the clock, the turn of a year and a leap day.
  it.each(["2027-03-27", "2027-03-28", "2027-10-31", "2027-12-31", "2028-02-29", "2028-03-01"])(
    "expires under a year after any moment of the build day %s, at midnight in Germany",
    (day) => {
      const expiry = Date.parse(securityTxtExpiry(day));
      expect(securityTxtExpiry(day)).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\+0[12]:00$/);
      expect(germanTime(expiry)).toBe("00:00:00");
      // The German day starts at 22:00 or 23:00 UTC the day before and ends before 23:00 UTC.
      const firstMoment = Date.parse(`${day}T00:00:00Z`) - 2 * 60 * 60 * 1000;
      const lastMoment = Date.parse(`${day}T23:00:00Z`);
      expect(expiry - firstMoment).toBeLessThan(365 * DAY);
      expect(expiry - lastMoment).toBeGreaterThan(362 * DAY);
    },
  );
});

describe("legalRedirects", () => {
  const text = (slug: string, ...files: string[]) => ({
    slug,
    versions: files.map((file) => ({ file: { file: `data/legal/${file}` } })),
  });

  it("finds a text by any of its versions' files, whatever its slug", () => {
    const texts = [
      text("/geschaeftsbedingungen", "agb.md", "geschaeftsbedingungen-2028-01-01.md"),
      text("/datenschutz", "datenschutz-2027-03-01.md"),
      text("/anbieter", "impressum.md"),
    ];
    const made = new Set(texts.map((each) => each.slug));
    expect(legalRedirects(texts, made)).toEqual({
      redirects: [
        { fromPath: "/imprint", toPath: "/anbieter" },
        { fromPath: "/datenschutzerklaerung", toPath: "/datenschutz" },
        { fromPath: "/agbs", toPath: "/geschaeftsbedingungen" },
      ],
      unmatched: [],
    });
  });

  it("takes no other text whose file only begins like one, nor a text without a page", () => {
    const texts = [text("/agb-archiv", "agb-archiv.md"), text("/impressum", "impressum.md")];
    const { redirects, unmatched } = legalRedirects(texts, new Set(["/agb-archiv"]));
    expect(redirects).toEqual([]);
    expect(unmatched).toEqual([
      "/imprint (data/legal/impressum.md)",
      "/datenschutzerklaerung (data/legal/datenschutz.md)",
      "/agbs (data/legal/agb.md)",
    ]);
  });

  it("leaves a guessed address that is a page of its own to that page", () => {
    const texts = [text("/agb", "agb.md"), text("/agbs", "agbs.md")];
    const made = new Set(["/agb", "/agbs"]);
    expect(legalRedirects(texts, made).redirects.map((rule) => rule.fromPath)).not.toContain(
      "/agbs",
    );
  });
});
