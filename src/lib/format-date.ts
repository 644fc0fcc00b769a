const monthYear = new Intl.DateTimeFormat("de-DE", {
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** An ISO date such as "2021-01-01" as "Januar 2021", the same on every machine's time zone. */
export const formatMonthYear = (isoDate: string): string => {
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: "${isoDate}"`);
  return monthYear.format(date);
};
