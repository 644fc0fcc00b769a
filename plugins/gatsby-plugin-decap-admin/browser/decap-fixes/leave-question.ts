import type { CmsCollection, Phrases } from "../../config/cms-types";
import { phraseAt } from "../../config/decap-fixes";
import type { DecapView } from "../decap-address";

/**
 * Decap asks with one phrase (editor.editor.onLeavePage) whichever form is open, and its German
 * one, „Möchten Sie diese Seite wirklich verlassen?“, does not say that the changes are lost. The
 * question names the form instead, as the editor chose it in the list: a file's label („Tarife
 * und Preise“), or a legal text's title as its form shows it now. Where neither can be found, the
 * phrase itself asks (config/decap-fixes.ts).
 */

/** The value of the form's field labelled `label`, as the editor sees it. */
const fieldValue = (page: Document, label: string): string | undefined => {
  const element = [...page.querySelectorAll("label")].find(
    (candidate) => candidate.textContent?.trim() === label,
  );
  const input = element?.htmlFor ? page.getElementById(element.htmlFor) : null;
  const value = input && "value" in input ? String(input.value).trim() : "";
  return value || undefined;
};

/** The name of the form of an entry, if it has one. */
const formLabel = (
  collections: ReadonlyArray<CmsCollection>,
  { collection: name, slug }: DecapView,
  page: Document,
): string | undefined => {
  const collection = collections.find((each) => each.name === name);
  if (!collection) return undefined;
  if ("files" in collection) return collection.files.find((file) => file.name === slug)?.label;
  const identifier = collection.fields.find((field) => field.name === collection.identifier_field);
  return identifier && fieldValue(page, identifier.label);
};

/** Rewrites what Decap asks before leaving `entry`; any other question stays as it is. */
export type LeaveQuestion = (message: string | undefined, entry: DecapView | undefined) => string;

export const leaveQuestion = (
  collections: ReadonlyArray<CmsCollection>,
  phrases: Phrases,
  page: Document = document,
): LeaveQuestion => {
  const decapPhrase = phraseAt(phrases, "editor.editor.onLeavePage");
  return (message, entry) => {
    if (message === undefined || message !== decapPhrase || !entry) return message ?? "";
    const label = formLabel(collections, entry, page);
    return label ? `Ungespeicherte Änderungen an „${label}“ verwerfen?` : message;
  };
};
