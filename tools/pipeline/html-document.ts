import { JSDOM } from "jsdom";

let parser: DOMParser | undefined;

/**
 * A page's HTML as a document to read: the one HTML reader of the tools (the pipeline's checks
 * of built pages, the comparison of rendered ones). Parsed by one window's DOMParser, as the
 * editors' preview pane parses in the browser: such a document has no window of its own, so no
 * script runs and no style sheet is parsed, and it costs no window per page.
 */
export const htmlDocument = (html: string): Document =>
  (parser ??= new new JSDOM().window.DOMParser()).parseFromString(html, "text/html");
