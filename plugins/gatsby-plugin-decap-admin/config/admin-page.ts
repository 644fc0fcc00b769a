import { escapeHtml } from "../../gatsby-source-passform";
import {
  ADMIN_PATH,
  ADMIN_SCRIPT,
  type AdminSettings,
  CONFIG_ELEMENT_ID,
  NOTICE_ELEMENT_ID,
} from "./admin-contract";
import { decapFixes } from "./decap-fixes";

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

/** The notice's style and the Decap fixes' (decap-fixes.ts). */
const pageStyle = [
  "#admin-notice{max-width:40rem;margin:3rem auto;padding:0 1rem;font:1.125rem/1.5 system-ui,sans-serif}",
  ...decapFixes.flatMap((fix) => ("style" in fix ? [fix.style] : [])),
].join("");

export const adminPage = (settings: AdminSettings, brand: string): string =>
  [
    "<!DOCTYPE html>",
    '<html lang="de">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    `<title>Redaktionsoberfläche | ${escapeHtml(brand)}</title>`,
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
