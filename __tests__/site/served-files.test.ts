/**
 * What the build writes beside the pages, as Netlify serves it (__tests__/support/netlify-server.ts): the
 * redirects of addresses people guess for a legal text, /.well-known/security.txt,
 * /legal-versions.json and the sitemap's dates – each against data/.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { legalRedirects } from "../../gatsby-node/legal-redirects";
import { LEGAL_VERSIONS_PATH, legalVersionsFile } from "../../gatsby-node/legal-versions-file";
import { SECURITY_TXT_PATH, securityTxtExpiry } from "../../gatsby-node/security-txt";
import { buildDay, daysAfter, legalTexts } from "../../plugins/gatsby-source-passform/check";
import { htmlFileFor } from "../../tools/pipeline/built-files";
import { data, legal, realRoutes, siteRoot, versionRoutes } from "../support/site-content";
import { publicDir } from "./built-site";
import { startNetlifyServer, type NetlifyServer } from "../support/netlify-server";

let server: NetlifyServer;
beforeAll(async () => {
  server = await startNetlifyServer({
    publishDir: publicDir,
    netlifyConfig: path.join(siteRoot, "netlify.toml"),
  });
}, 60_000);
afterAll(() => server?.close());

const texts = [...legalTexts(legal, buildDay()).values()];

describe("a guessed address of a legal text", () => {
  const { redirects, unmatched } = legalRedirects(
    texts,
    new Set([...realRoutes, ...versionRoutes]),
  );

  it("leads to a text of data/ for every address guessed", () => {
    expect(unmatched).toEqual([]);
    expect(redirects.length).toBeGreaterThan(0);
  });

  it.each(redirects.flatMap((rule) => [rule, { ...rule, fromPath: `${rule.fromPath}/` }]))(
    "$fromPath moves for good to $toPath, the page built for that slug",
    async ({ fromPath, toPath }) => {
      const response = await server.get(fromPath);
      expect(response.status).toBe(301);
      const location = new URL(response.headers.get("location") ?? "", server.base);
      expect(location.pathname).toBe(toPath);
      const target = await server.get(location.pathname);
      expect(target.status).toBe(200);
      expect(await target.text()).toBe(
        readFileSync(path.join(publicDir, htmlFileFor(toPath)), "utf8"),
      );
    },
  );

  it("keeps the query of the address", async () => {
    const [rule] = redirects;
    const response = await server.get(`${rule?.fromPath}?ref=alt`);
    expect(new URL(response.headers.get("location") ?? "", server.base).search).toBe("?ref=alt");
  });

  it("leaves every other unknown address to the 404 page", async () => {
    const response = await server.get(`${redirects[0]?.fromPath}-gibt-es-nicht`);
    expect(response.status).toBe(404);
    expect(response.headers.get("location")).toBeNull();
  });
});

describe("/.well-known/security.txt", () => {
  const { site } = data;
  let response: Response;
  let text: string;
  beforeAll(async () => {
    response = await server.get(SECURITY_TXT_PATH);
    text = await response.text();
  });
  const field = (name: string): string[] =>
    text
      .split("\n")
      .filter((line) => line.startsWith(`${name}: `))
      .map((line) => line.slice(name.length + 2));

  it("is plain UTF-8 text with the site's security headers", () => {
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toMatch(/^default-src 'none'/);
  });

  it("names the security contact of data/site.json and its own address on the site", () => {
    expect(field("Contact")).toEqual([`mailto:${site.contact.securityEmail}`]);
    expect(field("Canonical")).toEqual([new URL(SECURITY_TXT_PATH, site.siteUrl).href]);
    expect(field("Preferred-Languages")).toEqual(["de, en"]);
  });

  it("expires once, less than a year after the day it was built for", () => {
    const [expires, ...more] = field("Expires");
    expect(more).toEqual([]);
    const daysAhead = (Date.parse(expires ?? "") - Date.parse(`${buildDay()}T00:00:00Z`)) / 864e5;
    // Built today (or for SITE_DATE); read today or, after midnight, a day later.
    expect(daysAhead).toBeGreaterThan(361);
    expect(daysAhead).toBeLessThan(365);
  });

  it("is where a client looking at the top level is sent", async () => {
    const legacy = await server.get("/security.txt");
    expect(legacy.status).toBe(301);
    expect(new URL(legacy.headers.get("location") ?? "", server.base).pathname).toBe(
      SECURITY_TXT_PATH,
    );
  });

  it("says it holds a sample exactly while data/site.json lists the address as one", () => {
    const sample = site.placeholders.includes("contact.securityEmail");
    expect(text.startsWith("# Musterangabe")).toBe(sample);
  });
});

describe("/legal-versions.json", () => {
  let response: Response;
  let file: ReturnType<typeof legalVersionsFile>;
  beforeAll(async () => {
    response = await server.get(LEGAL_VERSIONS_PATH);
    file = (await response.json()) as typeof file;
  });

  it("is JSON with the site's security headers", () => {
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json(;|$)/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("says what the build showed of data/ on its day, and from when a build would show more", () => {
    expect(file).toEqual(legalVersionsFile(legal, file.buildDay));
    expect(file.texts.map((text) => text.slug)).toEqual(
      texts
        .filter((text) => text.inForce?.validFrom)
        .map((text) => text.slug)
        .sort(),
    );
    expect(file.staleFrom > file.buildDay).toBe(true);
    // Built today (or for SITE_DATE); read today or, after midnight, a day later.
    expect([buildDay(), daysAfter(buildDay(), -1)]).toContain(file.buildDay);
  });

  it("was written for the day security.txt was", async () => {
    const security = await (await server.get(SECURITY_TXT_PATH)).text();
    expect(security).toContain(`Expires: ${securityTxtExpiry(file.buildDay)}\n`);
  });

  it("is no page: not in the sitemap", () => {
    const xml = readFileSync(path.join(publicDir, "sitemap.xml"), "utf8");
    expect(xml).not.toContain("legal-versions");
  });
});

describe("the sitemap's dates", () => {
  const xml = readFileSync(path.join(publicDir, "sitemap.xml"), "utf8");
  const lastmods = new Map(
    [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map(
      ([, loc, lastmod]) => [new URL(loc ?? "").pathname, lastmod],
    ),
  );

  it("dates each legal page by its version in force: its Stand, its first day or an announced Stand", () => {
    const dated = texts.filter((text) => text.inForce);
    expect(dated.length).toBeGreaterThan(0);
    for (const { slug, inForce, versions } of dated) {
      const days = [
        inForce?.file.frontmatter?.lastUpdated,
        inForce?.validFrom,
        ...versions
          .filter((version) => version.state === "announced")
          .map((version) => version.file.frontmatter?.lastUpdated),
      ].filter(Boolean);
      expect([slug, lastmods.get(slug)]).toEqual([slug, days.sort().at(-1)]);
    }
  });

  it("gives no date to a page without one in data/", () => {
    expect(lastmods.has("/")).toBe(true);
    expect(lastmods.get("/")).toBeUndefined();
    expect([...lastmods.keys()].sort()).toEqual([...realRoutes].sort());
  });
});
