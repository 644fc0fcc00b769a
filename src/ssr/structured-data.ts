import type {
  ContactPoint,
  Graph,
  IdReference,
  Offer,
  Organization,
  PostalAddress,
  Product,
  PropertyValue,
  WebSite,
} from "schema-dts";
import { sectionAnchors, type ContentData } from "../../plugins/gatsby-source-passform";
import { absoluteUrl } from "../lib/site-url";

/**
 * schema.org JSON-LD for search engines, built from the same data the pages show: the company
 * (Organization), the site (WebSite) and the platform with an offer per priced plan (Product), one
 * graph whose nodes refer to each other by @id. Every node `satisfies` its schema.org type as
 * schema-dts declares it, so a misspelt property or a value of the wrong kind fails the type
 * check. schema-dts is types only: this module runs in gatsby-ssr at build time (static-head.tsx),
 * and nothing of it reaches a browser.
 */

/** The company and plan facts the JSON-LD names, as the content model defines them. */
type Company = Pick<
  ContentData["site"],
  "brand" | "legalName" | "siteUrl" | "description" | "address" | "contact" | "register" | "vatId"
>;
type Plan = Pick<
  ContentData["pricing"]["plans"][number],
  "name" | "description" | "price" | "period"
>;

/** The logo image of the Organization (static/, rendered by tools/images.tsx). */
const LOGO_PATH = "/icon-512.png";

/** The language of every page (the Seo component's `lang`), as BCP 47. */
const LANGUAGE = "de-DE";

/**
 * The unit of the period a plan's price is for, as schema.org's unitCode takes it: the UN/CEFACT
 * common code (MON a month, ANN a year).
 */
export const periodUnitCode = {
  Monat: "MON",
  Jahr: "ANN",
} as const satisfies Record<NonNullable<Plan["period"]>, string>;

/** A node's address inside the graph: the site's address with a fragment. */
const idOf = (company: Pick<Company, "siteUrl">, node: "organization" | "website" | "product") =>
  absoluteUrl(company.siteUrl, `/#${node}`);

const refTo = (...node: Parameters<typeof idOf>) =>
  ({ "@id": idOf(...node) }) satisfies IdReference;

/**
 * The ISO 3166-1 code of a country named in German („Deutschland“ → DE), as schema.org and Google
 * want addressCountry; a name no region of the standard has (a typo, „BRD“) stays as written,
 * which schema.org also accepts. Codes that are aliases of another (DD) are skipped.
 */
export const countryCode = (name: string): string => {
  const names = new Intl.DisplayNames("de", { type: "region", fallback: "none" });
  const letters = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"];
  const code = letters
    .flatMap((first) => letters.map((second) => `${first}${second}`))
    .find(
      (candidate) =>
        Intl.getCanonicalLocales(`und-${candidate}`)[0] === `und-${candidate}` &&
        names.of(candidate) === name.trim(),
    );
  return code ?? name;
};

const postalAddress = (address: Company["address"]) =>
  ({
    "@type": "PostalAddress",
    streetAddress: address.street,
    postalCode: address.postalCode,
    addressLocality: address.city,
    addressCountry: countryCode(address.country),
  }) satisfies PostalAddress;

const salesContact = (contact: Company["contact"]) =>
  ({
    "@type": "ContactPoint",
    contactType: "sales",
    email: contact.salesEmail,
    telephone: contact.phone,
    availableLanguage: LANGUAGE,
  }) satisfies ContactPoint;

/**
 * The entry in the Handelsregister. schema.org has no property of its own for a commercial
 * register number, and the two that sound close do not fit: taxID is „the Tax / Fiscal ID“
 * (a Steuernummer, which a register number is not), iso6523Code needs an ICD, and none names the
 * German register. What remains is identifier, „any kind of identifier for any kind of Thing“, as a
 * PropertyValue: the register as propertyID and name, the number as value, and the court that keeps
 * it (register numbers are unique per court only) as description.
 */
const commercialRegister = (register: Company["register"]) =>
  ({
    "@type": "PropertyValue",
    propertyID: "Handelsregister",
    name: "Handelsregister",
    value: register.number,
    description: `Registergericht: ${register.court}`,
  }) satisfies PropertyValue;

export const organization = (company: Company) =>
  ({
    "@type": "Organization",
    "@id": idOf(company, "organization"),
    name: company.brand,
    legalName: company.legalName,
    url: absoluteUrl(company.siteUrl),
    logo: absoluteUrl(company.siteUrl, LOGO_PATH),
    email: company.contact.email,
    telephone: company.contact.phone,
    address: postalAddress(company.address),
    contactPoint: salesContact(company.contact),
    vatID: company.vatId,
    identifier: commercialRegister(company.register),
  }) satisfies Organization;

export const website = (company: Company) =>
  ({
    "@type": "WebSite",
    "@id": idOf(company, "website"),
    url: absoluteUrl(company.siteUrl),
    name: company.brand,
    inLanguage: LANGUAGE,
    publisher: refTo(company, "organization"),
  }) satisfies WebSite;

/**
 * A plan's offer: net, in euros, per the plan's period, bookable now. A plan without a price
 * („Individuell“) makes no offer: search engines require a price on every offer (Google drops the
 * whole product otherwise), and an offer with an invented one would claim what the page does not.
 */
const offerOf = (company: Company, plan: Plan) => {
  if (plan.price === undefined || plan.period === undefined) return [];
  const price = plan.price.toFixed(2);
  const offer = {
    "@type": "Offer",
    name: plan.name,
    description: plan.description,
    url: absoluteUrl(company.siteUrl, `/#${sectionAnchors.pricing}`),
    price,
    priceCurrency: "EUR",
    priceSpecification: {
      "@type": "UnitPriceSpecification",
      price,
      priceCurrency: "EUR",
      unitCode: periodUnitCode[plan.period],
      valueAddedTaxIncluded: false,
    },
    availability: "https://schema.org/InStock",
    seller: refTo(company, "organization"),
  } satisfies Offer;
  return [offer];
};

/** The platform as a product, with an offer per priced plan in the order of data/pricing.json. */
export const product = (company: Company, plans: ReadonlyArray<Plan>) =>
  ({
    "@type": "Product",
    "@id": idOf(company, "product"),
    name: company.brand,
    description: company.description,
    brand: refTo(company, "organization"),
    image: absoluteUrl(company.siteUrl, "/og-image.jpg"),
    offers: plans.flatMap((plan) => offerOf(company, plan)),
  }) satisfies Product;

/**
 * The landing page's JSON-LD: the company, the site and the product, in one graph. Without a
 * priced plan the product is left out, since search engines read a product only with an offer.
 */
export const landingJsonLd = (company: Company, plans: ReadonlyArray<Plan>) => {
  const platform = product(company, plans);
  return {
    "@context": "https://schema.org",
    "@graph": [
      organization(company),
      website(company),
      ...(platform.offers.length > 0 ? [platform] : []),
    ],
  } satisfies Graph;
};

/**
 * JSON-LD as the text of its <script>: JSON with every `<` written as \u003c, which a JSON parser
 * reads as the same character, so no value from data/ can end the script (`</script>`) or open a
 * comment (`<!--`) in the HTML around it. JSON has no `<` outside its strings.
 */
export const jsonLdScriptText = (jsonLd: Graph): string =>
  JSON.stringify(jsonLd).replace(/</g, "\\u003c");
