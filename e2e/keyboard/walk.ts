import type { FocusStop } from "./in-page";
import { expect } from "../support/observed-page";

/**
 * A walk through a page with the keyboard, the same in Chromium (Playwright) and Firefox
 * (Puppeteer): Tab from the top to the last focus stop, then Shift+Tab from there back up to
 * the first. Each stop is recorded as the visitor sees it (e2e/keyboard/in-page.ts).
 */

/** What a walk needs of the browser. */
export type KeyboardDriver = {
  /** Presses Tab, or Shift+Tab */
  tab: (backwards?: boolean) => Promise<void>;
  /** The focused element as the visitor sees it (`focusStopScript`), read right after the key */
  stop: (allIndicators?: boolean) => Promise<FocusStop>;
};

type FocusWalk = {
  /** Each focusable element's indicator before anything had focus, in document order */
  unfocused: string[];
  forward: FocusStop[];
  backward: FocusStop[];
  /** Whether Tab reached the last focusable element that shows */
  complete: boolean;
};

/**
 * Walks a freshly loaded page: with Tab from the top to the last element that shows, then
 * (unless `forwardOnly`) with Shift+Tab from there back to the first.
 */
const walkFocus = async (
  driver: KeyboardDriver,
  { forwardOnly = false }: { forwardOnly?: boolean } = {},
): Promise<FocusWalk> => {
  const { indicators: unfocused, lastShown } = await driver.stop(true);
  const forward: FocusStop[] = [];
  // Up to the last stop and not past it: headless Firefox does not give a page its focus back
  // once Tab has moved it to the browser's own controls (:focus would no longer match).
  for (let step = 0; step < 500; step += 1) {
    await driver.tab();
    const stop = await driver.stop();
    if (stop.index < 0 || forward.some((seen) => seen.index === stop.index)) break;
    forward.push(stop);
    if (stop.index === lastShown) break;
  }
  const backward: FocusStop[] = [];
  if (!forwardOnly) {
    for (let step = 1; step < forward.length; step += 1) {
      await driver.tab(true);
      const stop = await driver.stop();
      if (stop.index < 0) break;
      backward.push(stop);
    }
  }
  return { unfocused, forward, backward, complete: forward.at(-1)?.index === lastShown };
};

/** WCAG 2.4.11: the focus stops of which nothing could be seen, in either direction. */
const hiddenStops = (walk: FocusWalk): string[] => [
  ...walk.forward
    .filter((stop) => !stop.shown)
    .map((stop) => `Tab: ${stop.label} hidden (${stop.coveredBy})`),
  ...walk.backward
    .filter((stop) => !stop.shown)
    .map((stop) => `Shift+Tab: ${stop.label} hidden (${stop.coveredBy})`),
];

/**
 * WCAG 2.4.7: the focus stops without an indicator of 2 px or more, or whose indicator is the
 * same as when they are not focused (a sample's dashed outline once took the focus ring's place).
 */
const stopsWithoutIndicator = (walk: FocusWalk): string[] =>
  walk.forward.flatMap((stop) => {
    if (!stop.focusVisible) return [`${stop.label}: focused by Tab but not :focus-visible`];
    if (!stop.hasIndicator) return [`${stop.label}: no focus indicator (${stop.indicator})`];
    if (stop.indicator === walk.unfocused[stop.index]) {
      return [`${stop.label}: looks as when not focused (${stop.indicator})`];
    }
    return [];
  });

/**
 * A walk through the page as it is now, at the window size `at` names: Tab must reach the last
 * focus stop and Shift+Tab come back to the first. Returns the stops the sticky header hides and
 * those without an indicator, each line prefixed with `at`.
 */
export const checkedWalk = async (
  driver: KeyboardDriver,
  at: string,
): Promise<{ hidden: string[]; unmarked: string[] }> => {
  const walk = await walkFocus(driver);
  expect(walk.forward.length, "focus stops").toBeGreaterThan(3);
  expect(walk.complete, "Tab reaches the last focusable element").toBe(true);
  expect(walk.backward.length, "Shift+Tab comes back to the first stop").toBe(
    walk.forward.length - 1,
  );
  return {
    hidden: hiddenStops(walk).map((line) => `${at}: ${line}`),
    unmarked: stopsWithoutIndicator(walk).map((line) => `${at}: ${line}`),
  };
};
