/**
 * npm run bench [-- --runs=5] [--skip-build] [--cpu-slowdown=8]
 *
 * Builds the production site (npm run build, which starts from `gatsby clean`), serves public/
 * through Netlify's own engines (its headers) with brotli/gzip, runs Lighthouse with its default
 * mobile settings several times per page against the system's Chromium, beside an empty page served the same
 * way, and prints the medians, their ratios to the empty page, the host's benchmark index, the
 * bytes of a first visit, what the first round trip delivers and the targets. Results go to bench-results/ (ignored by git) as Markdown and
 * JSON; the previous run, if there is one, is shown for comparison.
 */
import { execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { scriptOptions } from "../command-line";
import { startStaticServer } from "../static-server";
import { toMarkdown } from "./bench-report";
import { buildTime, type BenchResult } from "./bench-result";
import { evaluateTargets } from "./targets";
import { builtRoutes, htmlFileFor } from "../pipeline/built-files";
import { firstVisit, inlineScripts, totals } from "./first-visit";
import {
  CHROMIUM_PATH,
  DEFAULT_CPU_SLOWDOWN,
  medianRun,
  startAuditor,
  type Auditor,
  type LighthouseRun,
} from "./lighthouse";
import { firstRoundTrip } from "./round-trip";

const root = path.resolve(__dirname, "../..");
const publicDir = path.join(root, "public");
const resultsDir = path.join(root, "bench-results");

const USAGE = "Aufruf: npm run bench [-- --runs=ANZAHL] [--skip-build] [--cpu-slowdown=FAKTOR]";

/**
 * The command line: runs per page, whether to build, and Lighthouse's CPU slowdown (more than
 * its 4× stands in for a slower host: lighthouse.ts). On a mistake the usage, exit status 2.
 */
const commandLine = (): { runs: number; cpuSlowdown: number; skipBuild: boolean } => {
  const values = scriptOptions(USAGE, {
    runs: { type: "string" },
    "cpu-slowdown": { type: "string" },
    "skip-build": { type: "boolean" },
  });
  const runs = Number(values.runs ?? 5);
  const cpuSlowdown = Number(values["cpu-slowdown"] ?? DEFAULT_CPU_SLOWDOWN);
  if (Number.isInteger(runs) && runs > 0 && cpuSlowdown >= 1) {
    return { runs, cpuSlowdown, skipBuild: values["skip-build"] ?? false };
  }
  console.error(`Ungültiger Wert in „${process.argv.slice(2).join(" ")}“\n${USAGE}`);
  return process.exit(2);
};
const { runs, cpuSlowdown, skipBuild } = commandLine();

const step = (message: string): void => console.log(`\n▸ ${message}`);
const progress = (message: string): void => console.log(`  ${message}`);

/** Runs a command with its output in a log file; resolves to the milliseconds it took. */
const timed = async (command: string, args: string[], log: string): Promise<number> => {
  const out = openSync(log, "w");
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: root,
    stdio: ["ignore", out, out],
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
  });
  const [code] = await once(child, "exit");
  if (code === 0) return performance.now() - started;
  throw new Error(`${command} ${args.join(" ")} failed (exit ${code}); see ${log}`);
};

const git = (...args: string[]): string =>
  execFileSync("git", args, { cwd: root, encoding: "utf8" }).trim();

const machine = (): BenchResult["machine"] => ({
  os: `${os.type()} ${os.release()}`,
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model.replace(/\s+/g, " ").trim() ?? "unknown CPU",
  memoryGiB: Math.round(os.totalmem() / 2 ** 30),
  node: process.versions.node,
  chromium: execFileSync(CHROMIUM_PATH, ["--version"], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
  }).trim(),
  lighthouse: (
    JSON.parse(readFileSync(path.join(root, "node_modules/lighthouse/package.json"), "utf8")) as {
      version: string;
    }
  ).version,
});

/** The latest earlier run with the same CPU slowdown, the one to compare with. */
const previousResult = (): BenchResult | undefined => {
  if (!existsSync(resultsDir)) return undefined;
  return readdirSync(resultsDir)
    .filter((file) => /^bench-.*\.json$/.test(file))
    .sort()
    .reverse()
    .map((file) => JSON.parse(readFileSync(path.join(resultsDir, file), "utf8")) as BenchResult)
    .find((result) => (result.cpuSlowdown ?? DEFAULT_CPU_SLOWDOWN) === cpuSlowdown);
};

/**
 * The reference every figure is measured beside: a valid, empty German page, served the same
 * way, with the site's response headers (a header can cost as much as a page: see
 * security-headers.ts). What it costs is what the host and Lighthouse cost; the site's figures
 * are read as ratios to it, since absolute timings depend on the host.
 */
const EMPTY_PAGE = "empty page";
const emptyPage =
  '<!doctype html><html lang="de"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  "<title>Leere Seite</title>" +
  '<meta name="description" content="Eine leere Seite als Vergleichsmaß für den Benchmark.">' +
  "</head><body><main><h1>Leere Seite</h1></main></body></html>";

const writeEmptySite = (): string => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "passform-empty-"));
  writeFileSync(path.join(dir, "index.html"), emptyPage);
  writeFileSync(path.join(dir, "404.html"), emptyPage);
  copyFileSync(path.join(publicDir, "_headers"), path.join(dir, "_headers"));
  return dir;
};

