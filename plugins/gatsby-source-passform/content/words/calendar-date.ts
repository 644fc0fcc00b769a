/**
 * The project's one calendar: days as Jahr-Monat-Tag, their arithmetic, Germany's day and offset
 * (the legal texts apply from a German day), and days and months as German text writes them.
 */

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

/** The day before `day` (Jahr-Monat-Tag): the last day of a version that another follows. */
export const dayBefore = (day: string): string => daysAfter(day, -1);

/** Germany's clock: the calendar day (en-CA writes it Jahr-Monat-Tag) and the offset from UTC. */
const germanClock = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Berlin",
  timeZoneName: "longOffset",
});

const germanClockAt = (moment: Date): Partial<Record<Intl.DateTimeFormatPartTypes, string>> =>
  Object.fromEntries(germanClock.formatToParts(moment).map((part) => [part.type, part.value]));

/** The calendar day in Germany at `moment`, as Jahr-Monat-Tag. */
export const germanDay = (moment: Date): string => {
  const { year, month, day } = germanClockAt(moment);
  return `${year}-${month}-${day}`;
};

/**
 * Germany's offset from UTC as `day` begins, as RFC 3339 writes it: "+01:00" or "+02:00". At
 * 00:00 UTC it is 1 or 2 o'clock in Germany, before the clocks change on that day.
 */
export const germanOffset = (day: string): string => {
  const name = germanClockAt(new Date(`${day}T00:00:00Z`)).timeZoneName;
  const offset = /^GMT([+-]\d{2}:\d{2})$/.exec(name ?? "")?.[1];
  if (!offset) throw new Error(`no offset of Europe/Berlin on ${day}: ${String(name)}`);
  return offset;
};

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

/** The German names of the months, as Intl writes them: Januar … Dezember. */
const monthName = new Intl.DateTimeFormat("de-DE", { month: "long", timeZone: "UTC" });
const MONTHS = Array.from({ length: 12 }, (_, index) => monthName.format(Date.UTC(2000, index)));

/** A day as German text writes it: "2027-03-01" → „1. März 2027“ (no-break spaces inside). */
export const writtenDate = (day: string): string => {
  const [year, month, date] = day.split("-").map(Number);
  return `${date}.\u00a0${MONTHS[(month ?? 1) - 1]}\u00a0${year}`;
};

/** The month of a day as a legal page's „Stand“ names it: "2021-03-31" → „März 2021“. */
export const writtenMonth = (day: string): string => {
  if (!isCalendarDate(day)) throw new RangeError(`Not a date: "${day}"`);
  const [year, month] = day.split("-").map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${year}`;
};
