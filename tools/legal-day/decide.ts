import { germanDay } from "../../plugins/gatsby-source-passform/check";

/**
 * Whether a run of the workflow .github/workflows/legal-version-day.yml must start a production
 * build. The site is static: /agb shows the version in force on the day of the build, so on the
 * German day a new version starts („Gilt ab“, `validFrom`), the site must be built again, once.
 *
 * GitHub's schedule runs in UTC, and German midnight is 23:00 UTC in winter (CET) and 22:00 UTC
 * in summer (CEST). The workflow therefore runs at two times, 22:07 and 23:07 UTC, and only the
 * run that falls in the first hour of the German day builds: in summer that is 22:07 (00:07
 * CEST; 23:07 is 01:07), in winter 23:07 (00:07 CET; 22:07 is still 23:07 of the day before). On
 * the days the clocks change, midnight still lies on one side of the switch (which happens at
 * 02:00 and 03:00), so again exactly one run builds. A scheduled run counts at the time it was
 * scheduled for, not the time GitHub started it: GitHub starts scheduled runs late when it is
 * busy, and a run started after 01:00 would otherwise build on no day at all.
 *
 * A run started by hand („Run workflow“) builds on a day a version starts at any hour: a person
 * asks for it, e.g. after the run at midnight failed for want of the build hook.
 */

/** One version of a legal text: its address and the German day it starts to apply. */
export type VersionStart = { slug: string; validFrom: string };

export type Run = {
  /** When the run counts: the time it was scheduled for, or now for a run started by hand */
  moment: Date;
  /** Started by hand (workflow_dispatch), not by the schedule */
  manual: boolean;
};

export type Decision = {
  /** The German day the run decides for, Jahr-Monat-Tag */
  day: string;
  /** The versions that start on that day, by address */
  starting: VersionStart[];
  build: boolean;
  /** Versions start, but this scheduled run is not the one in the first hour of the day */
  laterRun: boolean;
};

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Whether `moment` lies in the first hour of its German day (00:00 to 00:59 in Germany). */
export const inFirstGermanHour = (moment: Date): boolean =>
  germanDay(moment) !== germanDay(new Date(moment.getTime() - HOUR));

/** Whether the run at `run.moment` must start a production build, and what it decided for. */
export const decide = (run: Run, versions: ReadonlyArray<VersionStart>): Decision => {
  const day = germanDay(run.moment);
  const starting = versions
    .filter((version) => version.validFrom === day)
    .sort((a, b) => a.slug.localeCompare(b.slug));
  const due = starting.length > 0;
  const laterRun = due && !run.manual && !inFirstGermanHour(run.moment);
  return { day, starting, build: due && !laterRun, laterRun };
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
  return versions
    .filter((version) => version.validFrom === next)
    .sort((a, b) => a.slug.localeCompare(b.slug));
};

/** A daily time in the form the workflow schedules it: "Minute Stunde * * *" (UTC). */
const DAILY = /^(\d{1,2}) (\d{1,2}) \* \* \*$/;

/**
 * The time a scheduled run was scheduled for: the latest time at or before `now` that the cron
 * expression `cron` (GitHub's `github.event.schedule`) names. Throws on another kind of
 * expression: the workflow schedules daily times only.
 */
export const scheduledMoment = (cron: string, now: Date): Date => {
  const match = DAILY.exec(cron.trim());
  const minute = Number(match?.[1]);
  const hour = Number(match?.[2]);
  if (!match || minute > 59 || hour > 23) {
    throw new Error(
      `Der Zeitplan „${cron}“ ist keine tägliche Zeit; erwartet „Minute Stunde * * *“ (UTC), z. B. „7 23 * * *“`,
    );
  }
  const slot = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour, minute);
  return new Date(slot <= now.getTime() ? slot : slot - DAY);
};
