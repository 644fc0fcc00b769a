import type { AdminSettings } from "../../config/admin-contract";
import type { CmsFolder, Phrases } from "../../config/cms-types";
import { decapFixes, type InstalledFix, phraseAt } from "../../config/decap-fixes";
import { repository } from "../repository-files";
import { keepListLabels } from "./capitalised-list-labels";
import { reloadOnEntryChange } from "./entry-navigation";
import { leaveQuestion } from "./leave-question";
import { showAddedListEntries } from "./list-add";
import { filledWith, nameListEntries } from "./list-items";
import { moveListEntriesByKeyboard } from "./list-move";
import { confirmListRemoval } from "./list-remove";
import { startNewVersionsUnreviewed } from "./new-version-fields";
import { offerDesktopPreview } from "./preview-width";
import { saveWithShortcut } from "./save-shortcut";
import { selectSearchOnFocus } from "./search-box";
import { countTextLengths, type WidgetApi } from "./text-limits";
import { keepUndoInView } from "./undo-in-view";
import { markRequiredVersionFields } from "./version-fields";
import { labelVersions } from "./version-labels";

/**
 * What the page's script installs of the Decap fixes (config/decap-fixes.ts lists them, each with
 * its upstream, style and words), one install by each installed fix's name, before Decap starts.
 */

type Install = (settings: AdminSettings, phrases: Phrases, cms: WidgetApi) => void;

/** A phrase of Decap's top bar (editor.editorToolbar) by its key, as the phrases set it. */
export const toolbarWord =
  (phrases: Phrases) =>
  (key: string): string =>
    phraseAt(phrases, `editor.editorToolbar.${key}`) ?? "";

/** The top bar's save button and its menu's entry, as the phrases name them. */
const saveWords = (phrases: Phrases, local: boolean): { save: string; saveNow?: string } => {
  const word = toolbarWord(phrases);
  // Without the editorial workflow the save is Decap's publish menu; with it, a plain button.
  return local ? { save: word("publish"), saveNow: word("publishNow") } : { save: word("save") };
};

const before = () => repository.before;

/** An install for the legal texts' collection, where the configuration has one. */
const forLegal =
  (install: (legal: CmsFolder) => void): Install =>
  ({ config }) => {
    const legal = config.collections.find((each) => "folder" in each);
    if (legal) install(legal);
  };

const installs: { [name in InstalledFix]: Install } = {
  "text-limits": (_settings, _phrases, cms) => countTextLengths(cms),
  "entry-navigation": ({ config }, phrases) =>
    reloadOnEntryChange(leaveQuestion(config.collections, phrases)),
  "save-shortcut": ({ localBackend }, phrases) =>
    saveWithShortcut(saveWords(phrases, localBackend)),
  "preview-width": () => offerDesktopPreview(),
  "capitalised-list-labels": ({ config }) => keepListLabels(config.collections, document.body),
  "list-items": ({ config }) =>
    nameListEntries(config.collections, document.body, filledWith(before)),
  "list-remove": ({ config }) => confirmListRemoval(config.collections),
  "list-add": () => showAddedListEntries(),
  "list-move": ({ config }) => moveListEntriesByKeyboard(config.collections),
  "new-version-fields": forLegal((legal) => startNewVersionsUnreviewed(legal, before)),
  "version-labels": forLegal((legal) => labelVersions(legal, repository)),
  "version-fields": forLegal((legal) => markRequiredVersionFields(legal, before)),
  "undo-in-view": () => keepUndoInView(),
  "search-box": () => selectSearchOnFocus(),
};

/** Installs every fix that has an install, in the list's order. */
export const installDecapFixes = (settings: AdminSettings, phrases: Phrases, cms: WidgetApi) => {
  for (const fix of decapFixes) {
    if ("install" in fix) installs[fix.name](settings, phrases, cms);
  }
};
