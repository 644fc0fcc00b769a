/**
 * Another entry opened by its address, straight from an entry: a link pasted into the address
 * bar, a link followed, back and forward. Decap CMS renders one editor for every entry address
 * (`#/collections/NAME/entries/SLUG`) and loads an entry only when that editor appears; when
 * the address changes from one entry to another, the editor stays, keeps the entry before as
 * its draft and shows the new entry's fields with the old entry's values – mostly empty
 * fields. Decap offers no way to load an entry into an open editor, so once it has let such a
 * change happen, the page loads again at the new address: Decap's own way in, which reads the
 * entry and shows what is saved.
 *
 * Unsaved changes remain Decap's to protect. It asks first („Möchten Sie diese Seite wirklich
 * verlassen?“); if the editor keeps the changes, nothing is loaded and the form stays as it is
 * (the address bar may keep the link: Decap restores only addresses it has seen). If the
 * editor lets them go, loading the page does not ask the same question a second time. Every
 * other change of the address (the list, a new entry, the workflow) Decap handles itself.
 */

/** The entry an address shows ("collection/slug"), or undefined for any other view. */
const entryOf = (url: string): string | undefined => {
  const match = /^#\/?collections\/([^/?]+)\/entries\/([^?]+)/.exec(new URL(url).hash);
  return match ? `${match[1]}/${match[2]}` : undefined;
};

/** Call before Decap starts: its listeners must come after these. */
export const reloadOnEntryChange = (): void => {
  /** The entry Decap's editor shows; it changes only when Decap lets the address change. */
  let shown = entryOf(location.href);
  /** The change of the address being handled, and whether the editor kept unsaved changes. */
  let handling: { event: Event; kept: boolean } | undefined;
  let reloading = false;

  // Decap asks through window.confirm, synchronously, in its own listener of the same event.
  const confirm = window.confirm.bind(window);
  window.confirm = (message?: string): boolean => {
    const answer = confirm(message);
    if (!answer && handling && window.event === handling.event) handling.kept = true;
    return answer;
  };

  window.addEventListener(
    "hashchange",
    (event) => {
      const change = { event, kept: false };
      handling = change;
      // After every listener of this event, Decap's included.
      setTimeout(() => {
        if (handling === change) handling = undefined;
        // The editor kept its unsaved changes: Decap still shows the entry it showed.
        if (change.kept) return;
        const before = shown;
        shown = entryOf(event.newURL);
        if (!before || !shown || before === shown || reloading) return;
        reloading = true;
        // What Decap shows now mixes two entries: nothing of it until the page is back.
        document.body.hidden = true;
        location.reload();
      }, 0);
    },
    { capture: true },
  );

  // Decap's prompt has been answered (or had nothing to ask): its check on leaving the page
  // would ask again.
  window.addEventListener(
    "beforeunload",
    (event) => {
      if (reloading) event.stopImmediatePropagation();
    },
    { capture: true },
  );
};
