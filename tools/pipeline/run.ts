/** npm run build: the build's steps in order (steps.ts); exits non-zero if one fails. */
import path from "node:path";
import { buildSteps, StepFailure, type Step } from "./steps";

/**
 * Runs the steps in order, each with its number, name and duration, and stops at the first
 * that fails, naming it. Resolves to true if every step succeeded.
 */
export const runPipeline = async (
  steps: ReadonlyArray<Step>,
  root: string,
  log: (line: string) => void = console.log,
): Promise<boolean> => {
  for (const [index, step] of steps.entries()) {
    const label = `${index + 1}/${steps.length} ${step.name}`;
    log(`▸ ${label}`);
    const started = performance.now();
    try {
      const outcome = await step.run(root);
      log(`✔ ${label} (${((performance.now() - started) / 1000).toFixed(1)} s): ${outcome}`);
    } catch (error) {
      log(`✖ ${label} – der Build bricht hier ab`);
      log(error instanceof StepFailure ? error.message : String((error as Error).stack ?? error));
      return false;
    }
  }
  return true;
};

if (require.main === module) {
  void runPipeline(buildSteps, path.resolve(__dirname, "../..")).then((ok) => {
    process.exitCode = ok ? 0 : 1;
  });
}
