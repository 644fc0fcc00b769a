import { dayBefore } from "../words/calendar-date";

/**
 * A legal text as a sequence of versions. Every file in data/legal/ with the same slug is one
 * version of that text, applying from its „Gilt ab“ day (`validFrom`) until the next one starts.
 * On the day the site is built for (words/calendar-date.ts), the latest version whose day has come
 * is in force and has the text's own address (/agb); the ones before it are earlier versions;
 * later ones are announced. Every version also keeps an address of its own with its day
 * (/agb/2021-01-01), so the version a contract was made under stays readable. A text with a
 * single file and no day (the Impressum) is not versioned: it has its address only.
 *
 * Shared by the pages (gatsby-node), the content check and the preview pane, so all three agree.
 */

type VersionState = "earlier" | "inForce" | "announced";

type Versionable = { slug?: string; frontmatter?: { validFrom?: string } };

export type LegalVersion<F> = {
  file: F;
  /** The first day it applies; undefined for a text without versions */
  validFrom?: string;
  /** The day before the next version starts, if one follows */
  until?: string;
  state: VersionState;
  /** The version's permanent address, with its day; undefined for a text without versions */
  path?: string;
};

export type LegalText<F> = {
  slug: string;
  /** Ordered by their first day */
  versions: LegalVersion<F>[];
  inForce?: LegalVersion<F>;
};

/** A version's permanent address: the text's address and the version's first day. */
const versionPath = (slug: string, validFrom: string): string => `${slug}/${validFrom}`;

const stateOn = (validFrom: string | undefined, next: string | undefined, day: string) => {
  if (validFrom !== undefined && validFrom > day) return "announced";
  return next !== undefined && next <= day ? "earlier" : "inForce";
};

/** One text's versions on `day`; files without a day sort first (the check reports them). */
const versionsOf = <F extends Versionable>(slug: string, files: F[], day: string) => {
  const sorted = [...files].sort((a, b) =>
    (a.frontmatter?.validFrom ?? "").localeCompare(b.frontmatter?.validFrom ?? ""),
  );
  const versioned = sorted.length > 1 || sorted.some((file) => file.frontmatter?.validFrom);
  return sorted.map((file, index): LegalVersion<F> => {
    const validFrom = file.frontmatter?.validFrom;
    const next = sorted[index + 1]?.frontmatter?.validFrom;
    return {
      file,
      ...(validFrom ? { validFrom } : {}),
      ...(next ? { until: dayBefore(next) } : {}),
      state: stateOn(validFrom, next, day),
      ...(versioned && validFrom ? { path: versionPath(slug, validFrom) } : {}),
    };
  });
};

/** The legal texts by their address, each with its versions as they stand on `day`. */
export const legalTexts = <F extends Versionable>(
  files: ReadonlyArray<F>,
  day: string,
): Map<string, LegalText<F>> => {
  const bySlug = new Map<string, F[]>();
  for (const file of files) {
    if (!file.slug) continue;
    bySlug.set(file.slug, [...(bySlug.get(file.slug) ?? []), file]);
  }
  return new Map(
    [...bySlug].map(([slug, group]) => {
      const versions = versionsOf(slug, group, day);
      const inForce = versions.find((version) => version.state === "inForce");
      return [slug, { slug, versions, ...(inForce ? { inForce } : {}) }];
    }),
  );
};

/** The version before `version` in its text, which its change view compares against. */
const previousVersion = <F>(
  text: LegalText<F>,
  version: LegalVersion<F>,
): LegalVersion<F> | undefined => text.versions[text.versions.indexOf(version) - 1];

type Described = Versionable & {
  file: string;
  frontmatter?: { validFrom?: string; lastUpdated?: string; changes?: string };
};

/**
 * What a legal text's page shows of its versions, on `day`: whether it is the one in force,
 * every version of its text (none for a text without versions), and the version before it,
 * whose text the change view compares against.
 */
export const versionFacts = <F extends Described>(
  files: ReadonlyArray<F>,
  file: F,
  day: string,
) => {
  const text = file.slug === undefined ? undefined : legalTexts(files, day).get(file.slug);
  const own = text?.versions.find((version) => version.file.file === file.file);
  const versions = (text?.versions ?? []).flatMap((version) =>
    version.path && version.validFrom
      ? [
          {
            validFrom: version.validFrom,
            ...(version.until ? { until: version.until } : {}),
            state: version.state,
            path: version.path,
            lastUpdated: version.file.frontmatter?.lastUpdated ?? version.validFrom,
            ...(version.file.frontmatter?.changes
              ? { changes: version.file.frontmatter.changes }
              : {}),
            current: version === own,
          },
        ]
      : [],
  );
  const previous = text && own ? previousVersion(text, own)?.file : undefined;
  return { inForce: own?.state === "inForce", versions, previous };
};
