import { readFileSync } from "node:fs";
import path from "node:path";
import { cmsCollections } from "../config/cms-config";
import type { CmsField } from "../config/cms-types";
import { emptyItemSummary } from "../config/fields";
import type { Content } from "../../gatsby-source-passform";
import {
  buttonNames,
  entryName,
  filledWith,
  formOf,
  listSingulars,
  nameListEntries,
} from "../browser/decap-fixes/list-items";

/**
 * The names of list entries in the editors' forms: what a collapsed entry shows (Decap's summary,
 * compiled by Decap's own template engine, over every list entry in data/) and how its buttons
 * are named, taken from the configuration's labels and the entries' values.
 */

type StringTemplate = {
  compileStringTemplate: (template: string, date: null, slug: string, data: unknown) => string;
};
// Decap's template engine and the Immutable.js it passes values in, as its list widget uses them.
/* eslint-disable @typescript-eslint/no-require-imports */
const { stringTemplate } = require("decap-cms/node_modules/decap-cms-lib-widgets") as {
  stringTemplate: StringTemplate;
};
const { fromJS } = require("decap-cms/node_modules/immutable") as {
  fromJS: (value: unknown) => unknown;
};
/* eslint-enable @typescript-eslint/no-require-imports */

const collections = cmsCollections();
const dataDir = path.resolve(__dirname, "../../../data");

/** What Decap shows for a collapsed entry of `list`: the summary over the entry's values. */
const summaryOf = (list: CmsField, value: unknown): string => {
  const values = list.field ? { [list.field.name]: value } : value;
  return stringTemplate.compileStringTemplate(list.summary ?? "", null, "", fromJS(values));
};

type ListValues = { list: CmsField; where: string; values: unknown[] };

/** Every list field of the data forms with the entries data/ holds for it. */
const listsWithValues = (): ListValues[] => {
  const found: ListValues[] = [];
  const walk = (fields: ReadonlyArray<CmsField>, value: unknown, where: string): void => {
    for (const field of fields) {
      const inner = (value as Record<string, unknown> | undefined)?.[field.name];
      const at = `${where} › ${field.name}`;
      if (field.widget === "list" && Array.isArray(inner)) {
        found.push({ list: field, where: at, values: inner });
        inner.forEach((entry, index) => walk(field.fields ?? [], entry, `${at} ${index + 1}`));
      } else if (field.widget === "object") walk(field.fields ?? [], inner, at);
    }
  };
  for (const collection of collections) {
    if (!("files" in collection)) continue;
    for (const form of collection.files) {
      const json: unknown = JSON.parse(
        readFileSync(path.join(dataDir, path.basename(form.file)), "utf8"),
      );
      walk(form.fields, json, form.file);
    }
  }
  return found;
};

describe("the summary of a list entry", () => {
  const lists = listsWithValues();

  it("is found for the lists of data/, single values and blocks", () => {
    expect(lists.some(({ list }) => list.field)).toBe(true);
    expect(lists.some(({ list }) => list.fields)).toBe(true);
  });

  it("shows each entry's text: a single value itself, a block its name", () => {
    for (const { list, where, values } of lists) {
      for (const value of values) {
        const summary = summaryOf(list, value);
        const texts = list.field ? [value] : Object.values(value as object);
        expect({ where, summary, inValue: texts.includes(summary) }).toEqual({
          where,
          summary: expect.stringMatching(/\S/),
          inValue: true,
        });
      }
    }
  });

  it("shows an empty entry's label: new (as Decap adds it) or emptied", () => {
    for (const { list } of lists) {
      const singular = list.label_singular ?? list.label;
      const emptied = Object.fromEntries((list.fields ?? []).map((field) => [field.name, ""]));
      expect(summaryOf(list, list.field ? null : {})).toBe(emptyItemSummary(singular));
      expect(summaryOf(list, list.field ? "" : emptied)).toBe(emptyItemSummary(singular));
    }
  });
});

