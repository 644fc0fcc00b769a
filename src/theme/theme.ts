/**
 * Design tokens: the only place colours, type, spacing and breakpoints are defined, for the site
 * and for the panels the preview pane shows above the page. Contrast ratios are against
 * `colors.surface` (#ffffff) unless noted; text colours all pass WCAG AA.
 */

export const colors = {
  /** Body text and headings, 16.9:1 */
  ink: "#15132b",
  /** Secondary text, 8.2:1 */
  inkMuted: "#4a4766",
  /** Brand violet for links and primary buttons, 7.9:1 (white text on it: 7.9:1) */
  primary: "#4a2bd8",
  /** Hover and pressed state of primary, 10.4:1 */
  primaryDark: "#3519a8",
  /** Tinted background behind primary elements (badges, icon tiles) */
  primarySoft: "#eeebff",
  /** Coral highlight, decorative only (never text on white) */
  accent: "#ff6a4d",
  /** Mint for scan lines and measurement marks, decorative only */
  mint: "#16c2a3",
  /** Page background and cards */
  surface: "#ffffff",
  /** Alternating section background, ink on it: 15.7:1 */
  surfaceMuted: "#f5f4fb",
  /** Dark sections; white text on it: 16.9:1 */
  surfaceInverse: "#15132b",
  /** Secondary text on surfaceInverse, 10.9:1 */
  inkOnInverseMuted: "#c9c6e0",
  /** Hairlines and card borders (non-text) */
  border: "#dedbee",
  /** The border of a form field the browser finds invalid, 6.5:1 */
  invalid: "#b3261e",
  /** Keyboard focus ring, 3:1 or more against every background used */
  focus: "#4a2bd8",
  /** Focus ring on dark backgrounds */
  focusOnInverse: "#ffd166",
  /** Behind inserted words of a change view (underlined as well), ink on it: 15.4:1 */
  insertedSoft: "#e2f5ee",
  /** Behind deleted words of a change view (struck through as well), ink on it: 15.0:1 */
  deletedSoft: "#fde6e1",
  white: "#ffffff",
  /** Hairline on surfaceInverse (the footer's bottom line), non-text */
  borderOnInverse: "rgba(255, 255, 255, 0.16)",
  /** The demo panel's coral and mint glows over primaryDark, decorative only */
  accentGlow: "rgba(255, 106, 77, 0.35)",
  mintGlow: "rgba(22, 194, 163, 0.25)",
} as const;

/**
 * A sample value still to be replaced, wherever it is marked (src/lib/sample-marks.ts, the
 * development server's highlights, the preview pane's samples panel): dark text on light yellow,
 * 16:1, with a line in a darker yellow.
 */
export const sampleColors = {
  background: "#fff1a8",
  text: "#1f1a05",
  line: "#7a5c00",
} as const;

/** On paper: black on white, the running header and footer in dark grey. */
export const printColors = {
  paper: "#fff",
  text: "#000",
  margin: "#333",
} as const;

export const fonts = {
  /** System UI stack: zero bytes to download, no layout shift, native rendering on every OS */
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif',
  heading:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif',
  mono: 'ui-monospace, "SF Mono", "Cascadia Mono", "Roboto Mono", Menlo, Consolas, monospace',
} as const;

/** Modular type scale in rem (index 0 = small print, 7 = hero headline on desktop) */
export const fontSizes = [
  "0.8125rem",
  "0.9375rem",
  "1.0625rem",
  "1.25rem",
  "1.5rem",
  "2rem",
  "2.5rem",
  "3.5rem",
] as const;

export const fontWeights = {
  regular: 400,
  medium: 500,
  semibold: 600,
  bold: 700,
  extrabold: 800,
} as const;

export const lineHeights = {
  tight: 1.15,
  snug: 1.3,
  body: 1.6,
} as const;

/** Spacing scale in rem (index 0 = none) */
export const space = [
  "0",
  "0.25rem",
  "0.5rem",
  "0.75rem",
  "1rem",
  "1.5rem",
  "2rem",
  "3rem",
  "4rem",
  "6rem",
] as const;

/** Height of the sticky header's bar (src/components/header.tsx), without the 1 px line under it */
export const headerHeight = "4rem";

/**
 * How far below the top of the viewport the browser puts what it scrolls to: the target of an
 * in-page link, an element reached with Tab or Shift+Tab. Clear of the sticky header, with a
 * little air, so neither the element nor its focus ring ends up under the header.
 */
export const scrollClearance = `calc(${headerHeight} + 1px + ${space[2]})`;

export const radii = {
  small: "0.375rem",
  medium: "0.75rem",
  large: "1.25rem",
  pill: "999px",
} as const;

export const shadows = {
  card: "0 1px 2px rgba(21, 19, 43, 0.06), 0 8px 24px rgba(21, 19, 43, 0.06)",
  raised: "0 2px 4px rgba(21, 19, 43, 0.08), 0 16px 40px rgba(74, 43, 216, 0.16)",
} as const;

/** Min-width breakpoints in px: phone first, then tablet, desktop and wide desktop */
const breakpoints = {
  sm: 600,
  md: 768,
  lg: 1024,
  xl: 1280,
} as const;

type Breakpoint = keyof typeof breakpoints;

/** Media query for a min-width breakpoint, e.g. `[mq("md")]: { ... }` */
export const mq = (breakpoint: Breakpoint): string =>
  `@media (min-width: ${breakpoints[breakpoint]}px)`;

export const reducedMotion = "@media (prefers-reduced-motion: reduce)";

/** On paper (and in a PDF): what only works on a screen is left out, each component says what. */
export const print = "@media print";

/**
 * A slow phone parses a page in slices and may paint between two of them. Where the children
 * that have arrived would move as the rest arrives (centred, or in columns as wide as their
 * content), the element shows them only once the element after it exists, i.e. once it is
 * complete: `[untilComplete]: { visibility: "hidden" }`. Hidden children keep their space.
 */
export const untilComplete = "&:not(:has(+ *)) > *";

/** Width of the content column */
export const containerWidth = "72rem";
