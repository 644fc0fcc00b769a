import matter from "gray-matter";
import yaml from "js-yaml";
import type { z } from "zod";
import type { Content as MdastContent, Heading, Root } from "mdast";
import remarkFootnotes from "remark-footnotes";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import unified from "unified";
import { headingIds, textOf } from "../../gatsby-remark-legal-text/heading-ids";
import { conflictProblems, conflictSides } from "./conflict-markers";
import { brokenToken, tokensIn } from "./fill-tokens";
import { sampleMarkers, sampleMessage, staleStandMessage } from "./samples";
import { describeIssue } from "./json-file";
import type { Problem } from "./problems";
import { legalFrontmatterSchema, SLUG_PATTERN } from "./model";
import { decodeSource } from "./source-text";

/**
 * Checks one legal text in data/legal/ as written, before anything is built: its frontmatter
 * (YAML read without implicit type conversion, so `2021-02-30` stays the text the editor
 * wrote and is rejected instead of becoming the 2nd of March) and its Markdown (no raw HTML,
 * links that are safe, headings that fit a page whose title is the h1). What can only be
 * judged with the other files (do links and placeholders resolve?) is returned for
 * content-source.ts to check.
 */

/**
 * Frontmatter YAML with every value read as the text it is: no dates, numbers or booleans
 * guessed, so `lastUpdated: 2021-02-30` stays what the editor wrote (and is rejected) instead
 * of silently becoming the 2nd of March. The pages get their frontmatter from this reading
 * too (plugins/gatsby-source-passform/gatsby-node/create-resolvers.ts), so the value checked is the value published.
 */
const parseFrontmatterYaml = (source: string): unknown =>
  yaml.load(source, { schema: yaml.FAILSAFE_SCHEMA });

export type LegalFrontmatter = z.output<typeof legalFrontmatterSchema>;

/** A link in the text that must lead to a page or heading of this site. */
export type InternalLink = {
  /** As written, for the message */
  url: string;
  /** Path of the target page; undefined for a link to a heading on the same page */
  path?: string;
  /** The heading id after #, if any */
  hash?: string;
  line: number;
  section: string;
};

export type Token = { name: string; line: number; section: string };

export type LegalFile = {
  file: string;
  /** The validated frontmatter; undefined if it has a problem */
  frontmatter?: LegalFrontmatter;
  /** The slug as written, if it is a valid address (also when another field has a problem) */
  slug?: string;
  headingIds: string[];
  internalLinks: InternalLink[];
  tokens: Token[];
  /** The Markdown below the frontmatter, as written */
  text: string;
  /** Gaps for real values, e.g. „[Anzahl]“ (samples.ts) */
  samples: Problem[];
  problems: Problem[];
  /**
   * The text holds merge-conflict markers: its slug (if both versions agree), headings and
   * links stand for either version and are not checked again; the conflict is the problem.
   */
  conflicted?: true;
};

const yamlAdvice = (reason: string): string => {
  if (/duplicated mapping key/.test(reason)) return "ein Feld steht zweimal im Frontmatter";
  if (/mapping (pair|values)/.test(reason)) {
    return 'ein Doppelpunkt steht im Wert; einen Wert mit „:“ bitte in gerade Anführungszeichen "…" setzen';
  }
  if (/quoted scalar/.test(reason)) return 'ein Anführungszeichen " wird nicht geschlossen';
  if (/flow collection/.test(reason)) return "eine Klammer [ oder { wird nicht geschlossen";
  if (/indentation/.test(reason)) return "falsche Einrückung; jedes Feld beginnt am Zeilenanfang";
  return reason;
};

/** Why raw HTML is not allowed here, and what to write instead. */
const htmlAdvice = (html: string): string => {
  if (html.trimStart().startsWith("<!--")) {
    return "ein HTML-Kommentar stünde im Quelltext der veröffentlichten Seite; bitte löschen";
  }
  const tag = /<\/?([a-zA-Z][\w-]*)/.exec(html)?.[1]?.toLowerCase() ?? "";
  const advice: Array<[RegExp, string]> = [
    [/^br$/, "für einen Zeilenumbruch einen Backslash \\ ans Zeilenende setzen"],
    [/^(b|strong)$/, "fett schreibt man **so**"],
    [/^(i|em)$/, "kursiv schreibt man *so*"],
    [/^a$/, "einen Link schreibt man [Text](/adresse) oder [Text](https://…)"],
    [/^h[1-6]$/, "Überschriften beginnen mit ## oder ###"],
    [/^(ul|ol|li)$/, "Listen schreibt man mit - oder 1. am Zeilenanfang"],
    [/^(p|div|span|section)$/, "Absätze entstehen durch eine Leerzeile"],
    [/^(table|thead|tbody|tr|td|th)$/, "Tabellen schreibt man mit | … | in Markdown"],
    [
      /^(img|picture|svg|video|audio|source)$/,
      "Bilder und Medien sind in Rechtstexten nicht vorgesehen",
    ],
  ];
  return (
    advice.find(([pattern]) => pattern.test(tag))?.[1] ??
    "Skripte, eingebettete Inhalte, Formulare und Stile sind in Rechtstexten nicht erlaubt"
  );
};

