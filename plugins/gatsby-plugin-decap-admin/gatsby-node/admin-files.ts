import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { buildSync } from "esbuild";
import { isValid, loadContent } from "../../gatsby-source-passform/content/content-source";
import { ADMIN_SCRIPT, DECAP_SCRIPT } from "../config/admin-contract";
import { adminPage } from "../config/admin-page";
import { cmsConfig } from "../config/cms-config";
import { printWidthOf } from "../config/print-width";
import { githubRepository } from "../config/repository";

/**
 * Everything /admin/ serves, by file name: the page and this plugin's script, made from the
 * content model and the site directory, and Decap CMS's prebuilt bundle from npm with the
 * chunks it loads on demand (served by the site itself: no CDN). `npm start` serves them as
 * they are; the build writes them into public/admin/.
 */
export type AdminFile = { name: string } & ({ text: string } | { path: string });

const PLUGIN = "plugins/gatsby-plugin-decap-admin";

/** The browser script (browser/admin.ts and what it imports), bundled and minified. */
const adminScript = (siteDir: string): string => {
  const result = buildSync({
    entryPoints: [path.join(siteDir, PLUGIN, "browser/admin.ts")],
    bundle: true,
    minify: true,
    format: "iife",
    platform: "browser",
    target: "es2020",
    write: false,
    logLevel: "silent",
  });
  return result.outputFiles[0]?.text ?? "";
};

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

export const adminFiles = (
  siteDir: string,
  { localBackend }: { localBackend: boolean },
): AdminFile[] => {
  const content = loadContent(path.join(siteDir, "data"));
  const brand = isValid(content) ? content.data.site.brand : "Website";
  const config = cmsConfig({ repo: githubRepository(siteDir) ?? "" });
  const settings = { config, printWidth: printWidthOf(siteDir), localBackend };
  return [
    { name: "index.html", text: adminPage(settings, brand) },
    { name: ADMIN_SCRIPT, text: adminScript(siteDir) },
    ...decapFiles(siteDir),
  ];
};
