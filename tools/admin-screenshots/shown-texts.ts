import { loadContent } from "../../plugins/gatsby-source-passform/disk";

/**
 * The texts a picture of the editors' forms shows, for admin-screenshots.ts: what the page
 * itself displays in the viewport (the preview pane's page is the site, built from content, and
 * stays out), and the content of data/ that the forms show as it is (a list's entries, a
 * collapsed entry's name), which is not the forms' own wording.
 */

/**
 * Runs in the page: the text of each visible element that holds text itself, its own text nodes
 * joined, with its white space collapsed; signs alone are left out. Written without inner functions, because the page
 * receives it as source.
 */
export const visibleTexts = (): string[] => {
  const texts = new Set<string>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node as HTMLElement;
    let own = "";
    for (const child of element.childNodes) {
      if (child.nodeType === Node.TEXT_NODE) own += child.textContent ?? "";
    }
    const text = own.replace(/\s+/g, " ").trim();
    // Signs without a letter or digit („←“, „×“) are icons, not words.
    if (
      !/[\p{L}\p{N}]/u.test(text) ||
      element.closest("[aria-hidden='true'], script, style, template")
    )
      continue;
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    const inView =
      box.width > 0 &&
      box.height > 0 &&
      box.bottom > 0 &&
      box.right > 0 &&
      box.top < innerHeight &&
      box.left < innerWidth;
    if (inView && style.visibility !== "hidden" && Number(style.opacity) > 0) texts.add(text);
  }
  return [...texts];
};

const stringsOf = (value: unknown): string[] => {
  if (typeof value === "string") return [value];
  if (typeof value === "number") return [String(value)];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(stringsOf);
  return [];
};

/**
 * Every value of data/ (texts and numbers of every file, a legal text's frontmatter and text)
 * and the address of the site the forms run on: what the forms show of the content.
 */
export const contentTexts = (dataDir: string, host: string): string[] => {
  const { data, legal } = loadContent(dataDir);
  return [host, ...new Set(stringsOf([data, legal]).filter((text) => text.trim().length >= 2))];
};
