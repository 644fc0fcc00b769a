import { createHash } from "node:crypto";
import { JSDOM } from "jsdom";
import { isAppLoader } from "./start-after-first-paint";

/**
 * The Content-Security-Policy of the built site, derived from its pages: every inline script
 * and style is allowed by its SHA-256 hash, nothing by 'unsafe-inline' or 'unsafe-eval'.
 * Inspecting the pages also enforces what the policy assumes: only the inline code Gatsby,
 * emotion and our JSON-LD write, no inline event handlers, no asset from another origin.
 */

export const sha256 = (text: string): string =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** Emotion inserts an empty <style> in the browser and fills it through the CSSOM. */
export const EMPTY_STYLE_HASH = sha256("");

/** The inline scripts Gatsby writes into every page, recognised by their content. */
const gatsbyInlineScripts: ReadonlyArray<RegExp> = [
  /^\/\*<!\[CDATA\[\*\/window\.pagePath="[^"\\]*";\/\*\]\]>\*\/$/,
  /^\s*window\.___chunkMapping="(?:[^"\\]|\\.)*";\s*$/,
  /^window\.___webpackCompilationHash="[0-9a-f]+";$/,
];

/** Attributes that load something into the page (not links a visitor follows). */
const assetAttributes: ReadonlyArray<[selector: string, attribute: string]> = [
  ["script[src]", "src"],
  ["img[src]", "src"],
  ["img[srcset]", "srcset"],
  ["source[src]", "src"],
  ["source[srcset]", "srcset"],
  ["video[src]", "src"],
  ["video[poster]", "poster"],
  ["audio[src]", "src"],
  ["iframe[src]", "src"],
  ["embed[src]", "src"],
  ["object[data]", "data"],
  ["form[action]", "action"],
  ['link[rel~="stylesheet"]', "href"],
  ['link[rel~="preload"]', "href"],
  ['link[rel~="modulepreload"]', "href"],
  ['link[rel~="prefetch"]', "href"],
  ['link[rel~="icon"]', "href"],
  ['link[rel~="apple-touch-icon"]', "href"],
  ['link[rel~="manifest"]', "href"],
];

/** Gatsby's own elements that carry a style attribute (allowed by style-src-attr). */
const styleAttributeOwners = new Set(["gatsby-focus-wrapper", "gatsby-announcer"]);

export type PageInspection = {
  scriptHashes: string[];
  styleHashes: string[];
  problems: string[];
};

const isForeign = (url: string): boolean => /^(https?:)?\/\//i.test(url.trim());

/** What one built page needs from the policy, and what it does that the policy forbids. */
export const inspectPage = (file: string, html: string): PageInspection => {
  const document = new JSDOM(html).window.document;
  const result: PageInspection = { scriptHashes: [], styleHashes: [], problems: [] };
  const problem = (text: string): void => {
    result.problems.push(`${file}: ${text}`);
  };

  for (const script of document.querySelectorAll("script:not([src])")) {
    const code = script.textContent ?? "";
    const type = script.getAttribute("type");
    if (type === "application/ld+json") {
      try {
        JSON.parse(code);
      } catch {
        problem("JSON-LD that is not valid JSON");
      }
      continue;
    }
    if (type && type !== "text/javascript" && type !== "module") {
      problem(`inline <script type="${type}"> of unknown purpose`);
      continue;
    }
    const known = gatsbyInlineScripts.some((pattern) => pattern.test(code)) || isAppLoader(code);
    if (!known) {
      problem(`inline script the policy does not cover: ${code.trim().slice(0, 80)}`);
      continue;
    }
    result.scriptHashes.push(sha256(code));
  }

  for (const style of document.querySelectorAll("style")) {
    if (!style.hasAttribute("data-emotion") || style.parentElement?.tagName !== "HEAD") {
      problem(`inline <style> that is not emotion's server-rendered CSS in <head>`);
      continue;
    }
    result.styleHashes.push(sha256(style.textContent ?? ""));
  }

  for (const element of document.querySelectorAll("*")) {
    for (const attribute of element.getAttributeNames()) {
      if (/^on/i.test(attribute)) {
        problem(`inline event handler ${attribute}="…" on <${element.tagName.toLowerCase()}>`);
      }
    }
    const href = element.getAttribute("href") ?? element.getAttribute("src") ?? "";
    if (/^\s*javascript:/i.test(href))
      problem(`javascript: URL on <${element.tagName.toLowerCase()}>`);
    if (element.hasAttribute("style") && !styleAttributeOwners.has(element.id)) {
      problem(
        `style attribute on <${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}>`,
      );
    }
  }

  for (const [selector, attribute] of assetAttributes) {
    for (const element of document.querySelectorAll(selector)) {
      const value = element.getAttribute(attribute) ?? "";
      const urls = attribute.endsWith("srcset")
        ? value.split(",").map((part) => part.trim().split(/\s+/)[0] ?? "")
        : [value];
      for (const url of urls.filter(isForeign)) {
        problem(
          `asset from another origin: <${element.tagName.toLowerCase()} ${attribute}="${url}">`,
        );
      }
    }
  }
  for (const style of document.querySelectorAll("style")) {
    for (const match of (style.textContent ?? "").matchAll(/url\(\s*["']?([^"')]+)/g)) {
      if (isForeign(match[1] ?? "")) problem(`CSS loads from another origin: ${match[1]}`);
    }
  }
  return result;
};

const unique = (values: Iterable<string>): string[] => [...new Set(values)].sort();

/** One policy for every path: Netlify would send two headers if two rules matched a path. */
export const buildPolicy = (pages: ReadonlyArray<PageInspection>): string =>
  [
    "default-src 'none'",
    `script-src 'self' ${unique(pages.flatMap((page) => page.scriptHashes)).join(" ")}`,
    `style-src 'self' ${unique([...pages.flatMap((page) => page.styleHashes), EMPTY_STYLE_HASH]).join(" ")}`,
    // Gatsby's focus wrapper and route announcer set style attributes.
    "style-src-attr 'unsafe-inline'",
    "img-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "upgrade-insecure-requests",
  ].join("; ");

export const HEADERS_BLOCK_START = "# passform security headers start";
export const HEADERS_BLOCK_END = "# passform security headers end";

/**
 * public/_headers with our block for "/*" replaced or added and everything else (the rules
 * gatsby-adapter-netlify wrote) kept as it was. Fails if the rest already sets one of ours.
 */
export const withSecurityHeaders = (
  headersFile: string,
  headers: ReadonlyArray<{ key: string; value: string }>,
): string => {
  const pattern = new RegExp(`\\n*${HEADERS_BLOCK_START}[\\s\\S]*?${HEADERS_BLOCK_END}\\n?`);
  const rest = headersFile.replace(pattern, "").trimEnd();
  for (const { key } of headers) {
    if (new RegExp(`^\\s+${key}:`, "im").test(rest)) {
      throw new Error(
        `public/_headers already sets ${key}; sending it twice would merge both values`,
      );
    }
  }
  const block = [
    HEADERS_BLOCK_START,
    "/*",
    ...headers.map(({ key, value }) => `  ${key}: ${value}`),
    HEADERS_BLOCK_END,
  ].join("\n");
  return `${rest ? `${rest}\n\n` : ""}${block}\n`;
};
