/**
 * Decap renders one editor for every entry address (`#/collections/NAME/entries/SLUG`) and loads
 * an entry only when that editor appears. When the address changes from one entry to another (a
 * pasted link, a link followed, back and forward), the editor stays and shows the new entry's
 * fields with the old entry's values, and Decap offers no way to load an entry into an open
 * editor. So once Decap has let such a change happen, the page loads again at the new address,
 * which is Decap's own way in. Unsaved changes stay Decap's to protect, with its question naming
 * the form (leave-question.ts): if the editor keeps them, nothing is loaded and the address is the
 * form's own again, so a reload or a copied link shows the form on screen (Decap's history
 * would leave the pasted link there); if not, the reload does not ask a second time. Decap
 * handles every other change of the address itself.
 */

import { viewAt, type DecapView } from "../decap-address";
import type { LeaveQuestion } from "./leave-question";

/** The entry an address shows, or undefined for any other view. */
const entryOf = (url: string): DecapView | undefined => {
  const view = viewAt(new URL(url).hash);
  return view?.shows === "entry" ? view : undefined;
};

/**
 * Call before Decap starts: its listeners must come after these. `question` words what Decap
 * asks before unsaved changes are left.
 */
export const reloadOnEntryChange = (question: LeaveQuestion): void => {
  /** The entry Decap's editor shows; it changes only when Decap lets the address change. */
  let shown = entryOf(location.href);
  /** The change of the address being handled, and how the editor answered Decap's question. */
  let handling: { event: Event; kept: boolean; discarded: boolean } | undefined;
  let reloading = false;
  /** The editor let the unsaved changes go at Decap's question: the reload asks no more. */
  let discarded = false;

  // Decap asks through window.confirm, synchronously, in its own listener of the same event.
  const confirm = window.confirm.bind(window);
  window.confirm = (message?: string): boolean => {
    const answer = confirm(question(message, shown));
    if (handling && window.event === handling.event) {
      if (answer) handling.discarded = true;
      else handling.kept = true;
    }
    return answer;
  };

  window.addEventListener(
    "hashchange",
    (event) => {
      const change = { event, kept: false, discarded: false };
      handling = change;
      // After every listener of this event, Decap's included.
      setTimeout(() => {
        if (handling === change) handling = undefined;
        // The editor kept its unsaved changes: Decap still shows the entry it showed, and the
        // address says so again. A replacement, not a new step back; its hashchange finds Decap
        // already there.
        if (change.kept) {
          if (location.href !== event.oldURL) location.replace(event.oldURL);
          return;
        }
        const before = shown;
        shown = entryOf(event.newURL);
        if (!before || !shown || reloading) return;
        if (before.collection === shown.collection && before.slug === shown.slug) return;
        reloading = true;
        discarded = change.discarded;
        // What Decap shows now mixes two entries: nothing of it until the page is back.
        document.body.hidden = true;
        location.reload();
      }, 0);
    },
    { capture: true },
  );

  // Decap's question has been answered: its check on leaving the page would ask again. Where it
  // did not ask, that check still guards what it holds.
  window.addEventListener(
    "beforeunload",
    (event) => {
      if (discarded) event.stopImmediatePropagation();
    },
    { capture: true },
  );
};
