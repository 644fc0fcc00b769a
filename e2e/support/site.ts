import { pageRoutes } from "../../__tests__/support/site-content";

/** Content the suite checks, read from data/ so the suite follows the editors. */
export {
  claimText,
  data,
  legalPage,
  legalPages,
  pageRoutes,
  priceText,
  shown,
  thankYouRoute,
} from "../../__tests__/support/site-content";

/** Addresses no page has: the browser suite visits them for the 404 page. */
export const unknownRoutes = ["/gibt-es-nicht", "/a/b/c"] as const;

/** The routes the browser suite visits: every page the build makes, and two unknown ones. */
export const allRoutes = [...pageRoutes, ...unknownRoutes];

/** The suite's widths, one list beside the screenshots tool's (tools/screen-widths.ts). */
export { paintedWidths, widths } from "../../tools/screen-widths";

/**
 * Where the keyboard checks run (keyboard.spec.ts, firefox-keyboard.spec.ts): one width in each
 * layout of the pages (theme.ts's breakpoints) – the narrowest phone, the tablet with the phone
 * menu, and the desktop with its navigation in the header and the widest sections (xl, 1280) –
 * and 200 % zoom (640 px, the sm layout) in the walks. 375, 1024 and 1440 px lay the header and
 * the sections out as one of these; they are held by axe, the baselines and the overflow checks.
 */
export const keyboardWidths = [320, 768, 1280] as const;

/** A keyboard check's window at one of these widths. */
export const keyboardViewport = (width: number) => ({ width, height: 800 });

/** 200 % zoom of a 1280 × 800 window and 400 % of a 1280 × 1024 one, in CSS pixels. */
export const zooms = [
  { label: "200 %", width: 640, height: 400, deviceScaleFactor: 2 },
  { label: "400 %", width: 320, height: 256, deviceScaleFactor: 4 },
] as const;

/** Each page as a preview builds it, with the samples of data/ marked, and as production publishes it. */
export const builds = [
  { name: "preview with marked samples", unmarked: false },
  { name: "production page", unmarked: true },
] as const;
