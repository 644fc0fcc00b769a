import path from "node:path";
import { build } from "esbuild";

/**
 * accessible-outline.ts with dom-accessibility-api bundled in, as one expression to evaluate in
 * a page (Puppeteer's `page.evaluate`): it returns the outline of the page's body and leaves no
 * global behind. Evaluated by the automation protocol, it runs under the site's Content Security
 * Policy without needing a script the policy would have to allow.
 */
export const accessibleOutlineScript = async (): Promise<string> => {
  const bundled = await build({
    entryPoints: [path.join(__dirname, "accessible-outline.ts")],
    bundle: true,
    format: "iife",
    globalName: "outline",
    platform: "browser",
    target: "es2022",
    write: false,
  });
  const code = bundled.outputFiles[0]?.text;
  if (!code) throw new Error("esbuild gave no bundle of accessible-outline.ts");
  return `(() => { ${code}; return outline.accessibleOutline(); })()`;
};
