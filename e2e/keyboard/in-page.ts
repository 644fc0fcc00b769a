/**
 * Runs in the page (Playwright's or Puppeteer's `evaluate`, so each function refers to nothing
 * outside itself): what a keyboard user sees where axe cannot look. Used by keyboard.spec.ts
 * (Chromium) and firefox-keyboard.spec.ts (Firefox ESR).
 */

/** What the browser can focus with Tab on these pages (no positive tabindex anywhere). */
export const FOCUSABLE =
  'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';

/** Arguments: the selector of focusable elements (FOCUSABLE), and what is asked for. */
type StopRequest = { focusable: string; allIndicators: boolean };
type ElementRequest = { focusable: string; index: number };

/** A focus stop: the focused element, whether any of it can be seen, and its focus indicator. */
export type FocusStop = {
  /** Place among the page's focusable elements in document order; -1 if not one of them */
  index: number;
  label: string;
  /** Whether some part of it is in the viewport and not covered by anything (the header) */
  shown: boolean;
  /** What covers it where it is in the viewport, e.g. „header“ */
  coveredBy: string;
  /** Outline and box shadow as computed now: the indicator a focus state draws */
  indicator: string;
  /** An outline of 2 px or more, or a box shadow */
  hasIndicator: boolean;
  focusVisible: boolean;
  /** The indicators of all focusable elements, in document order (only when asked for) */
  indicators: string[];
  /** Place of the last focusable element that shows: where Tab leaves the page (only when
   * asked for the indicators; -1 otherwise) */
  lastShown: number;
};

/** The part of a focus stop measured apart, by focusInView: whether the visitor can see it. */
type FocusInView = Pick<FocusStop, "shown" | "coveredBy">;

/**
 * Whether some part of the focused element shows: points spread over each box of the element
 * (an inline link has one per line), where they are inside the viewport; it shows if the
 * topmost element at one of them is it. Otherwise what covers it, or that it is outside the
 * viewport. Nothing shows when nothing has focus.
 */
const focusInView = (): FocusInView => {
  const active = document.activeElement;
  if (!active || active === document.body || active === document.documentElement) {
    return { shown: false, coveredBy: "" };
  }
  const width = document.documentElement.clientWidth;
  const height = document.documentElement.clientHeight;
  const points: Array<[number, number]> = [];
  for (const box of active.getClientRects()) {
    const left = Math.max(box.left, 0);
    const right = Math.min(box.right, width);
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, height);
    if (right - left < 1 || bottom - top < 1) continue;
    for (const x of [0.1, 0.3, 0.5, 0.7, 0.9]) {
      for (const y of [0.15, 0.5, 0.85]) {
        points.push([left + (right - left) * x, top + (bottom - top) * y]);
      }
    }
  }
  const hits = points.map(([x, y]) => document.elementFromPoint(x, y));
  const shown = hits.some((hit) => hit !== null && (hit === active || active.contains(hit)));
  const cover = hits.find((hit) => hit !== null && hit !== active && !active.contains(hit));
  const coveredBy = !points.length
    ? "outside the viewport"
    : ((cover?.closest("header") ? "header" : cover?.tagName.toLowerCase()) ?? "");
  return { shown, coveredBy };
};

/**
 * The focused element as a keyboard user sees it, but for whether it shows (focusInView). With
 * `allIndicators`, also the indicator of every focusable element: called right after loading,
 * before anything has focus, that is each element's unfocused look, to compare each focus stop
 * with.
 */
