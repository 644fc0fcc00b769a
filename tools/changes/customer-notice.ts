import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  buildDay,
  checkContent,
  dayBefore,
  daysAfter,
  legalTexts,
  VERSIONED_TEXTS,
  changeNoticeWeeks,
  writtenDate,
  type LegalVersion,
} from "../../plugins/gatsby-source-passform/check";
import { escapeHtml, type LegalPage } from "../../plugins/gatsby-source-passform";
import { renderContent } from "./content-changes";
import { rendererOf, type Render, type RenderContent } from "./page-renderer";
import { readingChanges, textOf, type ReadingChange } from "../../src/templates/legal-reading";
import { readPage } from "./reading";
import { commandOptions, runCommand } from "../command-line";
import { dataOf, repositoryRoot } from "./revision";

/**
 * The Mitteilung in Textform that § 6 Abs. 3 of the AGB requires before a new version binds an
 * existing contract: at least the notice period of the version in force before its first day, the
 * changes themselves (a link alone is not Textform: a website is no durable medium), the day, the
 * period to object, what silence means, the right to object and what follows from it, and the
 * version's fixed address as a reference. The changes are read from the two versions' pages as
 * visitors read them (reading.ts), each filled with its own figures, so a changed figure is in
 * the Mitteilung as it is on the page. The company sends the e-mail text and attaches the print
 * form and the new version, printed from its page, as PDF (CONTENT.md).
 */

type CustomerNotice = {
  /** The version's file in data/ */
  file: string;
  subject: string;
  /** The e-mail, as plain text */
  text: string;
  /** The same, as a page to print or save as PDF */
  html: string;
  /** The last day the Mitteilung may reach the customers */
  sendBy: string;
};

type Version = LegalVersion<LegalPage>;

/** The AGB versions announced on `day` (not yet in force), each with the version before it. */
const announcedVersions = (content: RenderContent, day: string) =>
  [...legalTexts(content.legal, day).values()]
    .filter((text) => VERSIONED_TEXTS[text.slug] === "contract")
    .flatMap((text) =>
      text.versions.flatMap((version, index) => {
        const previous = text.versions[index - 1];
        return version.state === "announced" && previous ? [{ version, previous }] : [];
      }),
    );

type Letter = {
  subject: string;
  opening: string;
  summary: string;
  since: string;
  changes: ReadingChange[];
  reference: string;
  objection: string[];
  closing: string[];
};

const letterOf = (
  content: RenderContent,
  { version, previous }: { version: Version; previous: Version },
  changes: ReadingChange[],
): Letter & { sendBy: string } => {
  const { site } = content.data;
  const weeks = changeNoticeWeeks(site, content.data.terms, previous.file.frontmatter.facts);
  const from = writtenDate(version.validFrom ?? "");
  const lastDay = writtenDate(dayBefore(version.validFrom ?? ""));
  const address = `${site.siteUrl}${version.path ?? ""}`;
  return {
    subject: `Änderung unserer Allgemeinen Geschäftsbedingungen zum ${from}`,
    opening: `zum ${from} ändern wir unsere Allgemeinen Geschäftsbedingungen (AGB). Was sich ändert, in Kürze:`,
    summary: version.file.frontmatter.changes ?? "",
    since: `Die Änderungen im Einzelnen, gegenüber der Fassung ab ${writtenDate(previous.validFrom ?? "")} (gestrichene Wörter in [eckigen Klammern] unter „bisher“, neue unter „neu“):`,
    changes,
    reference: `Die neue Fassung im vollen Wortlaut liegt dieser Nachricht als PDF bei; zur Information steht sie auch unter ${address} bereit.`,
    objection: [
      `Ihr Widerspruchsrecht: Sie können den Änderungen bis zum Ablauf des ${lastDay} in Textform widersprechen, etwa per E-Mail an ${site.contact.email}.`,
      `Widersprechen Sie nicht rechtzeitig, gelten die Änderungen als angenommen, und die neue Fassung gilt ab dem ${from} auch für Ihren Vertrag (§\u00a06 Abs.\u00a03 unserer AGB).`,
      "Widersprechen Sie, gilt für Ihren Vertrag die bisherige Fassung weiter.",
    ],
    closing: [
      "Mit freundlichen Grüßen",
      site.legalName,
      `${site.address.street}, ${site.address.postalCode} ${site.address.city}`,
    ],
    sendBy: daysAfter(version.validFrom ?? "", -7 * weeks),
  };
};

const textLetter = (letter: Letter): string =>
  [
    `Betreff: ${letter.subject}`,
    "",
    "Sehr geehrte Damen und Herren,",
    "",
    letter.opening,
    letter.summary,
    "",
    letter.since,
    "",
    ...letter.changes.flatMap((change) => [
      change.section,
      ...(change.before !== undefined ? [`  bisher: ${change.before}`] : ["  bisher: (neu)"]),
      ...(change.after !== undefined ? [`  neu:    ${change.after}`] : ["  neu:    (entfällt)"]),
      "",
    ]),
    letter.reference,
    "",
    ...letter.objection,
    "",
    ...letter.closing,
    "",
  ].join("\n");

/** A side of a change with its marked words as <del> or <ins>, the brackets kept for paper. */
const marked = (text: string | undefined, tag: "del" | "ins", empty: string): string =>
  text === undefined
    ? `<em>${empty}</em>`
    : escapeHtml(text).replace(/\[([^\]]*)\]/g, `<${tag}>[$1]</${tag}>`);

