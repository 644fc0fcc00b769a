/**
 * @jest-environment node
 */
import {
  decide,
  inFirstGermanHour,
  nextStarting,
  scheduledMoment,
  type VersionStart,
} from "../decide";

/**
 * When a run of the workflow starts the production build: on the German day a version starts,
 * by the scheduled run in the first hour of that day (22:07 UTC in summer, 23:07 UTC in winter),
 * and by no other scheduled run; by a run started by hand at any hour of that day. The moments
 * are written in UTC, with the German time beside them.
 */

const agb: VersionStart = { slug: "/agb", validFrom: "2027-03-01" };
const summer: VersionStart = { slug: "/agb", validFrom: "2027-07-01" };

const scheduled = (iso: string) => ({ moment: new Date(iso), manual: false });
const byHand = (iso: string) => ({ moment: new Date(iso), manual: true });

describe("a version that starts on 1 March 2027 (winter, CET = UTC+1)", () => {
  it.each([
    ["the day before, first run (00:07 on 28 February)", "2027-02-27T23:07:00Z", "2027-02-28"],
    ["its day's eve, earlier run (23:07 on 28 February)", "2027-02-28T22:07:00Z", "2027-02-28"],
    ["the day after, first run (00:07 on 2 March)", "2027-03-01T23:07:00Z", "2027-03-02"],
  ])("is not built by %s", (_, moment, day) => {
    expect(decide(scheduled(moment), [agb])).toEqual({
      day,
      starting: [],
      build: false,
      laterRun: false,
    });
  });

  it("is built by the run at 23:07 UTC, 00:07 on its day", () => {
    expect(decide(scheduled("2027-02-28T23:07:00Z"), [agb])).toEqual({
      day: "2027-03-01",
      starting: [agb],
      build: true,
      laterRun: false,
    });
  });

  it("is not built again by the day's other run, at 22:07 UTC (23:07 on its day)", () => {
    expect(decide(scheduled("2027-03-01T22:07:00Z"), [agb])).toEqual({
      day: "2027-03-01",
      starting: [agb],
      build: false,
      laterRun: true,
    });
  });
});

describe("a version that starts on 1 July 2027 (summer, CEST = UTC+2)", () => {
  it("is built by the run at 22:07 UTC, 00:07 on its day", () => {
    const decision = decide(scheduled("2027-06-30T22:07:00Z"), [summer]);
    expect(decision).toMatchObject({ day: "2027-07-01", build: true, laterRun: false });
  });

  it("is not built again by the run at 23:07 UTC (01:07 on its day)", () => {
    const decision = decide(scheduled("2027-06-30T23:07:00Z"), [summer]);
    expect(decision).toMatchObject({ day: "2027-07-01", build: false, laterRun: true });
  });

  it.each([
    ["the day before (00:07 on 30 June)", "2027-06-29T22:07:00Z"],
    ["the day after (00:07 on 2 July)", "2027-07-01T22:07:00Z"],
  ])("is not built %s", (_, moment) => {
    expect(decide(scheduled(moment), [summer]).build).toBe(false);
  });
});

describe("on the days the clocks change (midnight lies before the switch at 02:00 or 03:00)", () => {
  // [version's day, the run that builds it, the day's other run]
  it.each([
    ["2027-03-28", "2027-03-27T23:07:00Z", "2027-03-28T22:07:00Z"], // the switch to CEST
    ["2027-03-29", "2027-03-28T22:07:00Z", "2027-03-28T23:07:00Z"], // the first day of CEST
    ["2027-10-31", "2027-10-30T22:07:00Z", "2027-10-30T23:07:00Z"], // the switch to CET
    ["2027-11-01", "2027-10-31T23:07:00Z", "2027-10-31T22:07:00Z"], // the first day of CET
  ])("a version from %s is built by the run at %s only", (validFrom, builds, other) => {
    const versions = [{ slug: "/datenschutz", validFrom }];
    expect(decide(scheduled(builds), versions)).toMatchObject({ day: validFrom, build: true });
    const otherDecision = decide(scheduled(other), versions);
    expect(otherDecision.build).toBe(false);
  });
});

