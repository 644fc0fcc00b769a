import type { ContentData } from "../../plugins/gatsby-source-passform";
import { periodUnitCode } from "../../src/ssr/structured-data";

/**
 * The facts the landing page's JSON-LD states, side by side with what data/ says: the company as
 * data/site.json has it, and an offer for each plan of data/pricing.json with a price, at that
 * price, in euros, per the plan's period. A test compares `factsIn` (read from a graph) with
 * `factsOf` (read from data/), so an editor's valid change moves both.
 */

type Node = Record<string, unknown>;

const nodesOf = (jsonLd: unknown, type: string): Node[] => {
  const graph = (jsonLd as { "@graph"?: unknown })["@graph"];
  return Array.isArray(graph) ? (graph as Node[]).filter((node) => node["@type"] === type) : [];
};

const nodeOf = (jsonLd: unknown, type: string): Node => {
  const [node] = nodesOf(jsonLd, type);
  if (!node) throw new Error(`the JSON-LD has no ${type}`);
  return node;
};

/** What the graph says about the company and the plans. */
export const factsIn = (jsonLd: unknown) => {
  const company = nodeOf(jsonLd, "Organization");
  const address = company.address as Node;
  const contact = company.contactPoint as Node;
  const register = company.identifier as Node;
  // No product without a priced plan: then it offers nothing.
  const offers = nodesOf(jsonLd, "Product").flatMap((platform) => platform.offers as Node[]);
  return {
    company: {
      name: company.name,
      legalName: company.legalName,
      url: company.url,
      email: company.email,
      telephone: company.telephone,
      vatID: company.vatID,
      address: [address.streetAddress, address.postalCode, address.addressLocality],
      salesEmail: contact.email,
      register: { value: register.value, description: register.description },
    },
    offers: offers.map((offer) => ({
      name: offer.name,
      price: offer.price,
      priceCurrency: offer.priceCurrency,
      unitCode: (offer.priceSpecification as Node).unitCode,
      specifiedPrice: (offer.priceSpecification as Node).price,
    })),
  };
};

/** What data/ says the graph must state. */
export const factsOf = (
  site: ContentData["site"],
  plans: ContentData["pricing"]["plans"],
): ReturnType<typeof factsIn> => ({
  company: {
    name: site.brand,
    legalName: site.legalName,
    url: `${site.siteUrl}/`,
    email: site.contact.email,
    telephone: site.contact.phone,
    vatID: site.vatId,
    address: [site.address.street, site.address.postalCode, site.address.city],
    salesEmail: site.contact.salesEmail,
    register: {
      value: site.register.number,
      description: expect.stringContaining(site.register.court) as unknown,
    },
  },
  offers: plans.flatMap(({ name, price, period }) =>
    price === undefined || period === undefined
      ? []
      : [
          {
            name,
            price: price.toFixed(2),
            priceCurrency: "EUR",
            unitCode: periodUnitCode[period],
            specifiedPrice: price.toFixed(2),
          },
        ],
  ),
});
