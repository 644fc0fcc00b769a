/**
 * npx tsx tools/legal-day/cli.ts [--schedule "7 23 * * *"] [--build] [--now 2027-03-01T00:07+01:00]:
 * whether a new version of a legal text starts today, and if so, the production build through
 * Netlify's build hook in NETLIFY_BUILD_HOOK (run.ts). The workflow legal-version-day.yml runs it
 * after German midnight with the cron expression that started it (`--schedule`); without it the
 * run counts as started by hand. `--build` starts the build even if no version starts (to try the
 * hook); `--now` decides for another moment than now (to see what a day will do).
 *
 * Exit status 0 when it did what was due, 1 when a build was due and could not be started or
 * data/ has a problem, 2 on a mistake in the command line. In GitHub Actions, warnings and errors
 * are annotations, shown on the run's page.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { postWithFetch } from "./build-hook";
import { scheduledMoment, type Run } from "./decide";
import { runLegalDay, type Line } from "./run";

const USAGE =
  'Aufruf: npx tsx tools/legal-day/cli.ts [--schedule "MINUTE STUNDE * * *"] [--build] [--now ZEITPUNKT]';

/** The run as the command line describes it; throws with a German message on a mistake. */
const runFrom = (args: string[]): { run: Run; buildAnyway: boolean } => {
  let values: { schedule?: string; build?: boolean; now?: string };
  try {
    ({ values } = parseArgs({
      args,
      options: {
        schedule: { type: "string" },
        build: { type: "boolean" },
        now: { type: "string" },
      },
    }));
  } catch {
    throw new Error(`Unbekannte Angabe oder fehlender Wert in „${args.join(" ")}“`);
  }
  const now = values.now === undefined ? new Date() : new Date(values.now);
  if (Number.isNaN(now.getTime())) {
    throw new Error(
      `--now „${values.now}“ ist kein Zeitpunkt; erwartet z. B. 2027-03-01T00:07+01:00`,
    );
  }
  // An empty --schedule is a run by hand: the workflow passes github.event.schedule, which is
  // empty unless the schedule started it.
  const schedule = values.schedule?.trim();
  const run = schedule
    ? { moment: scheduledMoment(schedule, now), manual: false }
    : { moment: now, manual: true };
  return { run, buildAnyway: values.build === true };
};

/** A line as GitHub Actions reads a warning or an error: an annotation on the run's page. */
const annotated = ({ level, text }: Line): string => {
  if (level === "info" || process.env.GITHUB_ACTIONS !== "true") return text;
  const escaped = text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
  return `::${level}::${escaped}`;
};

const main = async (): Promise<number> => {
  let parsed: { run: Run; buildAnyway: boolean };
  try {
    parsed = runFrom(process.argv.slice(2));
  } catch (mistake) {
    process.stderr.write(`${(mistake as Error).message}\n${USAGE}\n`);
    return 2;
  }
  const { lines, exitCode } = await runLegalDay({
    ...parsed,
    dataDir: path.resolve(__dirname, "../../data"),
    hook: process.env.NETLIFY_BUILD_HOOK,
    post: postWithFetch,
  });
  for (const line of lines) {
    const stream = line.level === "info" ? process.stdout : process.stderr;
    stream.write(`${annotated(line)}\n`);
  }
  return exitCode;
};

main().then(
  (code) => {
    process.exitCode = code;
  },
  (unexpected: unknown) => {
    process.stderr.write(
      `tools/legal-day: unerwarteter Fehler\n${String((unexpected as Error)?.stack ?? unexpected)}\n`,
    );
    process.exitCode = 1;
  },
);
