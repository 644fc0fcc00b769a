import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Compiler } from "webpack";

/**
 * Gatsby puts its three entry scripts (webpack runtime, React, its own runtime) into every page
 * as <script async>. On a fast connection they arrive and run before the browser has painted
 * anything, and the first paint waits for them, although the page is complete as HTML. Here
 * they start once the browser reports its first paint instead: one small inline script adds
 * them then, in order. Should a browser never report a paint, they start 3 s after `load`.
 */

const LOADER_START = "(function(s){var d=0;function go(){if(d)return;d=1;s.forEach(function(u){";

/** The inline script that loads `scripts` (same-origin paths) after the first paint. */
export const appLoader = (scripts: ReadonlyArray<string>): string =>
  `${LOADER_START}var e=document.createElement("script");e.src=u;e.async=!1;document.head.appendChild(e)})}` +
  `try{new PerformanceObserver(function(){setTimeout(go)}).observe({type:"paint",buffered:!0})}catch(e){go()}` +
  `addEventListener("load",function(){setTimeout(go,3e3)})})(${JSON.stringify(scripts)})`;

/** Recognises appLoader's output, for the Content-Security-Policy's list of known scripts. */
export const isAppLoader = (code: string): boolean => {
  const list = /\((\["\/[\w.-]+\.js"(?:,"\/[\w.-]+\.js")*\])\)$/.exec(code);
  return Boolean(list?.[1]) && code === appLoader(JSON.parse(list?.[1] ?? "[]") as string[]);
};

const ASYNC_SCRIPT = /<script src="(\/[\w.-]+\.js)" async><\/script>/g;

/** The scripts slice with its async entry scripts replaced by the loader. */
export const withAppLoader = (slice: string): string => {
  const scripts = [...slice.matchAll(ASYNC_SCRIPT)].map((match) => match[1] ?? "");
  if (scripts.length === 0) return slice;
  const rest = slice.replace(ASYNC_SCRIPT, "");
  return `${rest}<script>${appLoader(scripts)}</script>`;
};

/**
 * Rewrites public/_gatsby/slices/_gatsby-scripts-1.html, which Gatsby's stats extractor writes
 * when webpack is done and which it stitches into every page afterwards.
 */
export class StartAfterFirstPaint {
  constructor(private readonly siteDirectory: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.done.tapPromise("StartAfterFirstPaint", async () => {
      const slice = path.join(this.siteDirectory, "public/_gatsby/slices/_gatsby-scripts-1.html");
      if (!existsSync(slice))
        throw new Error(`${slice} is missing: Gatsby writes its scripts elsewhere`);
      const before = readFileSync(slice, "utf8");
      const after = withAppLoader(before);
      if (after === before && !before.includes(LOADER_START)) {
        throw new Error(
          `${slice} has no <script async> entry scripts to start after the first paint`,
        );
      }
      if (after !== before) writeFileSync(slice, after);
    });
  }
}
