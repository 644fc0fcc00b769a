/**
 * @jest-environment node
 */
import { laneOf } from "../lane";
import { LANES, verdictOf } from "../required-check";

/**
 * The two lanes of CI and the one required check that judges them: a pull request that changes
 * only data/ takes the content lane, everything else the whole suite, and the check "Tests"
 * reports on every run, passing only when every job of the lane taken passed.
 */

describe("the lane a run takes", () => {
  it.each([
    [["data/pricing.json"], "content"],
    [["data/pricing.json", "data/legal/agb.md", "data/terms.json"], "content"],
    [["data/pricing.json", "src/sections/pricing.tsx"], "full"],
    [["data/pricing.json", "e2e/routes.spec.ts"], "full"],
    [["data/schema/pricing.schema.json"], "full"],
    [["README.md"], "full"],
    [[], "full"],
  ])("a pull request changing %j takes the %s lane", (files, lane) => {
    expect(laneOf("pull_request", () => files).lane).toBe(lane);
  });

  it("takes the whole suite for every push to main, whatever changed", () => {
    const files = jest.fn(() => ["data/pricing.json"]);
    expect(laneOf("push", files)).toEqual({ lane: "full", reason: "event push" });
    expect(files).not.toHaveBeenCalled();
  });
});

describe("the required check", () => {
  type Needs = Parameters<typeof verdictOf>[0];
  const decided = (lane: string): Needs => ({ scope: { result: "success", outputs: { lane } } });
  const ran = (jobs: string[], result: string): Needs =>
    Object.fromEntries(jobs.map((job) => [job, { result }]));
  const skippedOther = (lane: keyof typeof LANES): Needs =>
    ran(
      Object.entries(LANES)
        .filter(([name]) => name !== lane)
        .flatMap(([, jobs]) => jobs),
      "skipped",
    );

  it.each(Object.keys(LANES) as Array<keyof typeof LANES>)(
    "passes the %s lane when each of its jobs passed and the other lane's were skipped",
    (lane) => {
      expect(
        verdictOf({ ...decided(lane), ...ran(LANES[lane], "success"), ...skippedOther(lane) }),
      ).toEqual([]);
    },
  );

  it.each(["failure", "cancelled", "skipped"])(
    "fails when a job of the lane ended %s",
    (result) => {
      const [first = "", ...rest] = LANES.full;
      const needs = {
        ...decided("full"),
        ...ran(rest, "success"),
        [first]: { result },
        ...skippedOther("full"),
      };
      expect(verdictOf(needs)).toEqual([`${first}: ${result}`]);
    },
  );

  it("fails when a job of the other lane ran, since the lane was then decided wrongly", () => {
    const needs = {
      ...decided("content"),
      ...ran(LANES.content, "success"),
      ...ran(LANES.full, "success"),
    };
    expect(verdictOf(needs)).toHaveLength(LANES.full.length);
  });

  it("fails when the lane was not decided or is unknown", () => {
    expect(verdictOf({ scope: { result: "failure" } })).toEqual([
      "the lane was not decided (scope: failure)",
    ]);
    expect(verdictOf({})).toEqual(["the lane was not decided (scope: missing)"]);
    expect(verdictOf(decided("fast"))).toEqual(['unknown lane "fast"']);
  });
});
