import path from "node:path";
import { build, type Plugin } from "esbuild";

/**
 * The script of the editors' forms (browser/admin.ts and what it imports), bundled and minified. It
 * carries the site's own page components with React 19 and emotion for the preview pane, and the
 * content check for the form's verdict, so three things differ from a visitor page's world:
 *
 * - "gatsby" is a stand-in (preview/gatsby-in-preview.tsx): fragments are
 *   compiled away by Gatsby, links are plain <a>;
 * - emotion is its server build ("edge-light"), which collects the CSS while React renders to
 *   a string, as in the build, instead of inserting it into the page of the editors' forms;
 * - Node's built-in modules are empty: the check reads no disk in the browser (its callers
 *   pass the files), and emotion's streams are never called.
 */

/** This plugin in the site (Gatsby compiles this file elsewhere, so not from __dirname). */
const PLUGIN = "plugins/gatsby-plugin-decap-admin";

const EMPTY = "empty-in-browser";

/**
 * Node's modules, and the streams behind emotion's renderStylesToNodeStream (through,
 * html-tokenize, multipipe), which the preview pane never calls: it extracts the CSS from a string.
 */
const EMPTY_MODULES =
  /^((node:)?(fs|path|stream|os|child_process)|through|html-tokenize|multipipe)$/;

const nodeBuiltinsEmpty: Plugin = {
  name: "node-builtins-empty",
  setup(context) {
    context.onResolve({ filter: EMPTY_MODULES }, (args) => ({
      path: args.path,
      namespace: EMPTY,
    }));
    context.onLoad({ filter: /.*/, namespace: EMPTY }, () => ({
      contents: "module.exports = {};",
    }));
  },
};

export const adminScript = async (siteDir: string): Promise<string> => {
  const pluginDir = path.join(siteDir, PLUGIN);
  const result = await build({
    entryPoints: [path.join(pluginDir, "browser/admin.ts")],
    bundle: true,
    minify: true,
    format: "iife",
    platform: "browser",
    target: "es2020",
    conditions: ["edge-light"],
    jsx: "automatic",
    jsxImportSource: "@emotion/react",
    alias: { gatsby: path.join(pluginDir, "preview/gatsby-in-preview.tsx") },
    define: { "process.env.NODE_ENV": '"production"' },
    plugins: [nodeBuiltinsEmpty],
    write: false,
    logLevel: "silent",
  });
  return result.outputFiles[0]?.text ?? "";
};
