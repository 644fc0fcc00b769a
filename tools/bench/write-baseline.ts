/**
 * After `npm run build`: records the brotli bytes of every file a first visit to each page loads,
 * and of each script inside the page, in tools/bench/baseline.json. A budget that fails names the files that grew since then;
 * run this (npm run budget:baseline) and commit the file when an increase is accepted.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { baselineOf } from "./budgets";
import { builtRoutes } from "../pipeline/built-files";
import { firstVisit, inlineScripts } from "./first-visit";

const publicDir = path.resolve(__dirname, "../../public");
const baselineFile = path.resolve(__dirname, "baseline.json");

const visits = Object.fromEntries(
  builtRoutes(publicDir).map((route) => [
    route,
    [...firstVisit(publicDir, route), ...inlineScripts(publicDir, route)],
  ]),
);
writeFileSync(baselineFile, `${JSON.stringify(baselineOf(visits), null, 2)}\n`);
console.log(`Baseline of ${Object.keys(visits).length} pages → tools/bench/baseline.json`);
