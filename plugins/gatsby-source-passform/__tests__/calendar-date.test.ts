/** @jest-environment node */
import {
  buildDay,
  dayBefore,
  daysAfter,
  germanDay,
  germanOffset,
  isCalendarDate,
  writtenDate,
  writtenMonth,
} from "../content/words/calendar-date";

/** The project's one calendar: day arithmetic, Germany's day and offset, and German dates. */

const NBSP = "\u00a0";

describe("daysAfter, the one day arithmetic", () => {
  it.each([
    ["2027-02-28", 1, "2027-03-01"],
    ["2028-02-28", 1, "2028-02-29"],
    ["2027-03-01", -1, "2027-02-28"],
    ["2027-12-31", 1, "2028-01-01"],
    ["2027-03-28", 0, "2027-03-28"],
  ])("%s plus %i days is %s", (day, days, result) => {
    expect(daysAfter(day, days)).toBe(result);
  });

  it("names the day before, across a month and a leap day", () => {
    expect(dayBefore("2027-03-01")).toBe("2027-02-28");
    expect(dayBefore("2028-03-01")).toBe("2028-02-29");
    expect(dayBefore("2028-01-01")).toBe("2027-12-31");
  });

  it("knows which days exist", () => {
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2027-02-29")).toBe(false);
    expect(isCalendarDate("2027-3-1")).toBe(false);
  });
});

describe("Germany's day and offset", () => {
  it.each([
    // Winter: the German day begins at 23:00 UTC; summer: at 22:00 UTC.
    ["2027-01-14T22:59:59Z", "2027-01-14"],
    ["2027-01-14T23:00:00Z", "2027-01-15"],
    ["2027-07-14T21:59:59Z", "2027-07-14"],
    ["2027-07-14T22:00:00Z", "2027-07-15"],
    ["2027-12-31T23:30:00Z", "2028-01-01"],
  ])("at %s it is %s in Germany", (moment, day) => {
    expect(germanDay(new Date(moment))).toBe(day);
  });

  it.each([
    ["2027-01-15", "+01:00"],
    // The clocks go forward at 01:00 UTC on 28 March and back at 01:00 UTC on 31 October.
    ["2027-03-28", "+01:00"],
    ["2027-03-29", "+02:00"],
    ["2027-10-31", "+02:00"],
    ["2027-11-01", "+01:00"],
  ])("as %s begins, Germany is %s ahead of UTC", (day, offset) => {
    expect(germanOffset(day)).toBe(offset);
  });
});

describe("the day of the build", () => {
  const saved = process.env.SITE_DATE;
  afterEach(() => {
    if (saved === undefined) delete process.env.SITE_DATE;
    else process.env.SITE_DATE = saved;
  });

  it("is SITE_DATE when set, and refuses anything but a day", () => {
    process.env.SITE_DATE = "2027-03-01";
    expect(buildDay()).toBe("2027-03-01");
    process.env.SITE_DATE = "1.3.2027";
    expect(() => buildDay()).toThrow(/SITE_DATE="1\.3\.2027" ist kein Tag/);
  });

  it("is today in Germany otherwise", () => {
    delete process.env.SITE_DATE;
    expect(buildDay()).toBe(germanDay(new Date()));
  });
});

describe("days and months as German text writes them", () => {
  it("writes a day with the month's name and no-break spaces", () => {
    expect(writtenDate("2027-03-01")).toBe(`1.${NBSP}März${NBSP}2027`);
    expect(writtenDate("2026-12-31")).toBe(`31.${NBSP}Dezember${NBSP}2026`);
  });

  it("writes the month of a day in German", () => {
    expect(writtenMonth("2021-01-01")).toBe("Januar 2021");
    expect(writtenMonth("2021-03-31")).toBe("März 2021");
  });

  it("rejects what is not a date", () => {
    expect(() => writtenMonth("Januar")).toThrow(RangeError);
  });
});
