import type { Phrases } from "./cms-types";

/**
 * Decap's German phrases as this site's editors read them, in three parts that decap-fixes.ts
 * merges into Decap's own `de` (decap-cms-locales, bundled in decap-cms.js) in this order. Only
 * what differs from Decap's is listed. Decap's `registerLocale` replaces a locale's phrases
 * instead of adding to them, so the merge starts from the built-in ones.
 */

/**
 * Plain corrections of Decap's `de`: typos, grammar, quotation marks, phrases `de` lacks (which
 * Decap would show in English). Each is written as the upstream patch writes it
 * (upstream/german-locale.patch), so these go when Decap ships it.
 */
export const localeCorrections: Phrases = {
  collection: {
    collectionTop: {
      viewAsList: "Listenansicht",
      viewAsGrid: "Kachelansicht",
      searchResults: "Suchergebnisse für „%{searchTerm}“",
      searchResultsInCollection: "Suchergebnisse für „%{searchTerm}“ in %{collection}",
    },
  },
  editor: {
    editorControl: { field: { widgetLabel: "Feld %{widgetLabel}" } },
    editorControlPane: { widget: { invalidPath: "„%{path}“ ist kein gültiger Pfad." } },
    editor: {
      onPublishingNotReady:
        "Bitte setzen Sie den Status vor dem Veröffentlichen auf „Abgeschlossen“.",
      onDeleteWithUnsavedChanges:
        "Möchten Sie diesen veröffentlichten Beitrag und Ihre nicht gespeicherten Änderungen löschen?",
      onDeleteUnpublishedChangesWithUnsavedChanges:
        "Möchten Sie diesen unveröffentlichten Beitrag und Ihre nicht gespeicherten Änderungen löschen?",
    },
    editorToolbar: {
      deleteUnpublishedEntry: "Unveröffentlichten Beitrag löschen",
      deletePublishedEntry: "Veröffentlichten Beitrag löschen",
      deleteEntry: "Beitrag löschen",
      // Decap puts the collection's label (nominative, „Inhalte“) after „allen“ (dative).
      backCollection: "Zurück zu „%{collectionLabel}“",
    },
    editorWidgets: { object: { expand: "Aufklappen", collapse: "Zuklappen" } },
  },
  ui: { settingsDropdown: { account: "Kontomenü" } },
  workflow: {
    // Day and month as numbers: the month's name would be English.
    workflow: { dateFormat: "DD.MM." },
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

/**
 * This site's own words: formal and plain, in the glossary's names (Deploy Preview, Bereiche,
 * Fassung), German ellipses, and what this site's forms are (no config.yml, titles searched).
 */
export const siteWording: Phrases = {
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
      // Decap's „＋“ is a full-width sign that the forms' fonts do not have.
      newButton: "%{collectionLabel} anlegen",
      newButtonAriaLabel: "%{collectionLabel} anlegen",
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
        pathExists: "Den Pfad „%{path}“ gibt es schon.",
      },
    },
    editor: {
      onPublishingWithUnsavedChanges:
        "Es gibt noch ungespeicherte Änderungen. Bitte speichern Sie vor dem Veröffentlichen.",
      loadingEntry: "Der Beitrag wird geladen …",
      // What Decap keeps of an unsaved form is the „Sicherungskopie“ of the privacy policy (3.6).
      confirmLoadBackup:
        "Für diesen Beitrag gibt es eine Sicherungskopie in Ihrem Browser. Möchten Sie sie laden?",
    },
    editorInterface: {
      // The eye button shows and hides the preview pane; „Vorschau“ alone names nothing here.
      togglePreview: "Formularvorschau ein- oder ausblenden",
    },
    editorToolbar: {
      publishing: "Wird veröffentlicht …",
      unpublishing: "Veröffentlichung wird zurückgezogen …",
      saving: "Wird gespeichert …",
      statusInfoTooltipDraft:
        "Der Beitrag ist ein Entwurf. Um ihn zur Überprüfung freizugeben, setzen Sie den Status auf „Zur Überprüfung“.",
      // Here a review is an approval on GitHub, and the editor publishes afterwards.
      statusInfoTooltipInReview:
        "Der Beitrag wartet auf die Freigabe durch eine zweite Person im Pull Request auf GitHub. Sie können ihn währenddessen weiter ändern; danach setzen Sie den Status auf „Abgeschlossen“ und veröffentlichen ihn.",
      deleting: "Wird gelöscht …",
      updating: "Wird aktualisiert …",
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
    },
  },
};

/**
 * With the local backend of `npm start` a save writes the file on this computer and nothing goes
 * online, so there the words say that: „Speichern“, „Gespeichert“, and the link to the page
 * opens the local preview. On the live site (editorial workflow) Decap's own „Speichern“ and
 * „Veröffentlichen“ are true and stay.
 */
export const localSaveWords: Phrases = {
  editor: {
    editorToolbar: {
      publish: "Speichern",
      publishNow: "Jetzt speichern",
      publishing: "Wird gespeichert …",
      published: "Gespeichert",
      publishAndCreateNew: "Speichern und neu anlegen",
      publishAndDuplicate: "Speichern und neue Fassung anlegen",
      deployButtonLabel: "Lokale Vorschau ansehen",
    },
  },
  ui: {
    toast: {
      entrySaved: "Gespeichert – die lokale Vorschau zeigt die Änderung.",
      entryPublished: "Gespeichert – die lokale Vorschau zeigt die Änderung.",
    },
  },
};
