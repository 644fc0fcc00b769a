/**
 * The preview pane keeps the editor's place when the panels above the page change: a problem that
 * appears while the editor looks at the prices, 4,000 px down, pushes the page down by the
 * panel's height, and one that goes pulls it up. The pane scrolls by as much, so the part of the
 * page in view stays in view (the problems themselves stick to the pane's top: render-preview.tsx).
 * At the very top nothing is moved: there the editor sees the panel appear.
 */

/** Where the page began in each pane's document when it was last rendered */
const pageTops = new WeakMap<Document, number>();

export const PAGE_ATTRIBUTE = "data-preview-page";
/** On the panel that sticks to the pane's top above the page (render-preview.tsx) */
export const STUCK_ATTRIBUTE = "data-preview-stuck";

export const keepPlace = (pane: Document | undefined): void => {
  const view = pane?.defaultView;
  const page = pane?.querySelector(`[${PAGE_ATTRIBUTE}]`);
  if (!pane || !view || !page) return;
  const top = page.getBoundingClientRect().top + view.scrollY;
  const before = pageTops.get(pane);
  pageTops.set(pane, top);
  if (before !== undefined && before !== top && view.scrollY > 0) view.scrollBy(0, top - before);
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
  const stuck = pane.querySelector(`[${STUCK_ATTRIBUTE}]`)?.getBoundingClientRect().height ?? 0;
  // Both stick to the top, the problems over the header.
  const top = element.getBoundingClientRect().top + view.scrollY - Math.max(padding, stuck);
  view.scrollTo({ top: Math.max(0, top), behavior: "instant" });
};
