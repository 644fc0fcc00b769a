import { PAGE_ATTRIBUTE, STUCK_ATTRIBUTE } from "../config/admin-contract";

/**
 * The preview pane keeps the editor's place when the panels above the page change: a note that
 * appears while the editor looks at the prices, 4,000 px down, pushes the page down by its
 * height, and one that goes pulls it up. The pane scrolls by as much, so the part of the page in
 * view stays in view. The problems are the exception: they stick to the pane's top
 * (render-preview.tsx), so the page moving down by their height is what keeps it in view below
 * them. At the very top nothing is moved: there the editor sees the panels appear.
 */

/** Where the page began in each pane's document, and how tall the problems were, last time */
const lastSeen = new WeakMap<Document, { top: number; stuck: number }>();

const stuckHeight = (pane: Document): number =>
  pane.querySelector(`[${STUCK_ATTRIBUTE}]`)?.getBoundingClientRect().height ?? 0;

export const keepPlace = (pane: Document | undefined): void => {
  const view = pane?.defaultView;
  const page = pane?.querySelector(`[${PAGE_ATTRIBUTE}]`);
  if (!pane || !view || !page) return;
  const now = { top: page.getBoundingClientRect().top + view.scrollY, stuck: stuckHeight(pane) };
  const before = lastSeen.get(pane);
  lastSeen.set(pane, now);
  if (!before || view.scrollY === 0) return;
  const moved = now.top - before.top - (now.stuck - before.stuck);
  if (moved !== 0) view.scrollBy(0, moved);
};

/**
 * Scrolls the pane's page, and only the page, so that `element` stands at its top below what
 * stays there (the site's sticky header, by the page's scroll padding, and the problems). An
 * element's own scrollIntoView would also scroll the pane's container, which in the desktop view
 * is shorter than the scaled page, and push the page's top out of sight.
 */
export const scrollPaneTo = (element: Element): void => {
  const pane = element.ownerDocument;
  const view = pane.defaultView;
  if (!view) return;
  const padding = parseFloat(view.getComputedStyle(pane.documentElement).scrollPaddingTop) || 0;
  const stuck = stuckHeight(pane);
  // Both stick to the top, the problems over the header.
  const top = element.getBoundingClientRect().top + view.scrollY - Math.max(padding, stuck);
  view.scrollTo({ top: Math.max(0, top), behavior: "instant" });
};
