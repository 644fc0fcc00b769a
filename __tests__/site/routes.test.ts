/**
 * Runs after `gatsby build` (npm test does both): checks the generated HTML of every route
 * against what data/ says, so a broken build, a lost section or a text that no longer comes
 * from data/ fails the tests, and an editor's valid edit does not.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { builtPage, hasBuild, textOf, visibleText } from "./built-site";
import {
  claimText,
  data,
  facts,
  legalValues,
  legalPage,
  legalPages,
  pageRoutes,
  priceText,
  realRoutes,
  shown,
  siteRoot,
  thankYouRoute,
} from "../support/site-content";

const routes = [...pageRoutes, "/404"];

beforeAll(() => {
  if (!hasBuild()) throw new Error("public/ has no build: run `npm run build` first");
});

describe.each(routes)("the built page %s", (route) => {
  it("is German, has one h1, a main landmark, a title and a description", () => {
    const page = builtPage(route);
    expect(page.documentElement.lang).toBe("de");
    expect(page.querySelectorAll("h1")).toHaveLength(1);
    expect(page.querySelectorAll("main")).toHaveLength(1);
    expect(page.title.length).toBeGreaterThan(10);
    expect(
      page.querySelector('meta[name="description"]')?.getAttribute("content")?.length,
    ).toBeGreaterThan(50);
  });

  it("has its styles server-rendered and no unrendered values", () => {
    const page = builtPage(route);
    expect(page.querySelectorAll("head style").length).toBeGreaterThan(0);
    const html = page.documentElement.outerHTML;
    expect(html).not.toContain("[object Object]");
    expect(html).not.toMatch(/\{\{|%7B%7B|undefined|NaN/);
  });
});

describe("the routes together", () => {
  it("each have a distinct title and description", () => {
    const titles = routes.map((route) => builtPage(route).title);
    const descriptions = routes.map((route) =>
      builtPage(route).querySelector('meta[name="description"]')?.getAttribute("content"),
    );
    expect(new Set(titles).size).toBe(routes.length);
    expect(new Set(descriptions).size).toBe(routes.length);
  });

  it("link every real page canonically, and not the 404 or the thank-you page", () => {
    for (const route of realRoutes.filter((route) => route !== "/")) {
      const canonical = builtPage(route)
        .querySelector('link[rel="canonical"]')
        ?.getAttribute("href");
      expect(canonical).toMatch(new RegExp(`^https://[^/]+${route}$`));
    }
    for (const route of ["/404", thankYouRoute]) {
      expect(builtPage(route).querySelector('link[rel="canonical"]')).toBeNull();
      expect(builtPage(route).querySelector('meta[name="robots"]')?.getAttribute("content")).toBe(
        "noindex",
      );
    }
  });
});

describe("the landing page", () => {
  const page = builtPage("/");
  const text = visibleText(page);
  const { landing, pricing, claims, features, technology } = data;

  it("has the header links, the sections in order and the footer links", () => {
    const nav = page.querySelector('header nav[aria-label="Hauptnavigation"]');
    expect(
      [...(nav?.querySelectorAll("a") ?? [])].map((a) => [a.textContent, a.getAttribute("href")]),
    ).toEqual(landing.navigation.map((link) => [shown(link.label), link.href]));
    const ids = [...page.querySelectorAll("main section[id]")].map((section) => section.id);
    expect(ids).toEqual(["features", "technology", "pricing", "demo"]);
    const footerLinks = [...page.querySelectorAll("footer nav a")].map((a) => [
      a.textContent,
      a.getAttribute("href"),
    ]);
    expect(footerLinks).toEqual(
      landing.footer.legalPages.map((slug) => [legalPage(slug).title, slug]),
    );
    expect(page.querySelector('header a[href="#demo"]')?.textContent).toBe(
      shown(landing.demoLabel),
    );
    const login = [...page.querySelectorAll("header a")].find(
      (a) => a.textContent === shown(landing.loginLabel),
    );
    expect(login?.getAttribute("href")).toBe(data.site.loginUrl);
  });

  it("shows every plan with the price and features from data/pricing.json", () => {
    const cards = [...page.querySelectorAll("#pricing li h3")].map(
      (h3) => h3.closest("li") as Element,
    );
    expect(cards.map((card) => card.querySelector("h3")?.textContent)).toEqual(
      pricing.plans.map((plan) => shown(plan.name)),
    );
    pricing.plans.forEach((plan, index) => {
      const card = textOf(cards[index] as Element);
      expect(card).toContain(
        plan.price === undefined ? shown(landing.pricing.customPriceLabel) : priceText(plan.price),
      );
      for (const feature of plan.features) expect(card).toContain(shown(feature));
    });
    expect(text.split(shown(landing.pricing.guarantee))).toHaveLength(2);
    expect(text).toContain(shown(landing.pricing.vatNote));
  });

  it("states the contract terms next to the prices with the AGB's figures", () => {
    const pricing = textOf(page.getElementById("pricing") as Element);
    expect(pricing).toContain(shown(landing.pricing.terms));
    expect(pricing).toContain(shown(landing.pricing.guaranteeTitle));
    for (const key of ["minimumTermMonths", "renewalMonths", "noticeMonths", "moneyBackDays"]) {
      expect(pricing).toContain(facts[`terms.${key}`]);
    }
  });

  it("states each claim of data/claims.json exactly once, with the number of its note", () => {
    const items = [...page.querySelectorAll("li")].map(textOf);
    claims.claims.forEach((claim, index) => {
      expect(items.filter((item) => item === `${claimText(claim)}${index + 1}`)).toHaveLength(1);
    });
  });

  it("gives every claim its basis as a note, which leads back to the claim", () => {
    claims.claims.forEach((claim, index) => {
      const claimItem = page.getElementById(`kennzahl-${index + 1}`);
      const note = page.getElementById(`kennzahl-grundlage-${index + 1}`);
      // The note leads back to the claim's list item, which holds the figure and the reference.
      expect(claimItem?.tagName).toBe("LI");
      expect(textOf(claimItem as Element)).toBe(`${claimText(claim)}${index + 1}`);
      expect(claimItem?.querySelector("a")?.getAttribute("href")).toBe(
        `#kennzahl-grundlage-${index + 1}`,
      );
      expect(textOf(note as Element)).toContain(shown(claim.basis));
      expect(note?.querySelector("a:last-of-type")?.getAttribute("href")).toBe(
        `#kennzahl-${index + 1}`,
      );
    });
  });

  it("presents every feature card and technology topic of data/", () => {
    expect([...page.querySelectorAll("#features li h3")].map((h) => h.textContent)).toEqual(
      features.features.map((card) => shown(card.title)),
    );
    expect([...page.querySelectorAll("#technology h3")].map((h) => h.textContent)).toEqual(
      technology.topics.map((topic) => shown(topic.title)),
    );
    for (const topic of technology.topics) expect(text).toContain(shown(topic.text));
  });
});

describe("the legal pages", () => {
  it.each(legalPages.map((page) => [page.slug, page] as const))(
    "%s shows its title, its date and anchored headings",
    (slug, legal) => {
      const page = builtPage(slug);
      expect(page.querySelector("h1")?.textContent).toBe(legal.title);
      expect(visibleText(page)).toContain(legal.stand);
      const headings = [...page.querySelectorAll("main h2[id]")].filter(
        (h) => h.id !== "toc-title",
      );
      expect(headings.length).toBeGreaterThan(0);
      const tocTargets = [...page.querySelectorAll('main nav a[href^="#"]')].map((a) =>
        a.getAttribute("href"),
      );
      expect(tocTargets).toEqual(headings.length > 1 ? headings.map((h) => `#${h.id}`) : []);
    },
  );

  it("the AGB state every contract figure, as the version in force states them", () => {
    const { file } = legalPage("/agb");
    const source = readFileSync(path.join(siteRoot, file), "utf8");
    const text = visibleText(builtPage("/agb"));
    for (const key of Object.keys(data.terms)) {
      expect(source).toContain(`{{terms.${key}}}`);
      expect(text).toContain(legalValues(file)[`terms.${key}`]);
    }
    expect(text).toContain(data.site.jurisdiction);
  });

  it("the privacy policy names the controller, data protection's address and the host", () => {
    const text = visibleText(builtPage("/datenschutz"));
    const values = legalValues(legalPage("/datenschutz").file);
    expect(text).toContain(values.legalName);
    expect(text).toContain(values["contact.privacyEmail"]);
    for (const fact of ["hosting.name", "hosting.address", "hosting.shortName"]) {
      expect(text).toContain(shown(values[fact] ?? fact));
    }
  });

  it("the Impressum names the company facts from data/site.json", () => {
    const text = visibleText(builtPage("/impressum"));
    for (const fact of [
      data.site.legalName,
      data.site.vatId,
      data.site.register.number,
      data.site.register.court,
      data.site.managingDirector,
      data.site.address.street,
    ]) {
      expect(text).toContain(fact);
    }
  });
});

describe("the 404 page", () => {
  it("says the page was not found, in the words of data/landing.json, and links home", () => {
    const page = builtPage("/404");
    const copy = data.landing.notFound;
    expect(page.querySelector("h1")?.textContent).toBe(shown(copy.title));
    expect(visibleText(page)).toContain(shown(copy.text));
    expect(page.querySelector('main a[href="/"]')?.textContent).toBe(shown(copy.cta));
    expect(page.title).toContain(shown(copy.metaTitle));
    expect(page.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(
      shown(copy.description),
    );
  });
});
