import type { z } from "zod";
import { claimsSchema } from "./claims";
import { featuresSchema, technologySchema } from "./cards";
import { landingSchema } from "./landing";
import { pricingSchema } from "./pricing";
import { siteSchema } from "./site";
import { termsSchema } from "./terms";

/**
 * Every JSON file in data/: its schema, the GraphQL node type it becomes, and for list files
 * the key of the list and how an editor calls one entry (used in error messages).
 */
type Common = {
  readonly type: string;
  readonly schema: z.ZodType;
  /**
   * Its strings are texts for the page: {{placeholders}} are filled from the facts files and
   * German typography applied. The facts files (site, terms) are used exactly as written.
   */
  readonly texts: boolean;
};

export type DataFile =
  | (Common & { readonly kind: "single" })
  | (Common & { readonly kind: "list"; readonly listKey: string; readonly entryLabel: string });

export const dataFiles = {
  site: { type: "Company", kind: "single", texts: false, schema: siteSchema },
  landing: { type: "Landing", kind: "single", texts: true, schema: landingSchema },
  pricing: {
    type: "Plan",
    kind: "list",
    listKey: "plans",
    entryLabel: "Tarif",
    texts: true,
    schema: pricingSchema,
  },
  features: {
    type: "Feature",
    kind: "list",
    listKey: "features",
    entryLabel: "Karte",
    texts: true,
    schema: featuresSchema,
  },
  technology: {
    type: "TechnologyTopic",
    kind: "list",
    listKey: "topics",
    entryLabel: "Thema",
    texts: true,
    schema: technologySchema,
  },
  terms: { type: "ContractTerms", kind: "single", texts: false, schema: termsSchema },
  claims: {
    type: "Claim",
    kind: "list",
    listKey: "claims",
    entryLabel: "Kennzahl",
    texts: true,
    schema: claimsSchema,
  },
} as const satisfies Record<string, DataFile>;

export type DataFileName = keyof typeof dataFiles;

/** What each JSON file of data/ holds once it is read without a problem. */
export type ContentData = {
  [N in DataFileName]: Omit<z.output<(typeof dataFiles)[N]["schema"]>, "$schema">;
};

export const isDataFileName = (name: string): name is DataFileName =>
  Object.hasOwn(dataFiles, name);
