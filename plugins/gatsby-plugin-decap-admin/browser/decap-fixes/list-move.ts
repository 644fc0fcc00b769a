import type { CmsCollection } from "../../config/cms-types";
import { visuallyHiddenCss } from "../../../../src/components/visually-hidden";
import { closestListEntry, currentForm, entriesOf, type ListEntry, nameOf } from "./list-items";

/**
 * The drag handle of a list entry takes the keyboard focus, but Decap's list widget gives its
 * sorting (dnd-kit) only a mouse and a touch sensor, and dnd-kit describes the handle in English
 * as if the space bar picked it up. Here the arrow keys move the entry with the focused handle
 * (Alt with them too, as in editors of code): ↑ one place up, ↓ one place down. The move is
 * Decap's own: the same `onSortEnd` of its list widget that ends a drag, found from the list's
 * element through React's fiber (UPGRADING.md). The handle keeps the focus, its description says
 * how it moves, and a live region says where the entry is now.
 */

const HINT_ID = "passform-move-hint";
const STEPS: Readonly<Record<string, number>> = { ArrowUp: -1, ArrowDown: 1 };
const STATUS_ID = "passform-move-status";

type SortingList = {
  onSortEnd: (move: { oldIndex: number; newIndex: number }) => void;
};

type Fiber = { stateNode?: unknown; return?: Fiber | null };

const isSortingList = (value: unknown): value is SortingList =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as Partial<SortingList>).onSortEnd === "function";

/** Decap's list widget that rendered `list` (its element `<name>-field-<n>`). */
const sortingListOf = (list: HTMLElement): SortingList | undefined => {
  const key = Object.keys(list).find((name) => name.startsWith("__reactFiber$"));
  let fiber = key ? (list as unknown as Record<string, Fiber | undefined>)[key] : undefined;
  for (; fiber; fiber = fiber.return ?? undefined) {
    if (isSortingList(fiber.stateNode)) return fiber.stateNode;
  }
  return undefined;
};

const hidden = (id: string, text: string, live: boolean): HTMLElement => {
  const existing = document.getElementById(id);
  if (existing) return existing;
  const element = Object.assign(document.createElement("div"), { id, textContent: text });
  element.style.cssText = visuallyHiddenCss;
  if (live) element.setAttribute("aria-live", "polite");
  document.body.append(element);
  return element;
};

/** The new place of the entry, or undefined if the key does not move it. */
const targetOf = (event: KeyboardEvent, entry: ListEntry): number | undefined => {
  if (event.ctrlKey || event.metaKey || event.shiftKey) return undefined;
  const step = STEPS[event.key];
  if (!step) return undefined;
  const target = entry.position + step;
  return target >= 1 && target <= entriesOf(entry.list).length ? target : undefined;
};

const move = (entry: ListEntry, target: number): void => {
  const sorting = sortingListOf(entry.list);
  if (!sorting) return;
  sorting.onSortEnd({ oldIndex: entry.position - 1, newIndex: target - 1 });
  // React moves the entry's element (its key stays), which can take the focus from it.
  requestAnimationFrame(() => {
    entry.handle?.focus();
    const count = entriesOf(entry.list).length;
    hidden(STATUS_ID, "", true).textContent =
      `${nameOf({ ...entry, position: target }).named} steht jetzt an Stelle ${target} von ${count}.`;
  });
};

/** Lets the arrow keys move the list entry whose drag handle has the focus. */
export const moveListEntriesByKeyboard = (collections: ReadonlyArray<CmsCollection>): void => {
  const current = currentForm(collections);
  const handleEntry = (target: EventTarget | null): ListEntry | undefined => {
    if (!(target instanceof HTMLElement) || target.getAttribute("role") !== "button") return;
    const { singulars, form } = current();
    const entry = closestListEntry(target, singulars, form);
    return entry?.handle === target ? entry : undefined;
  };
  window.addEventListener("focusin", (event) => {
    const entry = handleEntry(event.target);
    if (!entry?.handle) return;
    hidden(HINT_ID, "Mit den Pfeiltasten nach oben oder unten verschieben.", false);
    entry.handle.setAttribute("aria-describedby", HINT_ID);
  });
  window.addEventListener(
    "keydown",
    (event) => {
      const entry = handleEntry(event.target);
      const target = entry && targetOf(event, entry);
      if (!entry || target === undefined) return;
      event.preventDefault();
      event.stopPropagation();
      move(entry, target);
    },
    { capture: true },
  );
};
