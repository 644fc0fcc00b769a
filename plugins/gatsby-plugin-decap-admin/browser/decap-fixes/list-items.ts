import type { Content } from "../../../gatsby-source-passform";
import { buildDay, fillTokensInText, pageValues } from "../../../gatsby-source-passform/check";
import type { CmsCollection, CmsField } from "../../config/cms-types";
import { emptyItemSummary } from "../../config/fields";
import { viewAt } from "../decap-address";

/**
 * Decap's list widget gives each entry a top bar of three buttons (expand or collapse, drag
 * handle, remove) that carry only an icon, so a screen reader announces three empty „button“s
 * per entry and a mouse user sees an unlabelled „×“. Collapsed, an entry shows Decap's summary:
 * its text or name (config/fields.ts derives the summary for every list), or for an empty one
 * its label, which this module numbers („Leistung 7 (leer)“). Each button gets a German name
 * from the entry's label and name, „Tarif „Co-Branded“ zuklappen“, „… verschieben“,
 * „… entfernen“, as an accessible name and a tooltip, again whenever Decap renders the list.
 * Summary and names read as visitors read the text: its placeholders filled with the company's
 * facts („„Powered by Passform“-Branding“, not „„Powered by {{brand}}“-Branding“).
 *
 * The labels come from the configuration: Decap names each list's element `<name>-field-<n>`,
 * so the names of the lists and blocks an entry sits in lead to its field in the form that the
 * address shows. The other list fixes find an entry through `closestListEntry`.
 */

/** Decap's element of an entry's summary, shown when the entry is collapsed (emotion label). */
const SUMMARY = '[class*="-NestedObjectLabel"]';
/** The element of a field in Decap's form: its name and a running number. */
const FIELD_ELEMENT = /^(.+)-field-\d+$/;
/** An entry whose list field is not found in the configuration. */
const FALLBACK_SINGULAR = "Eintrag";

/** Each list field's singular label, by its form and the names of the fields leading to it. */
export const listSingulars = (collections: ReadonlyArray<CmsCollection>): Map<string, string> => {
  const singulars = new Map<string, string>();
  const collect = (fields: ReadonlyArray<CmsField>, path: string): void => {
    for (const field of fields) {
      const at = `${path}/${field.name}`;
      if (field.widget === "list") singulars.set(at, field.label_singular ?? field.label);
      collect([...(field.fields ?? []), ...(field.field ? [field.field] : [])], at);
    }
  };
  for (const collection of collections) {
    if ("files" in collection) for (const file of collection.files) collect(file.fields, file.name);
    else collect(collection.fields, collection.name);
  }
  return singulars;
};

/**
 * The form an address of Decap's shows: a file's name in a collection of files, else the
 * collection's name (every entry of a folder has the same form).
 */
export const formOf = (
  hash: string,
  collections: ReadonlyArray<CmsCollection>,
): string | undefined => {
  const view = viewAt(hash);
  const collection = collections.find((each) => each.name === view?.collection);
  if (!collection || !view || view.shows === "list") return undefined;
  return "files" in collection ? view.slug : collection.name;
};

type EntryName = {
  /** What the collapsed entry shows: its summary, or „Leistung 7 (leer)“ */
  shown: string;
  /** How its buttons and questions name it: „Tarif „Co-Branded““, or „Leistung 7“ */
  named: string;
};

/** Whether `text` is what an empty entry shows: the label fields.ts gives it, numbered or not. */
const isEmptySummary = (text: string, singular: string): boolean => {
  if (text === "" || text === emptyItemSummary(singular)) return true;
  const number = /^ (\d+) /.exec(text.slice(singular.length))?.[1];
  return number !== undefined && text === emptyItemSummary(singular, Number(number));
};

/**
 * The name of the entry at `position` (from 1) of a list of `singular`s, from the summary Decap
 * shows: its text, or for an empty entry its label and number.
 */
export const entryName = (summary: string, singular: string, position: number): EntryName => {
  const text = summary.trim();
  if (isEmptySummary(text, singular)) {
    return { shown: emptyItemSummary(singular, position), named: `${singular} ${position}` };
  }
  return { shown: text, named: `${singular} „${text}“` };
};

/** The names of an entry's three buttons. */
export const buttonNames = (named: string, collapsed: boolean) => ({
  toggle: `${named} ${collapsed ? "aufklappen" : "zuklappen"}`,
  handle: `${named} verschieben`,
  remove: `${named} entfernen`,
});

export type ListEntry = {
  /** The entry's element (its top bar, its summary, its fields) */
  element: HTMLElement;
  /** The element of the list, `<name>-field-<n>` */
  list: HTMLElement;
  toggle?: HTMLElement;
  handle?: HTMLElement;
  remove?: HTMLElement;
  summary: HTMLElement;
  /** From 1 */
  position: number;
  singular: string;
  collapsed: boolean;
};

/** The entries of a list element, in order. */
export const entriesOf = (list: Element): HTMLElement[] =>
  [...list.querySelectorAll<HTMLElement>(`${SUMMARY}`)]
    .map((summary) => summary.parentElement)
    .filter((entry): entry is HTMLElement => entry?.parentElement?.closest("[id]") === list);