const focusStop = ({
  focusable: selector,
  allIndicators,
}: StopRequest): Omit<FocusStop, keyof FocusInView> => {
  const focusable = [...document.querySelectorAll(selector)];
  const indicatorOf = (element: Element): string => {
    const style = getComputedStyle(element);
    return ["outline-style", "outline-width", "outline-color", "outline-offset", "box-shadow"]
      .map((property) => style.getPropertyValue(property))
      .join(" ");
  };
  const active = document.activeElement;
  const indicators = allIndicators ? focusable.map(indicatorOf) : [];
  // Where Tab leaves the page is asked once, with the indicators, before the walk.
  let lastShown = allIndicators ? focusable.length - 1 : -1;
  while (lastShown >= 0 && !focusable[lastShown]?.checkVisibility({ visibilityProperty: true })) {
    lastShown -= 1;
  }
  if (!active || active === document.body || active === document.documentElement) {
    return {
      index: -1,
      label: "",
      indicator: "",
      hasIndicator: false,
      focusVisible: false,
      indicators,
      lastShown,
    };
  }
  const text = (active.getAttribute("aria-label") ?? active.textContent ?? "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 50);
  const href = active.getAttribute("href");
  const label = `${active.tagName.toLowerCase()}${href ? `[href="${href.slice(0, 60)}"]` : ""} „${text}“`;
  const style = getComputedStyle(active);
  const hasIndicator =
    (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2) ||
    style.boxShadow !== "none";
  return {
    index: focusable.indexOf(active),
    label,
    indicator: indicatorOf(active),
    hasIndicator,
    focusVisible: active.matches(":focus-visible"),
    indicators,
    lastShown,
  };
};

/**
 * The focus stop as one expression for `page.evaluate` (Playwright and Puppeteer alike):
 * focusInView first, right after the key, then focusStop, in one round trip instead of two; a
 * walk reads some thousand stops.
 */
export const focusStopScript = (request: StopRequest): string =>
  `({ ...(${focusInView.toString()})(), ...(${focusStop.toString()})(${JSON.stringify(request)}) })`;

/**
 * One focusable element of each kind that shows at this width (element, classes, sample mark,
 * landmark: stops of one kind share their focus styles), each with the focusable element
 * before it in the Tab order, if any.
 */
export const focusKinds = (focusable: string): Array<{ index: number; before: number }> => {
  const elements = [...document.querySelectorAll(focusable)];
  const shown = (element: Element): boolean =>
    element.checkVisibility({ visibilityProperty: true });
  const kinds = new Map<string, { index: number; before: number }>();
  let before = -1;
  elements.forEach((element, index) => {
    if (!shown(element)) return;
    const kind = [
      element.tagName,
      element.className,
      element.hasAttribute("data-sample"),
      element.closest("header, footer, main")?.tagName,
    ].join(" ");
    if (!kinds.has(kind)) kinds.set(kind, { index, before });
    before = index;
  });
  return [...kinds.values()];
};

/**
 * Puts the focusable element at this index in the middle of the viewport with nothing focused
 * and returns the area around it that a focus indicator may paint (8 px beyond its box).
 */
export const unfocusedInView = ({ focusable, index }: ElementRequest) => {
  const element = document.querySelectorAll(focusable)[index];
  if (!element) throw new Error(`no focusable element ${index}`);
  element.scrollIntoView({ block: "center", inline: "center" });
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  const box = element.getBoundingClientRect();
  const x = Math.max(0, Math.floor(box.left - 8));
  const y = Math.max(0, Math.floor(box.top - 8));
  return {
    clip: {
      x,
      y,
      width: Math.min(document.documentElement.clientWidth, Math.ceil(box.right + 8)) - x,
      height: Math.min(document.documentElement.clientHeight, Math.ceil(box.bottom + 8)) - y,
    },
    /** The length of the element's outline: a 1 px line around it has this many pixels */
    perimeter: Math.round(2 * (box.width + box.height)),
  };
};

/**
 * Run in a blank page: how many pixels of two PNG images of one size (base64) differ, by more
 * than the smallest steps of anti-aliasing.
 */
export const changedPixels = async ({ before, after }: { before: string; after: string }) => {
  const pixels = async (png: string): Promise<Uint8ClampedArray> => {
    const blob = await (await fetch(`data:image/png;base64,${png}`)).blob();
    const image = await createImageBitmap(blob);
    const canvas = new OffscreenCanvas(image.width, image.height);
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no 2d canvas");
    context.drawImage(image, 0, 0);
    return context.getImageData(0, 0, image.width, image.height).data;
  };
  const [first, second] = await Promise.all([pixels(before), pixels(after)]);
  let changed = 0;
  for (let at = 0; at < first.length; at += 4) {
    for (let channel = 0; channel < 3; channel += 1) {
      if (Math.abs((first[at + channel] ?? 0) - (second[at + channel] ?? 0)) > 24) {
        changed += 1;
        break;
      }
    }
  }
  return changed;
};

/** Focuses the focusable element at this index by script, scrolling it into view or not. */
export const focusAt = ({
  focusable,
  index,
  preventScroll = false,
}: ElementRequest & { preventScroll?: boolean }): void => {
  const element = document.querySelectorAll(focusable)[index];
  if (element instanceof HTMLElement) element.focus({ preventScroll });
};

/** Where an in-page target has come to rest, against the bottom edge of the sticky header. */
type Placement = {
  /** The target, or its list item where it stands in one (a claim with its figure) */
  target: string;
  top: number;
  headerBottom: number;
  viewportHeight: number;
  /** Top edge of the target's item below the header's bottom edge, and inside the viewport */
  clear: boolean;
};

/**
 * Follows the first link with the address `follow`, as activating it would (also where the
 * link stands in the closed phone menu), if given; waits until the page is at the link's
 * address and has stopped scrolling (two frames without movement); reports where the element
 * with this id stands. Where the target sits in a list item, the whole item must come clear:
 * following the link back to a claim has to show its figure, not only the reference number
 * after it.
 */
export const restingPlacement = async ({
  id,
  follow,
}: {
  id: string;
  follow?: string;
}): Promise<Placement> => {
  let address = window.location.href;
  if (follow) {
    const link = [...document.querySelectorAll<HTMLAnchorElement>("a[href]")].find(
      (candidate) => candidate.getAttribute("href") === follow,
    );
    if (!link) throw new Error(`no link to ${follow}`);
    address = link.href;
    link.click();
  }
  // Firefox follows a clicked link in a task of its own, and on a busy machine frames can
  // pass before it runs: stillness before the page is at the link's address is the old place.
  let still = 0;
  let last = window.scrollY;
  for (let frame = 0; frame < 120 && still < 2; frame += 1) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const arrived = window.location.href === address;
    still = arrived && window.scrollY === last ? still + 1 : 0;
    last = window.scrollY;
  }
  if (still < 2) throw new Error(`${follow ?? address}: the page did not come to rest there`);
  const target = document.getElementById(id);
  const header = document.querySelector("header");
  if (!target || !header) {
    return { target: `#${id} (missing)`, top: 0, headerBottom: 0, viewportHeight: 0, clear: false };
  }
  const item = target.closest("li") ?? target;
  const top = item.getBoundingClientRect().top;
  const headerBottom = header.getBoundingClientRect().bottom;
  const viewportHeight = document.documentElement.clientHeight;
  return {
    target: item === target ? `#${id}` : `#${id} (its list item)`,
    top: Math.round(top * 10) / 10,
    headerBottom: Math.round(headerBottom * 10) / 10,
    viewportHeight,
    // Half a pixel for the rounding of fractional layouts.
    clear: top >= headerBottom - 0.5 && top < viewportHeight,
  };
};

