/**
 * @jest-environment node
 */
import { actionlint, actionlintChanged } from "../../../__tests__/support/workflow-lint";
import { legalVersionsFile } from "../../../gatsby-node/legal-versions-file";
import { dayBefore, daysAfter, germanDay } from "../../../plugins/gatsby-source-passform/check";
import { decide } from "../decide";
import { inFirstGermanHour, runsOn, workflowCrons, workflowPath } from "./support/versions";

/**
 * The workflow that starts the production build when the live site is behind, as on the day a
 * legal text's new version starts. It cannot run here, so `npm run lint` checks it with
 * actionlint; these tests show that this check accepts it and rejects a broken copy, and that its
 * two times build a version on its first German day in that day's first hour, and not again once
 * that build is live, or catch it up later that day (also on the days the clocks change). What
 * its jobs may do and run: workflow-jobs.test.ts.
 */

describe("actionlint, as npm run lint runs it", () => {
  it("accepts the workflow", () => {
    const { status, output } = actionlint(workflowPath);
    expect(output).not.toMatch(/legal-version-day\.yml:\d+:\d+/);
    expect(status).toBe(0);
  }, 30_000);

  it.each([
    {
      what: "an hour that does not exist",
      change: (text: string) => text.replace('cron: "7 22 * * *"', 'cron: "7 24 * * *"'),
      message: /legal-version-day\.yml:\d+:\d+ invalid CRON format "7 24 \* \* \*"/,
    },
    {
      what: "a misspelt secret context",
      change: (text: string) =>
        text.replace("secrets.NETLIFY_BUILD_HOOK", "secret.NETLIFY_BUILD_HOOK"),
      message: /legal-version-day\.yml:\d+:\d+ undefined variable "secret"/,
    },
  ])(
    "rejects a broken copy: $what",
    ({ change, message }) => {
      const { status, output } = actionlintChanged("legal-version-day.yml", change);
      expect(output).toMatch(message);
      expect(status).toBe(1);
    },
    30_000,
  );
});

describe("its schedule", () => {
  const crons = workflowCrons();

  /** Every German day from `first` to `last`, Jahr-Monat-Tag. */
  const daysBetween = (first: string, last: string): string[] => {
    const days: string[] = [];
    for (let day = first; ; day = daysAfter(day, 1)) {
      days.push(day);
      if (day === last) return days;
    }
  };

  const byTime = (a: { moment: Date }, b: { moment: Date }) =>
    a.moment.getTime() - b.moment.getTime();

  /** /agb's files: a version from 2021 and one from `from`. */
  const agbFrom = (from: string) =>
    ["2021-01-01", from].map((validFrom) => ({ slug: "/agb", frontmatter: { validFrom } }));

  /** The live site as a build for `day` left it. */
  const liveBuiltFor = (day: string, from: string) => ({
    kind: "read" as const,
    file: legalVersionsFile(agbFrom(from), day),
  });

  /** What the run at `moment` decides with the live site `live`, /agb's new version from `from`. */
  const decision = (moment: Date, from: string, live: ReturnType<typeof liveBuiltFor>) => {
    const day = germanDay(moment);
    const versions = ["2021-01-01", from].map((validFrom) => ({ slug: "/agb", validFrom }));
    const { texts: inForce } = legalVersionsFile(agbFrom(from), day);
    return decide({ day, versions, inForce, live }).build;
  };

  it.each([
    ["2027", "2027-01-01", "2027-12-31"],
    ["2028 (a leap year, clocks change on 26 March and 29 October)", "2028-01-01", "2028-12-31"],
  ])(
    "builds a version on each German day of %s in the day's first hour, and the next run catches it up",
    (_, first, last) => {
      const wrong = daysBetween(first, last).flatMap((day) => {
        const [early, ...rest] = runsOn(day, crons).sort(byTime);
        // The next run: the same day's later one, or on the day of the switch to summer time,
        // when 22:07 UTC is already the next day, the next day's first.
        const next = [...rest, ...runsOn(daysAfter(day, 1), crons).sort(byTime)][0];
        if (!early || !next || !inFirstGermanHour(early.moment)) {
          return [`${day}: no run in the day's first hour`];
        }
        const before = liveBuiltFor(dayBefore(day), day);
        const built = liveBuiltFor(day, day);
        const right = [
          decision(early.moment, day, before), // the first run: the site is behind
          !decision(next.moment, day, built), // the next run, the first build live: current
          decision(next.moment, day, before), // the next run, the first failed: behind
        ];
        return right.every(Boolean) ? [] : [`${day}: ${right.join(", ")}`];
      });
      expect(wrong).toEqual([]);
    },
  );

  it("runs twice on each German day but those the clocks change on: once in spring, thrice in autumn", () => {
    const counts = daysBetween("2027-01-01", "2028-12-31").map(
      (day) => [day, runsOn(day, crons).length] as const,
    );
    expect(counts.filter(([, count]) => count !== 2)).toEqual([
      ["2027-03-28", 1],
      ["2027-10-31", 3],
      ["2028-03-26", 1],
      ["2028-10-29", 3],
    ]);
  });

  it.each([
    ["2027-02-28T22:59:59.999Z", false], // 23:59:59 CET
    ["2027-02-28T23:00:00.000Z", true], // 00:00 CET
    ["2027-02-28T23:59:59.999Z", true], // 00:59:59 CET
    ["2027-03-01T00:00:00.000Z", false], // 01:00 CET
    ["2027-06-30T22:00:00.000Z", true], // 00:00 CEST
    ["2027-06-30T23:00:00.000Z", false], // 01:00 CEST
  ])("counts %s in the first hour of the German day: %s", (moment, firstHour) => {
    expect(inFirstGermanHour(new Date(moment))).toBe(firstHour);
  });
});
