import type { z } from "zod";
import { flattenFacts } from "./fill-tokens";
import { listValue } from "./fact-lists";
import { legalTexts } from "./legal-versions";
import { siteSchema, termsSchema } from "../model";
import { VERSIONED_TEXTS } from "../model/legal";
import type { versionFactsSchema } from "../model/version-facts";

/**
 * The values legal texts may name as {{placeholders}}: every text of data/site.json
 * ({{legalName}}, {{address.city}} …) and every figure of data/terms.json
 * ({{terms.noticeMonths}} …), the figures in German notation (99,5), and the list of service
 * providers ({{processors}}, fact-lists.ts). The content check accepts
 * exactly these names and the legal pages are filled from exactly these values, so what the
 * check lets through can always be filled.
 */

type Site = Omit<z.output<typeof siteSchema>, "$schema">;
type Terms = Omit<z.output<typeof termsSchema>, "$schema">;
type KeptFacts = z.output<typeof versionFactsSchema>;

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
  facts.processors = listValue(site.processors);
  return facts;
};

/**
 * The values one version of a legal text fills its placeholders with: those of data/site.json
 * and data/terms.json, except what the version keeps for itself (its frontmatter's `facts`).
 * A figure a new version brings applies from that version on; the versions before it keep theirs.
 */
export const versionValues = (
  site: Site,
  terms: Terms,
  kept: KeptFacts | undefined,
): Record<string, string> => {
  const values = legalFacts(site, terms);
  if (!kept) return values;
  const {
    terms: figures,
    processors,
    ...company
  } = kept as KeptFacts & Partial<Pick<Site, "processors">>;
  Object.assign(values, flattenFacts(company));
  if (processors) values.processors = listValue(processors);
  for (const [key, figure] of Object.entries(figures ?? {})) {
    if (figure !== undefined) {
      values[`terms.${key}`] = germanNumber.format(Number(figure.replace(",", ".")));
    }
  }
  return values;
};

/**
 * How many weeks ahead customers are told of a new version of the AGB (§ 6 Abs. 3), as the
 * version that keeps `kept` names it: the version in force when the new one is announced.
 */
export const changeNoticeWeeks = (site: Site, terms: Terms, kept: KeptFacts | undefined): number =>
  Number(versionValues(site, terms, kept)["terms.changeNoticeWeeks"]);

type Legal = {
  file: string;
  slug?: string;
  frontmatter?: { validFrom?: string; facts?: KeptFacts };
};

/**
 * The values the site's other pages fill their placeholders with on `day`: the company's facts
 * of data/site.json, and the AGB's figures as the version of the contract terms in force that
 * day states them, so the note under the prices changes with the AGB on their first day.
 */
export const pageValues = (
  site: Site,
  terms: Terms,
  legal: ReadonlyArray<Legal>,
  day: string,
): Record<string, string> => {
  const values = legalFacts(site, terms);
  for (const text of legalTexts(legal, day).values()) {
    if (VERSIONED_TEXTS[text.slug] !== "contract" || !text.inForce) continue;
    const own = versionValues(site, terms, text.inForce.file.frontmatter?.facts);
    for (const key of Object.keys(values).filter((name) => name.startsWith("terms."))) {
      values[key] = own[key] as string;
    }
  }
  return values;
};