const snippet = (text: string): string => {
  const oneLine = text.replace(/\s+/g, " ").trim();
  return oneLine.length > 50 ? `${oneLine.slice(0, 47)}…` : oneLine;
};

/** What a link target is: checked here, or left to the check across all files. */
type Target =
  | { kind: "external" }
  | { kind: "internal"; path?: string; hash?: string }
  | { kind: "problem"; message: string };

/** A full address (https://…, //…): elsewhere, or a mistaken way to this site or the preview. */
const classifyAbsolute = (url: string, siteHost: string | undefined): Target => {
  let parsed: URL;
  try {
    parsed = new URL(url.startsWith("//") ? `https:${url}` : url);
  } catch {
    return { kind: "problem", message: "keine gültige Adresse" };
  }
  const path = `${parsed.pathname}${parsed.hash}`;
  if (/^(localhost|127\.|0\.0\.0\.0|\[::1\])/.test(parsed.hostname)) {
    return {
      kind: "problem",
      message: `zeigt auf die lokale Vorschau; interne Links schreibt man ohne Host, z. B. ${path}`,
    };
  }
  if (siteHost && parsed.hostname === siteHost) {
    return {
      kind: "problem",
      message: `verweist mit voller Adresse auf diese Website; interne Links schreibt man ohne Host, z. B. ${path}`,
    };
  }
  return { kind: "external" };
};

