import { createHash } from "node:crypto";
import { htmlDocument } from "./html-document";
import { inlineScripts } from "../../src/enhancements";

/**
 * The Content-Security-Policy of the built site, derived from its pages: every inline script
 * and style is allowed by its SHA-256 hash, nothing by 'unsafe-inline' or 'unsafe-eval', and
 * nothing else may run or load. Inspecting the pages also enforces what the policy assumes:
 * no script file at all, no inline script but those of src/enhancements/, no inline event
 * handler or style attribute, no asset from another origin.
 */

export const sha256 = (text: string): string =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

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
];

type PageInspection = {
  scriptHashes: string[];
  styleHashes: string[];
  problems: string[];
};

const isForeign = (url: string): boolean => /^(https?:)?\/\//i.test(url.trim());

type Report = (text: string) => void;

/** Inline scripts: only src/enhancements/ (hashed) and valid JSON-LD; no script files. */
const inspectScripts = (document: Document, result: PageInspection, problem: Report): void => {
  for (const script of document.querySelectorAll("script[src]")) {
    problem(`script file ${script.getAttribute("src")}: pages ship no script files`);
  }
  for (const script of document.querySelectorAll("script:not([src])")) {
    const code = script.textContent ?? "";
    const type = script.getAttribute("type") ?? undefined;
    if (type === "application/ld+json") {
      // A data block: never executed, so the policy need not allow it.
      try {
        JSON.parse(code);
      } catch {
        problem("JSON-LD that is not valid JSON");
      }
      continue;
    }
    const known = inlineScripts.find((inline) => inline.code === code && inline.type === type);
    if (!known) {
      problem(
        `inline script that is not one of src/enhancements/: ${type ? `type="${type}" ` : ""}${code.trim().slice(0, 80)}`,
      );
      continue;
    }
    result.scriptHashes.push(sha256(code));
  }
};

/** Styles: in the head only (hashed). */
const inspectStyles = (document: Document, result: PageInspection, problem: Report): void => {
  for (const style of document.querySelectorAll("style")) {
    if (style.parentElement?.tagName !== "HEAD") {
      problem("inline <style> outside <head>");
      continue;
    }
    result.styleHashes.push(sha256(style.textContent ?? ""));
  }
};

