/**
 * Runs after `gatsby build`: the page „Sicherheit und Datenschutz“ and the version of the
 * privacy policy that describes the demo request form, as a visitor and a purchasing department
 * find them in the build.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { legalTexts, buildDay } from "../../plugins/gatsby-source-passform/check";
import { demoPrivacyLinks } from "../../src/lib/demo-request";
import { builtPage, hasBuild, publicDir, textOf } from "./built-site";
import { data, legal, legalPage, shown } from "../support/site-content";

beforeAll(() => {
  if (!hasBuild()) throw new Error("public/ has no build: run `npm run build` first");
});

/** The names of the service providers in data/site.json, as the pages show them. */
const providers = data.site.processors.map((entry) => shown(entry.name));

/** The ids of a page's headings in the text, in order (the contents' own heading left out). */
const headingIds = (page: Document): string[] =>
  [...page.querySelectorAll("main h2[id], main h3[id], main h4[id]")]
    .map((heading) => heading.id)
    .filter((id) => id !== "toc-title");

/** The names that open the items of each list on the page, list by list. */
const listNames = (page: Document): string[][] =>
  [...page.querySelectorAll("main ul")].map((list) =>
    [...list.querySelectorAll(":scope > li > strong:first-child")].map((name) => textOf(name)),
  );

describe("the page „Sicherheit und Datenschutz“", () => {
  const source = legal.find((file) => file.frontmatter.slug === demoPrivacyLinks.security);
  const page = builtPage(demoPrivacyLinks.security);

  it("is where the form's notice links, with every heading of its text in data/legal/", () => {
    expect(source).toBeDefined();
    expect(page.querySelector("h1")?.textContent).toBe(shown(source?.frontmatter.title ?? ""));
    expect(headingIds(page)).toEqual(source?.headingIds);
  });

  it("names security.txt's contact, the privacy address and every service provider of site.json", () => {
    const securityTxt = readFileSync(path.join(publicDir, ".well-known/security.txt"), "utf8");
    expect(securityTxt).toContain(`mailto:${data.site.contact.securityEmail}`);
    for (const address of [data.site.contact.securityEmail, data.site.contact.privacyEmail]) {
      expect(page.querySelector(`a[href="mailto:${address}"]`)).not.toBeNull();
    }
    expect(listNames(page)).toContainEqual(providers);
  });

  it("is in the sitemap and linked from every page's footer", () => {
    expect(readFileSync(path.join(publicDir, "sitemap.xml"), "utf8")).toContain(
      `<loc>${data.site.siteUrl}${demoPrivacyLinks.security}</loc>`,
    );
    for (const route of ["/", "/datenschutz", "/impressum"]) {
      expect(
        builtPage(route).querySelector(`footer a[href="${demoPrivacyLinks.security}"]`)
          ?.textContent,
      ).toBe(legalPage(demoPrivacyLinks.security).title);
    }
  });
});

describe("the privacy policy and the demo request form", () => {
  const [policyPath = "", formSection = ""] = demoPrivacyLinks.policy.split("#");
  const text = legalTexts(legal, buildDay()).get(policyPath);

  it("in force: describes the form at the anchor its notice links to, and lists every provider", () => {
    const page = builtPage(policyPath);
    expect(page.getElementById(formSection)?.tagName).toMatch(/^H[2-4]$/);
    expect(listNames(page)).toContainEqual(providers);
  });

  it("an earlier version keeps its own text at its fixed address, without the form", () => {
    const earlier = text?.versions.filter((version) => version.state === "earlier") ?? [];
    for (const version of earlier) {
      const page = builtPage(version.path ?? "");
      expect(page.getElementById(formSection)).toBeNull();
      expect(headingIds(page)).toEqual(expect.arrayContaining(version.file.headingIds));
    }
  });
});
