import type { z } from "zod";
import { dataFiles, isDataFileName, type DataFileName } from "./data-files";
import { locateEntry, validateJsonFile } from "./json-file";
import { brokenToken, stringsOf, tokensIn } from "./fill-tokens";
import { legalFacts } from "./legal-facts";
import {
  readLegalFile,
  type InternalLink,
  type LegalFile,
  type LegalFrontmatter,
} from "./legal-file";
import { formatProblems, type Problem } from "./problems";
import { groupOf, sampleMarkers, sampleMessage, type Sample } from "./samples";
import { sectionAnchors } from "./section-anchors";
import type { SourceMap } from "./strict-json";

/**
 * The check of data/: every JSON file and every legal text, on its own and against the others
 * (links, placeholders, the pages the footer names), and the samples still to be replaced.
 * It reads no disk: the build gives it the files of data/ (content-source.ts), the editors'
 * forms the files of the repository with the entry being edited, so both judge alike.
 */

export type ContentData = {
  [N in DataFileName]: Omit<z.output<(typeof dataFiles)[N]["schema"]>, "$schema">;
};

export type LegalPage = LegalFile & { frontmatter: LegalFrontmatter };

export type Content = {
  /** The content of each JSON file that has no problem of its own */
  data: Partial<ContentData>;
  /** Every legal text, with what could be read from it */
  legal: LegalFile[];
  /** Every problem of every file, in file order */
  problems: Problem[];
  /** Sample values still to be replaced before launch (samples.ts); only production stops */
  samples: Sample[];
  /** The company facts still marked as samples, as the pages show them (to mark them there) */
  sampleValues: string[];
};

export type ValidContent = {
  data: ContentData;
  legal: LegalPage[];
  problems: [];
  samples: Sample[];
  sampleValues: string[];
};

const wholeFile = (file: string, field: string, message: string): Problem => ({
  file,
  entry: "ganze Datei",
  field,
  message,
});

/** Levenshtein distance, for "did you mean" suggestions. */
const distance = (a: string, b: string): number => {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    let diagonal = row[0] as number;
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const above = row[j] as number;
      row[j] = Math.min(
        above + 1,
        (row[j - 1] as number) + 1,
        diagonal + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      diagonal = above;
    }
  }
  return row[b.length] as number;
};

const closest = (value: string, candidates: ReadonlyArray<string>): string[] =>
  [...candidates]
    .map((candidate) => ({ candidate, score: distance(value, candidate) }))
    .filter(({ score }) => score <= Math.max(3, value.length / 3))
    .sort((a, b) => a.score - b.score)
    .slice(0, 3)
    .map(({ candidate }) => candidate);

const didYouMean = (value: string, candidates: ReadonlyArray<string>, show = (c: string) => c) => {
  const near = closest(value, candidates);
  return near.length > 0 ? ` Gemeint ist vielleicht: ${near.map(show).join(", ")}.` : "";
};

type Read = {
  json: Partial<Record<DataFileName, { data?: unknown; lines?: SourceMap }>>;
  legal: LegalFile[];
  problems: Problem[];
};

/**
 * A file or folder of data/ as the check sees it: its path from the project's root
 * ("data/pricing.json", "data/legal/agb.md") and its bytes, none for a folder. Node reads them
 * from the disk (content-source.ts), the editors' forms from the repository and the form.
 */
export type DataEntry = { path: string; bytes?: Uint8Array };

const isEditorFile = (name: string): boolean => !name.startsWith(".");

/**
 * A file's own reading, kept while its bytes are the same object: the editors' form checks the
 * repository again at every keystroke, and only the file being edited has new bytes. A reading
 * is never changed after it is made, so sharing it is safe.
 */
const readings = new WeakMap<Uint8Array, Map<string, unknown>>();

const remembered = <T>(bytes: Uint8Array, key: string, read: () => T): T => {
  const known = readings.get(bytes) ?? new Map<string, unknown>();
  readings.set(bytes, known);
  if (!known.has(key)) known.set(key, read());
  return known.get(key) as T;
};

