/**
 * After `gatsby build` (npm run build): inspects every built page and stops with a list of
 * problems if one carries code the Content-Security-Policy must not allow; otherwise writes
 * the policy and the other security headers into public/_headers for "/*", next to the rules
 * gatsby-adapter-netlify wrote there.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { builtPages } from "./built-files";
import { buildPolicy, inspectPage, withSecurityHeaders } from "./content-security-policy";
import { securityHeaders } from "./security-headers";

const publicDir = path.resolve(__dirname, "../../public");
const pages = builtPages(publicDir);

const inspections = pages.map((file) =>
  inspectPage(`public/${file}`, readFileSync(path.join(publicDir, file), "utf8")),
);
const problems = inspections.flatMap((inspection) => inspection.problems);
if (problems.length > 0) {
  console.error(`Content-Security-Policy: ${problems.length} problem(s) in the built pages:`);
  for (const problem of problems) console.error(`  ✖ ${problem}`);
  process.exit(1);
}

const headersPath = path.join(publicDir, "_headers");
const existing = existsSync(headersPath) ? readFileSync(headersPath, "utf8") : "";
const headers = [
  { key: "content-security-policy", value: buildPolicy(inspections) },
  ...securityHeaders,
];
writeFileSync(headersPath, withSecurityHeaders(existing, headers));

const count = (key: "scriptHashes" | "styleHashes"): number =>
  new Set(inspections.flatMap((inspection) => inspection[key])).size;
console.log(
  `Security headers for ${pages.length} pages (${count("scriptHashes")} script and ${count("styleHashes")} style hashes) → public/_headers`,
);
