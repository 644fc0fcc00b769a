import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { htmlDocument } from "../pipeline/html-document";
import { htmlFileFor } from "../pipeline/built-files";
import { brotli, gzip } from "./compression";
import { withoutSampleMarks } from "../../src/lib/sample-marks";

/**
 * What a browser downloads on a first visit to a route of the built site, worked out from
 * public/ alone: the document and what it references (scripts, stylesheets, preloads, eager
 * images, the icon, fonts and images its CSS names). Deterministic, so budgets on it can be
 * tests; the browser suite checks that Chromium requests exactly this list.
 */

export const resourceKinds = ["html", "js", "css", "font", "image", "page-data", "other"] as const;

export type ResourceKind = (typeof resourceKinds)[number];

export type Resource = {
  /** Path as requested, e.g. "/app-3f2a….js" */
  url: string;
  kind: ResourceKind;
  /** Bytes on disk */
  raw: number;
  /** Bytes gzip -9 would send */
  gzip: number;
  /** Bytes brotli sends, as Netlify serves the file (what the budgets count) */
  brotli: number;
};

/**
 * Hash-free name of a built file, stable from build to build: "/app-3f2a….js" → "app.js",
 * the document of "/agb" → "agb.html".
 */
export const stableName = (url: string): string => {
  const inline = /#(inline-script-\d+)$/.exec(url);
  if (inline) return `${inline[1]}.js`;
  const name = path.posix.basename(url.split(/[?#]/)[0] ?? url);
  if (!name) return "index.html";
  if (!path.posix.extname(name)) return `${name}.html`;
  return name.replace(/-[0-9a-f]{20}(?=\.[a-z0-9]+$)/, "");
};

const kindOf = (url: string): ResourceKind => {
  if (url.startsWith("/page-data/")) return "page-data";
  const extension = path.posix.extname(url).toLowerCase();
  if (extension === ".html" || !extension) return "html";
  if (extension === ".js") return "js";
  if (extension === ".css") return "css";
  if ([".woff2", ".woff", ".ttf", ".otf"].includes(extension)) return "font";
  if ([".svg", ".png", ".jpg", ".jpeg", ".webp", ".avif", ".gif", ".ico"].includes(extension))
    return "image";
  return "other";
};

const readBuilt = (publicDir: string, url: string): Buffer => {
  const file = path.join(publicDir, decodeURIComponent(url.split(/[?#]/)[0] ?? url));
  if (!existsSync(file)) throw new Error(`${url} is referenced but public${url} does not exist`);
  return readFileSync(file);
};

export const measure = (url: string, content: Buffer, kind = kindOf(url)): Resource => ({
  url,
  kind,
  raw: content.length,
  gzip: gzip(content).length,
  brotli: brotli(content).length,
});

/** url(...) references in CSS, without data: URIs. */
const cssUrls = (css: string): string[] =>
  [...css.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)]
    .map((match) => match[2] ?? "")
    .filter((url) => url.startsWith("/"));

/** Same-origin paths the HTML itself makes the browser fetch before the page is complete. */
const documentReferences = (document: Document): string[] => {
  const attribute = (selector: string, name: string): string[] =>
    [...document.querySelectorAll(selector)].map((element) => element.getAttribute(name) ?? "");
  const icons = [...document.querySelectorAll('link[rel~="icon"]')];
  // Browsers that understand an SVG icon fetch it and nothing else.
  const icon = icons.find((link) => link.getAttribute("type") === "image/svg+xml") ?? icons[0];
  const inlineCss = [...document.querySelectorAll("style")].map((style) => style.textContent);
  return [
    ...attribute("script[src]", "src"),
    ...attribute('link[rel~="stylesheet"]', "href"),
    ...attribute('link[rel~="preload"], link[rel~="modulepreload"]', "href"),
    ...attribute('img[src]:not([loading="lazy"])', "src"),
    ...(icon ? [icon.getAttribute("href") ?? ""] : []),
    ...inlineCss.flatMap((css) => cssUrls(css ?? "")),
  ].filter((url) => url.startsWith("/") && !url.startsWith("//"));
};

/**
 * Every resource of a first visit to `route`, in the order a browser discovers them. The
 * document is measured as production ships it: a preview build marks its sample values, which
 * production never has (src/lib/sample-marks.ts).
 */
export const firstVisit = (publicDir: string, route: string): Resource[] => {
  const html = withoutSampleMarks(readBuilt(publicDir, `/${htmlFileFor(route)}`).toString("utf8"));
  const urls = [...new Set(documentReferences(htmlDocument(html)))];
  return [
    measure(route, Buffer.from(html), "html"),
    ...urls.map((url) => measure(url, readBuilt(publicDir, url))),
  ];
};

/**
 * The JavaScript written into the page itself (inline scripts, speculation rules; not the
 * JSON-LD, which is data), each measured on its own: part of the HTML's bytes, counted again
 * here for the JavaScript budget.
 */
export const inlineScripts = (publicDir: string, route: string): Resource[] => {
  const html = readBuilt(publicDir, `/${htmlFileFor(route)}`);
  const document = htmlDocument(html.toString("utf8"));
  return [...document.querySelectorAll('script:not([src]):not([type="application/ld+json"])')].map(
    (script, index) =>
      measure(`${route}#inline-script-${index + 1}`, Buffer.from(script.textContent ?? ""), "js"),
  );
};

export type Totals = Record<ResourceKind | "total", { raw: number; gzip: number; count: number }>;

export const totals = (resources: ReadonlyArray<Resource>): Totals => {
  const empty = () => ({ raw: 0, gzip: 0, count: 0 });
  const sums = Object.fromEntries(
    [...resourceKinds, "total"].map((kind) => [kind, empty()]),
  ) as Totals;
  for (const resource of resources) {
    for (const key of [resource.kind, "total"] as const) {
      sums[key].raw += resource.raw;
      sums[key].gzip += resource.gzip;
      sums[key].count += 1;
    }
  }
  return sums;
};
