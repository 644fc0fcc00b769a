import { byteBudgets, evaluateBudget, javascriptBudget, KB } from "./budgets";
import { resourceKinds, type Resource, type ResourceKind, type Totals } from "./first-visit";
import { median, type LighthouseRun } from "./lighthouse";

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
  /** Milliseconds of `npm run build`, which starts from `gatsby clean` */
  builds: { coldMs: number } | null;
  routes: Array<{
    route: string;
    runs: LighthouseRun[];
    median: LighthouseRun;
    bytes: Totals;
    resources: Resource[];
    /** The JavaScript inside the page (counted in its HTML's bytes); absent in older runs */
    inlineScripts?: Resource[];
  }>;
};

export type Target = { name: string; target: string; value: string; met: boolean };

const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;
/** A build's duration, to a tenth of a second. */
export const buildTime = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
/** A run's ISO date to the minute, e.g. "2026-11-22 08:27". */
const minute = (isoDate: string): string => isoDate.slice(0, 16).replace("T", " ");
const millis = (ms: number): string => `${Math.round(ms)} ms`;
const kb = (bytes: number): string => `${(bytes / KB).toFixed(1)}`;

/** The issue's targets, each with the worst value over all routes. */
export const evaluateTargets = (result: BenchResult): Target[] => {
  const worst = (pick: (run: LighthouseRun) => number, direction: "min" | "max"): number => {
    const values = result.routes.map((route) => pick(route.median));
    return direction === "min" ? Math.min(...values) : Math.max(...values);
  };
  const categories = [
    ["Performance", (run: LighthouseRun) => run.performance],
    ["Accessibility", (run: LighthouseRun) => run.accessibility],
    ["Best Practices", (run: LighthouseRun) => run.bestPractices],
    ["SEO", (run: LighthouseRun) => run.seo],
  ] as const;
  const landing = result.routes.find((route) => route.route === "/");
  return [
    ...categories.map(([name, pick]) => {
      const value = worst(pick, "min");
      return {
        name: `Lighthouse ${name}, every page`,
        target: "100",
        value: `${value}`,
        met: value === 100,
      };
    }),
    ...(
      [
        ["LCP", (run: LighthouseRun) => run.lcp, 800, seconds],
        ["TBT", (run: LighthouseRun) => run.tbt, 50, millis],
      ] as const
    ).map(([name, pick, limit, format]) => {
      const value = worst(pick, "max");
      return {
        name: `Median ${name}, every page`,
        target: `≤ ${format(limit)}`,
        value: format(value),
        met: value <= limit,
      };
    }),
    (() => {
      const value = worst((run) => run.cls, "max");
      return {
        name: "Median CLS, every page",
        target: "0",
        value: value.toFixed(3),
        met: value === 0,
      };
    })(),
    ...(result.builds
      ? [
          {
            name: "Build (npm run build, from gatsby clean)",
            target: "< 60 s",
            value: buildTime(result.builds.coldMs),
            met: result.builds.coldMs < 60_000,
          },
        ]
      : []),
    (() => {
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
    })(),
    ...(landing
      ? byteBudgets.map((budget) => {
          const { brotli, over } = evaluateBudget(budget, landing.resources);
          return {
            name: `${budget.name} (brotli)`,
            target: `≤ ${budget.maxBrotli / KB} KB`,
            value: `${kb(brotli)} KB`,
            met: over === 0,
          };
        })
      : []),
  ];
};

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

/** The run as Markdown: machine, builds, Lighthouse medians, bytes, targets, comparison. */
export const toMarkdown = (result: BenchResult, previous?: BenchResult): string => {
  const { machine } = result;
  const lines = [
    `## Benchmark ${minute(result.date)} UTC, commit ${result.commit}${result.dirty ? " (with uncommitted changes)" : ""}`,
    "",
    `Machine: ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGiB} GiB, ${machine.os}; ` +
      `Node ${machine.node}, ${machine.chromium}, Lighthouse ${machine.lighthouse} ` +
      `(default mobile settings, simulated throttling), median of ${result.runsPerRoute} run${result.runsPerRoute === 1 ? "" : "s"} per page. ` +
      `Lighthouse's benchmark index of this host: ${Math.round(
        median(result.routes.flatMap((route) => route.runs.map((run) => run.benchmarkIndex))),
      )} (its 4× CPU slowdown is calibrated for about 1,500; a slower host inflates TBT).`,
    "",
  ];
  if (result.builds) {
    lines.push(`Build: ${buildTime(result.builds.coldMs)} (npm run build, from gatsby clean).`, "");
  }
  lines.push(
    "### Lighthouse (medians)",
    "",
    table(
      ["Page", "Perf.", "A11y", "Best Pr.", "SEO", "LCP", "FCP", "Speed Index", "TBT", "CLS"],
      result.routes.map(({ route, median: run }) => [
        route,
        `${run.performance}`,
        `${run.accessibility}`,
        `${run.bestPractices}`,
        `${run.seo}`,
        seconds(run.lcp),
        seconds(run.fcp),
        seconds(run.speedIndex),
        millis(run.tbt),
        run.cls.toFixed(3),
      ]),
    ),
    "",
    "### Bytes of a first visit (KB = 1024 B; raw / gzip -9)",
    "",
    table(
      ["Page", ...resourceKinds.map((kind) => kindLabels[kind]), "Total", "Requests", "Inline JS"],
      result.routes.map(({ route, bytes, inlineScripts }) => {
        const inline = inlineScripts ?? [];
        const sum = (key: "raw" | "gzip"): number =>
          inline.reduce((total, script) => total + script[key], 0);
        return [
          route,
          ...resourceKinds.map((kind) =>
            bytes[kind].count === 0 ? "–" : `${kb(bytes[kind].raw)} / ${kb(bytes[kind].gzip)}`,
          ),
          `**${kb(bytes.total.raw)} / ${kb(bytes.total.gzip)}**`,
          `${bytes.total.count}`,
          inline.length === 0 ? "–" : `${kb(sum("raw"))} / ${kb(sum("gzip"))} (${inline.length})`,
        ];
      }),
    ),
    "",
    "Inline JS is part of the HTML's bytes; it is listed apart because the JavaScript budget counts it.",
    "",
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
  );
  if (previous) {
    lines.push(
      "",
      `### Compared with the run of ${minute(previous.date)} (commit ${previous.commit})`,
      "",
      table(
        ["Page", "Perf.", "LCP", "TBT", "First visit gzip"],
        result.routes.map(({ route, median: run, bytes }) => {
          const before = previous.routes.find((entry) => entry.route === route);
          if (!before) return [route, "new", "new", "new", "new"];
          const delta = (now: number, then: number, format: (n: number) => string): string =>
            `${format(now)} (${now - then >= 0 ? "+" : "−"}${format(Math.abs(now - then))})`;
          return [
            route,
            delta(run.performance, before.median.performance, String),
            delta(run.lcp, before.median.lcp, seconds),
            delta(run.tbt, before.median.tbt, millis),
            delta(bytes.total.gzip, before.bytes.total.gzip, (n) => `${kb(n)} KB`),
          ];
        }),
      ),
    );
  }
  return `${lines.join("\n")}\n`;
};
