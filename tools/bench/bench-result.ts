import { KB } from "./budgets";
import type { Resource, Totals } from "./first-visit";
import type { LighthouseRun } from "./lighthouse";
import type { RoundTrip } from "./round-trip";

/** What `npm run bench` measured, as written to bench-results/*.json. */
export type BenchResult = {
  date: string;
  commit: string;
  /** Uncommitted changes were part of the measured build */
  dirty: boolean;
  machine: {
    os: string;
    cpus: number;
    cpuModel: string;
    memoryGiB: number;
    node: string;
    chromium: string;
    lighthouse: string;
  };
  runsPerRoute: number;
  /** Lighthouse's CPU slowdown, if not its default 4× */
  cpuSlowdown?: number;
  /** Milliseconds of `npm run build`, which starts from `gatsby clean` */
  builds: { coldMs: number } | null;
  /** An empty page served the same way, measured in turns with the site; absent in older runs */
  reference?: MeasuredPage;
  routes: Array<
    MeasuredPage & {
      bytes: Totals;
      resources: Resource[];
      /** The JavaScript inside the page (counted in its HTML's bytes); absent in older runs */
      inlineScripts?: Resource[];
      /** What of the HTML arrives in the first round trip; absent in older runs */
      roundTrip?: RoundTrip;
    }
  >;
};

/** A page Lighthouse measured: the empty page or one of the site's routes. */
export type MeasuredPage = { route: string; runs: LighthouseRun[]; median: LighthouseRun };
/** How the report and the targets write a run's figures. */
export const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;
/** A build's duration, to a tenth of a second. */
export const buildTime = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
export const millis = (ms: number): string => `${Math.round(ms)} ms`;
export const kb = (bytes: number): string => `${(bytes / KB).toFixed(1)}`;
/** A figure as a multiple of the empty page's, e.g. "1.4×"; "–" where the empty page is 0. */
export const ratio = (value: number, reference: number): string =>
  reference > 0 ? `${(value / reference).toFixed(1)}×` : "–";
