import type { Phrases } from "./german-phrases";

/**
 * Works around Decap calling a save publishing where nothing is published: no upstream issue found.
 *
 * Without the editorial workflow, Decap names its save „Veröffentlichen → Jetzt veröffentlichen“
 * and the saved state „Veröffentlicht“, because on a live site that save is a commit to the
 * branch the site is built from. With the local backend of `npm start` it writes the file on this
 * computer and nothing goes online, so there the words say that: „Speichern“, „Gespeichert“, and
 * the link to the page opens the local preview. On the live site (editorial workflow) Decap's own
 * „Speichern“ and „Veröffentlichen“ are true and stay.
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
