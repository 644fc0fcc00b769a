/**
 * Decap has no keyboard shortcut for saving: an editor who changed a price far down a form would
 * walk back through every field to reach the save button in the top bar. Ctrl+S (⌘+S on a Mac) saves from anywhere in the form instead, as
 * in every editor: it presses the top bar's save button and, where that button opens a menu (the
 * local backend's „Speichern → Jetzt speichern“), the menu's first entry. The button announces the
 * shortcut (aria-keyshortcuts, and its tooltip). Without a change to save, the shortcut does
 * nothing, as the button does, and the browser's own „Seite speichern“ never opens over the form.
 */

const BAR = '[class*="-ToolbarContainer"]';

type Words = { save: string; saveNow?: string };

/** Decap's plain save button, or the one that opens its save menu (a div with a button role). */
const saveButton = (words: Words, page: Document = document): HTMLElement | undefined =>
  [...page.querySelectorAll<HTMLElement>(`${BAR} button, ${BAR} [role="button"]`)].find(
    (button) => button.textContent?.trim() === words.save,
  );

const nextFrame = (): Promise<void> =>
  new Promise((resolve) => requestAnimationFrame(() => resolve()));

const pressSave = async (words: Words): Promise<void> => {
  const button = saveButton(words);
  if (!button || button.matches(":disabled")) return;
  button.click();
  if (!words.saveNow) return;
  await nextFrame();
  const entry = [...document.querySelectorAll<HTMLElement>(`${BAR} [role="menuitem"]`)].find(
    (item) => item.textContent?.trim() === words.saveNow,
  );
  entry?.click();
};

const announce = (words: Words, page: Document): void => {
  const button = saveButton(words, page);
  if (!button || button.hasAttribute("aria-keyshortcuts")) return;
  button.setAttribute("aria-keyshortcuts", "Control+S Meta+S");
  button.title = `${words.save} (Strg+S)`;
};

/** Ctrl+S and ⌘+S save the open form; `words` are the save button's and its menu entry's. */
export const saveWithShortcut = (words: Words): void => {
  document.addEventListener(
    "keydown",
    (event) => {
      if (event.key.toLowerCase() !== "s" || !(event.ctrlKey || event.metaKey) || event.altKey) {
        return;
      }
      if (!document.querySelector(BAR)) return;
      event.preventDefault();
      void pressSave(words);
    },
    { capture: true },
  );
  // The page as it was when the observer started, also for the changes it hears while it closes
  const page = document;
  new MutationObserver(() => announce(words, page)).observe(page.body, {
    childList: true,
    subtree: true,
  });
};
