import { entryNameKeys } from "../../gatsby-source-passform/check";
import type { CmsCollection } from "../config/cms-types";
import { formOf } from "../config/form-places";
import { scrollPaneTo } from "./pane-place";

/**
 * The preview pane follows the form: when the editor moves to another field, the pane scrolls to
 * where that field is on the page, so the White-Label price is edited beside the White-Label card
 * and § 13 beside § 13. Decap's own scroll sync pairs scroll positions, which fails when the form
 * and the page differ in length, and is switched off (decap-fixes/preview-width.ts).
 * Where a field is on the page is found from the form's configuration and the page, not from a
 * list of fields: an entry of a list by its name („White-Label“) among the page's headings, a
 * part of a file by the section whose id or tag has its name („pricing“, „footer“), a place in a
 * legal text by the heading the cursor is under. The pane moves only when that place changes, so
 * typing never moves it.
 */

type Current = () => { path: string; text: string } | undefined;
type Data = Record<string, unknown>;

const CONTROL = '[class*="-ControlContainer"]';
const ITEM = '[class*="-SortableListItem"]';

const normal = (text: string): string => text.replace(/[\s\u00a0\u202f]+/g, " ").trim();

const paneDocument = (): Document | undefined =>
  (document.getElementById("preview-pane") as HTMLIFrameElement | null)?.contentDocument ??
  undefined;

/** The outermost element of `selector` around `element` within `root`, and its siblings. */
const outermost = (element: Element, selector: string, root: Element): Element | undefined => {
  let found: Element | undefined;
  for (let at: Element | null = element; at && at !== root; at = at.parentElement) {
    if (at.matches(selector)) found = at;
  }
  return found;
};

const headingNamed = (pane: Document, name: string): Element | undefined =>
  [...pane.querySelectorAll("main h2, main h3, main h4, main dt")].find(
    (heading) => normal(heading.textContent ?? "") === normal(name),
  );

const sectionNamed = (pane: Document, name: string): Element | undefined =>
  pane.getElementById(name) ??
  pane.getElementById(`${name}-title`)?.closest("section") ??
  pane.querySelector(name.replace(/[^a-z]/gi, "") || "-") ??
  undefined;

/** The place on the page of the list entry `index` of the field `name` in the form's data. */
const entryPlace = (pane: Document, data: Data, name: string, index: number) => {
  const item = (data[name] as unknown[] | undefined)?.[index];
  const record = typeof item === "object" && item !== null ? (item as Data) : {};
  const key = entryNameKeys.find((each) => typeof record[each] === "string");
  return key ? headingNamed(pane, String(record[key])) : undefined;
};

/** The heading of a legal text's body above the cursor. */
const headingAtCursor = (pane: Document, area: HTMLTextAreaElement): Element | undefined => {
  const before = area.value.slice(0, area.selectionStart);
  const heading = [...before.matchAll(/^#{2,4}[ \t]+(.+)$/gm)].at(-1)?.[1];
  if (!heading) return undefined;
  const wanted = normal(heading.replace(/\{\{[^}]*\}\}/g, ""));
  return [...pane.querySelectorAll("main h2, main h3, main h4")].find((each) =>
    normal(each.textContent ?? "").startsWith(wanted.split(" ").slice(0, 3).join(" ")),
  );
};

/** A place on the page, and what identifies it across renderings of the pane. */
type Place = { key: string; element: Element };

const placeOf = (
  target: Element,
  collections: ReadonlyArray<CmsCollection>,
  current: Current,
  pane: Document,
): Place | undefined => {
  const form = current();
  const root = target.closest(".Pane1");
  if (!form || !root) return undefined;
  const at = (key: string, element: Element | undefined): Place | undefined =>
    element && { key: `${form.path} ${key}`, element };
  if (target instanceof HTMLTextAreaElement && form.path.endsWith(".md")) {
    const heading = headingAtCursor(pane, target);
    if (heading) return at(heading.textContent ?? "", heading);
  }
  const control = outermost(target, CONTROL, root);
  if (!control?.parentElement) return undefined;
  const controls = [...control.parentElement.children].filter((each) => each.matches(CONTROL));
  const field = (formOf(collections, form.path)?.fields ?? [])[controls.indexOf(control)];
  if (!field) return undefined;
  const item = outermost(target, ITEM, control);
  if (field.widget === "list" && item && form.path.endsWith(".json")) {
    const items = [...control.querySelectorAll(ITEM)].filter(
      (each) => outermost(each, ITEM, control) === each,
    );
    const index = items.indexOf(item);
    const data = JSON.parse(form.text) as Data;
    return at(`${field.name} ${index}`, entryPlace(pane, data, field.name, index));
  }
  return at(field.name, sectionNamed(pane, field.name));
};

export const followForm = (collections: ReadonlyArray<CmsCollection>, current: Current): void => {
  let shown: string | undefined;
  const follow = (event: Event): void => {
    const pane = paneDocument();
    if (!pane || !(event.target instanceof Element)) return;
    const place = placeOf(event.target, collections, current, pane);
    if (!place || place.key === shown) return;
    shown = place.key;
    scrollPaneTo(place.element);
  };
  for (const type of ["focusin", "keyup", "click"]) {
    document.addEventListener(type, follow, { capture: true });
  }
};
