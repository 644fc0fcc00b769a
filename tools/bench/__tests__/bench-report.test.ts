/**
 * @jest-environment node
 */
import { createHash } from "node:crypto";
import { toMarkdown } from "../bench-report";
import type { BenchResult } from "../bench-result";
import { evaluateTargets } from "../targets";
import { totals, type Resource } from "../first-visit";
import { brotli } from "../compression";
import { median, medianRun, type LighthouseRun } from "../lighthouse";
import { FIRST_ROUND_TRIP, firstRoundTrip } from "../round-trip";

const run = (overrides: Partial<LighthouseRun> = {}): LighthouseRun => ({
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcp: 800,
  fcp: 700,
  speedIndex: 900,
  tbt: 20,
  cls: 0,
  benchmarkIndex: 900,
  ...overrides,
});

const resources: Resource[] = [
  { url: "/", kind: "html", raw: 30_000, gzip: 9_000, brotli: 8_000 },
  { url: "/favicon.svg", kind: "image", raw: 300, gzip: 200, brotli: 180 },
];
const inlineScripts: Resource[] = [
  { url: "/#inline-script-1", kind: "js", raw: 400, gzip: 300, brotli: 260 },
  { url: "/#inline-script-2", kind: "js", raw: 200, gzip: 150, brotli: 130 },
];

const result = (
  routes: Array<[string, LighthouseRun]>,
  coldMs = 40_000,
  inline = inlineScripts,
): BenchResult => ({
  date: "2026-11-22T05:00:00.000Z",
  commit: "abc1234",
  dirty: false,
  machine: {
    os: "Linux",
    cpus: 2,
    cpuModel: "Test CPU",
    memoryGiB: 24,
    node: "20.20.2",
    chromium: "Chromium 156",
    lighthouse: "12.8.2",
  },
  runsPerRoute: 3,
  builds: { coldMs },
  routes: routes.map(([route, median]) => ({
    route,
    runs: [median],
    median,
    bytes: totals(resources),
    resources,
    inlineScripts: inline,
  })),
});

describe("medians", () => {
  it("takes the middle value, or the mean of the two middle ones", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(Number.isNaN(median([]))).toBe(true);
  });

  it("takes each category and metric on its own", () => {
    const middle = medianRun([
      run({ lcp: 900, tbt: 10 }),
      run({ lcp: 700, tbt: 90 }),
      run({ lcp: 800, tbt: 40 }),
    ]);
    expect(middle.lcp).toBe(800);
    expect(middle.tbt).toBe(40);
  });
});

describe("targets", () => {
  it("are all met by a fast site", () => {
    const targets = evaluateTargets(
      result([
        ["/", run()],
        ["/agb", run()],
      ]),
    );
    expect(targets.filter((target) => !target.met)).toEqual([]);
    expect(targets.map((target) => target.name)).toEqual(
      expect.arrayContaining([
        "Median LCP, every page",
        "First visit to / (brotli)",
        "JavaScript of every page, files and inline (brotli)",
      ]),
    );
  });

  it("take the worst page and report what misses", () => {
    const missed = evaluateTargets(
      result(
        [
          ["/", run()],
          ["/agb", run({ performance: 97, lcp: 1200, tbt: 180, cls: 0.01 })],
        ],
        75_000,
        [{ url: "/#inline-script-1", kind: "js", raw: 9_000, gzip: 3_400, brotli: 3_000 }],
      ),
    ).filter((target) => !target.met);
    expect(missed.map((target) => `${target.name}: ${target.value}`)).toEqual([
      "Lighthouse Performance, every page: 97",
      "Median LCP, every page: 1.20 s",
      "Median TBT, every page: 180 ms",
      "Median CLS, every page: 0.010",
      "Build (npm run build, from gatsby clean): 75.0 s",
      "JavaScript of every page, files and inline (brotli): 2.9 KB",
    ]);
  });
});

