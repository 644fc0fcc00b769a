/**
 * npx tsx tools/legal-day/cli.ts [--build] [--now 2027-03-01T00:07+01:00] [--site https://…]:
 * whether the live site is behind what a build today would publish (a new version of a legal
 * text has started, security.txt is due), by the live site's /legal-versions.json, and if so, the
 * production build through Netlify's build hook in NETLIFY_BUILD_HOOK (run.ts). The workflow
 * legal-version-day.yml runs it twice a night and by hand. `--build` starts the build even if the
 * live site is current (to try the hook); `--now` decides for another moment than now (to see
 * what a day will do; the live site is asked as it is now); `--site` asks another site than
 * data/site.json's siteUrl (a deploy preview, or `npm run serve` on this machine).
 *
 * `--decide` only decides and starts nothing, needing no hook: the workflow's first job, which
 * has no secret, runs it so, and hands `build=true|false` and the build's `title` to the job that
 * POSTs to the hook, as step outputs in the file GITHUB_OUTPUT names.
 *
 * Exit status 0 when it did what was due, 1 when a build was due and could not be started, the
 * live site could not tell its state or data/ has a problem, 2 on a mistake in the command line.
 * In GitHub Actions, warnings and errors are annotations, shown on the run's page.
 */
import { appendFileSync } from "node:fs";
import path from "node:path";
import { commandOptions, runCommand, UsageError } from "../command-line";
import { postWithFetch } from "./build-hook";
import { getWithFetch } from "./live-site";
import { runLegalDay, type Line } from "./run";

const USAGE =
  "Aufruf: npx tsx tools/legal-day/cli.ts [--decide] [--build] [--now ZEITPUNKT] [--site ADRESSE]";

const isWebAddress = (value: string): boolean =>
  URL.canParse(value) && ["http:", "https:"].includes(new URL(value).protocol);

/** The run as the command line describes it; throws a UsageError on a mistake. */
const runFrom = (args: string[]) => {
  const values = commandOptions(args, {
    build: { type: "boolean" },
    decide: { type: "boolean" },
    now: { type: "string" },
    site: { type: "string" },
  });
  const now = values.now === undefined ? new Date() : new Date(values.now);
  if (Number.isNaN(now.getTime())) {
    throw new UsageError(
      `--now „${values.now}“ ist kein Zeitpunkt; erwartet z. B. 2027-03-01T00:07+01:00`,
    );
  }
  if (values.site !== undefined && !isWebAddress(values.site)) {
    throw new UsageError(
      `--site „${values.site}“ ist keine Adresse; erwartet z. B. https://www.passform.example`,
    );
  }
  return {
    now,
    buildAnyway: values.build === true,
    site: values.site,
    decideOnly: values.decide === true,
  };
};

/** A line as GitHub Actions reads a warning or an error: an annotation on the run's page. */
const annotated = ({ level, text }: Line): string => {
  if (level === "info" || process.env.GITHUB_ACTIONS !== "true") return text;
  const escaped = text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
  return `::${level}::${escaped}`;
};

const main = async (): Promise<number> => {
  const parsed = runFrom(process.argv.slice(2));
  const { lines, exitCode, due } = await runLegalDay({
    ...parsed,
    dataDir: path.resolve(__dirname, "../../data"),
    hook: process.env.NETLIFY_BUILD_HOOK,
    post: postWithFetch,
    get: getWithFetch,
  });
  for (const line of lines) {
    const stream = line.level === "info" ? process.stdout : process.stderr;
    stream.write(`${annotated(line)}\n`);
  }
  if (parsed.decideOnly && process.env.GITHUB_OUTPUT) handOn(process.env.GITHUB_OUTPUT, due);
  return exitCode;
};

/** The step's outputs for the job that starts the build: whether it is due, and its title. */
const handOn = (file: string, title: string | undefined): void => {
  const oneLine = (title ?? "").replace(/[\r\n]+/g, " ");
  appendFileSync(file, `build=${title !== undefined}\ntitle=${oneLine}\n`);
};

runCommand("tools/legal-day/cli.ts", USAGE, main);
