import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { isValid } from "../../gatsby-source-passform/check";
import { dataAtRevision, loadContent, readDataDirectory } from "../../gatsby-source-passform/disk";
import type { DataEntry } from "../../gatsby-source-passform";
import {
  ADMIN_SCRIPT,
  DECAP_SCRIPT,
  type LocalBackend,
  MAIN_FILES,
  REPOSITORY_FILES,
} from "../config/admin-contract";
import { adminPage } from "../config/admin-page";
import { githubRepository, netlifyPreviewContext } from "../config/backend";
import { cmsConfig } from "../config/cms-config";
import { printWidthOf } from "../config/print-width";
import type { ServedFile } from "../browser/repository-files";
import { adminScript } from "./admin-script";

/**
 * Everything /admin/ serves, by file name: the page and this plugin's script, made from the
 * content model and the site directory, and Decap CMS's prebuilt bundle from npm with the
 * chunks it loads on demand (served by the site itself: no CDN). `npm start` serves them as
 * they are; the build writes them into public/admin/.
 */
export type AdminFile = { name: string } & (
  | { text: string }
  | { path: string }
  /** Read anew on every request in `npm start`, where data/ changes as editors save */
  | { read: () => string }
);

/** Decap's bundle, its licence notes, the chunks it loads by name and their WebAssembly. */
const decapFiles = (siteDir: string): AdminFile[] => {
  // Resolved from the site (Gatsby compiles this file elsewhere, without require.resolve).
  const resolve = createRequire(path.join(siteDir, "package.json")).resolve;
  const dist = path.dirname(resolve(`decap-cms/dist/${DECAP_SCRIPT}`));
  return readdirSync(dist)
    .filter((name) =>
      /^(decap-cms\.js(\.LICENSE\.txt)?|[\w-]+\.decap-cms\.js|\w+\.wasm)$/.test(name),
    )
    .sort()
    .map((name) => ({ name, path: path.join(dist, name) }));
};

const served = (entries: ReadonlyArray<DataEntry>): string =>
  JSON.stringify(
    entries.map(({ path: file, bytes, refused }): ServedFile => ({
      path: file,
      ...(bytes ? { base64: Buffer.from(bytes).toString("base64") } : {}),
      ...(refused ? { refused } : {}),
    })),
  );

/**
 * data/ as the repository holds it, for the preview pane and the verdict: each file's path and
 * bytes (base64), and what the reader refused to read and why (a link, a pipe, a file too
 * large), so the browser checks exactly what the build would read and reports what it reports.
 */
export const repositoryFiles = (siteDir: string): string =>
  served(readDataDirectory(path.join(siteDir, "data")) ?? []);

/** The branch whose reviewed legal versions customers rely on: what is published. */
const MAIN_BRANCHES = ["main", "origin/main"];

/**
 * data/ as main holds it, read from Git (the working tree stays as it is): the branch, else the
 * remote's; without either (no Git, a copy without history), the files on disk count as published.
 */
export const mainFiles = (siteDir: string): string => {
  for (const branch of MAIN_BRANCHES) {
    try {
      const entries = dataAtRevision(siteDir, branch);
      if (entries) return served(entries);
    } catch {
      // No such branch here: the next one, or the disk.
    }
  }
  return repositoryFiles(siteDir);
};

/** The files; with the local backend, the page's settings carry this run's session token. */
export const adminFiles = async (
  siteDir: string,
  localBackend: LocalBackend,
): Promise<AdminFile[]> => {
  const content = loadContent(path.join(siteDir, "data"));
  const brand = isValid(content) ? content.data.site.brand : "Website";
  const config = cmsConfig({
    repo: githubRepository(siteDir) ?? "",
    previewContext: netlifyPreviewContext(),
  });
  const settings = { config, printWidth: printWidthOf(siteDir), ...localBackend };
  return [
    { name: "index.html", text: adminPage(settings, brand) },
    { name: ADMIN_SCRIPT, text: await adminScript(siteDir) },
    { name: REPOSITORY_FILES, read: () => repositoryFiles(siteDir) },
    { name: MAIN_FILES, read: () => mainFiles(siteDir) },
    ...decapFiles(siteDir),
  ];
};
