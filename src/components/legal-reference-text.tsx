import { graphql } from "gatsby";
import { Fragment, type JSX } from "react";
import { escapeRegExp } from "../../plugins/gatsby-source-passform";

/**
 * A note of the landing page that names a legal text – „Es gelten unsere AGB.“, „Einzelheiten:
 * Datenschutzerklärung, Abschnitt 5.“, „(AGB § 7)“ – links it, and the section where it names
 * one. Texts in data/ are plain text, so the reference is found by the page's name: its title
 * (Datenschutzerklärung) or its address in capitals (AGB for /agb); „Abschnitt 5“ leads to the
 * heading numbered „5.“, „§ 7“ to the heading „§ 7 …“. A name that matches no page stays text.
 */

export type LegalReferencePage = Queries.LegalReferencesFragment["nodes"][number];

type TextPart = string | { text: string; href: string };

/** How a text may name the page: its title, or its address as an abbreviation (AGB). */
const namesOf = (page: LegalReferencePage): string[] => [
  page.frontmatter.title,
  page.frontmatter.slug.slice(1).toUpperCase(),
];

/** The anchor of section `number` („5“ → heading „5. …“, „§ 7“ → heading „§ 7 …“). */
const sectionAnchor = (
  page: LegalReferencePage,
  kind: "Abschnitt" | "§",
  number: string,
): string | undefined => {
  const start = kind === "§" ? new RegExp(`^§\\s*${number}\\s`) : new RegExp(`^${number}\\.\\s`);
  return page.sections.find((section) => start.test(section.title))?.id;
};

export const legalReferences = (
  text: string,
  pages: ReadonlyArray<LegalReferencePage>,
): TextPart[] => {
  // One page per text: the version in force, whose address and sections the notes link.
  const named = pages
    .filter((page) => page.inForce)
    .flatMap((page) => namesOf(page).map((name) => ({ name, page })));
  if (named.length === 0) return [text];
  const names = [...named].sort((a, b) => b.name.length - a.name.length).map((n) => n.name);
  const pattern = new RegExp(
    `(?<![\\p{L}\\d-])(${names.map(escapeRegExp).join("|")})(?:,?\\s+(Abschnitt|§)\\s*(\\d+))?(?![\\p{L}\\d-])`,
    "gu",
  );
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const page = named.find((entry) => entry.name === match[1])?.page;
    if (!page) continue;
    const anchor =
      match[2] && match[3]
        ? sectionAnchor(page, match[2] as "Abschnitt" | "§", match[3])
        : undefined;
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push({ text: match[0], href: `${page.frontmatter.slug}${anchor ? `#${anchor}` : ""}` });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
};

export const LegalReferenceText = ({
  text,
  pages,
}: {
  text: string;
  pages: ReadonlyArray<LegalReferencePage>;
}): JSX.Element => (
  <>
    {legalReferences(text, pages).map((part, index) =>
      typeof part === "string" ? (
        <Fragment key={index}>{part}</Fragment>
      ) : (
        <a key={index} href={part.href}>
          {part.text}
        </a>
      ),
    )}
  </>
);

export const query = graphql`
  fragment LegalReferences on MarkdownRemarkConnection {
    ...FooterLegalPages
    nodes {
      sections {
        id
        title
      }
    }
  }
`;