describe("the Markdown report", () => {
  it("holds the machine, the medians, the bytes, the targets and the change to the last run", () => {
    const before = result([["/", run({ lcp: 1000, tbt: 60 })]]);
    const markdown = toMarkdown(result([["/", run()]]), before);
    expect(markdown).toContain("commit abc1234");
    expect(markdown).toContain("2 × Test CPU, 24 GiB");
    expect(markdown).toContain("benchmark index of this host: 900");
    expect(markdown).toContain(
      "| / | 100 | 100 | 100 | 100 | 0.80 s | 0.70 s | 0.90 s | 20 ms | 0.000 |",
    );
    expect(markdown).toContain(
      "| / | 29.3 / 8.8 | – | – | – | 0.3 / 0.2 | – | – | **29.6 / 9.0** | 2 | 0.6 / 0.4 (2) |",
    );
    expect(markdown).toContain("0.80 s (−0.20 s)");
    expect(markdown).toContain("20 ms (−40 ms)");
  });
});

describe("beside an empty page measured in the same run", () => {
  const withReference = (emptyTbt: number, siteTbt: number): BenchResult => ({
    ...result([
      ["/", run({ tbt: siteTbt })],
      ["/agb", run({ tbt: 10 })],
    ]),
    reference: {
      route: "empty page",
      runs: [run({ tbt: emptyTbt })],
      median: run({ tbt: emptyTbt, lcp: 400 }),
    },
  });
  const tbtTarget = (bench: BenchResult) =>
    evaluateTargets(bench).find((target) => target.name === "Median TBT, every page");

  it("allows the site twice the empty page's blocking time, and 50 ms on any host", () => {
    expect(tbtTarget(withReference(120, 240))).toMatchObject({
      met: true,
      value: "240 ms (2.0× empty)",
    });
    expect(tbtTarget(withReference(120, 250))).toMatchObject({ met: false });
    expect(tbtTarget(withReference(0, 50))).toMatchObject({ met: true });
    expect(tbtTarget(withReference(0, 51))).toMatchObject({ met: false });
  });

  it("reports the empty page first and each page's ratio to it", () => {
    const markdown = toMarkdown(withReference(40, 60));
    expect(markdown).toContain("| *empty page* | 100 |");
    expect(markdown).toMatch(/\| \/ \| 100 \|.*\| 2\.0× \| 1\.5× \|/);
  });
});

describe("the first round trip", () => {
  it("delivers a small page whole", () => {
    const html = Buffer.from("<!doctype html><h1>Kurz</h1>");
    expect(firstRoundTrip(html)).toEqual({
      compressed: expect.any(Number),
      raw: html.length,
      rawInFirstRoundTrip: html.length,
    });
  });

  it("names how much of a long page arrives first, to the last whole heading", () => {
    // Text that compresses badly: every word a different hash.
    const words = Array.from({ length: 12_000 }, (_, index) =>
      createHash("sha256").update(String(index)).digest("hex").slice(0, 10),
    );
    const sections = Array.from(
      { length: 40 },
      (_, index) =>
        `<h2>Abschnitt ${index + 1}</h2><p>${words.slice(index * 300, index * 300 + 300).join(" ")}</p>`,
    );
    const html = Buffer.from(`<!doctype html><h1>Lang</h1>${sections.join("")}`);
    const trip = firstRoundTrip(html);
    expect(trip.compressed).toBeGreaterThan(FIRST_ROUND_TRIP);
    expect(trip.rawInFirstRoundTrip).toBeLessThan(html.length);
    expect(brotli(html.subarray(0, trip.rawInFirstRoundTrip)).length).toBeLessThanOrEqual(
      FIRST_ROUND_TRIP,
    );
    expect(brotli(html.subarray(0, trip.rawInFirstRoundTrip + 1)).length).toBeGreaterThan(
      FIRST_ROUND_TRIP,
    );
    expect(trip.lastHeading).toMatch(/^Abschnitt \d+$/);
  });
});
