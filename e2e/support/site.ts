/** Routes and content the suite checks, read from data/ so the suite follows the editors. */
export {
  allRoutes,
  claimText,
  data,
  legalPage,
  legalPages,
  priceText,
  realRoutes,
  shown,
  unknownRoutes,
} from "../../__tests__/support/site-content";

export const widths = [375, 768, 1440] as const;

/** Where the keyboard checks run (keyboard.spec.ts, firefox-keyboard.spec.ts): phone to desktop. */
export const keyboardWidths = [320, 375, 768, 1024, 1440] as const;
