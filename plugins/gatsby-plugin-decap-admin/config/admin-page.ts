import {
  ADMIN_PATH,
  ADMIN_SCRIPT,
  type AdminSettings,
  CONFIG_ELEMENT_ID,
  NOTICE_ELEMENT_ID,
} from "./admin-contract";
import { colors } from "../../../src/theme/theme";

/**
 * /admin/index.html: the settings (Decap's configuration, the layout of data/) as a JSON data
 * block, which is never executed, so the admin's Content-Security-Policy needs no inline script;
 * and this plugin's script, which loads Decap CMS only when it can start it (browser/admin.ts).
 */

/** JSON that cannot end the <script> element it stands in. */
const embeddedJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

/**
 * The notice, and Decap's editor on a phone: it is at least 800 px wide and would scroll
 * sideways; its form takes the screen's width and its toolbar scrolls within itself. Side by
 * side, form and preview pane would each get half a phone's width, so they stand one above the
 * other (react-split-pane's `.SplitPane`, `.Pane1`, `.Pane2`, `.Resizer`), each scrolling on its
 * own, and the form leaves room on the right for Decap's preview buttons, which float there.
 * Decap's components carry their names in their class names (UPGRADING.md).
 */
const phone = [
  '[class*="-EditorContainer"],[class*="-ToolbarContainer"]{min-width:0!important}',
  '[class*="-ToolbarContainer"]{overflow-x:auto}',
  ".SplitPane.vertical{flex-direction:column!important}",
  ".SplitPane.vertical>.Pane{width:100%!important;flex:none!important}",
  ".SplitPane.vertical>.Pane1{height:55%!important;padding-right:44px}",
  `.SplitPane.vertical>.Pane2{height:45%!important;border-top:2px solid ${colors.border}}`,
  ".SplitPane.vertical>.Resizer{display:none}",
].join("");

const pageStyle = [
  "#admin-notice{max-width:40rem;margin:3rem auto;padding:0 1rem;font:1.125rem/1.5 system-ui,sans-serif}",
  `@media (max-width:799px){${phone}}`,
].join("");

export const adminPage = (settings: AdminSettings, brand: string): string =>
  [
    "<!DOCTYPE html>",
    '<html lang="de">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    `<title>Redaktionsoberfläche | ${brand.replace(/[<&]/g, (c) => (c === "<" ? "&lt;" : "&amp;"))}</title>`,
    '<link rel="icon" href="/favicon.ico">',
    `<style>${pageStyle}</style>`,
    `<script type="application/json" id="${CONFIG_ELEMENT_ID}">${embeddedJson(settings)}</script>`,
    `<script src="${ADMIN_PATH}${ADMIN_SCRIPT}" defer></script>`,
    "</head>",
    "<body>",
    `<p id="${NOTICE_ELEMENT_ID}" role="alert" hidden></p>`,
    "<noscript><p>Die Redaktionsoberfläche braucht JavaScript.</p></noscript>",
    "</body>",
    "</html>",
    "",
  ].join("\n");
