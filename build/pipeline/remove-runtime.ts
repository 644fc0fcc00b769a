/**
 * After `gatsby build` (npm run build): removes from public/ what Gatsby wrote for its browser
 * runtime, which no page loads (src/ssr/static-page.tsx), and the caching rules the Netlify
 * adapter wrote for those files (runtime-files.ts).
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { removeRuntimeFiles, withoutRulesForRemovedFiles } from "./runtime-files";

const publicDir = path.resolve(__dirname, "../../public");
const removed = removeRuntimeFiles(publicDir);
const headersPath = path.join(publicDir, "_headers");
if (existsSync(headersPath)) {
  writeFileSync(
    headersPath,
    withoutRulesForRemovedFiles(readFileSync(headersPath, "utf8"), publicDir),
  );
}
console.log(
  `Removed ${removed.length} runtime files and folders from public/: ${removed.join(", ")}`,
);
