/**
 * The widths every page is visited at (e2e/routes.spec.ts, firefox.spec.ts, content-stress.spec.ts):
 * the narrowest phone (320 px, the width WCAG 1.4.10 reflows to), a phone, a tablet, a desktop.
 */
export const widths = [320, 375, 768, 1440] as const;

/** The widths pictures are taken at (e2e/baselines.spec.ts, npm run screenshots): 320 px lays out as 375. */
export const paintedWidths = widths.filter((width) => width > 320);
