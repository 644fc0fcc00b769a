import { brokenToken, LIST_TOKENS, tokensIn } from "../words/tokens";
import { legalFacts } from "../derive/legal-facts";
import type { InternalLink, LegalFile } from "../read/legal-file";
import type { Problem } from "../model/check-result";
import { sectionAnchors } from "../words/section-anchors";
import type { ContentData } from "../model/data-files";
import { jsonTexts, type Read } from "./read-files";
import { didYouMean } from "./suggestions";
import { legalTexts } from "../derive/legal-versions";
import { buildDay } from "../words/calendar-date";

/**
 * What no file shows on its own: links and footer pages that lead nowhere, a
 * legal text nobody links, browser facts the privacy policy does not state, a badge without its
 * basis, placeholders that name no fact.
 */

/** What the cross-checks below share: every file as read, and the legal pages by slug. */
type AllFiles = {
  json: Read["json"];
  legal: LegalFile[];
  bySlug: Map<string, LegalFile>;
  /** "/" and every slug, sorted, for messages */
  pages: string[];
  landing: ContentData["landing"] | undefined;
};

/**
 * The legal pages by the slug as written, also where another field of the frontmatter has a
 * problem: that problem is reported once, at its place, and not again by every link to the
 * page. A text with several versions is the one in force on the build's day: links lead there.
 * Files sharing a slug without being versions are reported by check/legal-versions.ts.
 */
const pagesBySlug = (legal: LegalFile[]): Map<string, LegalFile> =>
  new Map(
    [...legalTexts(legal, buildDay())].map(([slug, text]) => [
      slug,
      (text.inForce ?? text.versions[0])?.file as LegalFile,
    ]),
  );

const describePages = ({ pages }: AllFiles): string => `Seiten der Website: ${pages.join(", ")}`;

/** Every page the footer links is a legal text. */
const checkFooterPages = (site: AllFiles): Problem[] => {
  const { json, bySlug, pages, landing } = site;
  return (landing?.footer.legalPages ?? []).flatMap((slug, index) => {
    if (bySlug.has(slug)) return [];
    const line = json.landing?.lines?.valueLine(["footer", "legalPages", index]);
    return [
      {
        file: "data/landing.json",
        ...(line ? { line } : {}),
        entry: "Abschnitt „footer“",
        field: `Feld „legalPages“ › Eintrag ${index + 1}`,
        path: ["footer", "legalPages", index],
        formMessage: `Kein Rechtstext hat die Adresse „${slug}“ – bitte die Adresse korrigieren oder die Zeile entfernen.`,
        message: `der Footer jeder Seite verlinkt „${slug}“, doch kein Rechtstext in data/legal/ hat diesen slug (wurde die Datei gelöscht oder ihr slug geändert?). ${describePages(site)}.${didYouMean(slug, pages)}`,
      },
    ];
  });
};

/** Every legal text is linked, from the footer or from another legal text. */
const checkUnlinkedPages = ({ legal, bySlug, landing }: AllFiles): Problem[] => {
  if (!landing) return [];
  const linkedFromText = new Set(
    legal.flatMap((page) => page.internalLinks.map((link) => link.path)),
  );
  return [...bySlug]
    .filter(([slug]) => !landing.footer.legalPages.includes(slug) && !linkedFromText.has(slug))
    .map(([slug, page]) => ({
      file: page.file,
      entry: "Frontmatter",
      field: "Feld „slug“",
      message: `keine Seite verlinkt „${slug}“; bitte in data/landing.json unter footer › legalPages aufnehmen oder aus einem anderen Rechtstext verlinken`,
    }));
};

