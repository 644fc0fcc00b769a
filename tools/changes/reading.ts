import { readDocument, type Reading } from "../../src/templates/legal-reading";
import { htmlDocument } from "../pipeline/html-document";
import type { RenderedPage } from "./render-pages";

/**
 * A rendered page (render-pages.tsx) as a visitor reads it, by the one reading of legal pages
 * (src/templates/legal-reading.ts), its HTML parsed as the pipeline parses built pages.
 */
export const readPage = (page: Pick<RenderedPage, "path" | "html" | "print">): Reading =>
  readDocument(htmlDocument(page.html), page);