const readLegalEntry = (entry: DataEntry, read: Read): DataEntry[] => {
  const name = entry.path.slice("data/legal/".length);
  if (name.includes("/") || !isEditorFile(name)) return [];
  if (!name.endsWith(".md") || !entry.bytes) {
    read.problems.push(
      wholeFile(
        entry.path,
        "Dateiname",
        "in data/legal/ sind nur Markdown-Dateien erlaubt, deren Name auf .md endet",
      ),
    );
    return [];
  }
  return [entry];
};

const readJsonEntry = (entry: DataEntry, read: Read): void => {
  const name = entry.path.slice("data/".length);
  if (!name.endsWith(".json") || !entry.bytes) {
    read.problems.push(wholeFile(entry.path, "Dateiname", "unbekannte Datei in data/"));
    return;
  }
  const base = name.replace(/\.json$/, "");
  const bytes = entry.bytes;
  const result = remembered(bytes, `json ${base}`, () => validateJsonFile(base, bytes));
  read.problems.push(...result.problems);
  if (isDataFileName(base)) {
    read.json[base] = {
      ...(result.problems.length === 0 ? { data: result.data } : {}),
      ...(result.lines ? { lines: result.lines } : {}),
    };
  }
};

const readFiles = (entries: ReadonlyArray<DataEntry> | undefined): Read => {
  const read: Read = { json: {}, legal: [], problems: [] };
  if (!entries) {
    read.problems.push(wholeFile("data/", "Ordner", "der Ordner data/ fehlt"));
    return read;
  }
  const sorted = [...entries].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const legalSources: DataEntry[] = [];
  for (const entry of sorted) {
    const top = entry.path.slice("data/".length).split("/")[0] ?? "";
    if (top === "schema" || !isEditorFile(top)) continue;
    if (top === "legal" && entry.path.startsWith("data/legal/")) {
      legalSources.push(...readLegalEntry(entry, read));
    } else if (entry.path === "data/legal" && !entry.bytes) {
      continue;
    } else if (!entry.path.slice("data/".length).includes("/")) {
      readJsonEntry(entry, read);
    }
  }
  for (const name of Object.keys(dataFiles)) {
    if (!sorted.some((entry) => entry.path === `data/${name}.json`)) {
      read.problems.push(wholeFile(`data/${name}.json`, "Datei", "die Datei fehlt"));
    }
  }
  if (legalSources.length === 0) {
    read.problems.push(wholeFile("data/legal/", "Dateien", "keine Rechtstexte gefunden"));
  }
  const site = read.json.site?.data as ContentData["site"] | undefined;
  const siteHost = site ? new URL(site.siteUrl).hostname : undefined;
  read.legal = legalSources.map(({ path, bytes }) =>
    remembered(bytes as Uint8Array, `legal ${path} ${siteHost ?? ""}`, () =>
      readLegalFile(path, bytes as Uint8Array, { siteHost }),
    ),
  );
  for (const legal of read.legal) read.problems.push(...legal.problems);
  return read;
};

type Located = Pick<Problem, "file" | "line" | "entry" | "field">;

/**
 * Every text of the JSON files that hold page texts (or of all JSON files, facts included),
 * with where an editor finds it.
 */
const jsonTexts = (
  json: Read["json"],
  { facts = false }: { facts?: boolean } = {},
): Array<{ where: Located; text: string }> =>
  Object.entries(dataFiles).flatMap(([name, spec]) => {
    const file = json[name as DataFileName];
    if ((!spec.texts && !facts) || !file?.data) return [];
    const data = file.data;
    return stringsOf(data).map(({ path: at, text }) => {
      const line = file.lines?.valueLine(at);
      return {
        where: {
          file: `data/${name}.json`,
          ...(line ? { line } : {}),
          ...locateEntry(spec, data, at),
        },
        text,
      };
    });
  });

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
 * page. A slug used twice is a problem of the second file.
 */
