import type { Content as MdastContent, Heading, Root } from "mdast";
import { headingIds, textOf } from "../../../../gatsby-remark-legal-text/heading-ids";
import { brokenToken, LIST_TOKENS, tokensIn } from "../../words/tokens";
import { sampleMarkers, sampleMessage } from "../../model/samples";
import { classifyUrl, contactTextProblem } from "./link-targets";
import type { Reading } from "./reading";

/**
 * A legal text's Markdown below the frontmatter: headings that fit a page whose title is the h1,
 * no raw HTML and no images, links with a text and a safe address, gaps for real values, and
 * its placeholders, each reported with the section it stands in.
 */

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

type Walk = (node: MdastContent | Root, visit: (node: MdastContent) => void) => void;
const walk: Walk = (node, visit) => {
  if (node.type !== "root") visit(node);
  if ("children" in node) for (const child of node.children as MdastContent[]) walk(child, visit);
};

/** The heading a line stands under, for messages: „Abschnitt „§ 3 …““. */
export const sectionsOf = (tree: Root) => {
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
  const shown = node.type === "link" ? contactTextProblem(textOf(node), url) : undefined;
  if (shown) problem(line, section, label, shown);
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
export const checkMarkdown = (
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
export const readTokens = (
  { result, problem }: Reading,
  body: ReadonlyArray<string>,
  firstLine: number,
  sectionOf: (line: number) => string,
): void => {
  body.forEach((text, index) => {
    const line = firstLine + index;
    for (const name of tokensIn(text)) {
      result.tokens.push({ name, line, section: sectionOf(line) });
      const alone = text === `{{${name}}}` && !body[index - 1]?.trim() && !body[index + 1]?.trim();
      if (LIST_TOKENS.includes(name) && !alone) {
        problem(
          line,
          sectionOf(line),
          `Platzhalter {{${name}}}`,
          `steht für eine Liste und deshalb als eigener Absatz: allein in seiner Zeile, ohne Einrückung, mit einer Leerzeile davor und danach; so zeigt die Seite dort die Liste aus data/site.json`,
        );
      }
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
