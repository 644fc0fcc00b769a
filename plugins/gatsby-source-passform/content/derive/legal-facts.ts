import type { z } from "zod";
import { flattenFacts } from "./fill-tokens";
import { siteSchema, termsSchema } from "../model";

/**
 * The values legal texts may name as {{placeholders}}: every text of data/site.json
 * ({{legalName}}, {{address.city}} …) and every figure of data/terms.json
 * ({{terms.noticeMonths}} …), the figures in German notation (99,5). The content check accepts
 * exactly these names and the legal pages are filled from exactly these values, so what the
 * check lets through can always be filled.
 */

type Site = Omit<z.output<typeof siteSchema>, "$schema">;
type Terms = Omit<z.output<typeof termsSchema>, "$schema">;

const germanNumber = new Intl.NumberFormat("de-DE", {
  maximumFractionDigits: 2,
  useGrouping: false,
});

/** Only the fields of a schema, so a Gatsby node's id or internal fields never become facts. */
const fieldsOf = <T extends object>(source: T, shape: object): Record<string, unknown> =>
  Object.fromEntries(
    Object.keys(shape)
      .filter((key) => key !== "$schema" && key in source)
      .map((key) => [key, (source as Record<string, unknown>)[key]]),
  );

export const legalFacts = (site: Site, terms: Terms): Record<string, string> => {
  const facts = flattenFacts(fieldsOf(site, siteSchema.shape));
  for (const [key, value] of Object.entries(fieldsOf(terms, termsSchema.shape))) {
    if (typeof value === "number") facts[`terms.${key}`] = germanNumber.format(value);
  }
  return facts;
};
