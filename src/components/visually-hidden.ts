import { css } from "@emotion/react";

/**
 * Hidden on screen, read by screen readers, as CSS text: for a style sheet's rule or an element's
 * style attribute (emotion serialises the site's style below to the same text).
 */
export const visuallyHiddenCss =
  "position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0, 0, 0, 0);white-space:nowrap;border:0;";

/** The same as the site's style. */
export const visuallyHidden = css(visuallyHiddenCss);
