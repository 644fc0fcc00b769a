import { legalTexts } from "../derive/legal-versions";
import { versionValues } from "../derive/legal-facts";
import type { ContentData } from "../model/data-files";
import type { Problem } from "../model/check-result";
import type { LegalFile } from "../read/legal-file";
import { VERSIONED_TEXTS } from "../words/versioned-texts";
import { buildDay, writtenDate } from "../words/calendar-date";
import { jsonTexts, type Read } from "./read-files";

/**
 * A figure that fills a sentence must fit its words: „mit einer Frist von {{terms.noticeMonths}}
 * Monaten“ reads „von 1 Monaten“ once a version sets the figure to 1. Each legal version is read
 * with its own values; a text of the other pages with the figures of every version of the AGB
 * that is in force or announced, since it will show each of them on its days.
 */

/** A figure's placeholder before a unit in the plural. */
const PLURAL_AFTER =
  /\{\{\s*(terms\.[\w.]+)\s*\}\}(?:[ \t]|\u00a0)+(Monate|Monaten|Wochen|Tage|Tagen|Jahre|Jahren)\b/g;

const SINGULAR: Readonly<Record<string, string>> = {
  Monate: "Monat",
  Monaten: "Monat",
  Wochen: "Woche",
  Tage: "Tag",
  Tagen: "Tag",
  Jahre: "Jahr",
  Jahren: "Jahr",
};

type Use = { name: string; unit: string; at: number };

const usesIn = (text: string): Use[] =>
  [...text.matchAll(PLURAL_AFTER)].map((match) => ({
    name: match[1] as string,
    unit: match[2] as string,
    at: match.index ?? 0,
  }));

const advice = (use: Use, whose: string): string =>
  `{{${use.name}}} ist ${whose} 1, und „1 ${use.unit}“ ist falsch. Bitte den Satz so fassen, dass er zu dieser Zahl passt (etwa „einem ${SINGULAR[use.unit] ?? use.unit}“ statt „{{${use.name}}} ${use.unit}“), oder für Texte, die jede Zahl zeigen, so, dass er für jede stimmt (etwa „Frist in ${use.unit.replace(/n$/, "")}n: {{${use.name}}}“)`;

type Facts = Pick<ContentData, "site" | "terms">;

const inLegalTexts = (legal: ReadonlyArray<LegalFile>, facts: Facts): Problem[] =>
  legal.flatMap((file) => {
    if (!file.frontmatter) return [];
    const values = versionValues(facts.site, facts.terms, file.frontmatter.facts);
    return usesIn(file.text)
      .filter((use) => values[use.name] === "1")
      .map((use) => {
        const token = file.tokens.find((each) => each.name === use.name);
        return {
          file: file.file,
          ...(token ? { line: token.line } : {}),
          entry: token?.section ?? "Text",
          field: `Platzhalter {{${use.name}}}`,
          message: advice(use, "in dieser Fassung"),
        };
      });
  });

/** The AGB versions whose figures the other pages show: the one in force and those announced. */
const shownVersions = (legal: ReadonlyArray<LegalFile>) =>
  [...legalTexts(legal, buildDay()).values()]
    .filter((text) => VERSIONED_TEXTS[text.slug] === "contract")
    .flatMap((text) => text.versions.filter((version) => version.state !== "earlier"));

const inPageTexts = (read: Read, facts: Facts): Problem[] => {
  const versions = shownVersions(read.legal);
  return jsonTexts(read.json).flatMap(({ where, text }) =>
    usesIn(text).flatMap((use) => {
      const showing = versions.find(
        (version) =>
          versionValues(facts.site, facts.terms, version.file.frontmatter?.facts)[use.name] === "1",
      );
      if (!showing) return [];
      const whose = showing.validFrom
        ? `ab dem ${writtenDate(showing.validFrom)} (AGB, ${showing.file.file})`
        : "";
      return [{ ...where, message: advice(use, whose) }];
    }),
  );
};

export const checkFigureWords = (read: Read): Problem[] => {
  const site = read.json.site?.data as ContentData["site"] | undefined;
  const terms = read.json.terms?.data as ContentData["terms"] | undefined;
  if (!site || !terms) return [];
  const facts = { site, terms };
  return [...inLegalTexts(read.legal, facts), ...inPageTexts(read, facts)];
};
