import { type Path, samePath, valueAt } from "../../../gatsby-source-passform";
import type { CmsField } from "../../config/cms-types";
import { FIELD_CONTAINER as CONTAINER, FIELD_MARK as MARKED } from "../../config/decap-styles";

/**
 * Decap shows a message at a field only for what the field itself checks (required, pattern,
 * the widget's `isValid`); it has no way to give a field a message from outside. A rule across
 * fields or entries (two plans marked „Am beliebtesten“, a price without its period) reaches the
 * editor only through the preview pane and the refused save. So the form marks each field a
 * problem of the content check names, from the problem's path: the field's control gets
 * `aria-invalid` and `aria-describedby`, its container (emotion label `ControlContainer`) a red
 * outline and, below the field, the same message the preview pane shows. A note (a reminder,
 * not an error) stands there the same way, without the outline. Decap names each control's
 * element `<field name>-field-<number>` (its label's `for`), in the order it renders the
 * fields, so the n-th field of a name in the form's order is the n-th such element.
 */

export type FieldMark = {
  paths: ReadonlyArray<Path>;
  message: string;
  kind: "problem" | "note";
};

type Json = unknown;
type Control = { name: string; path: Path };

/** Every field with an element of its own, in the order Decap renders them. */
const controls = (fields: ReadonlyArray<CmsField>, value: Json, at: Path): Control[] =>
  fields.flatMap((field) => {
    const path = [...at, field.name];
    const inner = valueAt(value, [field.name]);
    if (field.widget === "object") return controls(field.fields ?? [], inner, path);
    if (field.widget !== "list") return [{ name: field.name, path }];
    const items = Array.isArray(inner) ? inner : [];
    return items.flatMap((item, index) =>
      field.field
        ? [{ name: field.field.name, path: [...path, index] }]
        : controls(field.fields ?? [], item, [...path, index]),
    );
  });

/** The element of the field at `path`, if the form shows it. */
const controlAt = (
  root: ParentNode,
  fields: ReadonlyArray<CmsField>,
  data: Json,
  path: Path,
): HTMLElement | undefined => {
  const all = controls(fields, data, []);
  const target = all.find((control) => samePath(control.path, path));
  if (!target) return undefined;
  const position = all
    .filter((control) => control.name === target.name)
    .findIndex((control) => control === target);
  const id = new RegExp(`^${target.name.replace(/[^\w-]/g, "\\$&")}-field-\\d+$`);
  const elements = [...root.querySelectorAll<HTMLElement>(`[id^="${target.name}-field-"]`)];
  return elements.filter((element) => id.test(element.id))[position];
};

const clear = (root: ParentNode): void => {
  for (const element of root.querySelectorAll<HTMLElement>(`[${MARKED}]`)) {
    const kind = element.getAttribute(MARKED);
    element.removeAttribute(MARKED);
    if (kind === "message") element.remove();
    else if (kind === "control") {
      element.removeAttribute("aria-invalid");
      element.removeAttribute("aria-describedby");
    }
  }
};

const mark = (control: HTMLElement, { message, kind }: FieldMark): void => {
  const container = control.closest<HTMLElement>(CONTAINER) ?? control;
  const note = document.createElement("p");
  note.id = `${control.id}-form-mark`;
  note.textContent = message;
  note.setAttribute(MARKED, "message");
  container.append(note);
  control.setAttribute("aria-describedby", note.id);
  control.setAttribute(MARKED, "control");
  if (kind === "problem") {
    control.setAttribute("aria-invalid", "true");
    container.setAttribute(MARKED, "container");
  }
};

/**
 * Marks the fields `marks` name in the form at `root` (whose fields and values are `fields`
 * and `data`), and takes back the marks of before.
 */
export const markFields = (
  root: ParentNode,
  fields: ReadonlyArray<CmsField>,
  data: Json,
  marks: ReadonlyArray<FieldMark>,
): void => {
  clear(root);
  for (const each of marks) {
    for (const path of each.paths) {
      const control = controlAt(root, fields, data, path);
      if (control && !control.hasAttribute(MARKED)) mark(control, each);
    }
  }
};
