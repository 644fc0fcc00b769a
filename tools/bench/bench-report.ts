import { KB } from "./budgets";
import {
  buildTime,
  kb,
  millis,
  ratio,
  seconds,
  type BenchResult,
  type MeasuredPage,
} from "./bench-result";
import { resourceKinds, type Resource, type ResourceKind } from "./first-visit";
import { median, type LighthouseRun } from "./lighthouse";
import { FIRST_ROUND_TRIP } from "./round-trip";
import { evaluateTargets } from "./targets";

/** A run's ISO date to the minute, e.g. "2026-11-22 08:27". */
const minute = (isoDate: string): string => isoDate.slice(0, 16).replace("T", " ");

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

/** The columns of a page's medians, its LCP and TBT also as multiples of the empty page's. */
const lighthouseColumns: Array<[string, (run: LighthouseRun, empty?: LighthouseRun) => string]> = [
  ["Perf.", (run) => `${run.performance}`],
  ["A11y", (run) => `${run.accessibility}`],
  ["Best Pr.", (run) => `${run.bestPractices}`],
  ["SEO", (run) => `${run.seo}`],
  ["LCP", (run) => seconds(run.lcp)],
  ["FCP", (run) => seconds(run.fcp)],
  ["Speed Index", (run) => seconds(run.speedIndex)],
  ["TBT", (run) => millis(run.tbt)],
  ["CLS", (run) => run.cls.toFixed(3)],
  ["LCP ÷ empty", (run, empty) => (empty ? ratio(run.lcp, empty.lcp) : "–")],
  ["TBT ÷ empty", (run, empty) => (empty ? ratio(run.tbt, empty.tbt) : "–")],
];

const lighthouseRow = ({ route, median: run }: MeasuredPage, result: BenchResult): string[] => [
  route === result.reference?.route ? `*${route}*` : route,
  ...lighthouseColumns.map(([, cell]) => cell(run, result.reference?.median)),
];

const lighthouseSection = (result: BenchResult): string[] => [
  "### Lighthouse (medians)",
  "",
  table(
    ["Page", ...lighthouseColumns.map(([head]) => head)],
    measuredPages(result).map((page) => lighthouseRow(page, result)),
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
