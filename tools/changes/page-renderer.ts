import { randomUUID } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { build } from "esbuild";
import type { ValidContent } from "../../plugins/gatsby-source-passform";
import type { renderPages, RenderedPage } from "./render-pages";

/**
 * The site's pages rendered in Node from content that was never built: render-pages.tsx bundled
 * with esbuild as gatsby-plugin-decap-admin/gatsby-node/admin-script.ts bundles the preview pane
 * (Gatsby's "gatsby" replaced by preview/gatsby-in-preview.tsx, JSX through emotion), but for
 * Node, with emotion's server build and the packages from node_modules, and loaded in this
 * process. Both sides of a comparison go through the same function, so a difference between two
 * renderings is a difference a visitor sees.
 */

const PLUGIN = "plugins/gatsby-plugin-decap-admin";

/** Content as the pages are rendered from it: every file read, each legal text's file text. */
export type RenderContent = Pick<ValidContent, "data" | "legal"> & {
  legalTexts: ReadonlyMap<string, string>;
};

/** The pages of `content`; where `only` names addresses, just those. */
export type Render = (content: RenderContent, only?: ReadonlyArray<string>) => RenderedPage[];

/** A renderer, with the project's files its bundle was made of (paths from the project's root). */
type LoadedRender = Render & { inputs: ReadonlySet<string> };

/** Bundles render-pages.tsx from the project at `codeRoot` and loads it. */
export const loadRenderer = async (codeRoot: string): Promise<LoadedRender> => {
  const result = await build({
    absWorkingDir: codeRoot,
    metafile: true,
    entryPoints: [path.join(codeRoot, "tools/changes/render-pages.tsx")],
    bundle: true,
    platform: "node",
    format: "cjs",
    target: "node20",
    packages: "external",
    jsx: "automatic",
    jsxImportSource: "@emotion/react",
    alias: { gatsby: path.join(codeRoot, PLUGIN, "preview/gatsby-in-preview.tsx") },
    define: { "process.env.NODE_ENV": '"production"' },
    write: false,
    logLevel: "silent",
  });
  // Beside node_modules, so that the bundle's packages resolve as the project's; removed once
  // loaded (Node keeps the module), and named for this run alone, so parallel runs never meet.
  const folder = path.join(codeRoot, "node_modules/.cache/passform-changes");
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `render-pages-${randomUUID()}.cjs`);
  writeFileSync(file, result.outputFiles[0]?.text ?? "");
  try {
    const loaded = createRequire(file)(file) as { renderPages: typeof renderPages };
    const render: Render = (content, only) =>
      loaded.renderPages({ ...content, samples: [], sampleValues: [] }, only);
    return Object.assign(render, { inputs: new Set(Object.keys(result.metafile.inputs)) });
  } finally {
    rmSync(file, { force: true });
  }
};

/** The project this tool belongs to, whose code renders the pages unless another is given. */
export const PROJECT = path.resolve(__dirname, "../..");

const renderers = new Map<string, Promise<LoadedRender>>();

/** The renderer of the project at `codeRoot`, bundled once per process (tests render often). */
export const rendererOf = (codeRoot = PROJECT): Promise<LoadedRender> => {
  const known = renderers.get(codeRoot) ?? loadRenderer(codeRoot);
  renderers.set(codeRoot, known);
  return known;
};
