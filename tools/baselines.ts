/**
 * npm run baselines: renews what e2e/baselines.spec.ts holds the pages against (accessibility
 * trees in Chromium and Firefox, Chromium's pictures at three widths), after a change that was
 * meant to change what visitors see, or after a browser update. Writes every baseline of the
 * installed browsers that differs or is missing. The folders of other browser versions stay:
 * Debian does not give every machine of the project the same version (Chromium 150 and 156,
 * Firefox 140 and 153 ESR have been seen), and each must find its own; with `--prune` they go.
 * Look at the pictures in the pull request's diff before committing them.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { scriptOptions } from "./command-line";

const { prune = false } = scriptOptions("Aufruf: npm run baselines [-- --prune]", {
  prune: { type: "boolean" },
});
const root = path.resolve(__dirname, "..");
const baselines = path.join(root, "e2e/baselines");
/** A folder of one browser version's baselines, e.g. chromium-156. */
const VERSION_FOLDER = /^(chromium|firefox)-\d+$/;

/** The browsers the suite runs (playwright.config.ts, e2e/support/firefox.ts), by folder name. */
const installedFolder = (name: string, binary: string): string => {
  const version = execFileSync(binary, ["--version"], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
  });
  return `${name}-${/\d+/.exec(version)?.[0] ?? "unknown"}`;
};
const installed = [
  installedFolder("chromium", process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"),
  installedFolder("firefox", process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr"),
];

const run = spawnSync(
  path.join(root, "node_modules/.bin/playwright"),
  ["test", "--project=site", "e2e/baselines.spec.ts", "--update-snapshots=all"],
  { cwd: root, stdio: "inherit" },
);
if (run.status !== 0) process.exit(run.status ?? 1);

for (const folder of readdirSync(baselines).filter((name) => VERSION_FOLDER.test(name))) {
  if (installed.includes(folder)) continue;
  if (prune) rmSync(path.join(baselines, folder), { recursive: true });
  console.log(
    `e2e/baselines/${folder}/ ${prune ? "removed" : "kept (remove with --prune)"}: the installed browsers are ${installed.join(", ")}`,
  );
}
