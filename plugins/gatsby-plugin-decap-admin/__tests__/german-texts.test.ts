import { cmsCollections } from "../config/cms-config";
import { decapLocale } from "../config/decap-locale";
import type { Phrases } from "../config/cms-types";
import { germanPhrases } from "../config/decap-fixes";
import {
  keepListLabels,
  listLabels,
  restoreLabels,
} from "../browser/decap-fixes/capitalised-list-labels";

/**
 * Decap's German texts as this site's editors read them: the corrections merged into Decap's own
 * phrases, and the list labels Decap lowercases written as the model writes them again.
 */

describe("the German phrases", () => {
  const builtIn = {
    auth: { login: "Login", logout: "Abmelden" },
    editor: { editorToolbar: { backCollection: "Zurück zu allen %{collectionLabel}" } },
  };

  it("correct what is wrong and keep every other phrase of Decap's", () => {
    const phrases = germanPhrases(builtIn);
    expect(phrases.auth).toMatchObject({ login: "Anmelden", logout: "Abmelden" });
    expect(phrases.editor).toMatchObject({
      editorToolbar: { backCollection: "Zurück zu „%{collectionLabel}“" },
    });
  });

  it("use German quotation marks and no three dots", () => {
    const texts = (phrases: object): string[] =>
      Object.values(phrases).flatMap((value) =>
        typeof value === "string" ? [value] : texts(value as object),
      );
    expect(texts(germanPhrases(undefined)).filter((text) => /\.\.\.|["']/.test(text))).toEqual([]);
  });
});

/** Every phrase's key, as a path: „editor.editorToolbar.save“. */
const keysOf = (phrases: Phrases, at = ""): string[] =>
  Object.entries(phrases).flatMap(([key, value]) =>
    typeof value === "string" ? [`${at}${key}`] : keysOf(value, `${at}${key}.`),
  );

const phraseAt = (phrases: Phrases, key: string): unknown =>
  key.split(".").reduce<unknown>((node, part) => (node as Phrases | undefined)?.[part], phrases);

describe("the corrections against Decap's own phrases", () => {
  const english = new Set(keysOf(decapLocale("en")));
  const german = decapLocale("de");

  it("set only keys Decap knows, so that each one is shown", () => {
    const set = [
      ...keysOf(germanPhrases(undefined)),
      ...keysOf(germanPhrases(undefined, { local: true })),
    ];
    expect(set.length).toBeGreaterThan(50);
    expect(set.filter((key) => !english.has(key))).toEqual([]);
  });

  it("notice a key Decap does not know", () => {
    const keys = keysOf({ ...germanPhrases(undefined), ui: { toast: { entrySavedd: "x" } } });
    expect(keys.filter((key) => !english.has(key))).toEqual(["ui.toast.entrySavedd"]);
  });

  it("name each state of a draft in the status menu as its column in the workflow", () => {
    for (const local of [false, true]) {
      const phrases = germanPhrases(german, { local });
      for (const [state, column] of [
        ["draft", "draftHeader"],
        ["inReview", "inReviewHeader"],
        ["ready", "readyHeader"],
      ]) {
        const menu = phraseAt(phrases, `editor.editorToolbar.${state}`);
        expect(typeof menu).toBe("string");
        expect(phraseAt(phrases, `workflow.workflowList.${column}`)).toBe(menu);
      }
    }
  });
});

describe("the list labels", () => {
  const labels = listLabels(cmsCollections());

  it("know every list field of the model by the lowercased form Decap shows", () => {
    expect(labels.get("tarife")).toBe("Tarife");
    expect(labels.get("tarif")).toBe("Tarif");
    expect([...labels].every(([lower, label]) => label.toLowerCase() === lower)).toBe(true);
  });

  it("are restored as whole words only", () => {
    expect(restoreLabels("3 tarife", labels)).toBe("3 Tarife");
    expect(restoreLabels("tarif hinzufügen", labels)).toBe("Tarif hinzufügen");
    expect(restoreLabels("tarifen", labels)).toBe("tarifen");
  });

  it("stay restored in a list's top bar when React writes the text again, and only there", async () => {
    document.body.innerHTML =
      '<div class="css-1-TopBarContainer"><div>1 x</div><button>x</button></div><p>3 tarife</p>';
    keepListLabels(cmsCollections(), document.body);
    const [heading, button] = [...document.querySelectorAll("div > div, button")];
    (heading?.firstChild as Text).nodeValue = "3 tarife";
    if (button) button.textContent = "tarif hinzufügen";
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(heading?.textContent).toBe("3 Tarife");
    expect(button?.textContent).toBe("Tarif hinzufügen");
    expect(document.querySelector("p")?.textContent).toBe("3 tarife");
  });
});
