import { DESKTOP_SWITCH_LABEL } from "../../config/decap-fixes";
import {
  DESKTOP_WIDTH,
  PREVIEW_FRAME as FRAME,
  PREVIEW_VIEW as VIEW,
} from "../../config/decap-styles";
import { scrollPaneTo } from "../pane-place";

/**
 * On a desktop the pane is 600–700 px wide, so the site in it always shows its phone layout, and
 * the three plan cards side by side, where a longer feature changes the lines, could not be
 * checked before saving. A switch beside Decap's round buttons („Desktop-Ansicht“, a toggle
 * button) lays the page out at DESKTOP_WIDTH and scales it down to the pane's width, so the site's
 * media queries see a desktop. Decap's own round buttons float over the pane's top right corner,
 * where they covered the site's „Menü“; the pane leaves them their own strip instead. Its
 * „Synchron scrollen“ button goes: the form and the page differ too much in length for Decap to
 * pair their scroll positions, so it did nothing; the pane follows the field being edited instead
 * (pane-follows-form.ts).
 */

const MONITOR =
  '<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><path fill="currentColor" d="M3 4h18a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1h-7v2h3v2H7v-2h3v-2H3a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1zm1 2v9h16V6z"/></svg>';

/** The pane's page laid out at DESKTOP_WIDTH, scaled to the pane's width, or not. */
const show = (desktop: boolean): void => {
  if (desktop) document.body.setAttribute(VIEW, "desktop");
  else document.body.removeAttribute(VIEW);
};

const scaleTo = (pane: Element): void => {
  const width = pane.getBoundingClientRect().width;
  const style = getComputedStyle(pane);
  const inner = width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  document.body.style.setProperty("--preview-scale", String(Math.min(1, inner / DESKTOP_WIDTH)));
};

/** The element at the top of the pane's view, below the site's sticky header. */
const topOfView = (): Element | undefined => {
  const frame = document.querySelector<HTMLIFrameElement>(FRAME);
  const pane = frame?.contentDocument;
  const view = frame?.contentWindow;
  if (!pane || !view || view.scrollY === 0) return undefined;
  const header = pane.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
  const element = pane.elementFromPoint(view.innerWidth / 2, header + 8);
  return element?.closest("li, section, h2, h3, p") ?? element ?? undefined;
};

const switchFor = (model: HTMLButtonElement): HTMLButtonElement => {
  const button = document.createElement("button");
  button.type = "button";
  button.className = model.className;
  button.dataset.previewWidth = "";
  button.title = `${DESKTOP_SWITCH_LABEL}: die Seite so breit wie auf einem Desktop (${DESKTOP_WIDTH} px), verkleinert`;
  button.setAttribute("aria-label", DESKTOP_SWITCH_LABEL);
  button.setAttribute("aria-pressed", String(document.body.hasAttribute(VIEW)));
  button.innerHTML = MONITOR;
  button.addEventListener("click", () => {
    const desktop = button.getAttribute("aria-pressed") !== "true";
    button.setAttribute("aria-pressed", String(desktop));
    const anchor = topOfView();
    show(desktop);
    // The page's length changes with its layout: what was at the top stays there.
    requestAnimationFrame(() => requestAnimationFrame(() => anchor && scrollPaneTo(anchor)));
  });
  return button;
};

/**
 * Puts the switch beside Decap's round buttons whenever an editor with a preview pane appears,
 * and nowhere else.
 */
export const offerDesktopPreview = (): void => {
  const observed = new WeakSet<Element>();
  // Browsers without it (none that Decap supports) keep the scale of the pane's first width.
  const resize =
    typeof ResizeObserver === "function"
      ? new ResizeObserver((entries) => entries.forEach((entry) => scaleTo(entry.target)))
      : undefined;
  // The page as it was when the observer started, also for the changes it hears while it closes
  const page = document;
  new MutationObserver(() => {
    // The editor's; the list of a collection has view controls of its own (list or cards).
    const controls = page.querySelector('[class*="-EditorContainer"] [class*="-ViewControls"]');
    const model = controls?.querySelector<HTMLButtonElement>("button:not([data-preview-width])");
    if (controls && model && !controls.querySelector("[data-preview-width]")) {
      controls.append(switchFor(model));
    }
    const pane = page.querySelector(".SplitPane>.Pane2");
    if (pane && !observed.has(pane)) {
      observed.add(pane);
      scaleTo(pane);
      resize?.observe(pane);
    }
  }).observe(page.body, { childList: true, subtree: true });
};
