import type { TextInForce } from "../../gatsby-node/legal-versions-file";
import type { LiveState } from "./live-site";

/**
 * Whether a run of the workflow .github/workflows/legal-version-day.yml must start a production
 * build. The site is static: /agb shows the version in force on the day of the build, and
 * security.txt expires a year after it, so the site must be built again when a day comes on
 * which a build publishes something else. Each build names that day and the versions it shows
 * in /legal-versions.json (gatsby-node/legal-versions-file.ts), and a run reads the live site's
 * (live-site.ts): it builds when the live site is behind, that is when its `staleFrom` has come,
 * when a text shows another version than the one data/ puts in force today, or when the file is
 * missing (a site built before the file existed).
 *
 * Every run decides so, scheduled or started by hand, at any hour: a run that failed (no build
 * hook, Netlify refused it) or that GitHub dropped is caught up by the next one, and once the
 * build is live the next run finds the site current and builds nothing.
 *
 * When the live site's state cannot be read (no answer, a 5xx, a file that is not one), the day
 * decides instead: the run builds if a version starts today, so that a new version still goes
 * live, and nothing otherwise (run.ts makes the run red either way).
 */

/** One version of a legal text: its address and the German day it starts to apply. */
export type VersionStart = { slug: string; validFrom: string };

/** A text whose version on the live site is not the one in force today (`live`: its first day). */
export type Lagging = { slug: string; live?: string; today: string };

export type Situation = {
  /** The German day the run decides for, Jahr-Monat-Tag */
  day: string;
  /** Every version in data/ */
  versions: ReadonlyArray<VersionStart>;
  /** The version of each text that data/ puts in force on `day`, as a build then shows it */
  inForce: ReadonlyArray<TextInForce>;
  live: LiveState;
};

export type Decision = {
  day: string;
  /** The versions that start on that day, by address */
  starting: VersionStart[];
  live: LiveState;
  /** The texts the live site shows in another version than today's */
  lagging: Lagging[];
  /** The live site's `staleFrom` has come */
  stale: boolean;
  build: boolean;
};

const bySlug = (a: { slug: string }, b: { slug: string }) => a.slug.localeCompare(b.slug);

/** Whether the run must start a production build, and why. */
export const decide = ({ day, versions, inForce, live }: Situation): Decision => {
  const starting = versions.filter((version) => version.validFrom === day).sort(bySlug);
  if (live.kind !== "read") {
    const build = live.kind === "missing" || starting.length > 0;
    return { day, starting, live, lagging: [], stale: false, build };
  }
  const shown = new Map(live.file.texts.map((text) => [text.slug, text.inForce]));
  const lagging = inForce
    .flatMap(({ slug, inForce: today }): Lagging[] => {
      const version = shown.get(slug);
      if (version === today) return [];
      return [version === undefined ? { slug, today } : { slug, live: version, today }];
    })
    .sort(bySlug);
  const stale = live.file.staleFrom <= day;
  return { day, starting, live, lagging, stale, build: stale || lagging.length > 0 };
};

/** The versions that start on the first day after `day` on which any starts. */
export const nextStarting = (
  versions: ReadonlyArray<VersionStart>,
  day: string,
): VersionStart[] => {
  const next = versions
    .map((version) => version.validFrom)
    .filter((validFrom) => validFrom > day)
    .sort()[0];
  return versions.filter((version) => version.validFrom === next).sort(bySlug);
};
