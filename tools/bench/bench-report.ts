import { byteBudgets, evaluateBudget, javascriptBudget, KB } from "./budgets";
import { resourceKinds, type Resource, type ResourceKind, type Totals } from "./first-visit";
import { median, type LighthouseRun } from "./lighthouse";
import { FIRST_ROUND_TRIP, type RoundTrip } from "./round-trip";

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
  reference?: { route: string; runs: LighthouseRun[]; median: LighthouseRun };
  routes: Array<{
    route: string;
    runs: LighthouseRun[];
    median: LighthouseRun;
    bytes: Totals;
    resources: Resource[];
    /** The JavaScript inside the page (counted in its HTML's bytes); absent in older runs */
    inlineScripts?: Resource[];
    /** What of the HTML arrives in the first round trip; absent in older runs */
    roundTrip?: RoundTrip;
  }>;
};

/** A page Lighthouse measured: the empty page or one of the site's routes. */
type MeasuredPage = { route: string; runs: LighthouseRun[]; median: LighthouseRun };

export type Target = { name: string; target: string; value: string; met: boolean };

const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;
/** A build's duration, to a tenth of a second. */
export const buildTime = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
/** A run's ISO date to the minute, e.g. "2026-11-22 08:27". */
const minute = (isoDate: string): string => isoDate.slice(0, 16).replace("T", " ");
const millis = (ms: number): string => `${Math.round(ms)} ms`;
const kb = (bytes: number): string => `${(bytes / KB).toFixed(1)}`;
/** A figure as a multiple of the empty page's, e.g. "1.4×"; "–" where the empty page is 0. */
const ratio = (value: number, reference: number): string =>
  reference > 0 ? `${(value / reference).toFixed(1)}×` : "–";

const TBT_RATIO = 2;
const TBT_FLOOR = 50;

/** The worst value of a figure over all routes: the lowest score or the highest time. */
const worst = (
  result: BenchResult,
  pick: (run: LighthouseRun) => number,
  direction: "min" | "max",
): number => {
  const values = result.routes.map((route) => pick(route.median));
  return direction === "min" ? Math.min(...values) : Math.max(...values);
};

const categories = [
  ["Performance", (run: LighthouseRun) => run.performance],
  ["Accessibility", (run: LighthouseRun) => run.accessibility],
  ["Best Practices", (run: LighthouseRun) => run.bestPractices],
  ["SEO", (run: LighthouseRun) => run.seo],
] as const;

/** 100 in each of Lighthouse's categories. */
const categoryTargets = (result: BenchResult): Target[] =>
  categories.map(([name, pick]) => {
    const value = worst(result, pick, "min");
    return {
      name: `Lighthouse ${name}, every page`,
      target: "100",
      value: `${value}`,
      met: value === 100,
    };
  });

const lcpTarget = (result: BenchResult): Target => {
  const value = worst(result, (run) => run.lcp, "max");
  return {
    name: "Median LCP, every page",
    target: `≤ ${seconds(800)}`,
    value: seconds(value),
    met: value <= 800,
  };
};

/**
 * Blocking time depends on the host: beside an empty page measured in the same run, at most
 * twice its time; 50 ms or less passes on any host.
 */
const tbtTarget = (result: BenchResult): Target => {
  const value = worst(result, (run) => run.tbt, "max");
  const empty = result.reference?.median.tbt;
  const limit = Math.max(TBT_FLOOR, empty === undefined ? 0 : TBT_RATIO * empty);
  return {
    name: "Median TBT, every page",
    target:
      empty === undefined
        ? `≤ ${millis(TBT_FLOOR)}`
        : `≤ ${TBT_RATIO}× empty page (${millis(empty)}), at least ${millis(TBT_FLOOR)}`,
    value: `${millis(value)}${empty === undefined ? "" : ` (${ratio(value, empty)} empty)`}`,
    met: value <= limit,
  };
};

const clsTarget = (result: BenchResult): Target => {
  const value = worst(result, (run) => run.cls, "max");
  return {
    name: "Median CLS, every page",
    target: "0",
    value: value.toFixed(3),
    met: value === 0,
  };
};

/** Under a minute, if the run built the site. */
const buildTargets = ({ builds }: BenchResult): Target[] =>
  builds
    ? [
        {
          name: "Build (npm run build, from gatsby clean)",
          target: "< 60 s",
          value: buildTime(builds.coldMs),
          met: builds.coldMs < 60_000,
        },
      ]
    : [];

/** The JavaScript budget on the heaviest page, its files and inline scripts together. */
const javascriptTarget = (result: BenchResult): Target => {
  const perRoute = result.routes.map(({ resources, inlineScripts = [] }) =>
    evaluateBudget({ ...javascriptBudget, route: "" }, [...resources, ...inlineScripts]),
  );
  const brotli = Math.max(...perRoute.map((budget) => budget.brotli));
  return {
    name: "JavaScript of every page, files and inline (brotli)",
    target: `≤ ${javascriptBudget.maxBrotli / KB} KB`,
    value: `${kb(brotli)} KB`,
    met: brotli <= javascriptBudget.maxBrotli,
  };
};

