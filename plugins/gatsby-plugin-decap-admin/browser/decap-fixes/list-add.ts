import { entriesOf } from "./list-items";

/**
 * „Leistung hinzufügen“ sits above the list, Decap adds the new entry at its end, often below the
 * visible part of the form, and the focus stays on the button: the editor sees nothing happen
 * and types nowhere. So after a click on a list's add button, the new entry is scrolled into
 * view and its first field has the focus.
 */

/** Decap's top bar of a list (emotion label), with its add button. */
const TOP_BAR = '[class*="-TopBarContainer"]';
/** Frames to wait for Decap to render the new entry. */
const WAIT_FRAMES = 30;

const FOCUSABLE = "input, textarea, select, button, [tabindex]:not([tabindex='-1'])";

/** The first field of an entry, after its top bar of buttons. */
const firstField = (entry: HTMLElement): HTMLElement | undefined =>
  [...entry.querySelectorAll<HTMLElement>(FOCUSABLE)].find(
    (each) => !entry.firstElementChild?.contains(each) && !each.closest("[hidden]"),
  );

const showNewEntry = (list: Element, before: ReadonlySet<Element>, frames = WAIT_FRAMES): void => {
  const added = entriesOf(list).find((entry) => !before.has(entry));
  if (!added) {
    if (frames > 0) requestAnimationFrame(() => showNewEntry(list, before, frames - 1));
    return;
  }
  added.scrollIntoView({ block: "center" });
  firstField(added)?.focus({ preventScroll: true });
};

/** Brings every list entry Decap adds into view, with the focus on its first field. */
export const showAddedListEntries = (): void => {
  window.addEventListener(
    "click",
    (event) => {
      const button = (event.target as Element | null)?.closest?.("button");
      const bar = button?.parentElement;
      // The add button stands in the list's top bar itself, the collapse button in its heading.
      if (!button || !bar?.matches(TOP_BAR)) return;
      const list = bar.parentElement;
      if (!list?.id) return;
      const before = new Set(entriesOf(list));
      requestAnimationFrame(() => showNewEntry(list, before));
    },
    { capture: true },
  );
};
