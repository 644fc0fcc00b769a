import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import yaml from "js-yaml";
import {
  legalVersionsFile,
  type LegalVersionsFile,
} from "../../../../gatsby-node/legal-versions-file";
import { dayBefore, germanDay } from "../../../../plugins/gatsby-source-passform/check";
import { loadContent } from "../../../../plugins/gatsby-source-passform/disk";
import type { VersionStart } from "../../decide";
import type { Get } from "../../live-site";

/**
 * What the tests of tools/legal-day/ share: the versions data/ has today, a copy of data/ with a
 * new version added, the moments of the workflow's runs on a German day, and the live site as a
 * build on some day left it.
 */

export const root = path.resolve(__dirname, "../../../..");
const dataDir = path.join(root, "data");

/** The versions in data/, read as the tool reads them, and the file of each. */
export const versionsInData = (): Array<VersionStart & { file: string }> =>
  loadContent(dataDir).legal.flatMap(({ file, slug, frontmatter }) =>
    slug && frontmatter?.validFrom ? [{ file, slug, validFrom: frontmatter.validFrom }] : [],
  );

/** Whether `moment` lies in the first hour of its German day (00:00 to 00:59 in Germany). */
export const inFirstGermanHour = (moment: Date): boolean =>
  germanDay(moment) !== germanDay(new Date(moment.getTime() - 3_600_000));

/**
 * The daily UTC times of the workflow's schedule ("7 23 * * *" → 23:07) on the UTC days around
 * German `day`, each with its cron expression, keeping those that fall on `day` in Germany.
 */
export const runsOn = (day: string, crons: ReadonlyArray<string>) =>
  [dayBefore(day), day]
    .flatMap((utcDay) =>
      crons.map((cron) => {
        const [minute = "", hour = ""] = cron.split(" ");
        const moment = new Date(
          `${utcDay}T${hour.padStart(2, "0")}:${minute.padStart(2, "0")}:00Z`,
        );
        return { cron, moment };
      }),
    )
    .filter(({ moment }) => germanDay(moment) === day);

export const workflowPath = path.join(root, ".github/workflows/legal-version-day.yml");

/** The cron expressions of the workflow's schedule. */
export const workflowCrons = (): string[] => {
  const workflow = yaml.safeLoad(readFileSync(workflowPath, "utf8")) as {
    on: { schedule?: Array<{ cron: string }> };
  };
  return (workflow.on.schedule ?? []).map(({ cron }) => cron);
};

/** The workflow's run in the first hour of German `day`, and its later one that day. */
export const firstAndLaterRun = (day: string) => {
  const runs = runsOn(day, workflowCrons());
  const first = runs.find(({ moment }) => inFirstGermanHour(moment));
  const later = runs.find(({ moment }) => !inFirstGermanHour(moment));
  if (!first || !later) throw new Error(`no first and later run on ${day}`);
  return { first, later };
};

/**
 * A copy of data/ in which the first versioned text has a new version from `validFrom`
 * (or a frontmatter value that is not a day, for a content problem); removed after each test.
 */
export const dataWithNewVersion = (validFrom: string) => {
  const [base] = versionsInData();
  if (!base) throw new Error("data/legal/ has no text with validFrom");
  const dir = mkdtempSync(path.join(tmpdir(), "passform-legal-day-"));
  cpSync(dataDir, dir, { recursive: true });
  const original = readFileSync(path.join(root, base.file), "utf8");
  const text = original.replace(
    /^validFrom: .*$/m,
    `validFrom: "${validFrom}"\nchanges: "Die Fristen in § 3 sind neu geregelt."`,
  );
  if (text === original) throw new Error(`${base.file} has no validFrom line`);
  const file = `legal/${path.basename(base.file, ".md")}-${validFrom}.md`;
  writeFileSync(path.join(dir, file), text);
  return {
    dir,
    slug: base.slug,
    file: `data/${file}`,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
};

/** The /legal-versions.json that a build of `dataDir` for `day` writes. */
export const builtFor = (dataDir: string, day: string): LegalVersionsFile =>
  legalVersionsFile(loadContent(dataDir).legal, day);

/**
 * The live site, answering each GET with what `answer` says: a built file, or a text (status
 * 200 both); a status without the file; or a failure to reach it. It keeps the addresses asked.
 */
export const liveSite = (answer: () => LegalVersionsFile | string | number | Error) => {
  const asked: URL[] = [];
  const get: Get = async (url) => {
    asked.push(url);
    const value = answer();
    if (value instanceof Error) throw value;
    if (typeof value === "number") return { status: value, body: "Not Found" };
    return { status: 200, body: typeof value === "string" ? value : JSON.stringify(value) };
  };
  return { get, asked };
};
