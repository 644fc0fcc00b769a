import { sectionAnchors, type ContentData } from "../../plugins/gatsby-source-passform";
import { absoluteUrl } from "../lib/site-url";

/** schema.org JSON-LD for search engines, built from the same data the pages show. */

/** The company and plan facts the JSON-LD names, as the content model defines them. */
type Company = Pick<
  ContentData["site"],
  "brand" | "legalName" | "siteUrl" | "description" | "address" | "contact"
>;
type Plan = Pick<
  ContentData["pricing"]["plans"][number],
  "name" | "description" | "price" | "period"
>;

/**
 * The unit of the period a plan's price is for, as schema.org's unitCode takes it: the UN/CEFACT
 * common code (MON a month, ANN a year).
 */
export const periodUnitCode = {
  Monat: "MON",
  Jahr: "ANN",
} as const satisfies Record<NonNullable<Plan["period"]>, string>;

/** A plan's price as schema.org states it: net, in euros, per the plan's period. */
const priceOf = (plan: Plan) =>
  plan.price === undefined || plan.period === undefined
    ? {}
    : {
        price: plan.price.toFixed(2),
        priceCurrency: "EUR",
        priceSpecification: {
          "@type": "UnitPriceSpecification",
          price: plan.price.toFixed(2),
          priceCurrency: "EUR",
          unitCode: periodUnitCode[plan.period],
          valueAddedTaxIncluded: false,
        },
      };

export const organization = (company: Company) => ({
  "@type": "Organization",
  "@id": absoluteUrl(company.siteUrl, "/#organization"),
  name: company.brand,
  legalName: company.legalName,
  url: absoluteUrl(company.siteUrl),
  logo: absoluteUrl(company.siteUrl, "/icon-512.png"),
  email: company.contact.email,
  telephone: company.contact.phone,
  address: {
    "@type": "PostalAddress",
    streetAddress: company.address.street,
    postalCode: company.address.postalCode,
    addressLocality: company.address.city,
    addressCountry: "DE",
  },
  contactPoint: {
    "@type": "ContactPoint",
    contactType: "sales",
    email: company.contact.salesEmail,
    telephone: company.contact.phone,
    availableLanguage: "de",
  },
});

export const website = (company: Company) => ({
  "@type": "WebSite",
  "@id": absoluteUrl(company.siteUrl, "/#website"),
  url: absoluteUrl(company.siteUrl),
  name: company.brand,
  inLanguage: "de-DE",
  publisher: { "@id": absoluteUrl(company.siteUrl, "/#organization") },
});

/**
 * The platform as a product with one offer per plan; a plan without price („Individuell“) has
 * no price, a plan with one states it for its period.
 */
export const product = (company: Company, plans: ReadonlyArray<Plan>) => ({
  "@type": "Product",
  "@id": absoluteUrl(company.siteUrl, "/#product"),
  name: company.brand,
  description: company.description,
  brand: { "@id": absoluteUrl(company.siteUrl, "/#organization") },
  image: absoluteUrl(company.siteUrl, "/og-image.jpg"),
  offers: plans.map((plan) => ({
    "@type": "Offer",
    name: plan.name,
    description: plan.description,
    url: absoluteUrl(company.siteUrl, `/#${sectionAnchors.pricing}`),
    ...priceOf(plan),
    seller: { "@id": absoluteUrl(company.siteUrl, "/#organization") },
  })),
});

export const graph = (...nodes: ReadonlyArray<Record<string, unknown>>) => ({
  "@context": "https://schema.org",
  "@graph": nodes,
});