describe("the name of a list entry", () => {
  const singulars = listSingulars(collections);
  const feature = singulars.get("pricing/plans/features") ?? "";

  it("knows every list field by its form and path, with its singular label", () => {
    expect(feature).not.toBe("");
    expect(singulars.get("pricing/plans")).not.toBe(feature);
    expect([...singulars.values()].every((label) => label.trim() !== "")).toBe(true);
  });

  it("is the entry's text, or its label and number when empty", () => {
    expect(entryName("  Größenempfehlungen ", feature, 2)).toEqual({
      shown: "Größenempfehlungen",
      named: `${feature} „Größenempfehlungen“`,
    });
    const numbered = { shown: emptyItemSummary(feature, 7), named: `${feature} 7` };
    expect(entryName("", feature, 7)).toEqual(numbered);
    expect(entryName(emptyItemSummary(feature), feature, 7)).toEqual(numbered);
    // Moved from place 3 to 7: the number follows.
    expect(entryName(emptyItemSummary(feature, 3), feature, 7)).toEqual(numbered);
    // A text that only looks like a number is the editor's.
    expect(entryName(`${feature} 3`, feature, 7).shown).toBe(`${feature} 3`);
  });

  it("names the three buttons of the entry", () => {
    const named = `${feature} „Größenempfehlungen“`;
    expect(buttonNames(named, true)).toEqual({
      toggle: `${named} aufklappen`,
      handle: `${named} verschieben`,
      remove: `${named} entfernen`,
    });
    expect(buttonNames(named, false).toggle).toBe(`${named} zuklappen`);
  });

  it("finds the form of an address: a file's name, else the collection's", () => {
    const [files, folder] = collections;
    const file = files && "files" in files ? files.files[0] : undefined;
    expect(formOf(`#/collections/${files?.name}/entries/${file?.name}`, collections)).toBe(
      file?.name,
    );
    expect(formOf(`#/collections/${folder?.name}/entries/agb`, collections)).toBe(folder?.name);
    expect(formOf(`#/collections/${folder?.name}/new`, collections)).toBe(folder?.name);
    expect(formOf("#/collections/unbekannt/entries/x", collections)).toBeUndefined();
  });
});

describe("the list entries in the page", () => {
  /** A list of two entries as Decap renders it; the second one empty and collapsed. */
  const decapList = (): string => {
    const entry = (summary: string, collapsed: boolean) =>
      `<div><div class="css-1-TopBar"><button></button><div role="button" tabindex="0"></div><button></button></div>` +
      `<div class="css-2-NestedObjectLabel" style="display:${collapsed ? "block" : "none"}">${summary}</div>` +
      `<div><input id="item-field-9"></div></div>`;
    return `<div id="plans-field-1"><div><div><div id="features-field-8"><div class="css-3-TopBarContainer"></div><div>${entry("Größenempfehlungen", false)}${entry("", true)}</div></div></div></div></div>`;
  };

  it("name their buttons and number an empty entry, again when Decap renders", async () => {
    history.replaceState(null, "", "#/collections/inhalte/entries/pricing");
    document.body.innerHTML = decapList();
    const stop = nameListEntries(collections, document.body);
    const feature = listSingulars(collections).get("pricing/plans/features") ?? "";
    const labels = () =>
      [...document.querySelectorAll("[aria-label]")].map((each) => each.getAttribute("aria-label"));
    expect(labels()).toEqual([
      ...Object.values(buttonNames(`${feature} „Größenempfehlungen“`, false)),
      ...Object.values(buttonNames(`${feature} 2`, true)),
    ]);
    const summaries = document.querySelectorAll('[class*="-NestedObjectLabel"]');
    expect(summaries[1]?.textContent).toBe(emptyItemSummary(feature, 2));
    (summaries[0]?.firstChild as Text).nodeValue = "Virtuelle Anprobe";
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(labels()[2]).toBe(buttonNames(`${feature} „Virtuelle Anprobe“`, false).remove);
    stop();
  });

  it("show an entry's placeholders as visitors read them, named the same", () => {
    history.replaceState(null, "", "#/collections/inhalte/entries/pricing");
    // The facts and figures as the check reads them (the check itself runs in Node's tests).
    const json = (name: string): unknown =>
      JSON.parse(readFileSync(path.join(dataDir, `${name}.json`), "utf8"));
    const content = { data: { site: json("site"), terms: json("terms") }, legal: [] };
    const brand = (content.data.site as { brand: string }).brand;
    document.body.innerHTML = decapList().replace(
      "Größenempfehlungen",
      "„Powered by {{brand}}“-Branding",
    );
    const stop = nameListEntries(
      collections,
      document.body,
      filledWith(() => content as unknown as Content),
    );
    const feature = listSingulars(collections).get("pricing/plans/features") ?? "";
    const shown = `„Powered by ${brand}“-Branding`;
    const summary = document.querySelector('[class*="-NestedObjectLabel"]');
    expect(summary?.textContent).toBe(shown);
    expect(document.querySelector("button")?.getAttribute("aria-label")).toBe(
      buttonNames(`${feature} „${shown}“`, false).toggle,
    );
    // A placeholder the site does not know stays as the editor wrote it.
    expect(filledWith(() => content as unknown as Content)("{{unbekannt}} und {{brand}}")).toBe(
      "{{unbekannt}} und {{brand}}",
    );
    stop();
  });
});
