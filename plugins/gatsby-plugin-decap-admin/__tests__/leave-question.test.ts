import { cmsCollections } from "../config/cms-config";
import { reloadOnEntryChange } from "../browser/decap-fixes/entry-navigation";
import { germanPhrases } from "../config/decap-fixes";
import { leaveQuestion } from "../browser/decap-fixes/leave-question";

/**
 * What Decap asks before unsaved changes are left names the form on screen, by the label the
 * configuration gives it; after „Abbrechen“ the address is the form's own again.
 */

const collections = cmsCollections();
const phrases = germanPhrases({ editor: { editor: { onLeavePage: "Decaps Frage" } } });
const decapPhrase = (phrases.editor as { editor: { onLeavePage: string } }).editor.onLeavePage;
const question = leaveQuestion(collections, phrases);

const files = collections.flatMap((collection) => ("files" in collection ? [collection] : []));
const [fileCollection] = files;
const [firstFile, secondFile] = fileCollection?.files ?? [];
const legal = collections.find((collection) => "folder" in collection);
const entryOf = (collection: string, slug: string) => ({
  collection,
  shows: "entry" as const,
  slug,
});
const named = (label: string) => `Ungespeicherte Änderungen an „${label}“ verwerfen?`;

describe("the question before unsaved changes are left", () => {
  afterEach(() => document.body.replaceChildren());

  it("replaces Decap's phrase with its own, which asks in German", () => {
    expect(decapPhrase).not.toBe("Decaps Frage");
    expect(decapPhrase).toMatch(/^Ungespeicherte Änderungen .*\?$/);
  });

  it("names a file's form by its label", () => {
    if (!fileCollection || !firstFile) throw new Error("no form of a file");
    const entry = entryOf(fileCollection.name, firstFile.name);
    expect(question(decapPhrase, entry)).toBe(named(firstFile.label));
  });

  it("names a legal text's form by the title its form shows", () => {
    if (!legal || !("folder" in legal)) throw new Error("no folder collection");
    const field = legal.fields.find((each) => each.name === legal.identifier_field);
    if (!field) throw new Error("no identifier field");
    const label = Object.assign(document.createElement("label"), { htmlFor: "title-field-1" });
    label.textContent = field.label;
    const input = Object.assign(document.createElement("input"), { id: "title-field-1" });
    input.value = " Allgemeine Geschäftsbedingungen ";
    document.body.append(label, input);
    expect(question(decapPhrase, entryOf(legal.name, "agb"))).toBe(
      named("Allgemeine Geschäftsbedingungen"),
    );
  });

  it("keeps Decap's phrase where no form can be named, and every other question as it is", () => {
    expect(question(decapPhrase, undefined)).toBe(decapPhrase);
    expect(question(decapPhrase, entryOf("unbekannt", "eintrag"))).toBe(decapPhrase);
    if (legal) expect(question(decapPhrase, entryOf(legal.name, "agb"))).toBe(decapPhrase);
    expect(question("Beitrag löschen?", entryOf("inhalte", "pricing"))).toBe("Beitrag löschen?");
  });
});

describe("leaving a form with unsaved changes for another entry's address", () => {
  if (!fileCollection || !firstFile || !secondFile) throw new Error("two forms of files needed");
  const formHash = `#/collections/${fileCollection.name}/entries/${firstFile.name}`;
  const otherHash = `#/collections/${fileCollection.name}/entries/${secondFile.name}`;
  const asked: string[] = [];
  let answer = false;

  beforeAll(() => {
    window.history.replaceState(null, "", `/admin/${formHash}`);
    window.confirm = (message?: string) => {
      asked.push(message ?? "");
      return answer;
    };
    reloadOnEntryChange(question);
    // Decap's history, after this module's listener: it asks with its phrase whenever the
    // address leaves the form it shows.
    window.addEventListener("hashchange", () => {
      if (window.location.hash !== formHash) window.confirm(decapPhrase);
    });
  });

  const paste = async (hash: string): Promise<void> => {
    const changed = new Promise((resolve) => window.addEventListener("hashchange", resolve));
    window.location.hash = hash;
    await changed;
    // This module acts after every listener of the change.
    await new Promise((resolve) => setTimeout(resolve, 10));
  };

  it("asks naming the form, and after „Abbrechen“ the address is the form's again", async () => {
    answer = false;
    await paste(otherHash);
    expect(asked).toEqual([named(firstFile.label)]);
    expect(window.location.hash).toBe(formHash);
    expect(document.body.hidden).toBe(false);
  });
});
