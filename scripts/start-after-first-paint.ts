/**
 * After `gatsby build` (npm run build): in every built page, Gatsby's async entry scripts are
 * replaced by the loader that starts them after the first paint
 * (src/hosting/start-after-first-paint.ts). Stops if a page has neither.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { builtPages } from "../src/hosting/built-files";
import { withAppLoader } from "../src/hosting/start-after-first-paint";

const publicDir = path.resolve(__dirname, "../public");
const pages = builtPages(publicDir);

const missing: string[] = [];
for (const page of pages) {
  const file = path.join(publicDir, page);
  const html = readFileSync(file, "utf8");
  const rewritten = withAppLoader(html);
  if (rewritten === undefined) missing.push(`public/${page}`);
  else if (rewritten !== html) writeFileSync(file, rewritten);
}
if (missing.length > 0) {
  console.error(
    `No <script async> entry scripts to start after the first paint in: ${missing.join(", ")}`,
  );
  process.exit(1);
}
console.log(`Entry scripts start after the first paint in ${pages.length} pages`);
