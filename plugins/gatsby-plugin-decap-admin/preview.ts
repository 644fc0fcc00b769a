/**
 * The editors' plugin's door to the preview pane's page data: the data each page's query gives
 * it, made from checked content without Gatsby, for code that renders the site's pages as the
 * pane renders them (tools/changes/). It brings the Markdown renderer of the legal texts, which
 * the plugin's other door, index.ts, leaves out; and the pane's words that the browser suite
 * clicks.
 */
export { indexPageData, legalPageData, type PreviewContent } from "./preview/page-data";
export { NEW_VERSION_BUTTON } from "./preview/new-version-offer";