/** A link of a legal text to this site leads to a page, and to a heading there. */
const checkInternalLink = (
  site: AllFiles,
  page: LegalFile,
  link: InternalLink,
): Problem | undefined => {
  const { bySlug, pages } = site;
  const targetPath = link.path ?? page.slug;
  if (targetPath === undefined) return undefined;
  const where = {
    file: page.file,
    line: link.line,
    entry: link.section,
    field: `Link „${link.url}“`,
  };
  if (targetPath !== "/" && !bySlug.has(targetPath)) {
    return {
      ...where,
      message: `führt zu „${targetPath}“, doch diese Seite gibt es nicht. ${describePages(site)}.${didYouMean(targetPath, pages)}`,
    };
  }
  if (!link.hash) return undefined;
  // #anker leads to a heading of the page itself: of this version, in force or not.
  const target = link.path === undefined ? page : bySlug.get(targetPath);
  const anchors = target ? target.headingIds : Object.values<string>(sectionAnchors);
  if (anchors.includes(link.hash)) return undefined;
  const targetName = target ? `${targetPath} (${target.file})` : "der Startseite";
  return {
    ...where,
    message: `führt zum Anker #${link.hash} auf ${targetName}, doch dort gibt es keine Überschrift mit diesem Anker.${
      anchors.length <= 6
        ? ` Anker dort: ${anchors.map((anchor) => `#${anchor}`).join(", ")}.`
        : didYouMean(link.hash, anchors, (anchor) => `#${anchor}`)
    }`,
  };
};

const checkInternalLinks = (site: AllFiles): Problem[] =>
  site.legal
    .filter((page) => !page.conflicted)
    .flatMap((page) =>
      page.internalLinks.flatMap((link) => checkInternalLink(site, page, link) ?? []),
    );

/** What the site does in the browser is stated in the privacy policy: each entry is named there. */
const checkBrowserStatements = ({ json, legal }: AllFiles): Problem[] => {
  const facts = json.site?.data as ContentData["site"] | undefined;
  const website = facts?.website ?? { otherHosts: [], browserStorage: [] };
  return (["otherHosts", "browserStorage"] as const).flatMap((field) =>
    website[field].flatMap((entry, index) => {
      if (legal.some((page) => page.text.includes(entry))) return [];
      const line = json.site?.lines?.valueLine(["website", field, index]);
      return [
        {
          file: "data/site.json",
          ...(line ? { line } : {}),
          entry: "Abschnitt „website“",
          field: `Feld „${field}“ › Eintrag ${index + 1}`,
          path: ["website", field, index],
          formMessage: `„${entry}“ steht in keinem Rechtstext; die Datenschutzerklärung muss sagen, was die Website im Browser tut – bitte dort ergänzen.`,
          message: `„${entry}“ steht in keinem Rechtstext; die Datenschutzerklärung muss sagen, was die Website im Browser tut`,
        },
      ];
    }),
  );
};

/** The badge „Am beliebtesten“ is a claim of fact and needs its basis. */
const checkPopularBasis = ({ json, landing }: AllFiles): Problem[] => {
  const plans = (json.pricing?.data as ContentData["pricing"] | undefined)?.plans ?? [];
  const popular = plans.findIndex((plan) => plan.popular);
  if (!landing || popular === -1 || landing.pricing.popularBasis) return [];
  const line = json.landing?.lines?.keyLine(["pricing", "popularLabel"]);
  return [
    {
      file: "data/landing.json",
      ...(line ? { line } : {}),
      entry: "Abschnitt „pricing“",
      field: "Feld „popularBasis“",
      path: ["pricing", "popularBasis"],
      formMessage: `Das Abzeichen „${landing.pricing.popularLabel}“ bei Tarif „${plans[popular]?.name ?? ""}“ ist eine Tatsachenbehauptung und braucht seine Grundlage: bitte in der Startseite beim Preis-Abschnitt unter „Grundlage des Abzeichens“ eintragen (bis die Zahlen vorliegen, mit Lücken wie [Zeitraum]) – oder das Abzeichen ausschalten.`,
      message: `Tarif ${popular + 1} („${plans[popular]?.name ?? ""}“) trägt das Abzeichen „${landing.pricing.popularLabel}“; das ist eine Tatsachenbehauptung und braucht ihre Grundlage in „popularBasis“ (z. B. Anteil an den Neuverträgen im [Zeitraum]) – oder bei keinem Tarif "popular": true`,
    },
  ];
};

/** Every {{placeholder}} in a legal text or a page text names a fact, and is complete. */
const checkPlaceholders = ({ json, legal }: AllFiles): Problem[] => {
  const facts = json.site?.data as ContentData["site"] | undefined;
  const terms = json.terms?.data as ContentData["terms"] | undefined;
  if (!facts || !terms) return [];
  const names = Object.keys(legalFacts(facts, terms));
  const unknown = (name: string) =>
    `unbekannter Platzhalter.${didYouMean(name, names, (f) => `{{${f}}}`)} Alle Platzhalter stehen in CONTENT.md.`;
  const inLegalTexts = legal.flatMap((page) =>
    page.tokens
      .filter((token) => !names.includes(token.name))
      .map((token) => ({
        file: page.file,
        line: token.line,
        entry: token.section,
        field: `Platzhalter {{${token.name}}}`,
        message: unknown(token.name),
      })),
  );
  // A page text names values only; the list's entries may name the company's other values.
  const inLists = jsonTexts(json, { facts: true }).filter(
    ({ where }) => where.file === "data/site.json" && LIST_TOKENS.includes(String(where.path?.[0])),
  );
  const inPageTexts = [...jsonTexts(json), ...inLists].flatMap(({ where, text }) => {
    const broken = brokenToken(text);
    return [
      ...tokensIn(text)
        .filter((token) => !names.includes(token) || LIST_TOKENS.includes(token))
        .map((token) => ({
          ...where,
          message: LIST_TOKENS.includes(token)
            ? `{{${token}}} steht für eine Liste und nur als eigener Absatz in einem Rechtstext (data/legal/); hier bitte einen einzelnen Wert nennen, etwa {{hosting.name}}`
            : unknown(token),
        })),
      ...(broken
        ? [
            {
              ...where,
              message: `unvollständiger Platzhalter „${broken}“; ein Platzhalter steht in doppelten geschweiften Klammern, z. B. {{brand}}`,
            },
          ]
        : []),
    ];
  });
  return [...inLegalTexts, ...inPageTexts];
};

/** What can only be judged with all files: slugs, links, placeholders, the footer's pages. */
export const crossCheck = ({ json, legal }: Read): Problem[] => {
  const bySlug = pagesBySlug(legal);
  const site: AllFiles = {
    json,
    legal,
    bySlug,
    pages: ["/", ...[...bySlug.keys()].sort()],
    landing: json.landing?.data as ContentData["landing"] | undefined,
  };
  return [
    ...checkFooterPages(site),
    ...checkUnlinkedPages(site),
    ...checkInternalLinks(site),
    ...checkBrowserStatements(site),
    ...checkPopularBasis(site),
    ...checkPlaceholders(site),
  ];
};
