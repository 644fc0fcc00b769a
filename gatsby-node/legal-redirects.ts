import path from "node:path";

/**
 * Addresses people type or old links use for a legal text – the English word, the full German
 * one, a plural – sent on for good (301) to the text's own address. The rules are made at each
 * build from data/ (create-pages.ts hands them to Gatsby, whose Netlify adapter writes them into
 * public/_redirects), so they follow the text when an editor gives it another slug.
 *
 * A text is found by the name of its file in data/legal/, which a new slug leaves as it is (the
 * editors' forms save a text where it was read from; a new version is named after the text's
 * address and its first day, agb-2027-03-01.md, and earlier versions are never deleted). Netlify
 * matches a rule with and without a trailing slash, and a rule yields to a page of the same
 * address, which is therefore left out here.
 */

type GuessedAddress = { from: string; file: string };

const GUESSED: ReadonlyArray<GuessedAddress> = [
  { from: "/imprint", file: "impressum" },
  { from: "/datenschutzerklaerung", file: "datenschutz" },
  { from: "/agbs", file: "agb" },
];

type Text = { slug: string; versions: ReadonlyArray<{ file: { file: string } }> };

type LegalRedirect = { fromPath: string; toPath: string };

/** Whether `file` (data/legal/agb-2027-03-01.md) is a version of the text named `name` (agb). */
const isFileOf = (file: string, name: string): boolean => {
  const base = path.posix.basename(file, ".md");
  return base === name || new RegExp(`^${name}-\\d{4}-\\d{2}-\\d{2}$`).test(base);
};

/**
 * The redirects to the legal texts' pages the build made (`pages`, every address it created),
 * and the guessed addresses left without one because no page of the text they name was made
 * (the build says so; the address then answers 404 as any other).
 */
export const legalRedirects = (
  texts: Iterable<Text>,
  pages: ReadonlySet<string>,
): { redirects: LegalRedirect[]; unmatched: string[] } => {
  const made = [...texts].filter((text) => pages.has(text.slug));
  const redirects: LegalRedirect[] = [];
  const unmatched: string[] = [];
  for (const { from, file } of GUESSED.filter((guess) => !pages.has(guess.from))) {
    const text = made.find((each) => each.versions.some((v) => isFileOf(v.file.file, file)));
    if (text) redirects.push({ fromPath: from, toPath: text.slug });
    else unmatched.push(`${from} (data/legal/${file}.md)`);
  }
  return { redirects, unmatched };
};
