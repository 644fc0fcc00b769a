import { expect, test } from "./support/observed-page";
import { realRoutes } from "./support/site";

/**
 * A slow phone parses a page in slices and paints between them. Whatever is already on screen
 * must not move when the rest of the markup arrives, or the page shifts while it loads (CLS).
 * Here each page is cut right after every opening tag of its first screen – each state a
 * browser may paint – and every visible element of the cut page must start exactly where it
 * starts on the complete page.
 */

const widths = [320, 375, 768, 1440] as const;

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

for (const route of realRoutes) {
  test(`nothing on the first screen of ${route} moves while the page is parsed`, async ({
    page,
    baseURL,
    request,
  }) => {
    const html = withoutScripts(await (await request.get(`${baseURL}${route}`)).text());
    // Served from the site's origin, so its styles and icons resolve as they do live.
    await page.route("**/__partly-parsed", (routed) =>
      routed.fulfill({ contentType: "text/html; charset=utf-8", body: html }),
    );
    await page.goto("/__partly-parsed");
    const cuts = cutPoints(html);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      const moved = await page.evaluate(movedWhileParsed, { html, cuts });
      expect.soft(moved, `at ${width} px`).toEqual([]);
    }
  });
}
