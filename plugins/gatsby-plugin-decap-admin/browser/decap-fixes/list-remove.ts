import type { CmsCollection } from "../../config/cms-types";
import { REMOVE_DIALOG_ID as DIALOG_ID } from "../../config/decap-styles";
import { closestListEntry, currentForm, entriesOf, type ListEntry, nameOf } from "./list-items";

/**
 * The „×“ in an entry's top bar removes the entry at once, a whole Tarif with its Leistungen as
 * well as one Leistung, with no question and no undo. So every entry's remove button of every
 * list asks first, in a modal dialog of the page (<dialog>): „Tarif „Enterprise“ entfernen?“,
 * „Abbrechen“ (with the focus, and Escape) or „Entfernen“. A question, not an undo notice: an undo
 * would have to put the entry back into Decap's state, for which its list widget has no way in,
 * and a notice that goes away by itself can be missed; the question lets Decap remove the entry
 * as it always does. After „Abbrechen“ the focus returns to the remove button; after
 * „Entfernen“ it moves to the entry now at that place, else to the one before, else to the
 * list's add button. Its look is in the page's style (config/decap-styles.ts).
 */

const element = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  properties: Partial<HTMLElementTagNameMap[K]>,
): HTMLElementTagNameMap[K] => Object.assign(document.createElement(tag), properties);

type Dialog = { dialog: HTMLDialogElement; heading: HTMLElement; cancel: HTMLButtonElement };

const createDialog = (): Dialog => {
  const dialog = element("dialog", { id: DIALOG_ID });
  const heading = element("h2", { id: `${DIALOG_ID}-title` });
  const text = element("p", {
    id: `${DIALOG_ID}-text`,
    textContent:
      "Der Eintrag verschwindet mit allen seinen Angaben aus dem Formular; die Datei ändert sich erst, wenn Sie speichern.",
  });
  const form = element("form", { method: "dialog" });
  const cancel = element("button", { value: "cancel", textContent: "Abbrechen", autofocus: true });
  const remove = element("button", { value: "remove", textContent: "Entfernen" });
  form.append(cancel, remove);
  dialog.append(heading, text, form);
  dialog.setAttribute("aria-labelledby", heading.id);
  dialog.setAttribute("aria-describedby", text.id);
  document.body.append(dialog);
  return { dialog, heading, cancel };
};

/** Where the focus goes once an entry is gone: the entry now at its place or the one before. */
const focusAfterRemoval = (list: HTMLElement, position: number): void => {
  const entries = entriesOf(list);
  const next = entries[Math.min(position, entries.length) - 1];
  const target =
    next?.querySelector<HTMLElement>("button, [role=button]") ??
    list.querySelector<HTMLElement>(':scope > [class*="-TopBarContainer"] button:last-of-type');
  target?.focus();
};

/** Asks before every list entry of Decap's forms is removed. */
export const confirmListRemoval = (collections: ReadonlyArray<CmsCollection>): void => {
  const current = currentForm(collections);
  let dialog: Dialog | undefined;
  /** The removal the editor confirmed: its click goes through to Decap. */
  let confirmed: HTMLElement | undefined;

  const ask = (entry: ListEntry, button: HTMLElement): void => {
    dialog ??= createDialog();
    const { dialog: modal, heading, cancel } = dialog;
    heading.textContent = `${nameOf(entry).named} entfernen?`;
    modal.returnValue = "";
    modal.addEventListener(
      "close",
      () => {
        if (modal.returnValue !== "remove") return button.focus();
        confirmed = button;
        button.click();
        confirmed = undefined;
        // Decap renders the shorter list first.
        requestAnimationFrame(() => focusAfterRemoval(entry.list, entry.position));
      },
      { once: true },
    );
    modal.showModal();
    cancel.focus();
  };

  // Before React's own listener at its root: the click reaches Decap only once confirmed.
  window.addEventListener(
    "click",
    (event) => {
      const button = (event.target as Element | null)?.closest?.("button");
      if (!button || button === confirmed) return;
      const { singulars, form } = current();
      const entry = closestListEntry(button, singulars, form);
      if (!entry || entry.remove !== button) return;
      event.preventDefault();
      event.stopPropagation();
      ask(entry, button);
    },
    { capture: true },
  );
};
