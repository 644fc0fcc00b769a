import type { JSX } from "react";
import { css } from "@emotion/react";
import { words } from "../lib/words";
import { colors, fontWeights, print, radii, space } from "../theme/theme";

// Fixed, not absolute: reached with Shift+Tab from far down the page it shows where the
// viewport is, in front of the sticky header, instead of at the top of the document.
const style = css({
  position: "fixed",
  top: space[2],
  left: space[2],
  zIndex: 100,
  padding: `${space[2]} ${space[4]}`,
  borderRadius: radii.small,
  backgroundColor: colors.ink,
  color: colors.white,
  fontWeight: fontWeights.semibold,
  textDecoration: "none",
  transform: "translateY(-200%)",
  "&:focus": { transform: "none", color: colors.white },
  "&:focus-visible": { outlineColor: colors.focusOnInverse },
  [print]: { display: "none" },
});

export const MAIN_ID = "inhalt";

/** First focus stop on every page: jumps past the header to the main content. */
export const SkipLink = (): JSX.Element => (
  <a href={`#${MAIN_ID}`} css={style}>
    {words.skipLink}
  </a>
);
