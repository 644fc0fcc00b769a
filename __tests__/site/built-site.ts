import fs from "node:fs";
import path from "node:path";
import { htmlDocument } from "../../tools/pipeline/html-document";
import { htmlFileFor } from "../../tools/pipeline/built-files";
import { SAMPLE_CLASS } from "../../src/lib/sample-marks";
import { siteRoot } from "../support/site-content";

export const publicDir = path.join(siteRoot, "public");

/** The HTML that `gatsby build` wrote for a route, parsed. */
export const builtPage = (route: string): Document => {
  const html = fs.readFileSync(path.join(publicDir, htmlFileFor(route)), "utf8");
  return htmlDocument(html);
};

/**
 * Text as a visitor reads it: without the <style> tags that emotion server-renders next to
 * the elements and without the screen-reader note of a marked sample, whitespace collapsed,
 * no-break spaces kept.
 */
export const textOf = (element: Element): string => {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll(`style, script, .${SAMPLE_CLASS}-note`)) {
    hidden.remove();
  }
  return (copy.textContent ?? "").replace(/[ \t\n\r]+/g, " ").trim();
};

export const visibleText = (document: Document): string => textOf(document.body);

export const hasBuild = (): boolean => fs.existsSync(path.join(publicDir, "index.html"));
