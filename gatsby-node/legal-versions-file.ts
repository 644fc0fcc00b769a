import { isCalendarDate, legalTexts } from "../plugins/gatsby-source-passform/check";
import { securityTxtRenewal } from "./security-txt";

/**
 * /legal-versions.json, written after each build: the day the build was for, the version of each
 * legal text it shows, and the first day a build of the same commit would publish something else.
 * It exists because the site depends on the day as well as on the commit: the workflow „Neue
 * Fassung eines Rechtstexts“ (tools/legal-day/) and Netlify's ignore command
 * (tools/ci/netlify-ignore.js) read it from the live site to tell whether the site is behind.
 */

export const LEGAL_VERSIONS_PATH = "/legal-versions.json";

/** A legal text with versions, and the first day (validFrom) of the version a build shows. */
export type TextInForce = { slug: string; inForce: string };

export type LegalVersionsFile = {
  /** The day the site was built for, Jahr-Monat-Tag */
  buildDay: string;
  /** Every legal text with versions, sorted by address */
  texts: TextInForce[];
  /**
   * The first day a build of the same commit publishes something else: the next version's first
   * day, or the day security.txt is due for renewal, whichever comes first.
   */
  staleFrom: string;
};

const bySlug = (a: TextInForce, b: TextInForce) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0);

/** What a build on `buildDay` writes, from the legal texts of data/. */
export const legalVersionsFile = (
  legal: Parameters<typeof legalTexts>[0],
  buildDay: string,
): LegalVersionsFile => {
  const texts = [...legalTexts(legal, buildDay).values()];
  const inForce = texts
    .flatMap(({ slug, inForce: version }) =>
      version?.validFrom ? [{ slug, inForce: version.validFrom }] : [],
    )
    .sort(bySlug);
  const days = texts.flatMap(({ versions }) =>
    versions.flatMap(({ validFrom }) => (validFrom && validFrom > buildDay ? [validFrom] : [])),
  );
  const staleFrom = [...days, securityTxtRenewal(buildDay)].sort()[0] as string;
  return { buildDay, texts: inForce, staleFrom };
};

export const legalVersionsJson = (file: LegalVersionsFile): string =>
  `${JSON.stringify(file, null, 2)}\n`;

const isDay = (value: unknown): value is string =>
  typeof value === "string" && isCalendarDate(value);

/** The file as another build wrote it (the live site's), or undefined if it is not one. */
export const parseLegalVersionsFile = (text: string): LegalVersionsFile | undefined => {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const { buildDay, texts, staleFrom } = (value ?? {}) as Record<string, unknown>;
  if (!isDay(buildDay) || !isDay(staleFrom) || !Array.isArray(texts)) return undefined;
  const read = texts.flatMap((entry: unknown) => {
    const { slug, inForce } = (entry ?? {}) as Record<string, unknown>;
    return typeof slug === "string" && isDay(inForce) ? [{ slug, inForce }] : [];
  });
  return read.length === texts.length ? { buildDay, texts: read, staleFrom } : undefined;
};
