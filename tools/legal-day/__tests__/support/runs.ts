import { dayBefore, germanDay } from "../../../../plugins/gatsby-source-passform/check";
import type { LegalVersionsFile } from "../../../../gatsby-node/legal-versions-file";
import { runLegalDay, type Options } from "../../run";
import { builtFor, liveSite } from "./versions";

/**
 * One run of tools/legal-day/ in the tests, on a copy of data/: with a build hook that records
 * the URLs it was sent and answers `status`, and a live site that answers `live` (by default, as
 * a build for the day before the run's day left it). The hook's URL is a secret: no line of any
 * run may contain it.
 */

export const HOOK = "https://api.netlify.com/build_hooks/0123456789abcdef01234567";
export const SECRET = "0123456789abcdef01234567";

type RunOptions = Partial<Options> & {
  now: Date;
  /** The build hook's status */
  status?: number;
  /** What the live site answers */
  live?: () => LegalVersionsFile | string | number | Error;
};

export const runOn = async (dataDir: string, { status, live, ...options }: RunOptions) => {
  const posted: URL[] = [];
  const site = liveSite(live ?? (() => builtFor(dataDir, dayBefore(germanDay(options.now)))));
  const outcome = await runLegalDay({
    dataDir,
    buildAnyway: false,
    hook: HOOK,
    post: async (url) => {
      posted.push(url);
      return status ?? 200;
    },
    get: site.get,
    ...options,
  });
  const text = outcome.lines.map((line) => line.text).join("\n");
  expect(text).not.toContain(SECRET);
  return { ...outcome, text, posted, asked: site.asked };
};