/** Times `npm run build`, unless --skip-build measures public/ as it is. */
const buildSite = async (): Promise<BenchResult["builds"]> => {
  if (skipBuild) {
    step("Builds skipped (--skip-build): measuring public/ as it is");
    return null;
  }
  step("Build: npm run build (from gatsby clean)");
  const coldMs = await timed("npm", ["run", "build"], path.join(resultsDir, "build.log"));
  progress(`${buildTime(coldMs)} (log: bench-results/build.log)`);
  return { coldMs };
};

const serveLikeNetlify = (dir: string): ReturnType<typeof startStaticServer> =>
  startStaticServer(dir, { netlifyConfig: path.join(root, "netlify.toml"), compress: true });

/** Like a CDN edge after the first visitor: every file compressed once before measuring. */
const compressOnce = async (url: string, routes: string[]): Promise<void> => {
  for (const route of routes) {
    for (const resource of firstVisit(publicDir, route)) {
      for (const encoding of ["br", "gzip"]) {
        const response = await fetch(`${url}${resource.url}`, {
          headers: { "accept-encoding": encoding },
        });
        await response.arrayBuffer();
      }
    }
  }
};

type Page = { route: string; url: string };

/** Run by run over all pages, so the empty page and the site see the same host load. */
const auditInTurns = async (
  auditor: Auditor,
  pages: Page[],
): Promise<Map<string, LighthouseRun[]>> => {
  const results = new Map<string, LighthouseRun[]>(pages.map((page) => [page.route, []]));
  for (let run = 1; run <= runs; run += 1) {
    for (const page of pages) {
      const result = await auditor.audit(page.url);
      results.get(page.route)?.push(result);
      progress(
        `${page.route} run ${run}/${runs}: performance ${result.performance}, ` +
          `LCP ${(result.lcp / 1000).toFixed(2)} s, TBT ${Math.round(result.tbt)} ms, ` +
          `CLS ${result.cls.toFixed(3)}, benchmark index ${Math.round(result.benchmarkIndex)}`,
      );
    }
  }
  return results;
};

/**
 * Lighthouse's runs of every route and of the empty page, each served like Netlify; the
 * servers stop and the empty site is removed however the runs end.
 */
const runLighthouse = async (routes: string[]): Promise<Map<string, LighthouseRun[]>> => {
  step(
    `Serving public/ through Netlify's engines, and an empty page the same way; Lighthouse ${runs}× on the empty page and ${routes.join(", ")}, taking turns`,
  );
  const server = await serveLikeNetlify(publicDir);
  const emptySite = writeEmptySite();
  const reference = await serveLikeNetlify(emptySite);
  await compressOnce(server.url, routes);
  const auditor = await startAuditor({ cpuSlowdown });
  const pages = [
    { route: EMPTY_PAGE, url: `${reference.url}/` },
    ...routes.map((route) => ({ route, url: `${server.url}${route}` })),
  ];
  try {
    return await auditInTurns(auditor, pages);
  } finally {
    await auditor.close();
    await server.close();
    await reference.close();
    rmSync(emptySite, { recursive: true, force: true });
  }
};

/** A route's Lighthouse runs and their medians beside its bytes and its first round trip. */
const measureRoute = (route: string, routeRuns: LighthouseRun[]): BenchResult["routes"][number] => {
  const resources = firstVisit(publicDir, route);
  return {
    route,
    runs: routeRuns,
    median: medianRun(routeRuns),
    bytes: totals(resources),
    resources,
    inlineScripts: inlineScripts(publicDir, route),
    roundTrip: firstRoundTrip(readFileSync(path.join(publicDir, htmlFileFor(route)))),
  };
};

/** What was measured, with the commit and the machine it was measured on. */
const benchResult = (
  date: string,
  builds: BenchResult["builds"],
  routes: string[],
  results: Map<string, LighthouseRun[]>,
): BenchResult => {
  const referenceRuns = results.get(EMPTY_PAGE) ?? [];
  const measured = routes.map((route) => measureRoute(route, results.get(route) ?? []));
  return {
    date,
    commit: git("rev-parse", "--short", "HEAD"),
    dirty: git("status", "--porcelain").length > 0,
    machine: machine(),
    runsPerRoute: runs,
    cpuSlowdown,
    builds,
    reference: { route: EMPTY_PAGE, runs: referenceRuns, median: medianRun(referenceRuns) },
    routes: measured,
  };
};

/** The result as JSON and the report as Markdown in bench-results/, the report also printed. */
const writeResult = (result: BenchResult, markdown: string): void => {
  const stamp = result.date.replace(/[:.]/g, "-");
  writeFileSync(
    path.join(resultsDir, `bench-${stamp}.json`),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  writeFileSync(path.join(resultsDir, `bench-${stamp}.md`), markdown);
  console.log(`\n${markdown}`);
  console.log(`Written: bench-results/bench-${stamp}.md and .json`);
};

const printMissedTargets = (result: BenchResult): void => {
  const missed = evaluateTargets(result).filter((target) => !target.met);
  console.log(
    missed.length === 0
      ? "All targets met."
      : `Targets not met: ${missed.map((target) => `${target.name} (${target.value})`).join("; ")}`,
  );
};

const main = async (): Promise<void> => {
  mkdirSync(resultsDir, { recursive: true });
  const previous = previousResult();
  const date = new Date().toISOString();
  const builds = await buildSite();
  const routes = builtRoutes(publicDir);
  const results = await runLighthouse(routes);
  const result = benchResult(date, builds, routes, results);
  writeResult(result, toMarkdown(result, previous));
  printMissedTargets(result);
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
