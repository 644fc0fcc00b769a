/**
 * Runs in the page (Playwright's or Puppeteer's `evaluate`, so it refers to nothing outside
 * itself): how wide the document scrolls against the viewport, and the first visible elements
 * that reach past its right edge. Nothing may scroll sideways at any width.
 */
export const horizontalOverflow = () => ({
  scrollWidth: document.documentElement.scrollWidth,
  clientWidth: document.documentElement.clientWidth,
  wide: [...document.querySelectorAll("body *")]
    .filter((element) => element.checkVisibility({ visibilityProperty: true }))
    .filter(
      (element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1,
    )
    .map((element) => element.tagName.toLowerCase() + (element.id ? `#${element.id}` : ""))
    .slice(0, 5),
});
