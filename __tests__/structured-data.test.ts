/** @jest-environment node */
import path from "node:path";
import { pricingSchema } from "../plugins/gatsby-source-passform/check";
import { validContent } from "../plugins/gatsby-source-passform/disk";
import {
  countryCode,
  landingJsonLd,
  organization,
  periodUnitCode,
  product,
  website,
} from "../src/ssr/structured-data";
import { factsIn, factsOf } from "./support/json-ld-facts";
import { jsonLdProblems } from "./support/search-rules";

/**
 * The landing page's JSON-LD as src/ssr/structured-data.ts makes it: from data/ it meets what
 * Google's structured-data documentation requires and recommends (the table in
 * support/search-rules.ts) and states what data/ says; the check finds what a broken graph
 * lacks; the offers state each plan's price, net, for its period.
 */

const { data } = validContent(path.resolve(__dirname, "../data"));
const { site } = data;

/** A graph of the given nodes, as JSON again: what a page would carry. */
const graphOf = (...nodes: object[]): unknown =>
  JSON.parse(JSON.stringify({ "@context": "https://schema.org", "@graph": nodes }));

const company = organization(site);
const webSite = website(site);
const platform = product(site, data.pricing.plans);

describe("the JSON-LD made from data/", () => {
  const jsonLd = landingJsonLd(site, data.pricing.plans);

  it("is the company, the site and the product, in one graph", () => {
    expect(jsonLd["@graph"]).toEqual([company, webSite, platform]);
  });

  it("has what Google requires and recommends, and nothing the table says is left out", () => {
    expect(jsonLdProblems(jsonLd)).toEqual([]);
  });

  it("states the company and the priced plans as data/ has them", () => {
    expect(factsIn(jsonLd)).toEqual(factsOf(site, data.pricing.plans));
  });

  it("names the Handelsregister entry as an identifier, with its court", () => {
    expect(company.identifier).toEqual({
      "@type": "PropertyValue",
      propertyID: "Handelsregister",
      name: "Handelsregister",
      value: site.register.number,
      description: `Registergericht: ${site.register.court}`,
    });
  });
});

describe("the check of a JSON-LD graph", () => {
  it("finds a company without its legal name", () => {
    const { legalName: _legalName, ...withoutLegalName } = company;
    expect(jsonLdProblems(graphOf(withoutLegalName, webSite, platform))).toEqual([
      "$.@graph[0] (Organization): legalName recommended by „Organization (Organization) structured data“",
    ]);
  });

  it("finds an offer without a price", () => {
    const [first, ...others] = platform.offers;
    if (!first) throw new Error("data/pricing.json has no plan with a price");
    const { price: _price, priceSpecification: _specification, ...priceless } = first;
    const problems = jsonLdProblems(
      graphOf(company, webSite, { ...platform, offers: [priceless, ...others] }),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/offers\[0\] \(Offer\): price or priceSpecification\.price required/),
    );
  });

  it("finds a relative URL, a reference to no node and a property the table leaves out", () => {
    const problems = jsonLdProblems(
      graphOf(
        { ...company, logo: "/icon-512.png", taxID: "12/345/67890" },
        { ...webSite, publisher: { "@id": `${site.siteUrl}/#firma` } },
        platform,
      ),
    );
    expect(problems).toEqual([
      "$.@graph[0] (Organization): taxID is there, but the table says it is left out",
      '$.@graph[0].logo: "/icon-512.png" is no absolute https URL',
      `$.@graph[1].publisher: ${site.siteUrl}/#firma refers to no node in the graph`,
    ]);
  });

  it("finds a type it has no rule for, and what is no JSON-LD", () => {
    expect(jsonLdProblems(graphOf(company, { ...webSite, "@type": "Blog" }, platform))).toEqual([
      "$.@graph[1]: no rule for the type Blog",
    ]);
    expect(jsonLdProblems({ "@graph": [company] })).toEqual([
      '$: not JSON-LD with "@context": "https://schema.org"',
    ]);
  });
});

describe("the address", () => {
  it("names the country by its ISO 3166 code, or as written where no code has that name", () => {
    expect(countryCode("Deutschland")).toBe("DE");
    expect(countryCode("Österreich")).toBe("AT");
    expect(countryCode("BRD")).toBe("BRD");
  });
});

// Plans as the content model reads them, so the test cannot use a period the model refuses.
const { plans } = pricingSchema.parse({
  plans: [
    {
      name: "Jahrestarif",
      description: "Für Shops, die für ein Jahr im Voraus zahlen.",
      price: 9990,
      period: "Jahr",
      features: ["Größenempfehlungen"],
      popular: false,
      cta: "Demo buchen",
    },
    {
      name: "Monatstarif",
      description: "Monatlich kündbar.",
      price: 899,
      period: "Monat",
      features: ["Größenempfehlungen"],
      popular: true,
      cta: "Demo buchen",
    },
    {
      name: "Enterprise",
      description: "Nach Vereinbarung.",
      features: ["On-Premise-Bereitstellung"],
      popular: false,
      cta: "Kontakt aufnehmen",
    },
  ],
});

describe("the offers", () => {
  const { offers } = product(site, plans);
  const [yearly, monthly] = offers;

  it("state a yearly plan's price per year (ANN)", () => {
    expect(yearly).toMatchObject({
      name: "Jahrestarif",
      price: "9990.00",
      priceCurrency: "EUR",
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price: "9990.00",
        priceCurrency: "EUR",
        unitCode: "ANN",
        valueAddedTaxIncluded: false,
      },
    });
  });

  it("state a monthly plan's price per month (MON)", () => {
    expect(monthly?.priceSpecification).toMatchObject({ price: "899.00", unitCode: "MON" });
  });

  it("leave a plan without a price („Individuell“) out: an offer needs one", () => {
    expect(offers.map((offer) => offer.name)).toEqual(["Jahrestarif", "Monatstarif"]);
  });

  it("are none without a priced plan, and then the graph has no product", () => {
    const priceless = plans.filter((plan) => plan.price === undefined);
    const types = landingJsonLd(site, priceless)["@graph"].map((node) => node["@type"]);
    expect(types).toEqual(["Organization", "WebSite"]);
  });

  it("know a unit for each period the content model allows", () => {
    expect(Object.keys(periodUnitCode).sort()).toEqual(["Jahr", "Monat"]);
  });
});
