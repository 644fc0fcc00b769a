/**
 * Works around Decap's editor mixing two entries on a link: https://github.com/decaporg/decap-cms/issues/4147
 *
 * Decap renders one editor for every entry address (`#/collections/NAME/entries/SLUG`) and loads
 * an entry only when that editor appears. When the address changes from one entry to another (a
 * pasted link, a link followed, back and forward), the editor stays and shows the new entry's
 * fields with the old entry's values, and Decap offers no way to load an entry into an open
 * editor. So once Decap has let such a change happen, the page loads again at the new address,
 * which is Decap's own way in. Unsaved changes stay Decap's to protect: if the editor keeps them
 * at its prompt, nothing is loaded (the address bar may keep the link); if not, the reload does
 * not ask a second time. Decap handles every other change of the address itself.
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
