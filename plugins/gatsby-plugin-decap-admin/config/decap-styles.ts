import { colors, sampleColors } from "../../../src/theme/theme";

/**
 * The styles of the Decap fixes (decap-fixes.ts lists them, each with its upstream), in the
 * page's own style element (admin-page.ts), so they apply from Decap's first render; and the
 * names their scripts in browser/decap-fixes/ share with them. Decap's components carry their
 * names in their class names, `…-EditorContainer` (an emotion label in the built bundle;
 * UPGRADING.md).
 */

const EDITOR = '[class*="-EditorContainer"]';
const BAR = `${EDITOR}>[class*="-ToolbarContainer"]`;
const line = `1px solid ${colors.border}`;

/**
 * Decap's editor fitted to a phone: the form takes the screen's width; the top bar (the way back,
 * the save button with its menu, the account menu) wraps into rows, because a bar that scrolls
 * clips the save menu, which then opens behind the form; form and preview pane stand one above
 * the other (react-split-pane's `.SplitPane`, `.Pane1`, `.Pane2`), each scrolling on its own,
 * and the form leaves room on the right for Decap's preview buttons, which float there.
 */
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

/** The width the pane's desktop view lays the page out at: the site's widest layout starts below it. */
export const DESKTOP_WIDTH = 1280;
/** Decap's title of its scroll sync button, as this site's phrases set it */
export const SCROLL_SYNC_TITLE = "Synchron scrollen";
/** On the page's body while the pane shows the desktop view */
export const PREVIEW_VIEW = "data-preview-view";
export const PREVIEW_FRAME = "#preview-pane";

/**
 * The pane leaves Decap's round buttons a strip of their own (they covered the site's „Menü“);
 * Decap's scroll sync button goes (the pane follows the field being edited instead); the
 * desktop view lays the page out at DESKTOP_WIDTH and scales it to the pane's width.
 */
export const previewWidthStyle = [
  `[class*="-ViewControls"] button[title="${SCROLL_SYNC_TITLE}"]{display:none}`,
  "@media (min-width:800px){.SplitPane.vertical>.Pane2{padding-right:56px;box-sizing:border-box}}",
  `body[${PREVIEW_VIEW}="desktop"] .SplitPane>.Pane2{overflow:hidden}`,
  `body[${PREVIEW_VIEW}="desktop"] ${PREVIEW_FRAME}{width:${DESKTOP_WIDTH}px!important;height:calc(100% / var(--preview-scale,1))!important;transform:scale(var(--preview-scale,1));transform-origin:0 0}`,
].join("");

/**
 * The configured logo (cms-config.ts: the brand's icon) at the size of an app icon, centred in
 * Decap's wrapper 300 px wide (`…-CustomIconWrapper`), its corners cut to the mark's own radius
 * (8 of 32 units), so the page's grey shows around it.
 */
export const loginLogo =
  '[class*="-CustomIconWrapper"] img{display:block;width:96px;height:96px;margin:0 auto;border-radius:25%}';

const RING = `outline:3px solid ${colors.focus}!important;outline-offset:2px`;

/**
 * One focus ring in the site's focus colour wherever the keyboard focus is; on a collection's
 * entries (a link filling its card, which hides what overflows it) it lies inside the card.
 */
export const focusRing = [
  `:focus-visible{${RING}}`,
  // After a click, as Decap does: the focus is where the pointer is (what-input's attribute).
  "[data-whatintent=mouse] :focus-visible{outline:none!important}",
  '[class*="-ListCardLink"]:focus-visible,[class*="-GridCardLink"]:focus-visible{outline-offset:-3px!important}',
].join("");

/** The dialog that asks before a list entry is removed */
export const REMOVE_DIALOG_ID = "passform-remove-entry";