const PRINT_CSS = [
  "@page { size: A4; margin: 20mm 20mm 22mm; }",
  "body { font: 11pt/1.45 system-ui, sans-serif; color: #000; max-width: 42rem; margin: 2rem auto; padding: 0 1rem; }",
  "h1 { font-size: 15pt; } h2 { font-size: 11pt; margin: 1.2em 0 0.3em; }",
  "dl { margin: 0 0 0.8em; } dt { font-weight: 600; } dd { margin: 0 0 0.2em 1.5em; }",
  "ins { text-decoration: underline; font-weight: 600; } del { text-decoration: line-through; }",
  ".objection { border: 2px solid #000; padding: 0.6em 0.9em; margin: 1.2em 0; }",
].join("\n");

const htmlLetter = (letter: Letter): string =>
  [
    "<!doctype html>",
    '<html lang="de">',
    `<head><meta charset="utf-8"><title>${escapeHtml(letter.subject)}</title><style>${PRINT_CSS}</style></head>`,
    "<body>",
    `<h1>${escapeHtml(letter.subject)}</h1>`,
    "<p>Sehr geehrte Damen und Herren,</p>",
    `<p>${escapeHtml(letter.opening)} ${escapeHtml(letter.summary)}</p>`,
    `<p>${escapeHtml(letter.since)}</p>`,
    ...letter.changes.map(
      (change) =>
        `<h2>${escapeHtml(change.section)}</h2><dl><dt>bisher</dt><dd>${marked(change.before, "del", "neu")}</dd><dt>neu</dt><dd>${marked(change.after, "ins", "entfällt")}</dd></dl>`,
    ),
    `<p>${escapeHtml(letter.reference)}</p>`,
    `<div class="objection">${letter.objection.map((line) => `<p>${escapeHtml(line)}</p>`).join("")}</div>`,
    `<p>${letter.closing.map(escapeHtml).join("<br>")}</p>`,
    "</body>",
    "</html>",
    "",
  ].join("\n");

/** The Mitteilung of each AGB version announced on `day`, rendered by `render`. */
export const customerNotices = (
  content: RenderContent,
  day: string,
  render: Render,
): CustomerNotice[] =>
  announcedVersions(content, day).map((pair) => {
    const paths = [pair.previous.path ?? "", pair.version.path ?? ""];
    const pages = render(content, paths);
    const [before, after] = paths.map((at) => pages.find((page) => page.path === at));
    if (!before || !after)
      throw new Error(`${pair.version.file.file}: no page at ${paths.join(", ")}`);
    const changes = readingChanges(textOf(readPage(before)), textOf(readPage(after)));
    const { sendBy, ...letter } = letterOf(content, pair, changes);
    return {
      file: pair.version.file.file,
      subject: letter.subject,
      text: textLetter(letter),
      html: htmlLetter(letter),
      sendBy,
    };
  });

/** Each Mitteilung's print form into `out`, and to standard output what to send by when. */
const writeNotices = (
  notices: ReadonlyArray<CustomerNotice>,
  out: string,
  root: string,
  day: string,
): void => {
  mkdirSync(out, { recursive: true });
  for (const notice of notices) {
    const printed = path.join(out, `${path.basename(notice.file, ".md")}.html`);
    writeFileSync(printed, notice.html);
    const late =
      notice.sendBy < day
        ? " – diese Frist ist schon verstrichen: Die Fassung kann so nicht gelten; bitte mit dem Team für Rechtstexte klären"
        : "";
    process.stdout.write(
      [
        `Mitteilung zu ${notice.file}: Sie muss spätestens am ${writtenDate(notice.sendBy)} bei jedem Kunden eingehen, in Textform (E-Mail an die Adresse im Kundenkonto)${late}.`,
        `Anhänge: die Druckfassung dieser Mitteilung (${path.relative(root, printed)}) und die neue Fassung als PDF (ihre Seite im Browser mit Strg + P als PDF gespeichert). Versand und Zugang aufbewahren (CONTENT.md, „Eine neue Fassung der AGB ankündigen“).`,
        "",
        notice.text,
      ].join("\n"),
    );
  }
};

const USAGE =
  "Aufruf: npm run mitteilung -- [--version data/legal/agb-JJJJ-MM-TT.md] [--out ORDNER]";

/** npm run mitteilung: each announced AGB version's Mitteilung, the print form into `--out`. */
const main = async (args: string[]): Promise<number> => {
  const values = commandOptions(args, { version: { type: "string" }, out: { type: "string" } });
  const root = repositoryRoot(process.cwd());
  const entries = dataOf(root);
  const checked = checkContent(entries);
  const content = renderContent(checked, entries);
  if (!content || checked.problems.length > 0) {
    process.stderr.write(
      "Die Inhalte in data/ haben Fehler (npm run build nennt sie); ohne sie lässt sich keine Mitteilung schreiben.\n",
    );
    return 1;
  }
  const day = buildDay();
  const notices = customerNotices(content, day, await rendererOf()).filter(
    (notice) => !values.version || notice.file === values.version,
  );
  if (notices.length === 0) {
    process.stdout.write(
      values.version
        ? `${values.version} ist am ${writtenDate(day)} keine angekündigte Fassung der AGB.\n`
        : `Am ${writtenDate(day)} ist keine neue Fassung der AGB angekündigt; es gibt nichts mitzuteilen.\n`,
    );
    return values.version ? 1 : 0;
  }
  writeNotices(notices, path.resolve(root, values.out ?? "mitteilungen"), root, day);
  return 0;
};

if (require.main === module)
  runCommand("npm run mitteilung", USAGE, () => main(process.argv.slice(2)));