/** The byte budgets of /, if the run measured it. */
const landingTargets = (result: BenchResult): Target[] => {
  const landing = result.routes.find((route) => route.route === "/");
  if (!landing) return [];
  return byteBudgets.map((budget) => {
    const { brotli, over } = evaluateBudget(budget, landing.resources);
    return {
      name: `${budget.name} (brotli)`,
      target: `≤ ${budget.maxBrotli / KB} KB`,
      value: `${kb(brotli)} KB`,
      met: over === 0,
    };
  });
};

/** The issue's targets, each with the worst value over all routes. */
export const evaluateTargets = (result: BenchResult): Target[] => [
  ...categoryTargets(result),
  lcpTarget(result),
  tbtTarget(result),
  clsTarget(result),
  ...buildTargets(result),
  javascriptTarget(result),
  ...landingTargets(result),
];

const table = (head: string[], rows: string[][]): string =>
  [
    `| ${head.join(" | ")} |`,
    `| ${head.map((_, index) => (index === 0 ? "---" : "---:")).join(" | ")} |`,
    ...rows.map((row) => `| ${row.join(" | ")} |`),
  ].join("\n");

const kindLabels: Record<ResourceKind, string> = {
  html: "HTML",
  js: "JS",
  css: "CSS",
  font: "Fonts",
  image: "Images",
  "page-data": "Page data",
  other: "Other",
};

/** The empty page first, if the run measured one, then the site's routes. */
const measuredPages = (result: BenchResult): Array<MeasuredPage> => [
  ...(result.reference ? [result.reference] : []),
  ...result.routes,
];

/** Lighthouse's default mobile settings, or the CPU slowdown the run chose instead. */
const settings = ({ cpuSlowdown }: BenchResult): string =>
  (cpuSlowdown ?? 4) === 4
    ? "default mobile settings"
    : `mobile settings with a CPU slowdown of ${cpuSlowdown}× instead of 4×`;

/** Lighthouse's benchmark index of the host: the median over all its runs. */
const benchmarkIndex = (result: BenchResult): number =>
  Math.round(
    median(measuredPages(result).flatMap((page) => page.runs.map((run) => run.benchmarkIndex))),
  );

/** The commit measured, and the machine and settings it was measured with. */
const headingSection = (result: BenchResult): string[] => {
  const { machine, runsPerRoute } = result;
  return [
    `## Benchmark ${minute(result.date)} UTC, commit ${result.commit}${result.dirty ? " (with uncommitted changes)" : ""}`,
    "",
    `Machine: ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGiB} GiB, ${machine.os}; ` +
      `Node ${machine.node}, ${machine.chromium}, Lighthouse ${machine.lighthouse} ` +
      `(${settings(result)}, simulated throttling), median of ${runsPerRoute} run${runsPerRoute === 1 ? "" : "s"} per page. ` +
      `Lighthouse's benchmark index of this host: ${benchmarkIndex(result)} (its 4× CPU slowdown is calibrated for about 1,500; a slower host inflates TBT).`,
    "",
  ];
};

const buildSection = ({ builds }: BenchResult): string[] =>
  builds ? [`Build: ${buildTime(builds.coldMs)} (npm run build, from gatsby clean).`, ""] : [];

/** A page's medians, and its LCP and TBT as multiples of the empty page's. */
const lighthouseRow = (
  { route, median: run }: MeasuredPage,
  reference: BenchResult["reference"],
): string[] => {
  const empty = reference?.median;
  return [
    route === reference?.route ? `*${route}*` : route,
    `${run.performance}`,
    `${run.accessibility}`,
    `${run.bestPractices}`,
    `${run.seo}`,
    seconds(run.lcp),
    seconds(run.fcp),
    seconds(run.speedIndex),
    millis(run.tbt),
    run.cls.toFixed(3),
    empty ? ratio(run.lcp, empty.lcp) : "–",
    empty ? ratio(run.tbt, empty.tbt) : "–",
  ];
};

const lighthouseHead = [
  "Page",
  "Perf.",
  "A11y",
  "Best Pr.",
  "SEO",
  "LCP",
  "FCP",
  "Speed Index",
  "TBT",
  "CLS",
  "LCP ÷ empty",
  "TBT ÷ empty",
];

const lighthouseSection = (result: BenchResult): string[] => [
  "### Lighthouse (medians)",
  "",
  table(
    lighthouseHead,
    measuredPages(result).map((page) => lighthouseRow(page, result.reference)),
  ),
  "",
  ...(result.reference
    ? [
        "The empty page is a valid German page with a title and one heading, served the same way and measured in turns with the site: the ratios say what the site costs beyond what the host and Lighthouse cost.",
        "",
      ]
    : []),
];

