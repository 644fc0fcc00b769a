import { stableName, type Resource, type ResourceKind } from "./first-visit";

/**
 * Byte budgets for the landing page, checked on the built site by `npm test`. Sizes are bytes
 * as Netlify sends them, brotli (compression.ts); 1 KB here is 1024 bytes, the unit
 * Lighthouse and webpack report in.
 */

export const KB = 1024;

export type ByteBudget = {
  name: string;
  route: string;
  /** Kinds of resource the budget counts; "all" is everything the first visit transfers */
  kinds: ReadonlyArray<ResourceKind> | "all";
  maxBrotli: number;
};

export const byteBudgets: ReadonlyArray<ByteBudget> = [
  // The first response fits the first TCP round trip (10 segments of ~1.4 KB).
  { name: "HTML of /", route: "/", kinds: ["html"], maxBrotli: 14 * KB },
  // Everything a first visit to the landing page transfers: the page, its icon.
  { name: "First visit to /", route: "/", kinds: "all", maxBrotli: 20 * KB },
];

/**
 * JavaScript of any page, script files and inline scripts together: the hand-written
 * enhancements of src/enhancements/ and nothing else.
 */
export const javascriptBudget = { name: "JavaScript", kinds: ["js"], maxBrotli: 2 * KB } as const;

/** Brotli bytes per file (hash-free name) and route, as last accepted: `npm run budget:baseline`. */
export type Baseline = Record<string, Record<string, number>>;

type BudgetResult = {
  budget: ByteBudget;
  brotli: number;
  files: ReadonlyArray<Resource>;
  /** Bytes over the budget, 0 when within */
  over: number;
};

export const evaluateBudget = (
  budget: ByteBudget,
  resources: ReadonlyArray<Resource>,
): BudgetResult => {
  const files = resources.filter(
    (resource) => budget.kinds === "all" || budget.kinds.includes(resource.kind),
  );
  const brotli = files.reduce((sum, file) => sum + file.brotli, 0);
  return { budget, brotli, files, over: Math.max(0, brotli - budget.maxBrotli) };
};

const bytes = (count: number): string => `${count.toLocaleString("en-US")} B`;
const signed = (count: number): string => `${count > 0 ? "+" : "−"}${bytes(Math.abs(count))}`;

/**
 * The failure message of a budget that is exceeded: by how much, which files grew since the
 * baseline (or are new), and every file counted, largest first.
 */
export const budgetMessage = (result: BudgetResult, baseline: Baseline): string => {
  const { budget, brotli, files, over } = result;
  const before = baseline[budget.route] ?? {};
  const changes = files
    .map((file) => ({
      name: stableName(file.url),
      now: file.brotli,
      then: before[stableName(file.url)],
    }))
    .map((change) => ({ ...change, delta: change.now - (change.then ?? 0) }))
    .filter((change) => change.then === undefined || change.delta > 0)
    .sort((a, b) => b.delta - a.delta);
  const lines = [
    `${budget.name}: ${bytes(brotli)} brotli, ${bytes(over)} over its budget of ` +
      `${budget.maxBrotli / KB} KB (${bytes(budget.maxBrotli)}).`,
    changes.length > 0
      ? "Grown since tools/bench/baseline.json:"
      : "No file grew since tools/bench/baseline.json; the baseline is out of date.",
    ...changes.map((change) =>
      change.then === undefined
        ? `  ${change.name}: new, ${bytes(change.now)}`
        : `  ${change.name}: ${bytes(change.then)} → ${bytes(change.now)} (${signed(change.delta)})`,
    ),
    "Counted:",
    ...[...files]
      .sort((a, b) => b.brotli - a.brotli)
      .map((file) => `  ${stableName(file.url)} (${file.kind}): ${bytes(file.brotli)}`),
  ];
  return lines.join("\n");
};

/** The baseline for a set of routes: brotli bytes of each file a first visit loads. */
export const baselineOf = (visits: Record<string, ReadonlyArray<Resource>>): Baseline =>
  Object.fromEntries(
    Object.entries(visits).map(([route, resources]) => [
      route,
      Object.fromEntries(resources.map((resource) => [stableName(resource.url), resource.brotli])),
    ]),
  );
