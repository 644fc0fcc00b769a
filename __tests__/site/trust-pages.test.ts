/**
 * Runs after `gatsby build`: the page „Sicherheit und Datenschutz“ and the version of the
 * privacy policy that describes the demo request form, as a visitor and a purchasing department
 * find them in the build.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { builtPage, hasBuild, publicDir, textOf, visibleText } from "./built-site";
import { data, shown } from "../support/site-content";

beforeAll(() => {
  if (!hasBuild()) throw new Error("public/ has no build: run `npm run build` first");
});

/** The names of the service providers in data/site.json, as the pages show them. */
const providers = data.site.processors.map((entry) => shown(entry.name));

describe("the page „Sicherheit und Datenschutz“", () => {
  const page = builtPage("/sicherheit");

  it("is at /sicherheit with its sections in order, the BFSG's parts as subsections", () => {
    expect(page.querySelector("h1")?.textContent).toBe("Sicherheit und Datenschutz");
    const outline = [...page.querySelectorAll("main h2[id], main h3[id]")]
      .filter((heading) => heading.id !== "toc-title")
      .map((heading) => `${heading.tagName} ${heading.id}`);
    expect(outline).toEqual([
      "H2 technische-und-organisatorische-massnahmen-im-ueberblick",
      "H2 zertifikate-und-pruefungen",
      "H2 vertrag-ueber-die-auftragsverarbeitung-avv",
      "H2 unsere-dienstleister",
      "H2 eine-sicherheitsluecke-melden",
      "H2 barrierefreiheit-von-widget-und-scan-app",
      "H3 fuer-wen-diese-angaben-gelten",
      "H3 der-dienst-und-wie-er-funktioniert",
      "H3 anforderungen-und-wie-wir-sie-erfuellen",
      "H3 bekannte-einschraenkungen",
      "H3 eine-barriere-melden",
      "H3 zustaendige-marktueberwachungsbehoerde",
      "H3 stand-dieser-informationen",
    ]);
  });

  it("names security.txt's contact, the AVV's address and every service provider", () => {
    const text = visibleText(page);
    expect(text).toContain(data.site.contact.securityEmail);
    expect(
      page.querySelector(`a[href="mailto:${data.site.contact.securityEmail}"]`),
    ).not.toBeNull();
    expect(page.querySelector(`a[href="mailto:${data.site.contact.privacyEmail}"]`)).not.toBeNull();
    const listed = [...page.querySelectorAll("#unsere-dienstleister ~ ul > li > strong")].map(
      (name) => textOf(name),
    );
    expect(listed.slice(0, providers.length)).toEqual(providers);
    expect(text).toContain("Marktüberwachungsstelle der Länder für die Barrierefreiheit");
  });

  it("is in the sitemap and linked from every page's footer", () => {
    expect(readFileSync(path.join(publicDir, "sitemap.xml"), "utf8")).toContain(
      `<loc>${data.site.siteUrl}/sicherheit</loc>`,
    );
    for (const route of ["/", "/datenschutz", "/impressum"]) {
      expect(builtPage(route).querySelector('footer a[href="/sicherheit"]')?.textContent).toBe(
        "Sicherheit und Datenschutz",
      );
    }
  });
});

describe("the privacy policy with the demo request form", () => {
  it("is the version in force at /datenschutz, with the form's section at its anchor", () => {
    const page = builtPage("/datenschutz");
    const section = page.getElementById("demo-anfrage-ueber-das-formular");
    expect(section?.tagName).toBe("H3");
    expect(section?.textContent).toBe("4.1\u00a0Demo-Anfrage über das Formular");
    // The text itself, not the change view below it, which shows what was struck out.
    expect(visibleText(page)).toContain("Streichung: den Standardvertragsklauseln");
    const copy = page.body.cloneNode(true) as HTMLElement;
    copy.querySelector('section[aria-labelledby="aenderungen"]')?.remove();
    const text = textOf(copy);
    expect(text.length).toBeGreaterThan(10_000);
    expect(text).not.toContain("Die Website enthält keine Formulare");
    expect(text).not.toContain("kein Angemessenheitsbeschluss");
    expect(text).toContain("spätestens 30\u00a0Tage nach der Übernahme");
    // The same list of service providers as the security page.
    const listed = [
      ...page.querySelectorAll("#empfaenger-und-kategorien-von-empfaengern ~ ul > li > strong"),
    ].map((name) => textOf(name));
    expect(listed.slice(0, providers.length)).toEqual(providers);
  });

  it("keeps the first version's text at its fixed address", () => {
    const text = visibleText(builtPage("/datenschutz/2021-01-01"));
    expect(text).toContain("Die Website enthält keine Formulare.");
    expect(text).toContain("für die USA besteht kein Angemessenheitsbeschluss");
    expect(text).not.toContain("Demo-Anfrage über das Formular");
  });
});
