import { existsSync, readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";

/**
 * What `gatsby build` writes into public/ for its browser runtime, which no page of this site
 * loads (src/ssr/static-page.tsx): webpack's chunks with their source maps and licences, the page
 * data and app data the runtime would fetch, its chunk map and stats, Partytown, the script
 * slice (stitched into the pages at build time) and the empty folders the Netlify adapter
 * leaves behind. None of it is deployed.
 */
const runtimeFile = /\.(js|js\.map|js\.LICENSE\.txt)$|^(chunk-map|webpack\.stats)\.json$/;
const runtimeFolders = ["page-data", "~partytown", "_gatsby", "static"];

/** Paths in public/ (relative) that belong to the runtime, folders as a whole. */
const runtimeFiles = (publicDir: string): string[] =>
  readdirSync(publicDir)
    .filter((name) => {
      const full = path.join(publicDir, name);
      if (statSync(full).isDirectory()) {
        return (
          runtimeFolders.includes(name) ||
          // The adapter moves agb/index.html to agb.html and leaves agb/ empty.
          readdirSync(full, { recursive: true }).length === 0
        );
      }
      return runtimeFile.test(name);
    })
    .sort();

export const removeRuntimeFiles = (publicDir: string): string[] => {
  const removed = runtimeFiles(publicDir);
  for (const name of removed) rmSync(path.join(publicDir, name), { recursive: true, force: true });
  return removed;
};

/**
 * public/_headers without the rules the adapter wrote for files that are gone: a rule for a
 * literal file path (not a pattern) that public/ no longer has.
 */
export const withoutRulesForRemovedFiles = (headers: string, publicDir: string): string => {
  const blocks = headers.split(/\n(?=\S)/);
  return blocks
    .filter((block) => {
      const rule = block.split("\n")[0]?.trim() ?? "";
      if (!rule.startsWith("/") || /[*:]/.test(rule)) return true;
      if (rule.startsWith("/page-data/")) return false;
      return !path.posix.extname(rule) || existsSync(path.join(publicDir, rule));
    })
    .join("\n");
};
