/**
 * Which lane of CI a run takes (.github/workflows/ci.yml), and the npm scripts the lane runs, one
 * job each: "content" for a pull request that changes only what editors change (data/,
 * path-kinds.js), which runs what content can break (`npm run test:content`) so that an
 * editor's change is live within minutes; "full" for every other pull request and every push to
 * main, the whole suite (`npm test`) cut into parts that run side by side. Writes `lane=…` and
 * `parts=[…]` for GitHub's step outputs and says why on stderr.
 *
 * On a pull request, Actions checks out the merge of the pull request into its base; its first
 * parent is the base, so HEAD^1..HEAD is exactly what the pull request changes (a checkout with
 * fetch-depth 2 holds both).
 */

const { appendFileSync } = require("node:fs");
const { changedFiles, kindOf } = require("./path-kinds");

/** The npm scripts of each lane; the full lane's together run what `npm test` runs. */
const LANES = {
  content: ["test:content"],
  full: ["test:fast", "test:site", "test:builds", "test:develop"],
};

/**
 * @param {string | undefined} event GITHUB_EVENT_NAME
 * @param {() => string[]} changes the files the pull request changes
 * @returns {{ lane: "content" | "full", reason: string }}
 */
function laneOf(event, changes) {
  if (event !== "pull_request") return { lane: "full", reason: `event ${event ?? "unknown"}` };
  const files = changes();
  if (files.length === 0) return { lane: "full", reason: "no file changed" };
  const code = files.filter((file) => kindOf(file) !== "content");
  if (code.length > 0) return { lane: "full", reason: `changes ${code.join(", ")}` };
  return { lane: "content", reason: `only data/ changed (${files.length} files)` };
}

if (require.main === module) {
  const { lane, reason } = laneOf(process.env.GITHUB_EVENT_NAME, () =>
    changedFiles("HEAD^1", "HEAD", process.cwd()),
  );
  console.error(`lane ${lane}: ${reason}`);
  const lines = `lane=${lane}\nparts=${JSON.stringify(LANES[lane])}\n`;
  if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, lines);
  else process.stdout.write(lines);
}

module.exports = { LANES, laneOf };
