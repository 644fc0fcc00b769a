/** A date as the legal texts write it: Jahr-Monat-Tag, e.g. 2021-01-01. */
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `value` (Jahr-Monat-Tag) names a day that exists: 2021-02-30 does not. */
export const isCalendarDate = (value: string): boolean => {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

/**
 * `day` (Jahr-Monat-Tag) plus `days`, which may be negative: the project's one day arithmetic,
 * for the legal texts' versions, security.txt and /legal-versions.json alike.
 */
export const daysAfter = (day: string, days: number): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** The calendar day in Germany at `moment`, as Jahr-Monat-Tag. */
export const germanDay = (moment: Date): string =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(moment);

/** What the environment variable SITE_DATE may hold, and how the build refuses anything else. */
const siteDate = (): string | undefined => {
  const value = typeof process === "undefined" ? undefined : process.env.SITE_DATE;
  if (value === undefined || value === "") return undefined;
  if (!isCalendarDate(value)) {
    throw new Error(
      `SITE_DATE="${value}" ist kein Tag; erwartet Jahr-Monat-Tag, z. B. SITE_DATE=2027-03-01, oder keine Angabe für heute`,
    );
  }
  return value;
};

/**
 * The day the site is built for, as Jahr-Monat-Tag: today in Germany (the legal texts apply
 * from a German day), or SITE_DATE when it is set, so that a test or a reviewer can build the
 * site of any day. Which version of a legal text is in force, and whether a date lies in the
 * future, is judged against it.
 */
export const buildDay = (): string => siteDate() ?? germanDay(new Date());

/**
 * The date of the lawyer's review as the frontmatter's „review“ names it, e.g.
 * "Kanzlei Beispiel, 2026-11-20" → "2026-11-20"; the latest if it names several (a review
 * repeated after a change).
 */
export const reviewDate = (review: string): string | undefined =>
  [...review.matchAll(/(?<![\d-])(\d{4}-\d{2}-\d{2})(?![\d-])/g)]
    .map((match) => match[1] as string)
    .sort()
    .at(-1);

const MONTHS = [
  "Januar",
  "Februar",
  "März",
  "April",
  "Mai",
  "Juni",
  "Juli",
  "August",
  "September",
  "Oktober",
  "November",
  "Dezember",
];

/** A day as German text writes it: "2027-03-01" → „1. März 2027“ (no-break spaces inside). */
export const writtenDate = (day: string): string => {
  const [year, month, date] = day.split("-").map(Number);
  return `${date}.\u00a0${MONTHS[(month ?? 1) - 1]}\u00a0${year}`;
};
