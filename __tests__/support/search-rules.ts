/**
 * What Google Search reads in the landing page's JSON-LD (src/ssr/structured-data.ts), as a table
 * of rules, and the check of a JSON-LD graph against it. Each row names the page of Google Search
 * Central's structured-data documentation it comes from, the properties that page requires
 * (a list inside the list: any one of them) and recommends, and each recommended property the
 * landing page leaves out with the reason it does not apply. The check then finds:
 * - a node of a type no row covers (a new node needs its rules first),
 * - a required property missing, a recommended one missing without a reason, and one the table
 *   says is left out but is there (so the reasons stay true),
 * - a URL that is not absolute https, an @id twice, and a reference ({"@id": …}) to no node.
 *
 * The pages, as Google titles them (developers.google.com/search/docs/appearance/structured-data/):
 * - „Organization (Organization) structured data“: no required properties; recommended the
 *   administrative details (name, legalName, url, logo, address, contactPoint, email, telephone,
 *   description, sameAs) and the business identifiers (vatID, taxID, iso6523Code, duns, leiCode,
 *   naics, globalLocationNumber), with the PostalAddress and ContactPoint properties listed there.
 * - „Product snippet (Product, Review, Offer) structured data“: Product requires name and one of
 *   review, aggregateRating or offers; an Offer requires a price (price or priceSpecification.price)
 *   and recommends availability and priceValidUntil.
 * - „Merchant listing (Product, Offer) structured data“: Product requires name, image and offers
 *   and recommends brand and description; an Offer requires price and priceCurrency (also as
 *   priceSpecification.…). The page sells nothing by checkout, so Google may not show it as a
 *   merchant listing; its required properties still hold, and what only physical goods have is
 *   left out with that reason.
 * - „Site names“ (…/appearance/site-names): WebSite requires name and url, recommends
 *   alternateName.
 * Two types the page uses have no page of their own; their rows follow schema.org's definitions.
 */

type Row = {
  type: string;
  source: string;
  required?: ReadonlyArray<string | ReadonlyArray<string>>;
  recommended?: ReadonlyArray<string>;
  /** A recommended property the page leaves out, and why it does not apply */
  leftOut?: Readonly<Record<string, string>>;
};

const NO_DATA = "data/site.json has no such fact";
const NO_REVIEWS =
  "the page shows no ratings or reviews, and Google ignores ones a company writes about itself";
const NOT_GOODS = "a software subscription: nothing is shipped, returned, worn or stocked by code";

const searchRules: ReadonlyArray<Row> = [
  {
    type: "Organization",
    source: "Organization (Organization) structured data",
    recommended: [
      "name",
      "legalName",
      "url",
      "logo",
      "address",
      "contactPoint",
      "email",
      "telephone",
      "vatID",
    ],
    leftOut: {
      alternateName: "the brand is the only name besides the legal name",
      description: "data/site.json describes the product (Product.description), not the company",
      sameAs: "data/site.json names no profiles on other sites",
      foundingDate: NO_DATA,
      numberOfEmployees: NO_DATA,
      taxID: "the Steuernummer is not in data/site.json; the register number is no tax ID",
      iso6523Code: "no ISO 6523 scheme covers the Handelsregister; vatID states the VAT number",
      duns: NO_DATA,
      leiCode: NO_DATA,
      naics: "a North American classification; not used for a German company",
      globalLocationNumber: NO_DATA,
      hasMerchantReturnPolicy: NOT_GOODS,
      hasMemberProgram: "there is no loyalty programme",
    },
  },
  {
    type: "PostalAddress",
    source: "Organization (Organization) structured data, address",
    recommended: ["streetAddress", "addressLocality", "postalCode", "addressCountry"],
    leftOut: { addressRegion: "data/site.json has no region besides the city" },
  },
  {
    type: "ContactPoint",
    source: "Organization (Organization) structured data, contactPoint",
    recommended: ["telephone", "email"],
  },
  {
    type: "PropertyValue",
    source: "schema.org PropertyValue as an identifier: the scheme (propertyID) and its value",
    required: ["propertyID", "value"],
  },
  {
    type: "WebSite",
    source: "Site names",
    required: ["name", "url"],
    leftOut: { alternateName: "the brand is the site's only name" },
  },
  {
    type: "Product",
    source: "Product snippet (Product, Review, Offer) structured data",
    required: ["name", ["review", "aggregateRating", "offers"]],
    leftOut: { review: NO_REVIEWS, aggregateRating: NO_REVIEWS },
  },
  {
    type: "Product",
    source: "Merchant listing (Product, Offer) structured data",
    required: ["name", "image", "offers"],
    recommended: ["brand", "description"],
    leftOut: {
      gtin: "software has no trade item number",
      mpn: "software has no part number",
      sku: "the plans are named, not numbered",
    },
  },
  {
    type: "Offer",
    source: "Product snippet (Product, Review, Offer) structured data, offers",
    required: [["price", "priceSpecification.price"]],
    recommended: ["availability"],
    leftOut: { priceValidUntil: "the prices hold until data/pricing.json changes, on no set day" },
  },
  {
    type: "Offer",
    source: "Merchant listing (Product, Offer) structured data, offers",
    required: [
      ["price", "priceSpecification.price"],
      ["priceCurrency", "priceSpecification.priceCurrency"],
    ],
    leftOut: {
      itemCondition: NOT_GOODS,
      shippingDetails: NOT_GOODS,
      hasMerchantReturnPolicy: NOT_GOODS,
    },
  },
  {
    type: "UnitPriceSpecification",
    source: "schema.org UnitPriceSpecification: a price, its currency and the unit it is for",
    required: ["price", "priceCurrency", "unitCode"],
  },
];

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A property's value by its path („priceSpecification.price“). */
const valueAt = (node: Node, path: string): unknown =>
  path.split(".").reduce<unknown>((value, key) => (isNode(value) ? value[key] : undefined), node);