/** A link with a scheme other than http(s): mailto: and tel: are fine, code and data are not. */
const classifyScheme = (url: string): Target => {
  if (/^(javascript|vbscript|data|file|blob):/i.test(url)) {
    return {
      kind: "problem",
      message: "dieses Linkziel führt Code aus oder lädt Daten; nicht erlaubt",
    };
  }
  if (/^mailto:/i.test(url)) {
    return /^mailto:[^@\s]+@[^@\s]+$|^mailto:(\{\{|%7B%7B)/i.test(url)
      ? { kind: "external" }
      : { kind: "problem", message: "erwartet mailto: mit einer E-Mail-Adresse" };
  }
  if (/^tel:/i.test(url)) return { kind: "external" };
  return {
    kind: "problem",
    message: "unbekannte Art von Link; erlaubt sind /pfad, #anker, https://, mailto: und tel:",
  };
};

/** A link within this site: /pfad, /pfad#anker or #anker, written the way the pages are. */
const classifyPath = (url: string): Target => {
  const [rawPath = "", rawHash] = url.split("#", 2);
  const hash = rawHash === undefined ? undefined : decodeURIComponent(rawHash);
  if (rawPath === "") {
    return hash ? { kind: "internal", hash } : { kind: "problem", message: "ein Anker ohne Namen" };
  }
  if (!rawPath.startsWith("/")) {
    return {
      kind: "problem",
      message: `ein relativer Link; interne Links beginnen mit /, z. B. /${rawPath.replace(/^(\.\/|\.\.\/)+/, "").replace(/\.md$/, "")}`,
    };
  }
  if (rawPath.length > 1 && rawPath.endsWith("/")) {
    return { kind: "problem", message: `ohne / am Ende schreiben: ${rawPath.replace(/\/+$/, "")}` };
  }
  if (/\.md$/.test(rawPath)) {
    return {
      kind: "problem",
      message: `verweist auf die Markdown-Datei; gemeint ist wohl ${rawPath.replace(/\.md$/, "")}`,
    };
  }
  return { kind: "internal", path: rawPath, ...(hash ? { hash } : {}) };
};

const classifyUrl = (url: string, siteHost: string | undefined): Target => {
  const trimmed = url.trim();
  if (trimmed === "") {
    return {
      kind: "problem",
      message: "der Link hat kein Ziel: zwischen ( und ) steht die Adresse",
    };
  }
  if (/^https?:\/\//i.test(trimmed) || trimmed.startsWith("//")) {
    return classifyAbsolute(trimmed, siteHost);
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return classifyScheme(trimmed);
  return classifyPath(trimmed);
};

/**
 * Gaps in the frontmatter's values, e.g. the lawyer's review still to be supplied, and a Stand
 * older than a review that is filled in.
 */
const frontmatterSamples = (
  file: string,
  frontmatter: LegalFrontmatter,
  keyLine: (key: string) => number | undefined,
): Problem[] => {
  const at = (key: string, message: string): Problem => {
    const line = keyLine(key);
    return {
      file,
      ...(line ? { line } : {}),
      entry: "Frontmatter",
      field: `Feld „${key}“`,
      message,
    };
  };
  const stale = staleStandMessage(frontmatter);
  return [
    ...Object.entries(frontmatter).flatMap(([key, value]) => {
      const markers = typeof value === "string" ? sampleMarkers(value) : [];
      return markers.length > 0 ? [at(key, sampleMessage(markers))] : [];
    }),
    ...(stale ? [at("lastUpdated", stale)] : []),
  ];
};

type FrontmatterSplit =
  | { ok: true; /** Index of the closing line "---" */ close: number }
  | { ok: false; line: number; field: "Anfang" | "Ende"; message: string };

const YAML_END = /^\.\.\.\s*$/;

/**
 * Where the frontmatter ends, found by the parser gatsby-transformer-remark uses (gray-matter):
 * at the next line that begins with "---". What it would read differently from what the editor
 * meant is a problem with its line: no closing line (all of the file would be frontmatter), a
 * YAML end marker "..." (YAML allows it, gray-matter does not, and would read on to a later
 * "---" such as a rule in the text), a closing line with more on it than "---".
 */
const splitFrontmatter = (text: string, lines: ReadonlyArray<string>): FrontmatterSplit => {
  if (lines[0]?.trim() !== "---" || !matter.test(text)) {
    return {
      ok: false,
      line: 1,
      field: "Anfang",
      message:
        "die Datei beginnt nicht mit einer Zeile ---, darunter title, slug, lastUpdated und description, dann wieder ---",
    };
  }
  // The YAML itself is read below, with line numbers for its messages; here only the split.
  const raw = matter(text, { engines: { yaml: () => ({}) } }).matter;
  const closed = "---".length + raw.length < text.length;
  const close = closed ? raw.split("\n").length : lines.length;
  const yamlEnd = lines.slice(1, close).findIndex((line) => YAML_END.test(line));
  if (yamlEnd !== -1) {
    return {
      ok: false,
      line: yamlEnd + 2,
      field: "Ende",
      message:
        "„...“ beendet das Frontmatter hier nicht, nur eine Zeile --- tut das; bitte „...“ durch „---“ ersetzen",
    };
  }
  if (!closed) {
    return {
      ok: false,
      line: 1,
      field: "Ende",
      message: "die Zeile --- nach dem Frontmatter fehlt",
    };
  }
  if (lines[close]?.trim() !== "---") {
    return {
      ok: false,
      line: close + 1,
      field: "Ende",
      message: `die Zeile nach dem Frontmatter muss genau --- sein; gefunden: "${lines[close] ?? ""}"`,
    };
  }
  return { ok: true, close };
};

type Walk = (node: MdastContent | Root, visit: (node: MdastContent) => void) => void;
const walk: Walk = (node, visit) => {
  if (node.type !== "root") visit(node);
  if ("children" in node) for (const child of node.children as MdastContent[]) walk(child, visit);
};

const markdown = unified().use(remarkParse).use(remarkGfm).use(remarkFootnotes);

/** What the steps below report into: the file's result and its problems. */
type Reading = {
  file: string;
  result: LegalFile;
  problem: (line: number | undefined, entry: string, field: string, message: string) => void;
};

const startReading = (file: string): Reading => {
  const result: LegalFile = {
    file,
    text: "",
    headingIds: [],
    internalLinks: [],
    tokens: [],
    samples: [],
    problems: [],
  };
  const problem: Reading["problem"] = (line, entry, field, message) => {
    result.problems.push({ file, ...(line ? { line } : {}), entry, field, message });
  };
  return { file, result, problem };
};

/**
 * A text with merge-conflict markers: the conflict is its problem, reported once each. What
 * either version has keeps the other files' checks from reporting the same conflict again as a
 * missing page or heading.
 */
const readConflicted = (
  { file, result }: Reading,
  text: string,
  conflicts: Problem[],
  siteHost: string | undefined,
): LegalFile => {
  const [ours, theirs] = conflictSides(text).map((side) =>
    readLegalFile(file, new TextEncoder().encode(side), { siteHost }),
  ) as [LegalFile, LegalFile];
  return {
    ...result,
    ...(ours.slug && ours.slug === theirs.slug ? { slug: ours.slug } : {}),
    text,
    headingIds: [...new Set([...ours.headingIds, ...theirs.headingIds])],
    internalLinks: [...ours.internalLinks, ...theirs.internalLinks],
    problems: conflicts,
    conflicted: true,
  };
};

/** The frontmatter's YAML (lines 2 to `close`), checked against the model. */
const readFrontmatter = (
  { file, result, problem }: Reading,
  lines: ReadonlyArray<string>,
  close: number,
): void => {
  const keyLine = (key: string): number | undefined => {
    const index = lines
      .slice(1, close)
      .findIndex((line) => new RegExp(`^\\s*["']?${key}["']?\\s*:`).test(line));
    return index === -1 ? undefined : index + 2;
  };
  let data: unknown;
  try {
    data = parseFrontmatterYaml(lines.slice(1, close).join("\n"));
  } catch (error) {
    const { reason, mark } = error as { reason?: string; mark?: { line: number } };
    problem(
      mark ? Math.min(mark.line + 2, close) : 1,
      "Frontmatter",
      "Schreibweise",
      `kein gültiges YAML: ${yamlAdvice(reason ?? String(error))}`,
    );
    return;
  }
  const record = (data ?? {}) as Record<string, unknown>;
  if (typeof record.slug === "string" && SLUG_PATTERN.test(record.slug)) result.slug = record.slug;
  const parsed = legalFrontmatterSchema.safeParse(data ?? {});
  if (parsed.success) {
    result.frontmatter = parsed.data;
    result.samples.push(...frontmatterSamples(file, parsed.data, keyLine));
    return;
  }
  for (const issue of parsed.error.issues) {
    const keys = issue.code === "unrecognized_keys" ? issue.keys : [String(issue.path[0] ?? "")];
    for (const key of keys) {
      problem(
        keyLine(key) ?? 1,
        "Frontmatter",
        `Feld „${key}“`,
        issue.code === "unrecognized_keys"
          ? `unbekanntes Feld (Tippfehler?); erlaubt sind: ${Object.keys(legalFrontmatterSchema.shape).join(", ")}`
          : describeIssue(issue, record),
      );
    }
  }
};

/** The heading a line stands under, for messages: „Abschnitt „§ 3 …““. */
const sectionsOf = (tree: Root) => {
  const headingLines = headingIds(tree).map(({ heading }) => ({
    line: heading.position?.start.line ?? 0,
    text: textOf(heading),
  }));
  return (line: number): string => {
    const heading = headingLines.filter((h) => h.line <= line).at(-1);
    return heading ? `Abschnitt „${snippet(heading.text)}“` : "Text vor der ersten Überschrift";
  };
};

type Place = { line: number; section: string };

/** Headings: ## and deeper, no level skipped, none empty. Returns the depth for the next one. */
const checkHeading = (
  { problem }: Reading,
  node: Heading,
  { line, section }: Place,
  previousDepth: number,
): number => {
  const { depth } = node;
  const label = `Überschrift „${snippet(textOf(node))}“`;
  if (depth === 1) {
    problem(
      line,
      section,
      label,
      "eine Überschrift mit # ist der Seitentitel, den title im Frontmatter setzt; Abschnitte beginnen mit ##",
    );
  } else if (depth > previousDepth + 1) {
    problem(
      line,
      section,
      label,
      `springt von Ebene ${previousDepth} auf Ebene ${depth}; nach ${"#".repeat(previousDepth)} folgt ${"#".repeat(previousDepth + 1)}`,
    );
  }
  if (textOf(node).trim() === "") problem(line, section, label, "die Überschrift ist leer");
  return depth;
};

/** Links and link definitions: with a text, to a safe address; this site's are collected. */
const checkLink = (
  { result, problem }: Reading,
  node: MdastContent & { url: string },
  { line, section }: Place,
  siteHost: string | undefined,
): void => {
  const { url } = node;
  const label = `Link „${snippet(url)}“`;
  if (node.type === "link" && textOf(node).trim() === "") {
    problem(
      line,
      section,
      label,
      "der Link hat keinen Text; zwischen [ und ] steht, was Besucher lesen",
    );
  }
  const target = classifyUrl(url, siteHost);
  if (target.kind === "problem") problem(line, section, label, target.message);
  if (target.kind === "internal") result.internalLinks.push({ url, line, section, ...target });
};

/** Plain text: gaps for real values, and link syntax Markdown did not recognise. */
const checkText = ({ file, result, problem }: Reading, value: string, { line, section }: Place) => {
  const markers = sampleMarkers(value);
  if (markers.length > 0) {
    result.samples.push({
      file,
      ...(line ? { line } : {}),
      entry: section,
      field: "Text",
      message: sampleMessage(markers),
    });
  }
  // Link syntax that Markdown did not recognise is printed as it stands.
  const broken = /\]\s+\(|\]\[[^\]]*\]|\]\([^)]*$/.exec(value);
  if (broken) {
    problem(
      line,
      section,
      `Link-Schreibweise „${snippet(value.slice(Math.max(0, broken.index - 20), broken.index + 20))}“`,
      "wurde nicht als Link erkannt und erschiene wörtlich; ein Link ist [Text](/adresse) ohne Leerzeichen zwischen ] und (",
    );
  }
};

