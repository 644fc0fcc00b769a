import { colors } from "../../../../src/theme/theme";

/**
 * Works around Decap's focus ring, clipped on the collection's entries and in the browser's
 * colour elsewhere: no upstream issue found.
 *
 * Decap draws the browser's own ring (`outline: auto`) on whatever has the keyboard focus, and
 * none after a click ([data-whatintent=mouse], from the what-input library). An entry of a
 * collection is a link filling its card (`ListCardLink`, `GridCardLink`), and the card hides what
 * overflows it, so the ring around the link is cut off and the focus is invisible there. Here
 * every element with the keyboard focus gets one ring in the site's focus colour, and on those
 * links it lies inside the card. The page's own style element holds it (config/admin-page.ts).
 */

const RING = `outline:3px solid ${colors.focus}!important;outline-offset:2px`;

export const focusRing = [
  `:focus-visible{${RING}}`,
  // After a click, as Decap does: the focus is where the pointer is.
  "[data-whatintent=mouse] :focus-visible{outline:none!important}",
  '[class*="-ListCardLink"]:focus-visible,[class*="-GridCardLink"]:focus-visible{outline-offset:-3px!important}',
].join("");