const isPresent = (value: unknown): boolean =>
  value !== undefined &&
  value !== null &&
  value !== "" &&
  !(Array.isArray(value) && value.length === 0);

/** Every object in the JSON-LD, the top one and each inside it, with where it stands. */
const objectsIn = (value: unknown, at = "$"): Array<{ node: Node; at: string }> => {
  if (Array.isArray(value))
    return value.flatMap((item, index) => objectsIn(item, `${at}[${index}]`));
  if (!isNode(value)) return [];
  return [
    { node: value, at },
    ...Object.entries(value).flatMap(([key, inner]) => objectsIn(inner, `${at}.${key}`)),
  ];
};

/** What a node lacks or has against the rows for its type. */
const ruleProblems = (node: Node, at: string): string[] => {
  const type = String(node["@type"]);
  const rows = searchRules.filter((row) => row.type === type);
  if (rows.length === 0) return [`${at}: no rule for the type ${type}`];
  return rows.flatMap((row) => [
    ...(row.required ?? [])
      .map((entry) => (typeof entry === "string" ? [entry] : entry))
      .filter((paths) => !paths.some((path) => isPresent(valueAt(node, path))))
      .map((paths) => `${at} (${type}): ${paths.join(" or ")} required by „${row.source}“`),
    ...(row.recommended ?? [])
      .filter((path) => !isPresent(valueAt(node, path)))
      .map((path) => `${at} (${type}): ${path} recommended by „${row.source}“`),
    ...Object.keys(row.leftOut ?? {})
      .filter((path) => isPresent(valueAt(node, path)))
      .map((path) => `${at} (${type}): ${path} is there, but the table says it is left out`),
  ]);
};

/** Properties whose value is a URL a search engine follows. */
const URL_PROPERTIES = new Set(["@id", "url", "logo", "image", "sameAs"]);

const isAbsoluteHttps = (value: unknown): boolean => {
  if (typeof value !== "string") return false;
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
};

/** A node that only points at another: {"@id": …}. */
const isReference = (node: Node): boolean =>
  Object.keys(node).length === 1 && typeof node["@id"] === "string";

/** URLs that are not absolute https, @ids named twice, references to no node. */
const graphProblems = (objects: ReturnType<typeof objectsIn>): string[] => {
  const ids = objects.filter(({ node }) => !isReference(node)).map(({ node }) => node["@id"]);
  const declared = new Set<unknown>(ids.filter((id) => id !== undefined));
  return [
    ...objects.flatMap(({ node, at }) =>
      Object.entries(node)
        .filter(([key, value]) => URL_PROPERTIES.has(key) && !isAbsoluteHttps(value))
        .map(([key, value]) => `${at}.${key}: ${JSON.stringify(value)} is no absolute https URL`),
    ),
    ...[...declared]
      .filter((id) => ids.indexOf(id) !== ids.lastIndexOf(id))
      .map((id) => `${String(id)} names more than one node`),
    ...objects
      .filter(({ node }) => isReference(node) && !declared.has(node["@id"]))
      .map(({ node, at }) => `${at}: ${String(node["@id"])} refers to no node in the graph`),
  ];
};

/** Everything in a JSON-LD graph that breaks the table above or the graph's own rules. */
export const jsonLdProblems = (jsonLd: unknown): string[] => {
  if (!isNode(jsonLd) || jsonLd["@context"] !== "https://schema.org") {
    return ['$: not JSON-LD with "@context": "https://schema.org"'];
  }
  if (!Array.isArray(jsonLd["@graph"]) || jsonLd["@graph"].length === 0) {
    return ["$: no @graph with nodes"];
  }
  const objects = objectsIn(jsonLd["@graph"], "$.@graph");
  return [
    ...objects
      .filter(({ node }) => node["@type"] !== undefined)
      .flatMap(({ node, at }) => ruleProblems(node, at)),
    ...graphProblems(objects),
  ];
};
