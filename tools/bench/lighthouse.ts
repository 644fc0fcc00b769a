/**
 * Lighthouse 13 with its default settings (mobile: Moto G Power viewport, simulated slow 4G
 * and 4× CPU slowdown) against the system's Chromium, and the medians of several runs.
 */

type Categories = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
};

type Metrics = {
  /** Milliseconds */
  lcp: number;
  fcp: number;
  speedIndex: number;
  tbt: number;
  /** Unitless */
  cls: number;
};

/** Lighthouse's own measure of the host's speed; its 4× CPU slowdown assumes about 1,500. */
type Host = { benchmarkIndex: number };

export type LighthouseRun = Categories & Metrics & Host;

export const CHROMIUM_PATH =
  process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** A category's score and the audits that cost it points, e.g. „color-contrast: …“. */
type CategoryCheck = { score: number; failing: string[] };

export type Auditor = {
  audit: (url: string) => Promise<LighthouseRun>;
  /** Only the given categories (no performance: no trace, a few seconds a page) */
  check: (url: string, categories: ReadonlyArray<string>) => Promise<Record<string, CategoryCheck>>;
  close: () => Promise<void>;
};

type Lhr = {
  runtimeError?: { code: string; message: string };
  environment: { benchmarkIndex: number };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { numericValue?: number; score: number | null; title: string }>;
};

const score = (lhr: Lhr, id: string): number => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const metric = (lhr: Lhr, id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;

/** Lighthouse's default: a mid-range phone is taken to be 4× slower than the host. */
export const DEFAULT_CPU_SLOWDOWN = 4;

const failOnRuntimeError = (url: string, lhr: Lhr): void => {
  if (lhr.runtimeError) {
    throw new Error(`Lighthouse: ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
};

const runOf = (lhr: Lhr): LighthouseRun => ({
  performance: score(lhr, "performance"),
  accessibility: score(lhr, "accessibility"),
  bestPractices: score(lhr, "best-practices"),
  seo: score(lhr, "seo"),
  lcp: metric(lhr, "largest-contentful-paint"),
  fcp: metric(lhr, "first-contentful-paint"),
  speedIndex: metric(lhr, "speed-index"),
  tbt: metric(lhr, "total-blocking-time"),
  cls: metric(lhr, "cumulative-layout-shift"),
  benchmarkIndex: lhr.environment.benchmarkIndex,
});

/** A category's score and its weighted audits that did not pass. */
const checkOf = (lhr: Lhr, id: string): CategoryCheck => ({
  score: score(lhr, id),
  failing: (lhr.categories[id]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => `${ref.id}: ${lhr.audits[ref.id]?.title ?? ""}`),
});

/**
 * Lighthouse and the one Chromium it drives for all runs, each report one Lighthouse run;
 * Lighthouse resets storage and cache before each. A larger CPU slowdown than the default stands
 * in for a slower host: 8× on a host of benchmark index 2,600 is about the default 4× on one of
 * 1,300.
 */
export const startAuditor = async ({
  cpuSlowdown = DEFAULT_CPU_SLOWDOWN,
}: { cpuSlowdown?: number } = {}): Promise<Auditor> => {
  const { default: lighthouse } = await import("lighthouse");
  const { throttling } = await import("lighthouse/core/config/constants.js");
  const { launch } = await import("chrome-launcher");
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags });
  const report = async (url: string, onlyCategories?: string[]): Promise<Lhr> => {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown },
      ...(onlyCategories ? { onlyCategories } : {}),
    });
    const lhr = result?.lhr as unknown as Lhr | undefined;
    if (!lhr) throw new Error(`Lighthouse returned no report for ${url}`);
    return lhr;
  };
  return {
    // A fresh Chromium now and then fails to record the trace (NO_NAVSTART): such a run is
    // repeated, up to twice, rather than counted.
    audit: async (url) => {
      let lhr = await report(url);
      for (let retry = 0; lhr.runtimeError && retry < 2; retry += 1) lhr = await report(url);
      failOnRuntimeError(url, lhr);
      return runOf(lhr);
    },
    check: async (url, categories) => {
      const lhr = await report(url, [...categories]);
      failOnRuntimeError(url, lhr);
      return Object.fromEntries(categories.map((id) => [id, checkOf(lhr, id)]));
    },
    close: async () => chrome.kill(),
  };
};

export const median = (values: ReadonlyArray<number>): number => {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/** The median of every category score and metric, each taken on its own. */
export const medianRun = (runs: ReadonlyArray<LighthouseRun>): LighthouseRun => {
  const keys = Object.keys(runs[0] ?? {}) as (keyof LighthouseRun)[];
  return Object.fromEntries(
    keys.map((key) => [key, median(runs.map((run) => run[key]))]),
  ) as LighthouseRun;
};
