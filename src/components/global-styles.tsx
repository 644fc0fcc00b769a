import type { JSX } from "react";
import { Global, css } from "@emotion/react";
import {
  colors,
  fonts,
  fontSizes,
  lineHeights,
  print,
  printColors,
  reducedMotion,
  scrollClearance,
  space,
} from "../theme/theme";

/** Reset and base typography only; everything else belongs to the components. */
const global = css({
  "*, *::before, *::after": { boxSizing: "border-box" },
  html: {
    WebkitTextSizeAdjust: "100%",
    // The sticky header covers the top of the viewport: anchors' targets and focused elements
    // are scrolled to below it, whichever way they are reached. At the bottom a little air:
    // Firefox leaves an element reached with Tab below the viewport while its focus ring shows.
    scrollPaddingTop: scrollClearance,
    scrollPaddingBottom: space[2],
    scrollBehavior: "smooth",
    [reducedMotion]: { scrollBehavior: "auto" },
  },
  body: {
    margin: 0,
    backgroundColor: colors.surface,
    color: colors.ink,
    fontFamily: fonts.body,
    fontSize: fontSizes[2],
    lineHeight: lineHeights.body,
    WebkitFontSmoothing: "antialiased",
    textRendering: "optimizeLegibility",
    // German compounds of any length wrap: hyphenated where the browser has a German
    // dictionary (lang="de"), and only words long enough to be worth it; broken anywhere as the
    // last resort, which also lets grid and flex items shrink below the longest word.
    WebkitHyphens: "auto",
    hyphens: "auto",
    hyphenateLimitChars: "10 4 4",
    overflowWrap: "anywhere",
  },
  // An address split by a hyphen would read as one with a hyphen in it.
  'a[href^="mailto:"], a[href^="tel:"], a[href^="http"]': {
    WebkitHyphens: "manual",
    hyphens: "manual",
  },
  "h1, h2, h3, h4": { fontFamily: fonts.heading, textWrap: "balance" },
  "p, li": { textWrap: "pretty" },
  "img, svg": { display: "block", maxWidth: "100%" },
  a: { color: colors.primary },
  "a:hover": { color: colors.primaryDark },
  ":focus-visible": {
    outline: `3px solid ${colors.focus}`,
    outlineOffset: "3px",
    borderRadius: "2px",
  },
  [print]: {
    // Black on white in print sizes; links are told apart by their address (legal-page-print.ts).
    body: {
      backgroundColor: printColors.paper,
      color: printColors.text,
      fontSize: "10.5pt",
      lineHeight: 1.45,
    },
    "a, a:hover": { color: "inherit" },
  },
  [reducedMotion]: {
    // No motion at all, rather than very short motion (which would still start transitions).
    "*, *::before, *::after": {
      animation: "none !important",
      transition: "none !important",
    },
  },
});

export const GlobalStyles = (): JSX.Element => <Global styles={global} />;