/** The names of the fields an element of Decap's form sits in, the outermost first. */
const fieldPath = (element: Element): string[] => {
  const names: string[] = [];
  for (let at = element.closest("[id]"); at; at = at.parentElement?.closest("[id]") ?? null) {
    const name = FIELD_ELEMENT.exec(at.id)?.[1];
    if (name) names.unshift(name);
  }
  return names;
};

/** The entry `element` is, as Decap renders it; `singulars` from `listSingulars`. */
const listEntryOf = (
  element: HTMLElement,
  singulars: ReadonlyMap<string, string>,
  form: string | undefined,
): ListEntry | undefined => {
  const summary = element.querySelector<HTMLElement>(`:scope > ${SUMMARY}`);
  const bar = summary?.previousElementSibling;
  const list = element.parentElement?.closest<HTMLElement>("[id]");
  if (!summary || !bar || !list || !FIELD_ELEMENT.test(list.id)) return undefined;
  const buttons = [...bar.children] as HTMLElement[];
  const [toggle, handle, remove] = buttons.length === 3 ? buttons : [undefined, ...buttons];
  const path = `${form}/${fieldPath(list).join("/")}`;
  return {
    element,
    list,
    toggle: toggle?.tagName === "BUTTON" ? toggle : undefined,
    handle: handle?.getAttribute("role") === "button" ? handle : undefined,
    remove: remove?.tagName === "BUTTON" ? remove : undefined,
    summary,
    position: entriesOf(list).indexOf(element) + 1,
    singular: singulars.get(path) ?? FALLBACK_SINGULAR,
    collapsed: getComputedStyle(summary).display !== "none",
  };
};

/** The entry whose element holds `target`, if any. */
export const closestListEntry = (
  target: Element,
  singulars: ReadonlyMap<string, string>,
  form: string | undefined,
): ListEntry | undefined => {
  for (let at = target.closest("div"); at; at = at.parentElement?.closest("div") ?? null) {
    if (at.querySelector(`:scope > ${SUMMARY}`)) return listEntryOf(at, singulars, form);
  }
  return undefined;
};

/** The name of an entry as it stands in the page. */
export const nameOf = (entry: ListEntry): EntryName =>
  entryName(entry.summary.textContent ?? "", entry.singular, entry.position);

const setName = (element: HTMLElement | undefined, name: string): void => {
  if (!element) return;
  // Only a change: the observer watches the page.
  if (element.getAttribute("aria-label") !== name) element.setAttribute("aria-label", name);
  if (element.title !== name) element.title = name;
};

/** A text as the site shows it: `text` with its placeholders filled; as it is if it has none. */
type ShownText = (text: string) => string;

/**
 * Texts as the pages show them with the facts and figures of the checked repository `content`
 * (pageValues); a text with a placeholder the site does not know stays as written.
 */
export const filledWith =
  (content: () => Content): ShownText =>
  (text) => {
    const { site, terms } = content().data;
    if (!text.includes("{{") || !site || !terms) return text;
    try {
      return fillTokensInText(text, pageValues(site, terms, content().legal, buildDay()));
    } catch {
      return text;
    }
  };

const nameEntry = (entry: ListEntry, shownText: ShownText): void => {
  const { shown, named } = entryName(
    shownText(entry.summary.textContent ?? ""),
    entry.singular,
    entry.position,
  );
  const text = entry.summary.firstChild;
  if (entry.summary.textContent !== shown) {
    if (text instanceof Text && text === entry.summary.lastChild) text.nodeValue = shown;
    else entry.summary.textContent = shown;
  }
  const names = buttonNames(named, entry.collapsed);
  setName(entry.toggle, names.toggle);
  setName(entry.handle, names.handle);
  setName(entry.remove, names.remove);
};

/** The current form's singulars and its name, for the list fixes. */
export const currentForm = (collections: ReadonlyArray<CmsCollection>) => {
  const singulars = listSingulars(collections);
  // A page that has closed has no address, and no form.
  return () => ({ singulars, form: formOf(globalThis.location?.hash ?? "", collections) });
};

/**
 * Names every list entry of Decap's forms in `root`, again whenever Decap renders (at most once
 * a frame), its text as `shownText` makes it; returns what stops it.
 */
export const nameListEntries = (
  collections: ReadonlyArray<CmsCollection>,
  root: ParentNode & Node,
  shownText: ShownText = (text) => text,
): (() => void) => {
  const current = currentForm(collections);
  let frame: number | undefined;
  const nameAll = (): void => {
    frame = undefined;
    const { singulars, form } = current();
    for (const summary of root.querySelectorAll(SUMMARY)) {
      const element = summary.parentElement;
      const entry = element && listEntryOf(element, singulars, form);
      if (entry) nameEntry(entry, shownText);
    }
  };
  // A page without frames (a test's DOM) names them at once
  const observer = new MutationObserver(() => {
    if (typeof requestAnimationFrame !== "function") nameAll();
    else frame ??= requestAnimationFrame(nameAll);
  });
  observer.observe(root, {
    childList: true,
    characterData: true,
    subtree: true,
    attributes: true,
    attributeFilter: ["class"],
  });
  nameAll();
  return () => {
    observer.disconnect();
    if (frame !== undefined) cancelAnimationFrame(frame);
  };
};