/** Every node of the Markdown, each kind by its own check; no HTML, no images. */
const checkMarkdown = (
  reading: Reading,
  tree: Root,
  sectionOf: (line: number) => string,
  { firstLine, siteHost }: { firstLine: number; siteHost: string | undefined },
): void => {
  const { problem } = reading;
  let previousDepth = 1;
  walk(tree, (node) => {
    const line = node.position?.start.line ?? firstLine;
    const place = { line, section: sectionOf(line) };
    switch (node.type) {
      case "heading":
        previousDepth = checkHeading(reading, node, place, previousDepth);
        break;
      case "html":
        problem(
          line,
          place.section,
          `HTML ${snippet(node.value)}`,
          `HTML ist in Rechtstexten nicht erlaubt: ${htmlAdvice(node.value)}`,
        );
        break;
      case "image":
      case "imageReference":
        problem(line, place.section, "Bild", "Bilder sind in Rechtstexten nicht vorgesehen");
        break;
      case "link":
      case "definition":
        checkLink(reading, node, place, siteHost);
        break;
      case "text":
        checkText(reading, node.value, place);
        break;
      default:
        break;
    }
  });
};

/** Placeholders, read from the lines as written (remark would percent-encode them in links). */
const readTokens = (
  { result, problem }: Reading,
  body: ReadonlyArray<string>,
  firstLine: number,
  sectionOf: (line: number) => string,
): void => {
  body.forEach((text, index) => {
    const line = firstLine + index;
    for (const name of tokensIn(text)) {
      result.tokens.push({ name, line, section: sectionOf(line) });
    }
    const broken = brokenToken(text);
    if (broken) {
      problem(
        line,
        sectionOf(line),
        `Platzhalter „${snippet(broken)}“`,
        "unvollständiger Platzhalter; ein Platzhalter steht in doppelten geschweiften Klammern, z. B. {{legalName}}",
      );
    }
  });
};

