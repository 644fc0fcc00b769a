import { localSaveWords } from "./local-save-words";
import { SCROLL_SYNC_TITLE } from "./preview-width";

/**
 * Works around Decap's German phrases, some missing, informal or wrong: no upstream issue found.
 *
 * Corrections to Decap's `de` phrases (decap-cms-locales, bundled in decap-cms.js) for this site's
 * editors: formal address (Sie), German quotation marks, no typos, and German for the phrases `de`
 * lacks, which Decap would show in English. Only what is wrong is listed. Decap's `registerLocale`
 * replaces a locale's phrases instead of adding to them (merging was proposed in
 * decaporg/decap-cms#2278, closed unmerged), so `germanPhrases` merges these into the built-in ones.
 */

export type Phrases = { [key: string]: string | Phrases };

const corrections: Phrases = {
  auth: {
    login: "Anmelden",
    loggingIn: "Sie werden angemeldet …",
    loginWithGitHub: "Mit GitHub anmelden",
  },
  app: {
    // One word each for the three levels Decap shows at once: the view, its sections, a section.
    header: { quickAdd: "Neu anlegen", content: "Übersicht" },
    app: {
      // This site has no config.yml: the build writes the configuration into the page.
      checkConfigYml: "Bitte prüfen Sie die Konfiguration.",
      loadingConfig: "Die Konfiguration wird geladen …",
      waitingBackend: "Warten auf den Server …",
    },
  },
  collection: {
    // Decap searches the entries' titles only, and lists no blog posts here.
    sidebar: {
      collections: "Bereiche",
      allCollections: "Alle Bereiche",
      searchAll: "Titel durchsuchen",
      searchIn: "Titel durchsuchen in",
    },
    collectionTop: {
      viewAsList: "Listenansicht",
      viewAsGrid: "Kachelansicht",
      // Decap's „＋“ is a full-width sign that the forms' fonts do not have.
      newButton: "%{collectionLabel} anlegen",
      newButtonAriaLabel: "%{collectionLabel} anlegen",
      searchResults: "Suchergebnisse für „%{searchTerm}“",
      searchResultsInCollection: "Suchergebnisse für „%{searchTerm}“ in %{collection}",
    },
    entries: {
      loadingEntries: "Einträge werden geladen …",
      cachingEntries: "Einträge werden zwischengespeichert …",
      longerLoading: "Das kann einige Minuten dauern.",
      noEntries: "Kein Eintrag mit diesem Titel",
      unpublishedHeader: "Unveröffentlichte Einträge",
    },
  },
  editor: {
    editorControl: { field: { widgetLabel: "Feld %{widgetLabel}" } },
    editorControlPane: {
      widget: {
        required: "„%{fieldLabel}“ ist leer – bitte ausfüllen.",
        // The pattern's message is a sentence of the content model's (config/fields.ts).
        regexPattern: "%{pattern}",
        rangeCount: "„%{fieldLabel}“: %{minCount} bis %{maxCount} Einträge.",
        rangeCountExact: "„%{fieldLabel}“: genau %{count} Einträge.",
        rangeMin: "„%{fieldLabel}“: mindestens %{minCount} Einträge.",
        rangeMax: "„%{fieldLabel}“: höchstens %{maxCount} Einträge.",
        // Decap reports a value below the minimum, so the minimum itself is allowed.
        min: "%{fieldLabel} muss mindestens %{minValue} sein.",
        max: "%{fieldLabel} darf höchstens %{maxValue} sein.",
        invalidPath: "„%{path}“ ist kein gültiger Pfad.",
        pathExists: "Den Pfad „%{path}“ gibt es schon.",
      },
    },
    editor: {
      // Asked before the unsaved changes of a form are left; leave-question.ts names the form.
      onLeavePage: "Ungespeicherte Änderungen verwerfen?",
      onPublishingNotReady:
        "Bitte setzen Sie den Status vor dem Veröffentlichen auf „Abgeschlossen“.",
      onPublishingWithUnsavedChanges:
        "Es gibt noch ungespeicherte Änderungen. Bitte speichern Sie vor dem Veröffentlichen.",
      onDeleteWithUnsavedChanges:
        "Möchten Sie diesen veröffentlichten Beitrag und Ihre nicht gespeicherten Änderungen löschen?",
      onDeleteUnpublishedChangesWithUnsavedChanges:
        "Möchten Sie diesen unveröffentlichten Beitrag und Ihre nicht gespeicherten Änderungen löschen?",
      loadingEntry: "Der Beitrag wird geladen …",
      // What Decap keeps of an unsaved form is the „Sicherungskopie“ of the privacy policy (3.6).
      confirmLoadBackup:
        "Für diesen Beitrag gibt es eine Sicherungskopie in Ihrem Browser. Möchten Sie sie laden?",
    },
    editorInterface: {
      // The eye button shows and hides the preview pane; „Vorschau“ alone names nothing here.
      togglePreview: "Formularvorschau ein- oder ausblenden",
      // The title its stylesheet hides the button by (preview-width.ts)
      toggleScrollSync: SCROLL_SYNC_TITLE,
    },
    editorToolbar: {
      publishing: "Wird veröffentlicht …",
      unpublishing: "Veröffentlichung wird zurückgezogen …",
      deleteUnpublishedEntry: "Unveröffentlichten Beitrag löschen",
      deletePublishedEntry: "Veröffentlichten Beitrag löschen",
      deleteEntry: "Beitrag löschen",
      saving: "Wird gespeichert …",
      statusInfoTooltipDraft:
        "Der Beitrag ist ein Entwurf. Um ihn zur Überprüfung freizugeben, setzen Sie den Status auf „Zur Überprüfung“.",
      // Here a review is an approval on GitHub, and the editor publishes afterwards.
      statusInfoTooltipInReview:
        "Der Beitrag wartet auf die Freigabe durch eine zweite Person im Pull Request auf GitHub. Sie können ihn währenddessen weiter ändern; danach setzen Sie den Status auf „Abgeschlossen“ und veröffentlichen ihn.",
      deleting: "Wird gelöscht …",
      updating: "Wird aktualisiert …",
      // Decap puts the collection's label (nominative, „Inhalte“) after „allen“ (dative).
      backCollection: "Zurück zu „%{collectionLabel}“",
      // The glossary's names: the deploy preview of the pull request, the live site after merging.
      deployPreviewPendingButtonLabel: "Prüfen, ob die Deploy Preview bereitsteht",
      deployPreviewButtonLabel: "Deploy Preview ansehen",
      deployButtonLabel: "Live-Seite ansehen",
      // The only collection that can copy an entry is the legal texts', where a copy of the
      // version in force is how a new version starts (its „Gilt ab“ names its file).
      duplicate: "Neue Fassung anlegen",
      publishAndDuplicate: "Veröffentlichen und neue Fassung anlegen",
    },
    editorWidgets: {
      // Every date of this site is a day, and Decap names the field by its key, not its label.
      datetime: { now: "Heute", setToNow: "Auf heute setzen" },
      object: { expand: "Aufklappen", collapse: "Zuklappen" },
    },
  },
  ui: {
    default: { goBackToSite: "Zurück zur Website" },
    // The link after `details` opens a public issue at Decap's own tracker on GitHub, not a
    // report to this site's developers; the words say so.
    errorBoundary: {
      details: "Ein Fehler ist aufgetreten. Bitte wenden Sie sich an die Entwicklung. ",
      reportIt: "Öffentlichen Fehlerbericht beim Decap-Projekt anlegen",
      privacyWarning:
        "Ein Fehlerbericht beim Decap-Projekt ist öffentlich; die Fehlermeldung und Daten zur Fehlersuche werden automatisch eingefügt.\nBitte prüfen Sie die Angaben und entfernen Sie vertrauliche Daten.",
      recoveredEntry: {
        warning: "Bitte kopieren Sie diese Angaben, bevor Sie die Seite verlassen.",
        copyButtonLabel: "In die Zwischenablage kopieren",
      },
    },
    settingsDropdown: { account: "Kontomenü" },
    toast: {
      onFailToLoadEntries: "Die Beiträge konnten nicht geladen werden: %{details}",
      onFailToLoadDeployPreview: "Die Deploy Preview konnte nicht geladen werden: %{details}",
      // The details are the form's own sentences (browser/form-preview.ts), or Decap's error.
      onFailToPersist: "Nicht gespeichert. %{details}",
      onFailToDelete: "Der Beitrag konnte nicht gelöscht werden: %{details}",
      onFailToUpdateStatus: "Der Status konnte nicht aktualisiert werden: %{details}",
      missingRequiredField:
        "Nicht gespeichert. Ein Pflichtfeld ist leer und rot markiert – bitte ausfüllen oder die leere Zeile entfernen.",
      onFailToPublishEntry: "Der Beitrag konnte nicht veröffentlicht werden: %{details}",
      onLoggedOut:
        "Sie wurden abgemeldet. Bitte sichern Sie Ihre Daten und melden Sie sich erneut an.",
      onBackendDown: "Der Server ist zurzeit nicht erreichbar. Mehr dazu: %{details}",
    },
  },
  workflow: {
    workflow: {
      loading: "Die Beiträge im Arbeitsablauf werden geladen …",
      // The columns' names, one per state: „Entwurf“, „Zur Überprüfung“, „Abgeschlossen“.
      description:
        "Zur Überprüfung: %{smart_count} Beitrag · abgeschlossen und bereit zur Veröffentlichung: %{readyCount} |||| Zur Überprüfung: %{smart_count} Beiträge · abgeschlossen und bereit zur Veröffentlichung: %{readyCount}",
      // Day and month as numbers: the month's name would be English.
      dateFormat: "DD.MM.",
    },
    workflowCard: {
      deleteNewEntry: "Neuen Beitrag löschen",
      publishChanges: "Änderungen veröffentlichen",
      publishNewEntry: "Neuen Beitrag veröffentlichen",
    },
    workflowList: {
      // The status menu's name of the state (editorToolbar.inReview), not a second one.
      inReviewHeader: "Zur Überprüfung",
      onPublishingNotReadyEntry:
        "Nur Beiträge im Status „Abgeschlossen“ können veröffentlicht werden. Bitte ziehen Sie den Beitrag in die Spalte „Abgeschlossen“, um ihn zu veröffentlichen.",
      onPublishEntry: "Soll dieser Beitrag wirklich veröffentlicht werden?",
    },
  },
};

const isPhrases = (value: unknown): value is Phrases => typeof value === "object" && value !== null;

const merged = (base: Phrases, changes: Phrases): Phrases =>
  Object.fromEntries(
    [...new Set([...Object.keys(base), ...Object.keys(changes)])].map((key) => {
      const [before, after] = [base[key], changes[key]];
      if (isPhrases(before) && isPhrases(after)) return [key, merged(before, after)];
      return [key, after ?? before ?? ""];
    }),
  );

/**
 * Decap's German phrases with this site's corrections, and with `local` (the local backend of
 * `npm start`) the words of a save that publishes nothing (local-save-words.ts).
 */
export const germanPhrases = (
  builtIn: Phrases | undefined,
  { local = false }: { local?: boolean } = {},
): Phrases => merged(merged(builtIn ?? {}, corrections), local ? localSaveWords : {});
