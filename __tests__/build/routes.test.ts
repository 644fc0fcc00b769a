/**
 * Runs after `gatsby build` (npm test does both): checks the generated HTML of every route,
 * so a broken build, a lost section or a price that no longer comes from data/ fails the tests.
 */
import { typeset } from "../../src/lib/typeset";
import { builtPage, hasBuild, readData, textOf, visibleText } from "./built-site";

const NBSP = "\u00a0";

type PlanData = { name: string; price?: number; features: string[] };
type ClaimData = { lead?: string; figure: string; label?: string };

const routes = ["/", "/datenschutz", "/agb", "/impressum", "/404"] as const;

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
    expect(page.querySelectorAll("style[data-emotion]").length).toBeGreaterThan(0);
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

  it("link every real page canonically, and not the 404", () => {
    for (const route of ["/datenschutz", "/agb", "/impressum"]) {
      const canonical = builtPage(route)
        .querySelector('link[rel="canonical"]')
        ?.getAttribute("href");
      expect(canonical).toMatch(new RegExp(`^https://[^/]+${route}$`));
    }
    expect(builtPage("/404").querySelector('link[rel="canonical"]')).toBeNull();
    expect(builtPage("/404").querySelector('meta[name="robots"]')?.getAttribute("content")).toBe(
      "noindex",
    );
  });
});

describe("the landing page", () => {
  const page = builtPage("/");
  const text = visibleText(page);

  it("has the header links, the sections in order and the footer links", () => {
    const nav = page.querySelector('header nav[aria-label="Hauptnavigation"]');
    expect([...(nav?.querySelectorAll("a") ?? [])].map((a) => a.getAttribute("href"))).toEqual([
      "#features",
      "#technology",
      "#pricing",
    ]);
    const ids = [...page.querySelectorAll("main section[id]")].map((section) => section.id);
    expect(ids).toEqual(["features", "technology", "pricing", "demo"]);
    const footerLinks = [...page.querySelectorAll("footer a")].map((a) => a.getAttribute("href"));
    expect(footerLinks).toEqual(expect.arrayContaining(["/datenschutz", "/agb", "/impressum"]));
    expect(page.querySelector('header a[href="#demo"]')?.textContent).toBe("Demo buchen");
    expect([...page.querySelectorAll("header a")].some((a) => a.textContent === "Anmelden")).toBe(
      true,
    );
  });

  it("shows every plan with the price from data/pricing.json", () => {
    const { plans } = readData<{ plans: PlanData[] }>("pricing.json");
    const cards = [...page.querySelectorAll("#pricing li h3")].map(
      (h3) => h3.closest("li") as Element,
    );
    expect(cards.map((card) => card.querySelector("h3")?.textContent)).toEqual(
      plans.map((p) => p.name),
    );
    plans.forEach((plan, index) => {
      const card = textOf(cards[index] as Element);
      if (plan.price === undefined) expect(card).toContain("Individuell");
      else expect(card).toContain(`${plan.price.toLocaleString("de-DE")}${NBSP}€`);
      for (const feature of plan.features) expect(card).toContain(typeset(feature));
    });
    const { pricing: copy } = readData<{ pricing: { guarantee: string; vatNote: string } }>(
      "landing.json",
    );
    expect(copy.guarantee).toMatch(/^30 Tage Geld-zurück-Garantie auf alle Pläne/);
    expect(text.split(typeset(copy.guarantee))).toHaveLength(2);
    expect(text).toContain(copy.vatNote);
  });

  it("states each of the ten claims exactly once", () => {
    const { claims } = readData<{ claims: ClaimData[] }>("claims.json");
    expect(claims).toHaveLength(10);
    const expected = [
      `bis zu 60${NBSP}% weniger Retouren`,
      `25${NBSP}% höhere Conversion`,
      `90${NBSP}% Zufriedenheit`,
      `98–99${NBSP}% Genauigkeit`,
      `Scan in unter 50${NBSP}Sekunden`,
      `Onboarding in unter 2${NBSP}Minuten`,
      `Integration in unter 30${NBSP}Minuten`,
      `Variantenwechsel in unter 1${NBSP}Sekunde`,
      "DSGVO-konform",
      "24/7-Support",
    ];
    const items = [...page.querySelectorAll("li")].map(textOf);
    for (const claim of expected) {
      expect(items.filter((item) => item === claim)).toHaveLength(1);
    }
  });

  it("presents every technology topic of the specification", () => {
    const headings = [...page.querySelectorAll("#technology h3")].map((h) => h.textContent);
    for (const topic of [
      /Rekonstruktion/,
      /Maßextraktion/,
      /Digitalisierung von Kleidung/,
      /Physikbasierte Simulation/,
      /Konfidenzwert/,
      /White-Label oder Co-Branded/,
      /Widgets/,
      /API und SDK/,
    ]) {
      expect(headings.some((heading) => topic.test(heading ?? ""))).toBe(true);
    }
    expect(text).toContain("Retourenrisiko-Score");
  });

  it("has three feature cards", () => {
    expect(page.querySelectorAll("#features li h3")).toHaveLength(3);
  });
});

