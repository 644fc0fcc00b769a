import { z } from "zod";
import { defOf } from "./zod-def";
import { block } from "./fields";
import { siteSchema } from "./site";
import { termsSchema } from "./terms";
import { LIST_TOKENS } from "../words/tokens";

/**
 * The values a version of a legal text keeps for itself: its own AGB figures and, where a
 * company fact changed after it applied, the fact as it stood. Every other placeholder of the
 * version is filled from data/site.json and data/terms.json. Written as the placeholders name
 * them ({{terms.noticeMonths}} → `facts: { terms: { noticeMonths: "1" } }`, {{address.city}} →
 * `facts: { address: { city: "Berlin" } }`, the list of service providers as `processors:`), and
 * checked as the files they stand for check them,
 * so a version can hold any value data/ could, and no other. Derived from the site's and the
 * figures' schemas: a field added there can be kept by a version at once.
 */

/** A figure of data/terms.json as the frontmatter holds it: a text („1“, „99.5“) read as its number. */
const figure = (field: z.ZodType) =>
  z
    .string({ error: 'erwartet eine Zahl in Anführungszeichen, z. B. "3"' })
    .regex(/^\d+(?:[.,]\d+)?$/, { error: 'erwartet eine Zahl wie "3" oder "99.5"', abort: true })
    .superRefine((value, context) => {
      const checked = field.safeParse(Number(value.replace(",", ".")));
      const message = checked.error?.issues[0]?.message;
      if (message) context.addIssue({ code: "custom", message, input: value });
    })
    .meta(z.globalRegistry.get(field) ?? {});

/** The GraphQL name of a kept block: LegalVersionFacts, LegalVersionAddress … */
const typeName = (key: string): string =>
  `LegalVersion${key.charAt(0).toUpperCase()}${key.slice(1)}`;

/** Every text of a block of the site's schema, each optional, nested blocks alike. */
const keptTexts = (shape: Record<string, z.ZodType>): Record<string, z.ZodType> =>
  Object.fromEntries(
    Object.entries(shape).flatMap(([key, field]): Array<[string, z.ZodType]> => {
      const def = defOf(field);
      if (def.type === "string" && key !== "$schema") return [[key, field.optional()]];
      // A list a version shows ({{processors}}) as it stood, like any other fact.
      if (def.type === "array" && LIST_TOKENS.includes(key)) return [[key, field.optional()]];
      if (def.type !== "object") return [];
      const inner = keptTexts(def.shape as Record<string, z.ZodType>);
      if (Object.keys(inner).length === 0) return [];
      const { title = key, description = "" } = z.globalRegistry.get(field) ?? {};
      return [[key, block(typeName(key), String(title), String(description), inner).optional()]];
    }),
  );

const keptFigures = Object.fromEntries(
  Object.entries(termsSchema.shape)
    .filter(([key]) => key !== "$schema")
    .map(([key, field]) => [key, figure(field as z.ZodType).optional()]),
);

export const versionFactsSchema = block(
  "LegalVersionFacts",
  "Werte dieser Fassung",
  "Was diese Fassung anders einsetzt als data/site.json und data/terms.json: die Zahlen der AGB, die sie neu bringt (z. B. eine kürzere Kündigungsfrist ab ihrem ersten Tag), und Firmenangaben so, wie sie galten, nachdem sie sich für spätere Fassungen geändert haben. Leer gelassene Felder kommen aus den Firmenangaben und den Zahlen der AGB",
  {
    terms: block(
      "LegalVersionTerms",
      "Zahlen der AGB in dieser Fassung",
      "Die Zahlen, die diese Fassung einsetzt ({{terms.…}}), wo sie von data/terms.json abweichen",
      keptFigures,
    ).optional(),
    ...keptTexts(siteSchema.shape as Record<string, z.ZodType>),
  },
);
