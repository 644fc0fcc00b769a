import { REVIEW_GAP } from "../../../gatsby-source-passform";
import type { CmsCollection } from "../../config/cms-types";

/**
 * Works around Decap's duplicate copying every field: no upstream issue found (Decap has no
 * setting that leaves a field out of the copy, and no event when a copy is made).
 *
 * „Neue Fassung anlegen“ is Decap's duplicate: it opens a new entry with every value of the
 * version it started from, the lawyer's review and the summary of changes included. A new
 * version is reviewed for itself and says what it changes, so the copy must start with the
 * review's gap and no summary, before the editor types: with the old review the pane would show
 * the unreviewed text as reviewed (the content check refuses a copied review and summary too, as
 * the build does, however a file was made). Decap leaves an entry's page for `…/new` when it makes
 * the copy; once the new form shows the copied values, they are replaced through the form's own
 * controls, as if typed, so Decap's entry and the pane follow.
 */

/** A field of the copy by its label, and the value a new version starts with. */
type Cleared = { label: string; value: string };

/** Sets a control's value as typing would, so that React and Decap see the change. */
const typeInto = (control: HTMLInputElement | HTMLTextAreaElement, value: string): void => {
  const prototype = Object.getPrototypeOf(control) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, "value")?.set;
  setter?.call(control, value);
  control.dispatchEvent(new Event("input", { bubbles: true }));
};

const controlLabelled = (label: string): HTMLInputElement | HTMLTextAreaElement | undefined => {
  const element = [...document.querySelectorAll("label")].find(
    (candidate) => candidate.textContent?.trim() === label,
  );
  const control = element?.htmlFor ? document.getElementById(element.htmlFor) : null;
  return control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement
    ? control
    : undefined;
};

/**
 * Replaces each value the form shows that is a copied one: the first value a field shows other
 * than its new value counts as copied, and only that value is replaced, also if Decap fills it in
 * again; what the editor types afterwards is left as typed.
 */
const clearCopied = (fields: ReadonlyArray<Cleared>, copied: Map<string, string>): void => {
  for (const field of fields) {
    const control = controlLabelled(field.label);
    if (!control) continue;
    if (!copied.has(field.label) && control.value !== field.value) {
      copied.set(field.label, control.value);
    }
    if (control.value === copied.get(field.label)) typeInto(control, field.value);
  }
};

const entryPage = (collection: string) => new RegExp(`^#/collections/${collection}/entries/`);
const newPage = (collection: string) => new RegExp(`^#/collections/${collection}/new$`);

/** Call before Decap starts, with the configuration's collections. */
export const startNewVersionsUnreviewed = (collections: ReadonlyArray<CmsCollection>): void => {
  const legal = collections.find((each) => "folder" in each);
  const fieldsOf = legal && "fields" in legal ? legal.fields : [];
  const labelOf = (name: string) => fieldsOf.find((field) => field.name === name)?.label ?? name;
  if (!legal) return;
  const collection = legal.name;
  const labels = { review: labelOf("review"), changes: labelOf("changes") };
  let from = location.hash;
  window.addEventListener("hashchange", () => {
    const duplicated = entryPage(collection).test(from) && newPage(collection).test(location.hash);
    from = location.hash;
    if (!duplicated) return;
    const fields = [
      { label: labels.review, value: REVIEW_GAP },
      { label: labels.changes, value: "" },
    ];
    const copied = new Map<string, string>();
    // Decap fills the copy in while the new form appears (a controlled value, which no DOM
    // mutation reports): looked at a few times a second, for as long as that takes.
    const timer = setInterval(() => clearCopied(fields, copied), 100);
    setTimeout(() => clearInterval(timer), 5_000);
  });
};
