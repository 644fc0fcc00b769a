/**
 * @jest-environment node
 */
import { daysAfter } from "../../../plugins/gatsby-source-passform/check";
import { runOn } from "./support/runs";
import { builtFor, dataWithNewVersion, firstAndLaterRun } from "./support/versions";

/**
 * The nights around a new version (1 March 2099) replayed run by run, each run asking the live
 * site what it was built for: a night in which no run built catches up the next day, a night
 * whose first run could not start the build is caught up by its later run or by hand; a live
 * site without the file is built; a live site that cannot tell is a red run that builds only on
 * a version's first day. No run claims a build it did not start.
 */

const DAY = "2099-03-01";
const NEXT_DAY = "2099-03-02";
const NOT_STARTED = "Der Produktions-Build wurde nicht angestoßen";
const ACCEPTED = /^Netlify hat den Build angenommen \(Status 200\)/;

let copy: ReturnType<typeof dataWithNewVersion>;
beforeEach(() => {
  copy = dataWithNewVersion(DAY);
});
afterEach(() => copy.remove());

/** The live site as the build for the day before DAY left it: the old version in force. */
const builtTheDayBefore = () => builtFor(copy.dir, "2099-02-28");
const old = () =>
  `zeigt die Fassung ab 1.\u00a0Januar\u00a02021, heute gilt die ab 1.\u00a0März\u00a02099`;

describe("a missed night: no run built on the version's first day", () => {
  it("is caught up by the next day's first run, which finds the old version live", async () => {
    const { lines, exitCode, posted } = await runOn(copy.dir, {
      now: firstAndLaterRun(NEXT_DAY).first.moment,
      live: builtTheDayBefore,
    });
    expect(lines[0]?.text).toBe(
      `Heute, 2.\u00a0März\u00a02099, ist die Live-Seite nicht auf dem Stand (gebaut am 28.\u00a0Februar\u00a02099, neu zu bauen ab 1.\u00a0März\u00a02099; ${copy.slug} ${old()}): Produktions-Build wird angestoßen.`,
    );
    expect(lines[1]?.text).toMatch(ACCEPTED);
    expect(posted.map((url) => url.searchParams.get("trigger_title"))).toEqual([
      `Stand vom 2.\u00a0März\u00a02099: ${copy.slug} (Workflow „Neue Fassung eines Rechtstexts“)`,
    ]);
    expect(exitCode).toBe(0);
  });
});

describe("a failed night: the first run's hook was rejected", () => {
  it("fails the first run, without a build", async () => {
    const { lines, exitCode } = await runOn(copy.dir, {
      now: firstAndLaterRun(DAY).first.moment,
      live: builtTheDayBefore,
      status: 422,
    });
    expect(lines[1]).toMatchObject({ level: "error" });
    expect(lines[1]?.text).toContain(NOT_STARTED);
    expect(exitCode).toBe(1);
  });

  it("is caught up by the same night's later run, which says nothing of the first", async () => {
    const { lines, text, exitCode, posted } = await runOn(copy.dir, {
      now: firstAndLaterRun(DAY).later.moment,
      live: builtTheDayBefore,
    });
    expect(lines[0]?.text).toContain(`ist die Live-Seite nicht auf dem Stand`);
    expect(lines[0]?.text).toContain(`${copy.slug} ${old()}`);
    expect(text).not.toMatch(/ersten Stunde|früher|anderer Lauf/);
    expect(posted).toHaveLength(1);
    expect(exitCode).toBe(0);
  });

  it("is caught up by a run by hand the next morning", async () => {
    const { lines, exitCode, posted } = await runOn(copy.dir, {
      now: new Date(`${NEXT_DAY}T09:30:00+01:00`),
      live: builtTheDayBefore,
    });
    expect(lines[0]?.text).toMatch(/^Heute, 2\.\u00a0März\u00a02099, ist die Live-Seite nicht/);
    expect(lines[1]?.text).toMatch(ACCEPTED);
    expect(posted).toHaveLength(1);
    expect(exitCode).toBe(0);
  });
});

