/**
 * The one check a pull request must pass (job "Tests" in .github/workflows/ci.yml). The jobs that
 * test run by lane (lane.js), as a matrix whose parts only the lane decides; GitHub counts a
 * skipped required job as passed and one that never starts as pending forever, so a job that
 * always runs and judges the others reports in every case, whichever paths changed. It passes when
 * the lane was decided and every part of it passed and, on a pull request, the base's rules
 * (the job `rules`: the freeze of the legal versions by the base's code) passed; it fails on
 * anything else: a lane not decided or unknown, a part that failed or was cancelled, no part run
 * at all, the base's rules failed, skipped or missing on a pull request. The workflow runs this
 * file as the base has it, so a pull request cannot change the verdict on itself.
 */

const { LANES } = require("./lane");

/**
 * @param {Record<string, { result: string, outputs?: Record<string, string> }>} needs the `needs`
 *   context of the judging job (toJSON(needs)): `scope`, which decides the lane, `suite`, the
 *   matrix of its parts, and `rules`, the base's rules on a pull request
 * @param {string} [event] GITHUB_EVENT_NAME
 * @returns {string[]} what is wrong; empty when the check passes
 */
function verdictOf(needs, event) {
  const rules = needs.rules?.result ?? "missing";
  const ruled =
    event === "pull_request" && rules !== "success"
      ? [`the base's rules (freeze of the legal versions): ${rules}`]
      : [];
  return [...laneVerdict(needs), ...ruled];
}

/** @param {Record<string, { result: string, outputs?: Record<string, string> }>} needs */
function laneVerdict(needs) {
  const { scope, suite } = needs;
  if (!scope || scope.result !== "success") {
    return [`the lane was not decided (scope: ${scope ? scope.result : "missing"})`];
  }
  const lane = scope.outputs?.lane;
  if (!lane || !Object.hasOwn(LANES, lane)) return [`unknown lane "${lane}"`];
  const own = LANES[/** @type {keyof typeof LANES} */ (lane)];
  const parts = scope.outputs?.parts ?? "";
  if (parts !== JSON.stringify(own)) {
    return [`the ${lane} lane runs ${JSON.stringify(own)}, not ${parts}`];
  }
  const result = suite?.result ?? "missing";
  return result === "success" ? [] : [`${own.join(", ")}: ${result}`];
}

if (require.main === module) {
  const needs = JSON.parse(process.env.NEEDS ?? "{}");
  const problems = verdictOf(needs, process.env.EVENT);
  for (const problem of problems) console.error(`✖ ${problem}`);
  if (problems.length === 0) console.log(`lane ${needs.scope.outputs.lane}: every part passed`);
  process.exit(problems.length === 0 ? 0 : 1);
}

module.exports = { verdictOf };