/** What the first round trip delivers of each page's HTML (round-trip.ts). */
const roundTripSection = (result: BenchResult): string[] => {
  const measured = result.routes.flatMap(({ route, roundTrip }) =>
    roundTrip ? [{ route, roundTrip }] : [],
  );
  if (measured.length === 0) return [];
  return [
    `### The first round trip (${FIRST_ROUND_TRIP / KB} KB of brotli)`,
    "",
    table(
      ["Page", "HTML raw", "HTML brotli", "In one round trip", "Arrives first"],
      measured.map(({ route, roundTrip }) => [
        route,
        `${kb(roundTrip.raw)} KB`,
        `${kb(roundTrip.compressed)} KB`,
        roundTrip.rawInFirstRoundTrip === roundTrip.raw
          ? "all of it"
          : `${kb(roundTrip.rawInFirstRoundTrip)} of ${kb(roundTrip.raw)} KB`,
        roundTrip.rawInFirstRoundTrip === roundTrip.raw
          ? "the whole page"
          : `head, header, title and contents, the text up to „${roundTrip.lastHeading ?? "?"}“`,
      ]),
    ),
    "",
    "A page larger than one round trip still shows its first screen after it when that screen lies in the part that arrives first: the browser parses and paints the document as it streams in, with the CSS in the head.",
    "",
  ];
};

/** The inline scripts' bytes, raw / gzip, and how many there are. */
const inlineCell = (inline: Resource[]): string => {
  const sum = (key: "raw" | "gzip"): number =>
    inline.reduce((total, script) => total + script[key], 0);
  return inline.length === 0 ? "–" : `${kb(sum("raw"))} / ${kb(sum("gzip"))} (${inline.length})`;
};

const bytesRow = ({ route, bytes, inlineScripts }: BenchResult["routes"][number]): string[] => [
  route,
  ...resourceKinds.map((kind) =>
    bytes[kind].count === 0 ? "–" : `${kb(bytes[kind].raw)} / ${kb(bytes[kind].gzip)}`,
  ),
  `**${kb(bytes.total.raw)} / ${kb(bytes.total.gzip)}**`,
  `${bytes.total.count}`,
  inlineCell(inlineScripts ?? []),
];

const bytesSection = (result: BenchResult): string[] => [
  "### Bytes of a first visit (KB = 1024 B; raw / gzip -9)",
  "",
  table(
    ["Page", ...resourceKinds.map((kind) => kindLabels[kind]), "Total", "Requests", "Inline JS"],
    result.routes.map(bytesRow),
  ),
  "",
  "Inline JS is part of the HTML's bytes; it is listed apart because the JavaScript budget counts it.",
  "",
];

const targetsSection = (result: BenchResult): string[] => [
  "### Targets",
  "",
  table(
    ["Target", "Goal", "Measured", "Met"],
    evaluateTargets(result).map((target) => [
      target.name,
      target.target,
      target.value,
      target.met ? "yes" : "**no**",
    ]),
  ),
];

/** A figure and its change since the previous run, e.g. "0.80 s (−0.20 s)". */
const delta = (now: number, then: number, format: (n: number) => string): string =>
  `${format(now)} (${now - then >= 0 ? "+" : "−"}${format(Math.abs(now - then))})`;

const comparisonRow = (
  { route, median: run, bytes }: BenchResult["routes"][number],
  previous: BenchResult,
): string[] => {
  const before = previous.routes.find((entry) => entry.route === route);
  if (!before) return [route, "new", "new", "new", "new"];
  return [
    route,
    delta(run.performance, before.median.performance, String),
    delta(run.lcp, before.median.lcp, seconds),
    delta(run.tbt, before.median.tbt, millis),
    delta(bytes.total.gzip, before.bytes.total.gzip, (n) => `${kb(n)} KB`),
  ];
};

/** Each page beside the previous run, if there is one. */
const comparisonSection = (result: BenchResult, previous?: BenchResult): string[] =>
  previous
    ? [
        "",
        `### Compared with the run of ${minute(previous.date)} (commit ${previous.commit})`,
        "",
        table(
          ["Page", "Perf.", "LCP", "TBT", "First visit gzip"],
          result.routes.map((route) => comparisonRow(route, previous)),
        ),
      ]
    : [];

/** The run as Markdown: machine, builds, Lighthouse medians, bytes, targets, comparison. */
export const toMarkdown = (result: BenchResult, previous?: BenchResult): string => {
  const lines = [
    ...headingSection(result),
    ...buildSection(result),
    ...lighthouseSection(result),
    ...roundTripSection(result),
    ...bytesSection(result),
    ...targetsSection(result),
    ...comparisonSection(result, previous),
  ];
  return `${lines.join("\n")}\n`;
};
