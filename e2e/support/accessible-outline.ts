import { computeAccessibleName, getRole, isInaccessible } from "dom-accessibility-api";

/**
 * Runs inside the page (bundled by accessible-outline-script.ts): the page's accessibility tree
 * as an outline in the notation of Playwright's aria snapshots, `- role "name"` with children
 * indented below, for a browser Playwright cannot drive (Firefox through Puppeteer, whose
 * WebDriver BiDi has no accessibility tree). Roles and names follow WAI-ARIA and the accessible
 * name computation (dom-accessibility-api), read from the browser's own DOM and computed styles,
 * so what Firefox hides or shows is what the outline leaves out or keeps.
 */

/** Roles that add nothing but their children: the outline goes on through them. */
const TRANSPARENT = new Set(["generic", "none", "presentation"]);

/** Roles whose children are presentational or whose name is their text: no lines below them. */
const LEAVES = new Set([
  "button",
  "checkbox",
  "heading",
  "img",
  "link",
  "math",
  "menuitem",
  "option",
  "radio",
  "separator",
  "switch",
  "tab",
  "textbox",
]);

type Line = { depth: number; text: string; isText: boolean };

const squeezed = (text: string | null): string => (text ?? "").replace(/\s+/g, " ").trim();

/** What Playwright's snapshot puts in brackets: a heading's level, a control's state. */
const states = (element: Element, role: string): string => {
  const marks: string[] = [];
  if (role === "heading") {
    const level = element.getAttribute("aria-level") ?? /^H([1-6])$/.exec(element.tagName)?.[1];
    if (level) marks.push(`level=${level}`);
  }
  for (const state of ["expanded", "pressed", "checked", "current", "disabled"]) {
    const value = element.getAttribute(`aria-${state}`);
    if (value !== null) marks.push(`${state}=${value}`);
  }
  return marks.length ? ` [${marks.join("] [")}]` : "";
};

const describe = (element: Element, role: string): string => {
  const name = squeezed(computeAccessibleName(element));
  const href = role === "link" ? element.getAttribute("href") : null;
  return `${role}${name ? ` ${JSON.stringify(name)}` : ""}${states(element, role)}${
    href ? ` → ${href}` : ""
  }`;
};

const walk = (node: Node, depth: number, lines: Line[]): void => {
  for (const child of node.childNodes) {
    if (child.nodeType === Node.TEXT_NODE) {
      const text = squeezed(child.textContent);
      if (text) lines.push({ depth, text, isText: true });
      continue;
    }
    if (!(child instanceof Element) || isInaccessible(child)) continue;
    const role = getRole(child);
    if (!role || TRANSPARENT.has(role)) {
      walk(child, depth, lines);
      continue;
    }
    lines.push({ depth, text: describe(child, role), isText: false });
    if (!LEAVES.has(role)) walk(child, depth + 1, lines);
  }
};

/** The outline of the element (the page's body by default), one line per node, texts run together. */
export const accessibleOutline = (root: Element = document.body): string => {
  const lines: Line[] = [];
  walk(root, 0, lines);
  const merged: Line[] = [];
  for (const line of lines) {
    const last = merged.at(-1);
    if (line.isText && last?.isText && last.depth === line.depth) last.text += ` ${line.text}`;
    else merged.push({ ...line });
  }
  return `${merged
    .map(({ depth, text, isText }) => `${"  ".repeat(depth)}- ${isText ? `text: ${text}` : text}`)
    .join("\n")}\n`;
};