/**
 * The addresses of the page's links that lead to an element, each once: of this page as
 * written in the link (`#preise`), of another page of the site as path and fragment
 * (`/#preise`, `/agb#haftung`).
 */
export const fragmentLinks = (): {
  here: Array<{ href: string; id: string }>;
  elsewhere: string[];
} => {
  const links = [...document.querySelectorAll<HTMLAnchorElement>("a[href]")].filter(
    (link) => link.origin === window.location.origin && link.hash.length > 1,
  );
  const here = links.filter((link) => link.pathname === window.location.pathname);
  const elsewhere = links.filter((link) => link.pathname !== window.location.pathname);
  return {
    here: [...new Set(here.map((link) => link.getAttribute("href") ?? ""))].map((href) => ({
      href,
      id: decodeURIComponent(new URL(href, window.location.href).hash.slice(1)),
    })),
    elsewhere: [...new Set(elsewhere.map((link) => `${link.pathname}${link.hash}`))],
  };
};

/**
 * WCAG 1.4.12 as a user style sheet would apply it: line height 1.5, paragraphs 2 em apart,
 * letters 0.12 em and words 0.16 em. A constructed style sheet, which the pages' Content
 * Security Policy leaves alone, as it leaves a browser's user styles alone.
 */
export const applyTextSpacing = (): void => {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(
    "*, *::before, *::after { line-height: 1.5 !important; letter-spacing: 0.12em !important;" +
      " word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }",
  );
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
};
