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

export const keepPlace = (pane: Document | undefined): void => {
  const view = pane?.defaultView;
  const page = pane?.querySelector(`[${PAGE_ATTRIBUTE}]`);
  if (!pane || !view || !page) return;
  const top = page.getBoundingClientRect().top + view.scrollY;
  const before = pageTops.get(pane);
  pageTops.set(pane, top);
  if (before !== undefined && before !== top && view.scrollY > 0) view.scrollBy(0, top - before);
};
