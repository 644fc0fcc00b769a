/**
 * The one check a pull request must pass (job "Tests" in .github/workflows/ci.yml). Its jobs run
 * by lane, so most of them are skipped on any run, and GitHub counts a skipped required job as
 * passed and a never-started one as pending forever; a job that always runs and judges the others
 * reports in every case, whichever paths changed. It passes when the lane was decided and every
 * job of that lane succeeded, and fails on anything else: a failed, cancelled or skipped job of
 * the lane, a job of the other lane that ran (the lane decision went wrong), an unknown lane.
 */

/** The jobs of each lane, by their ids in ci.yml. */
const LANES = {
  content: ["content"],
  full: ["unit", "site", "develop"],
};

/**
 * @param {Record<string, { result: string, outputs?: Record<string, string> }>} needs the `needs`
 *   context of the judging job, as toJSON(needs) gives it
 * @returns {string[]} what is wrong; empty when the check passes
 */
function verdictOf(needs) {
  const scope = needs.scope;
  if (!scope || scope.result !== "success") {
    return [`the lane was not decided (scope: ${scope ? scope.result : "missing"})`];
  }
  const lane = scope.outputs?.lane;
  if (!lane || !Object.hasOwn(LANES, lane)) return [`unknown lane "${lane}"`];
  const expected = LANES[lane];
  const problems = [];
  for (const job of Object.values(LANES).flat()) {
    const result = needs[job]?.result ?? "missing";
    if (expected.includes(job) && result !== "success") problems.push(`${job}: ${result}`);
    if (!expected.includes(job) && result !== "skipped") {
      problems.push(`${job} belongs to the other lane and ended "${result}"`);
    }
  }
  return problems;
}

if (require.main === module) {
  const needs = JSON.parse(process.env.NEEDS ?? "{}");
  const problems = verdictOf(needs);
  for (const problem of problems) console.error(`✖ ${problem}`);
  if (problems.length === 0) console.log(`lane ${needs.scope.outputs.lane}: every job passed`);
  process.exit(problems.length === 0 ? 0 : 1);
}

module.exports = { LANES, verdictOf };
