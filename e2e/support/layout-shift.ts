import type { Page } from "@playwright/test";

/**
 * A slow phone parses a page in slices and paints between them. Whatever is already on screen
 * must not move when the rest of the markup arrives, or the page shifts while it loads (CLS).
 * Here the page is cut right after every opening tag of its first screen – each state a browser
 * may paint – and every visible element of the cut page must start exactly where it starts on
 * the complete page.
 */

/** Offsets just after each opening tag in <body>, leaving out the inner parts of inline SVGs. */
const cutPoints = (html: string): number[] => {
  const tag = /<(\/?)([a-zA-Z][\w-]*)\b[^>]*?(\/?)>/g;
  tag.lastIndex = html.search(/<body\b/);
  const cuts: number[] = [];
  let svgDepth = 0;
  for (let match = tag.exec(html); match; match = tag.exec(html)) {
    const [whole, closing, name, selfClosing] = match;
    if (name === "script" && !closing) {
      const end = html.indexOf("</script>", tag.lastIndex);
      if (end < 0) break;
      tag.lastIndex = end + "</script>".length;
      continue;
    }
    if (name === "svg" && !selfClosing) svgDepth += closing ? -1 : 1;
    if (!closing && (svgDepth === 0 || (name === "svg" && svgDepth === 1))) {
      cuts.push(match.index + whole.length);
    }
  }
  return cuts;
};

const withoutScripts = (html: string): string => html.replace(/<script\b[\s\S]*?<\/script>/g, "");

/**
 * In the page: shows each cut of `html` in place of the body, as the parser would have built
 * it so far, and lists every visible element that does not start where it does on the
 * complete page. Stops once a cut ends below the first screen.
 */
const movedWhileParsed = ({ html, cuts }: { html: string; cuts: number[] }): string[] => {
  type Placed = { path: string; x: number; y: number; visible: boolean };
  const pathOf = (element: Element): string => {
    const parts: string[] = [];
    for (let node: Element | null = element; node && node !== document.body;) {
      const siblings = node.parentElement ? [...node.parentElement.children] : [node];
      parts.unshift(`${node.localName}:nth-child(${siblings.indexOf(node) + 1})`);
      node = node.parentElement;
    }
    return parts.join(" > ");
  };
  const show = (markup: string): Placed[] => {
    const parsed = new DOMParser().parseFromString(markup, "text/html");
    document.documentElement.replaceChild(document.importNode(parsed.body, true), document.body);
    return [...document.body.querySelectorAll("*")].map((element) => {
      const box = element.getBoundingClientRect();
      const visible =
        box.width * box.height > 0 &&
        box.bottom > 0 &&
        box.top < window.innerHeight &&
        getComputedStyle(element).visibility !== "hidden";
      return { path: pathOf(element), x: box.x, y: box.y, visible };
    });
  };
  const complete = show(html);
  const moved: string[] = [];
  for (const cut of cuts) {
    const partial = show(html.slice(0, cut));
    const openedLast = html.slice(html.lastIndexOf("<", cut - 1), cut);
    const reported: string[] = [];
    partial.forEach((element, index) => {
      const final = complete[index];
      // An element inside one already reported moved with it.
      if (reported.some((path) => element.path.startsWith(`${path} > `))) return;
      if (final?.path !== element.path) {
        moved.push(`cut after ${openedLast}: ${element.path} is not on the complete page`);
      } else if (
        element.visible &&
        (Math.abs(element.x - final.x) > 0.5 || Math.abs(element.y - final.y) > 0.5)
      ) {
        reported.push(element.path);
        moved.push(
          `cut after ${openedLast}: ${element.path} at (${element.x}, ${element.y}), ` +
            `finally at (${final.x}, ${final.y})`,
        );
      }
    });
    const last = partial.at(-1);
    if (last && last.y >= window.innerHeight) break;
  }
  return moved;
};

/**
 * What moves on the first screen of `route` while it is parsed, at the page's present width:
 * its HTML without scripts, shown cut by cut in place of `page`'s body (a page of the site's
 * origin, so styles and icons resolve as they do live). Replaces the body: the last check of a
 * visit. Scrolled to the top first, where a loading page stands.
 */
export const movedWhileLoading = async (page: Page, route: string): Promise<string[]> => {
  const html = withoutScripts(await (await page.request.get(route)).text());
  await page.evaluate(() => window.scrollTo({ top: 0, left: 0, behavior: "instant" }));
  return page.evaluate(movedWhileParsed, { html, cuts: cutPoints(html) });
};
