/**
 * npm run baselines: renews what e2e/baselines.spec.ts holds the pages against (accessibility
 * trees in Chromium and Firefox, Chromium's pictures at three widths), after a change that was
 * meant to change what visitors see, or after a browser update. Writes every baseline of the
 * installed browsers afresh, then removes the folders of browser versions no longer installed,
 * so e2e/baselines/ holds one version per browser. Look at the pictures in the pull request's
 * diff before committing them.
 */
import { spawnSync } from "node:child_process";
import { readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(__dirname, "..");
const baselines = path.join(root, "e2e/baselines");
/** A folder of one browser version's baselines, e.g. chromium-156. */
const VERSION_FOLDER = /^(chromium|firefox)-\d+$/;

const started = Date.now();
const run = spawnSync(
  path.join(root, "node_modules/.bin/playwright"),
  ["test", "--project=site", "e2e/baselines.spec.ts", "--update-snapshots=all"],
  { cwd: root, stdio: "inherit" },
);
if (run.status !== 0) process.exit(run.status ?? 1);

for (const folder of readdirSync(baselines).filter((name) => VERSION_FOLDER.test(name))) {
  const files = readdirSync(path.join(baselines, folder));
  const renewed = files.some(
    (file) => statSync(path.join(baselines, folder, file)).mtimeMs >= started,
  );
  if (!renewed) {
    rmSync(path.join(baselines, folder), { recursive: true });
    console.log(`e2e/baselines/${folder}/ removed: no installed browser has this version`);
  }
}