describe("a day on which no version starts", () => {
  // 00:07 and 23:07 on 2 March (CET), 00:07 on 2 July (CEST)
  it.each(["2027-03-01T23:07:00Z", "2027-03-02T22:07:00Z", "2027-07-01T22:07:00Z"])(
    "builds nothing at %s",
    (moment) => {
      expect(decide(scheduled(moment), [agb, summer])).toMatchObject({
        starting: [],
        build: false,
        laterRun: false,
      });
    },
  );

  it("builds nothing without any version", () => {
    expect(decide(scheduled("2027-02-28T23:07:00Z"), []).build).toBe(false);
  });
});

describe("a run started by hand", () => {
  it("builds at any hour of a day a version starts", () => {
    expect(decide(byHand("2027-03-01T13:30:00Z"), [agb])).toMatchObject({
      day: "2027-03-01",
      build: true,
      laterRun: false,
    });
    expect(decide(byHand("2027-03-01T22:59:00Z"), [agb]).build).toBe(true);
  });

  it("builds nothing on a day no version starts", () => {
    expect(decide(byHand("2027-03-02T09:00:00Z"), [agb]).build).toBe(false);
  });
});

it("names every text whose version starts that day, by address, once", () => {
  const versions = [
    { slug: "/datenschutz", validFrom: "2027-03-01" },
    { slug: "/agb", validFrom: "2021-01-01" },
    agb,
  ];
  expect(decide(scheduled("2027-02-28T23:07:00Z"), versions).starting).toEqual([
    agb,
    { slug: "/datenschutz", validFrom: "2027-03-01" },
  ]);
});

describe("the first hour of the German day", () => {
  it.each([
    ["2027-02-28T22:59:59.999Z", false], // 23:59:59 CET
    ["2027-02-28T23:00:00.000Z", true], // 00:00 CET
    ["2027-02-28T23:59:59.999Z", true], // 00:59:59 CET
    ["2027-03-01T00:00:00.000Z", false], // 01:00 CET
    ["2027-06-30T22:00:00.000Z", true], // 00:00 CEST
    ["2027-06-30T23:00:00.000Z", false], // 01:00 CEST
  ])("%s: %s", (moment, first) => {
    expect(inFirstGermanHour(new Date(moment))).toBe(first);
  });
});

describe("the moment a scheduled run counts at", () => {
  it.each([
    ["on time", "7 23 * * *", "2027-02-28T23:07:40Z", "2027-02-28T23:07:00.000Z"],
    ["late, in the same UTC day", "7 22 * * *", "2027-06-30T22:58:00Z", "2027-06-30T22:07:00.000Z"],
    ["late, after UTC midnight", "7 23 * * *", "2027-03-01T00:20:00Z", "2027-02-28T23:07:00.000Z"],
    ["hours late", "7 23 * * *", "2027-03-01T09:15:00Z", "2027-02-28T23:07:00.000Z"],
  ])("is the time it was scheduled for when it starts %s", (_, cron, now, moment) => {
    expect(scheduledMoment(cron, new Date(now)).toISOString()).toBe(moment);
  });

  it("builds the version's day even when GitHub starts the first run after 01:00 German time", () => {
    const late = scheduledMoment("7 23 * * *", new Date("2027-03-01T00:20:00Z")); // 01:20 CET
    expect(decide({ moment: late, manual: false }, [agb]).build).toBe(true);
    const lateSecond = scheduledMoment("7 22 * * *", new Date("2027-03-01T22:50:00Z"));
    expect(decide({ moment: lateSecond, manual: false }, [agb]).build).toBe(false);
  });

  it.each(["*/5 * * * *", "7 24 * * *", "60 23 * * *", "7 23 * * 1", ""])(
    "refuses %j, which is no daily time",
    (cron) => {
      expect(() => scheduledMoment(cron, new Date("2027-03-01T00:00:00Z"))).toThrow(
        /ist keine tägliche Zeit; erwartet „Minute Stunde \* \* \*“/,
      );
    },
  );
});

describe("the next versions", () => {
  const versions = [
    { slug: "/datenschutz", validFrom: "2027-07-01" },
    agb,
    { slug: "/agb", validFrom: "2027-07-01" },
  ];

  it("are those of the first day after the given one", () => {
    expect(nextStarting(versions, "2027-02-28")).toEqual([agb]);
    expect(nextStarting(versions, "2027-03-01")).toEqual([
      { slug: "/agb", validFrom: "2027-07-01" },
      { slug: "/datenschutz", validFrom: "2027-07-01" },
    ]);
  });

  it("are none after the last", () => {
    expect(nextStarting(versions, "2027-07-01")).toEqual([]);
  });
});
