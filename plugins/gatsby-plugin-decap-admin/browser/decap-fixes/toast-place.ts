/**
 * Works around Decap's messages after a save covering the preview pane: no upstream issue found.
 *
 * Decap shows „Gespeichert …“ and „Nicht gespeichert …“ as toasts (react-toastify's
 * `Toastify__toast-container`) at the top right, which is where the preview pane shows the
 * check's problems and Decap's round preview buttons float: a refused save hid the very box that
 * says why, for several seconds. They stand over the form instead: at its bottom left on a
 * desktop, within the form's half; on a phone, where the pane is the lower part of the screen
 * (phone-layout.ts), at the bottom of the form above it. They come in and go out on the left,
 * where they stand, not across the pane from the right. The page's own style element holds it
 * (config/admin-page.ts).
 */

const CONTAINER = ".Toastify__toast-container";

export const toastPlace = [
  ".Toastify__bounce-enter--top-right{animation-name:Toastify__bounceInLeft!important}",
  ".Toastify__bounce-exit--top-right{animation-name:Toastify__bounceOutLeft!important}",
  `${CONTAINER}{top:auto!important;right:auto!important;left:16px!important;bottom:16px!important;max-width:calc(50vw - 32px)}`,
  // On a phone a long message scrolls within itself rather than cover the top bar.
  `@media (max-width:799px){${CONTAINER}{left:0!important;bottom:calc(45% + 8px)!important;width:calc(100% - 44px)!important;max-width:none;padding:0 8px;box-sizing:border-box}.Toastify__toast{max-height:calc(55vh - 170px)!important;overflow-y:auto!important}}`,
].join("");