export const removeDialogStyle = [
  `#${REMOVE_DIALOG_ID}{max-width:min(28rem,calc(100vw - 2rem));padding:1.5rem;border:1px solid ${colors.border};border-radius:8px;color:${colors.ink};background:${colors.surface};font:1rem/1.5 system-ui,sans-serif}`,
  `#${REMOVE_DIALOG_ID}::backdrop{background:rgba(21,19,43,.45)}`,
  `#${REMOVE_DIALOG_ID} h2{margin:0 0 .5rem;font-size:1.25rem;line-height:1.3;overflow-wrap:anywhere}`,
  `#${REMOVE_DIALOG_ID} p{margin:0 0 1.25rem;color:${colors.inkMuted}}`,
  `#${REMOVE_DIALOG_ID} form{display:flex;flex-wrap:wrap;gap:.75rem;justify-content:flex-end}`,
  `#${REMOVE_DIALOG_ID} button{min-height:44px;padding:.5rem 1.25rem;border-radius:6px;font:inherit;font-weight:600;cursor:pointer}`,
  `#${REMOVE_DIALOG_ID} button[value=cancel]{border:1px solid ${colors.primary};color:${colors.primary};background:${colors.surface}}`,
  `#${REMOVE_DIALOG_ID} button[value=remove]{border:1px solid ${colors.primary};color:${colors.white};background:${colors.primary}}`,
].join("");

/** Darker than Decap's error red (#ff003b), so a message of 12 px reads at 4.5:1 on white. */
const ERROR_TEXT = "#c8002e";

/** On the counter below a text field: "over" once the text is longer than its limit */
export const LENGTH_COUNTER = "data-length-counter";

/**
 * Decap sets a field's messages in capitals (its `ControlErrorsList`); the form's sentences stand
 * as written, like the preview pane's. The counter has the colour of Decap's labels and help.
 */
export const textLimitsStyle = [
  '[class*="-ControlErrorsList"]{text-transform:none!important}',
  `[${LENGTH_COUNTER}]{margin:4px 2px 0;font-size:12px;text-align:right;color:#5d626f;font-weight:400}`,
  `[${LENGTH_COUNTER}=over]{color:${ERROR_TEXT};font-weight:600}`,
].join("");

/** Decap's container of a field, which a mark outlines */
export const FIELD_CONTAINER = '[class*="-ControlContainer"]';
/** On what a mark of the content check adds to a field: its message, control and container */
export const FIELD_MARK = "data-form-mark";

/**
 * A problem's field outlined in Decap's error red, and its message in red below it; a note's in
 * the samples' dark yellow. Once Decap shows the field's own message (a refused save), the mark's
 * would say it twice.
 */
export const markedFieldStyle = [
  `[${FIELD_MARK}=message]{margin:6px 2px 0;font-size:12px;font-weight:600;color:${sampleColors.line}}`,
  `[${FIELD_MARK}=container]{outline:2px solid #ff003b;outline-offset:4px}`,
  `[${FIELD_MARK}=container]>[${FIELD_MARK}=message]{color:${ERROR_TEXT}}`,
  `${FIELD_CONTAINER}:has(>[class*="-ControlTopbar"] [class*="-ControlErrorsList"] li)>[${FIELD_MARK}="message"]{display:none}`,
].join("");

const TOASTS = ".Toastify__toast-container";

/**
 * Decap's messages after a save (react-toastify's toasts) stand over the form, not over the
 * pane, where a refused save hid the very box that says why: at its bottom left on a desktop, at
 * the bottom of the form above the pane on a phone; they come and go on the left.
 */
export const toastPlace = [
  ".Toastify__bounce-enter--top-right{animation-name:Toastify__bounceInLeft!important}",
  ".Toastify__bounce-exit--top-right{animation-name:Toastify__bounceOutLeft!important}",
  `${TOASTS}{top:auto!important;right:auto!important;left:16px!important;bottom:16px!important;max-width:calc(50vw - 32px)}`,
  // On a phone a long message scrolls within itself rather than cover the top bar.
  `@media (max-width:799px){${TOASTS}{left:0!important;bottom:calc(45% + 8px)!important;width:calc(100% - 44px)!important;max-width:none;padding:0 8px;box-sizing:border-box}.Toastify__toast{max-height:calc(55vh - 170px)!important;overflow-y:auto!important}}`,
].join("");
