import { pricingSchema } from "../plugins/gatsby-source-passform/check";
import { periodUnitCode, product } from "../src/ssr/structured-data";

/**
 * The JSON-LD offers say what data/pricing.json says: a price in whole euros, net, for the
 * plan's period. A yearly plan is priced per year (UN/CEFACT „ANN“), not per month.
 */

const company = {
  brand: "Passform",
  legalName: "Passform GmbH",
  siteUrl: "https://www.passform.example",
  description: "3D-Avatare für Modeshops.",
  address: {
    street: "Musterstraße 1",
    postalCode: "10115",
    city: "Berlin",
    country: "Deutschland",
  },
  contact: {
    email: "kontakt@passform.example",
    salesEmail: "vertrieb@passform.example",
    privacyEmail: "datenschutz@passform.example",
    phone: "+49300000000",
    phoneDisplay: "+49 30 0000000",
  },
};

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

const [yearly, monthly, custom] = product(company, plans).offers;

describe("the JSON-LD offers", () => {
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

  it("give a plan without a price („Individuell“) no price and no unit", () => {
    expect(custom).not.toHaveProperty("price");
    expect(custom).not.toHaveProperty("priceSpecification");
  });

  it("know a unit for each period the content model allows", () => {
    expect(Object.keys(periodUnitCode).sort()).toEqual(["Jahr", "Monat"]);
  });
});
