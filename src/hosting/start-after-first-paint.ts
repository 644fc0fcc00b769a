/**
 * Gatsby puts its three entry scripts (webpack runtime, React, its own runtime) into every page
 * as <script async>. On a fast connection they arrive and run before the browser has painted
 * anything, and the first paint waits for them, although the page is complete as HTML. After
 * the build (scripts/start-after-first-paint.ts) they are replaced by one small inline script
 * that adds them, in order, once the browser reports its first paint; should a browser never
 * report one, they start 3 s after `load`.
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

/**
 * A built page with its async entry scripts replaced by the loader, which takes the place of
 * the first of them; undefined when the page has no such scripts (nor the loader already).
 */
export const withAppLoader = (html: string): string | undefined => {
  const scripts = [...html.matchAll(ASYNC_SCRIPT)].map((match) => match[1] ?? "");
  if (scripts.length === 0) return html.includes(LOADER_START) ? html : undefined;
  let first = true;
  return html.replace(ASYNC_SCRIPT, () => {
    if (!first) return "";
    first = false;
    return `<script>${appLoader(scripts)}</script>`;
  });
};