/** Attributes the policy would block: event handlers, javascript: URLs, style attributes. */
const inspectAttributes = (document: Document, problem: Report): void => {
  for (const element of document.querySelectorAll("*")) {
    const tag = element.tagName.toLowerCase();
    for (const attribute of element.getAttributeNames()) {
      if (/^on/i.test(attribute)) problem(`inline event handler ${attribute}="…" on <${tag}>`);
    }
    const href = element.getAttribute("href") ?? element.getAttribute("src") ?? "";
    if (/^\s*javascript:/i.test(href)) problem(`javascript: URL on <${tag}>`);
    if (element.hasAttribute("style")) {
      problem(`style attribute on <${tag}${element.id ? `#${element.id}` : ""}>`);
    }
  }
};

/** Images, media and links to assets: all from this origin. */
const inspectAssets = (document: Document, problem: Report): void => {
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
};

/** Every style, wherever it stands: loading nothing from another origin. */
const inspectCssUrls = (document: Document, problem: Report): void => {
  for (const style of document.querySelectorAll("style")) {
    for (const match of (style.textContent ?? "").matchAll(/url\(\s*["']?([^"')]+)/g)) {
      if (isForeign(match[1] ?? "")) problem(`CSS loads from another origin: ${match[1]}`);
    }
  }
};

/** What one built page needs from the policy, and what it does that the policy forbids. */
export const inspectPage = (file: string, html: string): PageInspection => {
  const document = htmlDocument(html);
  const result: PageInspection = { scriptHashes: [], styleHashes: [], problems: [] };
  const problem: Report = (text) => {
    result.problems.push(`${file}: ${text}`);
  };
  inspectScripts(document, result, problem);
  inspectStyles(document, result, problem);
  inspectAttributes(document, problem);
  inspectAssets(document, problem);
  inspectCssUrls(document, problem);
  return result;
};

/**
 * The editors' forms (public/admin/index.html) under its own policy (admin-headers.ts in
 * plugins/gatsby-plugin-decap-admin): script files only from the site's own /admin/, no inline
 * code (its configuration is a JSON data block), nothing from another origin.
 */
export const inspectAdminPage = (file: string, html: string, adminPath: string): string[] => {
  const document = htmlDocument(html);
  const problems: string[] = [];
  const problem: Report = (text) => {
    problems.push(`${file}: ${text}`);
  };
  for (const script of document.querySelectorAll("script[src]")) {
    const src = script.getAttribute("src") ?? "";
    if (!src.startsWith(adminPath)) problem(`script file ${src} outside ${adminPath}`);
  }
  for (const script of document.querySelectorAll("script:not([src])")) {
    if (script.getAttribute("type") !== "application/json") {
      problem(`inline script: ${(script.textContent ?? "").trim().slice(0, 80)}`);
    }
  }
  for (const element of document.querySelectorAll("*")) {
    for (const attribute of element.getAttributeNames()) {
      if (/^on/i.test(attribute)) problem(`inline event handler ${attribute}="…"`);
    }
  }
  inspectAssets(document, problem);
  inspectCssUrls(document, problem);
  return problems;
};

/** The distinct sources, or 'none' if there are none. */
const sources = (values: Iterable<string>): string =>
  [...new Set(values)].sort().join(" ") || "'none'";

/**
 * One policy for every visitor page, written once for "/*" rather than per page: the hashes of
 * every page's scripts and styles together. /admin/* gets its own policy in a later rule, which
 * replaces this header for those paths (of two rules that set one header for a path, the later
 * one wins in Netlify's header engine, tools/netlify-engine.ts; __tests__/site/hosting.test.ts
 * holds that the engine sends /admin/ the editors' policy alone). Netlify's CDN is not tested here:
 * after a deploy, `curl -sI https://…/admin/ | grep -ci content-security-policy` must print 1.
 */
export const buildPolicy = (pages: ReadonlyArray<PageInspection>): string =>
  [
    "default-src 'none'",
    `script-src ${sources(pages.flatMap((page) => page.scriptHashes))}`,
    `style-src ${sources(pages.flatMap((page) => page.styleHashes))}`,
    // The icon is a data: URL written into the page (src/ssr/static-head.tsx).
    "img-src 'self' data:",
    // No page script fetches anything; audits that read /robots.txt from within the page
    // (Lighthouse's SEO check uses the page's own network stack) need same-origin fetches.
    "connect-src 'self'",
    "base-uri 'none'",
    // The demo request form posts to the site itself (src/lib/demo-request.ts), and nowhere else.
    "form-action 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "upgrade-insecure-requests",
  ].join("; ");

export const HEADERS_BLOCK_START = "# passform security headers start";
export const HEADERS_BLOCK_END = "# passform security headers end";

type Header = { key: string; value: string };

/**
 * public/_headers with our block replaced or added and everything else (the rules
 * gatsby-adapter-netlify wrote) kept as it was: `headers` for every path ("/*"), then the
 * rules for parts of the site that need other values, in this order, so that a later, more
 * specific rule overrides "/*" for its paths (as Netlify's own local server and
 * gatsby-adapter-netlify's caching rules rely on). Fails if the rest already sets one of ours.
 */
export const withSecurityHeaders = (
  headersFile: string,
  headers: ReadonlyArray<Header>,
  overrides: ReadonlyArray<{ path: string; headers: ReadonlyArray<Header> }> = [],
): string => {
  const pattern = new RegExp(`\\n*${HEADERS_BLOCK_START}[\\s\\S]*?${HEADERS_BLOCK_END}\\n?`);
  const rest = headersFile.replace(pattern, "").trimEnd();
  for (const { key } of [...headers, ...overrides.flatMap((rule) => rule.headers)]) {
    if (new RegExp(`^\\s+${key}:`, "im").test(rest)) {
      throw new Error(
        `public/_headers already sets ${key}; sending it twice would merge both values`,
      );
    }
  }
  const rule = (path: string, values: ReadonlyArray<Header>): string[] => [
    path,
    ...values.map(({ key, value }) => `  ${key}: ${value}`),
  ];
  const block = [
    HEADERS_BLOCK_START,
    ...rule("/*", headers),
    ...overrides.flatMap((override) => rule(override.path, override.headers)),
    HEADERS_BLOCK_END,
  ].join("\n");
  return `${rest ? `${rest}\n\n` : ""}${block}\n`;
};
