/** npm run build: the build's steps in order (steps.ts); exits non-zero if one fails. */
import path from "node:path";
import { runPipeline } from "./pipeline";
import { buildSteps } from "./steps";

void runPipeline(buildSteps, path.resolve(__dirname, "../..")).then((ok) => {
  process.exitCode = ok ? 0 : 1;
});
