import { colors } from "../../../../src/theme/theme";

/**
 * Works around Decap's editor being at least 800 px wide: https://github.com/decaporg/decap-cms/issues/441
 *
 * On a phone Decap's editor would scroll sideways. Here its form takes the screen's width and its
 * toolbar scrolls within itself. Side by side, form and preview pane would each get half a phone's
 * width, so they stand one above the other (react-split-pane's `.SplitPane`, `.Pane1`, `.Pane2`,
 * `.Resizer`), each scrolling on its own, and the form leaves room on the right for Decap's
 * preview buttons, which float there. Decap's components carry their names in their class names
 * (UPGRADING.md). The page's own style element holds it (config/admin-page.ts), so it applies from
 * Decap's first render.
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

export const phoneLayout = `@media (max-width:799px){${phone}}`;