const pagesBySlug = (
  legal: LegalFile[],
): { bySlug: Map<string, LegalFile>; problems: Problem[] } => {
  const bySlug = new Map<string, LegalFile>();
  const problems: Problem[] = [];
  for (const page of legal) {
    if (!page.slug) continue;
    const other = bySlug.get(page.slug);
    if (other) {
      problems.push({
        file: page.file,
        entry: "Frontmatter",
        field: "Feld „slug“",
        message: `„${page.slug}“ verwendet schon ${other.file}; jede Seite braucht eine eigene Adresse`,
      });
    } else bySlug.set(page.slug, page);
  }
  return { bySlug, problems };
};

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
  const target = bySlug.get(targetPath);
  const anchors = target ? target.headingIds : sectionAnchors.map(String);
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
  const inPageTexts = jsonTexts(json).flatMap(({ where, text }) => {
    const broken = brokenToken(text);
    return [
      ...tokensIn(text)
        .filter((token) => !names.includes(token))
        .map((token) => ({ ...where, message: unknown(token) })),
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
const crossCheck = ({ json, legal }: Read): Problem[] => {
  const { bySlug, problems: slugProblems } = pagesBySlug(legal);
  const site: AllFiles = {
    json,
    legal,
    bySlug,
    pages: ["/", ...[...bySlug.keys()].sort()],
    landing: json.landing?.data as ContentData["landing"] | undefined,
  };
  return [
    ...slugProblems,
    ...checkFooterPages(site),
    ...checkUnlinkedPages(site),
    ...checkInternalLinks(site),
    ...checkBrowserStatements(site),
    ...checkPopularBasis(site),
    ...checkPlaceholders(site),
  ];
};

type Site = ContentData["site"];

/** The values under a path of site.json: "vatId" → its value, "address" → every value in it. */
const valuesAt = (site: Site, placeholder: string): string[] => {
  const value = placeholder
    .split(".")
    .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], site);
  return stringsOf(value).map(({ text }) => text);
};

/** The company facts marked as samples in site.json, in the order of the file. */
const placeholderSamples = (site: Read["json"]["site"]): Sample[] => {
  const marked = (site?.data as Site | undefined)?.placeholders ?? [];
  const lineOf = (placeholder: string) => site?.lines?.keyLine(placeholder.split("."));
  return [...marked]
    .sort((a, b) => (lineOf(a) ?? 0) - (lineOf(b) ?? 0))
    .map((placeholder) => {
      const line = lineOf(placeholder);
      const shown = valuesAt(site?.data as Site, placeholder).join(" · ");
      return {
        file: "data/site.json",
        ...(line ? { line } : {}),
        entry: "oberste Ebene",
        field: `Feld „${placeholder}“`,
        message: `steht unter „placeholders“, enthält also noch Musterangaben („${shown}“); den echten Wert eintragen und „${placeholder}“ aus „placeholders“ löschen`,
        group: "Firmenangaben" as const,
      };
    });
};

/** Every sample in data/: the marked company facts, then gaps in any text, file by file. */
const findSamples = ({ json, legal }: Read): Sample[] => {
  const gaps = jsonTexts(json, { facts: true }).flatMap(({ where, text }) => {
    const markers = sampleMarkers(text);
    return markers.length > 0 ? [{ ...where, message: sampleMessage(markers) }] : [];
  });
  return [
    ...placeholderSamples(json.site),
    ...[...gaps, ...legal.flatMap((page) => page.samples)].map((sample) => ({
      ...sample,
      group: groupOf(sample.file, sample.entry),
    })),
  ];
};

/** The values of the marked company facts, as the pages show them. */
const findSampleValues = ({ json }: Read): string[] => {
  const site = json.site?.data as Site | undefined;
  if (!site) return [];
  return [...new Set(site.placeholders.flatMap((placeholder) => valuesAt(site, placeholder)))];
};

/** Everything in data/, checked: the content of each file and every problem and sample. */
export const checkContent = (entries: ReadonlyArray<DataEntry> | undefined): Content => {
  const read = readFiles(entries);
  const data = Object.fromEntries(
    Object.entries(read.json).flatMap(([name, file]) => (file.data ? [[name, file.data]] : [])),
  ) as Partial<ContentData>;
  return {
    data,
    legal: read.legal,
    problems: [...read.problems, ...crossCheck(read)],
    samples: findSamples(read),
    sampleValues: findSampleValues(read),
  };
};

export class ContentError extends Error {
  constructor(readonly problems: ReadonlyArray<Problem>) {
    super(formatProblems(problems));
    this.name = "ContentError";
  }
}

export const isValid = (content: Content): content is Content & ValidContent =>
  content.problems.length === 0;
