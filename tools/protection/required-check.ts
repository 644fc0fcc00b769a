import { readFileSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";

/**
 * The name of CI's one required check: the job of .github/workflows/ci.yml that judges the lane
 * (it runs tools/ci/required-check.js). GitHub names a job's check by the job's `name`, or by its
 * id where it has none.
 */

type Workflow = { jobs?: Record<string, { name?: unknown; steps?: Array<{ run?: unknown }> }> };

export const requiredCheckName = (root: string): string => {
  const file = path.join(root, ".github/workflows/ci.yml");
  const { jobs = {} } = (yaml.safeLoad(readFileSync(file, "utf8")) ?? {}) as Workflow;
  const judge = Object.entries(jobs).find(([, job]) =>
    (job.steps ?? []).some(
      (step) => typeof step.run === "string" && step.run.includes("tools/ci/required-check.js"),
    ),
  );
  if (!judge) throw new Error(`${file}: no job runs tools/ci/required-check.js`);
  const [id, { name = id }] = judge;
  if (typeof name !== "string" || name.includes("${{")) {
    throw new Error(`${file}: the job ${id} has no fixed name`);
  }
  return name;
};