export const readLegalFile = (
  file: string,
  bytes: Uint8Array,
  { siteHost }: { siteHost?: string } = {},
): LegalFile => {
  const reading = startReading(file);
  const { result, problem } = reading;
  const decoded = decodeSource(bytes);
  if (!decoded.ok) {
    problem(decoded.line, "ganze Datei", "Zeichenkodierung", decoded.message);
    return result;
  }
  const conflicts = conflictProblems(file, decoded.text);
  if (conflicts.length > 0) return readConflicted(reading, decoded.text, conflicts, siteHost);

  const lines = decoded.text.split(/\r\n|\n|\r/);
  const split = splitFrontmatter(decoded.text, lines);
  if (!split.ok) {
    problem(split.line, "Frontmatter", split.field, split.message);
    return result;
  }
  readFrontmatter(reading, lines, split.close);

  // The text, parsed as gatsby-transformer-remark parses it; blank lines stand in for the
  // frontmatter so that positions are lines of the file.
  const body = lines.slice(split.close + 1);
  const firstLine = split.close + 2;
  result.text = body.join("\n");
  if (body.join("").trim() === "") {
    problem(firstLine, "Text", "Inhalt", "unter dem Frontmatter steht kein Text");
    return result;
  }
  const tree = markdown.parse(`${"\n".repeat(split.close + 1)}${body.join("\n")}`) as Root;
  result.headingIds = headingIds(tree).map(({ id }) => id);
  const sectionOf = sectionsOf(tree);
  checkMarkdown(reading, tree, sectionOf, { firstLine, siteHost });
  readTokens(reading, body, firstLine, sectionOf);
  return result;
};