it("builds when security.txt is due, though no version changes", async () => {
  const quiet = "2099-01-20";
  const { lines, exitCode, posted } = await runOn(copy.dir, {
    now: firstAndLaterRun(quiet).first.moment,
    live: () => builtFor(copy.dir, daysAfter(quiet, -300)),
  });
  expect(lines[0]?.text).toBe(
    "Heute, 20.\u00a0Januar\u00a02099, ist die Live-Seite nicht auf dem Stand (gebaut am 26.\u00a0März\u00a02098, neu zu bauen ab 20.\u00a0Januar\u00a02099): Produktions-Build wird angestoßen.",
  );
  expect(posted.map((url) => url.searchParams.get("trigger_title"))).toEqual([
    "Stand vom 20.\u00a0Januar\u00a02099 (Workflow „Neue Fassung eines Rechtstexts“)",
  ]);
  expect(exitCode).toBe(0);
});

it("builds when the live site has no legal-versions.json (404: built before it existed)", async () => {
  const { lines, exitCode, posted } = await runOn(copy.dir, {
    now: firstAndLaterRun("2099-02-28").first.moment,
    live: () => 404,
  });
  expect(lines[0]?.text).toBe(
    "Heute, 28.\u00a0Februar\u00a02099, hat die Live-Seite keine legal-versions.json (gebaut, bevor es die Datei gab): Produktions-Build wird angestoßen.",
  );
  expect(posted).toHaveLength(1);
  expect(exitCode).toBe(0);
});

describe("a live site that cannot tell its state", () => {
  const unreachable = () =>
    Object.assign(new TypeError("fetch failed"), { cause: { code: "ENOTFOUND" } });
  const address = "https://www.passform.example/legal-versions.json";

  it.each([
    ["cannot be reached", unreachable, `${address} nicht erreichbar (ENOTFOUND)`],
    ["answers 503", () => 503, `${address} antwortet mit Status 503`],
    ["answers with no such file", () => "<!doctype html>", `${address} ist keine lesbare Datei`],
  ])(
    "fails with an error when it %s, and builds on a version's first day",
    async (_, live, reason) => {
      const { lines, exitCode, posted } = await runOn(copy.dir, {
        now: firstAndLaterRun(DAY).first.moment,
        live,
      });
      expect(lines[0]).toEqual({
        level: "error",
        text: expect.stringContaining(`Die Live-Seite ist nicht zu prüfen: ${reason}`),
      });
      expect(lines[1]?.text).toBe(
        `Heute, 1.\u00a0März\u00a02099, beginnt eine neue Fassung von ${copy.slug}: Produktions-Build wird angestoßen.`,
      );
      expect(lines[2]?.text).toMatch(ACCEPTED);
      expect(posted).toHaveLength(1);
      expect(exitCode).toBe(1);
    },
  );

  it("fails and builds nothing on another day, also the day after a version started", async () => {
    const { lines, text, exitCode, posted } = await runOn(copy.dir, {
      now: firstAndLaterRun(NEXT_DAY).first.moment,
      live: unreachable,
    });
    expect(lines[0]?.level).toBe("error");
    expect(lines[0]?.text).toContain(
      "ersatzweise baut dieser Lauf nur, wenn heute eine neue Fassung beginnt",
    );
    expect(lines[1]?.text).toBe(
      "Heute, 2.\u00a0März\u00a02099, beginnt keine neue Fassung; kein Build.",
    );
    expect(text).not.toMatch(ACCEPTED);
    expect(posted).toEqual([]);
    expect(exitCode).toBe(1);
  });
});

it("asks the site it is given instead of data/site.json's", async () => {
  const { asked } = await runOn(copy.dir, {
    now: firstAndLaterRun("2099-02-28").first.moment,
    site: "http://127.0.0.1:9000",
  });
  expect(asked.map((url) => url.href)).toEqual(["http://127.0.0.1:9000/legal-versions.json"]);
});
