import { colors } from "../../../../src/theme/theme";

/**
 * Works around Decap's editor being at least 800 px wide: https://github.com/decaporg/decap-cms/issues/441
 *
 * On a phone Decap's editor would scroll sideways. Here its form takes the screen's width. Its
 * top bar (`ToolbarContainer`: the way back with the entry's status, the save button with its
 * menu, the account menu) wraps into rows instead of scrolling within itself, because a bar that
 * scrolls clips the save button's menu, which then opens behind the form; the editor below it
 * takes the height the rows leave, and a date field's buttons wrap below the date. Side by
 * side, form and preview pane would each get half a phone's width, so they stand one above the
 * other (react-split-pane's `.SplitPane`, `.Pane1`, `.Pane2`, `.Resizer`), each scrolling on
 * its own, and the form leaves room on the right for Decap's preview buttons, which float
 * there. Decap's components carry their names in their class names (UPGRADING.md). The page's
 * own style element holds it (config/admin-page.ts), so it applies from Decap's first render.
 */
const EDITOR = '[class*="-EditorContainer"]';
const BAR = `${EDITOR}>[class*="-ToolbarContainer"]`;
const line = `1px solid ${colors.border}`;

const phone = [
  `${EDITOR}{min-width:0!important;padding-top:0!important;display:flex;flex-direction:column}`,
  `${BAR}{position:relative!important;min-width:0!important;height:auto!important;overflow:visible!important;flex:none;flex-wrap:wrap;align-items:stretch}`,
  `${BAR}>*{height:auto!important;min-height:48px;box-sizing:border-box}`,
  // The way back and the account menu share the first row where they fit; the save row follows.
  `${BAR}>:first-child{flex:1 1 auto;padding-top:4px;padding-bottom:4px}`,
  `${BAR}>:last-child{flex:0 1 auto;border-left:${line}}`,
  `${BAR}>:nth-child(2){order:3;flex:1 1 100%;border-top:${line};border-right:0}`,
  `${BAR} [class*="-AppHeaderSiteLink"]{padding:0 8px}`,
  `${BAR}+div{flex:1 1 auto;align-self:stretch;width:100%;min-height:0;height:auto!important}`,
  ".SplitPane.vertical{flex-direction:column!important}",
  ".SplitPane.vertical>.Pane{width:100%!important;flex:none!important}",
  ".SplitPane.vertical>.Pane1{height:55%!important;padding-right:44px}",
  `.SplitPane.vertical>.Pane2{height:45%!important;border-top:2px solid ${colors.border}}`,
  ".SplitPane.vertical>.Resizer{display:none}",
  // A date's „Heute“ and „Löschen“ go below the date where the row is too narrow for both.
  '[class*="-DateTimeControl"]{flex-wrap:wrap;row-gap:8px}',
].join("");

export const phoneLayout = `@media (max-width:799px){${phone}}`;
