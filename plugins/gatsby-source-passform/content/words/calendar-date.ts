/** A date as the legal texts write it: Jahr-Monat-Tag, e.g. 2021-01-01. */
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `value` (Jahr-Monat-Tag) names a day that exists: 2021-02-30 does not. */
export const isCalendarDate = (value: string): boolean => {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

/** Today as Jahr-Monat-Tag (UTC), to tell a date in the future. */
export const today = (): string => new Date().toISOString().slice(0, 10);

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