describe("the legal pages", () => {
  it.each(["/datenschutz", "/agb", "/impressum"])(
    "%s shows its date and anchored headings",
    (route) => {
      const page = builtPage(route);
      expect(visibleText(page)).toContain("Stand: Januar 2021");
      const headings = [...page.querySelectorAll("main h2[id]")].filter(
        (h) => h.id !== "toc-title",
      );
      expect(headings.length).toBeGreaterThan(2);
      const tocTargets = [...page.querySelectorAll('main nav a[href^="#"]')].map((a) =>
        a.getAttribute("href"),
      );
      expect(tocTargets.length).toBe(headings.length);
      for (const target of tocTargets)
        expect(page.getElementById(target?.slice(1) ?? "")).not.toBeNull();
    },
  );

  it("AGB contain every term of the specification", () => {
    const text = visibleText(builtPage("/agb"));
    for (const term of [
      `99,5${NBSP}%`,
      "12 Monate",
      "verlängert sich automatisch um jeweils weitere 12 Monate",
      "mit einer Frist von 3 Monaten",
      "mindestens 6 Wochen vor ihrem Wirksamwerden",
      "14 Tagen",
      "SEPA",
      "Überweisung",
      "30-Tage-Geld-zurück-Garantie",
      "Recht der Bundesrepublik Deutschland",
      "Gerichtsstand",
      "Berlin",
    ]) {
      expect(text).toContain(term);
    }
  });

  it("the privacy policy explains the scan, cookies, rights and the authority", () => {
    const text = visibleText(builtPage("/datenschutz"));
    for (const term of [
      "Verantwortlich",
      "Passform GmbH",
      "Netlify",
      "Cookies",
      "gelöscht",
      "anonymisiert",
      "Art.\u00a015",
      "Art.\u00a021",
      "Art.\u00a077",
      "Aufsichtsbehörde",
      "Endkund",
    ]) {
      expect(text).toContain(term);
    }
  });

  it("the Impressum names the company facts from data/site.json", () => {
    const text = visibleText(builtPage("/impressum"));
    const site = readData<{ legalName: string; vatId: string; register: { number: string } }>(
      "site.json",
    );
    expect(text).toContain(`§${NBSP}5 TMG`);
    expect(text).toContain(site.legalName);
    expect(text).toContain(site.vatId);
    expect(text).toContain(site.register.number);
  });
});

describe("the 404 page", () => {
  it("says the page was not found and links home", () => {
    const page = builtPage("/404");
    expect(page.querySelector("h1")?.textContent).toBe("Oops! Die Seite wurde nicht gefunden");
    expect(page.querySelector('main a[href="/"]')).not.toBeNull();
  });
});
