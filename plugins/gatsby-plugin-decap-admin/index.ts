/**
 * The editors' plugin's door for the rest of the project: what /admin/ serves and with which
 * headers, the forms derived from the content model, the formats that write data/ as the forms
 * save it, and the GitHub repository they save to. Its users are tools, tests and the browser
 * suite, all in Node (printWidthOf reads the disk); the page's own script bundles the modules it
 * needs directly. The preview pane's page data has a door of its own, preview.ts, as it brings
 * the Markdown renderer, and so have the forms' words, texts.ts, as reading Decap's locale brings
 * the TypeScript parser.
 * Gatsby enters the plugin through gatsby-node.ts.
 */
export {
  ADMIN_PATH,
  ADMIN_SCRIPT,
  CONFIG_ELEMENT_ID,
  NOTICE_ELEMENT_ID,
  type AdminSettings,
} from "./config/admin-contract";
export { adminContentSecurityPolicy, adminHeaders } from "./config/admin-headers";
export { githubRepository, repositoryOf } from "./config/backend";
export { cmsCollections } from "./config/cms-config";
export type { CmsField, CmsFile } from "./config/cms-types";
export { emptyItemSummary, summaryKeyOf } from "./config/fields";
export { printWidthOf } from "./config/print-width";
export { frontmatterFormat } from "./formats/frontmatter-format";
export { jsonFormat } from "./formats/json-format";
export { DESKTOP_WIDTH } from "./config/decap-styles";
export { versionLabels } from "./browser/decap-fixes/version-labels";
export { filledWith } from "./browser/decap-fixes/list-items";
