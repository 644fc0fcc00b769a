/**
 * @jest-environment node
 */
import type { LegalVersionsFile } from "../../../gatsby-node/legal-versions-file";
import { decide, nextStarting, type Situation, type VersionStart } from "../decide";
import type { LiveState } from "../live-site";

/**
 * When a run of the workflow starts the production build: when the live site is behind what a
 * build today would publish (its staleFrom has come, a text shows another version than today's,
 * or it has no /legal-versions.json), whatever the hour and whoever started the run; when the
 * live site cannot tell, only on a day a version starts.
 */

const agb: VersionStart = { slug: "/agb", validFrom: "2027-03-01" };
const first: VersionStart = { slug: "/agb", validFrom: "2021-01-01" };
const privacy: VersionStart = { slug: "/datenschutz", validFrom: "2021-01-01" };

const built = (file: Partial<LegalVersionsFile> = {}): LiveState => ({
  kind: "read",
  file: {
    buildDay: "2027-02-28",
    texts: [
      { slug: "/agb", inForce: "2021-01-01" },
      { slug: "/datenschutz", inForce: "2021-01-01" },
    ],
    staleFrom: "2027-03-01",
    ...file,
  },
});

/** A run on `day`, with data/ as it stands: /agb's new version from 1 March 2027. */
const on = (day: string, live: LiveState, versions = [first, agb, privacy]): Situation => ({
  day,
  versions,
  inForce: [
    { slug: "/agb", inForce: day >= agb.validFrom ? agb.validFrom : first.validFrom },
    { slug: "/datenschutz", inForce: "2021-01-01" },
  ],
  live,
});

describe("a live site built before the new version's day", () => {
  it("is current the day before: no build", () => {
    expect(decide(on("2027-02-28", built()))).toEqual({
      day: "2027-02-28",
      starting: [],
      live: built(),
      lagging: [],
      stale: false,
      build: false,
    });
  });

  it("is behind on that day, by its staleFrom and by the text it shows", () => {
    expect(decide(on("2027-03-01", built()))).toMatchObject({
      starting: [agb],
      lagging: [{ slug: "/agb", live: "2021-01-01", today: "2027-03-01" }],
      stale: true,
      build: true,
    });
  });

  it("is still behind on any later day, until a build is live: a missed day is caught up", () => {
    for (const day of ["2027-03-02", "2027-04-15"]) {
      expect(decide(on(day, built()))).toMatchObject({ starting: [], build: true });
    }
  });
});

describe("a live site built on the new version's day", () => {
  const live = built({
    buildDay: "2027-03-01",
    texts: [
      { slug: "/agb", inForce: "2027-03-01" },
      { slug: "/datenschutz", inForce: "2021-01-01" },
    ],
    staleFrom: "2027-12-26",
  });

  it("is current that day, also for the day's later runs: no second build", () => {
    expect(decide(on("2027-03-01", live))).toMatchObject({
      starting: [agb],
      lagging: [],
      stale: false,
      build: false,
    });
  });

  it("is behind from its staleFrom on (security.txt due), though no text changes", () => {
    expect(decide(on("2027-12-25", live)).build).toBe(false);
    expect(decide(on("2027-12-26", live))).toMatchObject({ lagging: [], stale: true, build: true });
  });
});

it("counts a text that data/ has and the live site does not show as behind", () => {
  const live = built({ texts: [{ slug: "/agb", inForce: "2021-01-01" }] });
  expect(decide(on("2027-02-28", live))).toMatchObject({
    lagging: [{ slug: "/datenschutz", today: "2021-01-01" }],
    build: true,
  });
});

it("ignores a text the live site shows and data/ no longer has: the commit builds that", () => {
  const live = built({
    texts: [
      { slug: "/agb", inForce: "2021-01-01" },
      { slug: "/datenschutz", inForce: "2021-01-01" },
      { slug: "/widerruf", inForce: "2021-01-01" },
    ],
  });
  expect(decide(on("2027-02-28", live))).toMatchObject({ lagging: [], build: false });
});

describe("a live site without a file", () => {
  it("is behind on any day: built before the file existed", () => {
    for (const day of ["2027-02-28", "2027-03-01"]) {
      expect(decide(on(day, { kind: "missing" }))).toMatchObject({ lagging: [], build: true });
    }
  });
});

describe("a live site that cannot tell its state", () => {
  const unknown: LiveState = { kind: "unknown", reason: "nicht erreichbar (ENOTFOUND)" };

  it("builds on a day a version starts, so the version still goes live", () => {
    expect(decide(on("2027-03-01", unknown))).toMatchObject({ starting: [agb], build: true });
  });

  it("builds nothing on any other day, also the day after a version started", () => {
    for (const day of ["2027-02-28", "2027-03-02"]) {
      expect(decide(on(day, unknown))).toMatchObject({ starting: [], build: false });
    }
  });
});

it("names every text whose version starts that day, by address, once", () => {
  const versions = [{ slug: "/datenschutz", validFrom: "2027-03-01" }, first, agb];
  expect(decide(on("2027-03-01", built(), versions)).starting).toEqual([
    agb,
    { slug: "/datenschutz", validFrom: "2027-03-01" },
  ]);
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
