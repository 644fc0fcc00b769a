import { type Path, type Problem, samePath, valueAt } from "../../gatsby-source-passform";
import { asSentence } from "../../gatsby-source-passform/check";
import type { CmsCollection, CmsField } from "./cms-types";
import { summaryKeyOf } from "./fields";

/**
 * A problem of the content check in the words of the editors' forms: the place named by the
 * form's labels („Tarif „White-Label“ › Am beliebtesten“, „Startseite › Einstieg (oben) ›
 * Hauptüberschrift“), translated from the problem's path in the file through the form's fields
 * (cms-config.ts, which takes every label from the content model), and what to do in the
 * check's form words. File and line stay a secondary detail. The preview pane's panel, the save
 * refusal and the marks at the fields all say the same (browser/form-preview.ts).
 */

/** The form that edits `file`: its label and fields. */
type Form = { label: string; fields: ReadonlyArray<CmsField> };

export const formOf = (
  collections: ReadonlyArray<CmsCollection>,
  file: string,
): Form | undefined => {
  for (const collection of collections) {
    if ("files" in collection) {
      const form = collection.files.find((each) => each.file === file);
      if (form) return form;
    } else if (file.startsWith(`${collection.folder}/`)) {
      return { label: collection.label_singular ?? collection.label, fields: collection.fields };
    }
  }
  return undefined;
};

type Json = unknown;

/** An entry of a list as the form's editor sees it: „Tarif „White-Label““, else „Leistung 7“. */
const entryLabel = (list: CmsField, item: Json, index: number): string => {
  const singular = list.label_singular ?? list.label;
  const key = summaryKeyOf(list);
  const name = key ? valueAt(item, [key]) : undefined;
  return typeof name === "string" && name.trim() !== ""
    ? `${singular} „${name.trim()}“`
    : `${singular} ${index + 1}`;
};

/**
 * The labels along `path` in `form`, with `data` the form's values (for the entries' names).
 * An entry of a list stands for the list and what is above it: „Tarif „Co-Branded“ ›
 * Leistung 7“, not „Tarife und Preise › Tarife › Tarif „Co-Branded“ › Leistungen › …“.
 */
export const labelsOf = (form: Form, path: Path, data: Json): string[] => {
  let labels = [form.label];
  let fields: ReadonlyArray<CmsField> | undefined = form.fields;
  let list: CmsField | undefined;
  let value = data;
  let inEntry = false;
  for (const key of path) {
    if (typeof key === "number") {
      if (!list) break;
      const item = valueAt(value, [key]);
      const entry = entryLabel(list, item, key);
      labels = inEntry ? [...labels.slice(0, -1), entry] : [entry];
      inEntry = true;
      fields = list.field ? undefined : list.fields;
      list = list.field?.widget === "list" ? list.field : undefined;
      value = item;
      continue;
    }
    const field = fields?.find((each) => each.name === key);
    if (!field) break;
    // „Kennzahlen › Kennzahlen“ (a form and its one list) says it once.
    if (labels.at(-1) !== field.label) labels.push(field.label);
    list = field.widget === "list" ? field : undefined;
    fields = field.fields;
    value = valueAt(value, [key]);
  }
  return labels;
};

/**
 * Where a problem is, by the form's labels. A mistake across entries (two plans marked
 * popular) is named by what they share, the list and the field: „Tarife und Preise › Tarife ›
 * Am beliebtesten“, as its message names each entry.
 */
const placeOf = (form: Form, problem: Problem, data: Json): string => {
  const path = problem.path ?? [];
  const related = problem.related ?? [];
  const across = related.filter(
    (other) =>
      other.length === path.length &&
      other.some((key, index) => key !== path[index]) &&
      other.every((key, index) => key === path[index] || typeof key === "number"),
  );
  if (across.length > 0) {
    const at = path.findIndex((key, index) => across.some((other) => other[index] !== key));
    const list = labelsOf(form, path.slice(0, at), data);
    const tail = path.slice(at + 1).filter((key) => typeof key === "string").length;
    const field = labelsOf(form, path, data).slice(-tail || undefined);
    return [...list, ...(tail > 0 ? field : [])].join(" › ");
  }
  return labelsOf(form, path, data).join(" › ");
};

/** The problem as the form says it: where, what to do, and the file's place as a detail. */
export type FormProblem = {
  /** The file it is in, as the check names it */
  file: string;
  where: string;
  message: string;
  /** `data/pricing.json:36`: where a developer finds it */
  detail: string;
  /** Every place in the file the problem concerns, for the marks at the fields */
  paths: Path[];
};

export const formProblem = (
  collections: ReadonlyArray<CmsCollection>,
  problem: Problem,
  data: Json,
): FormProblem => {
  const form = formOf(collections, problem.file);
  const detail = `${problem.file}${problem.line ? `:${problem.line}` : ""}`;
  const message = problem.formMessage ?? asSentence(problem.message);
  const paths = problem.path ? [problem.path, ...(problem.related ?? [])] : [];
  const { file } = problem;
  if (!form) return { file, where: `${problem.entry} › ${problem.field}`, message, detail, paths };
  if (!problem.path) {
    return { file, where: [form.label, problem.entry].join(" › "), message, detail, paths };
  }
  const unique = paths.filter((path, index) => paths.findIndex((p) => samePath(p, path)) === index);
  return { file, where: placeOf(form, problem, data), message, detail, paths: unique };
};

/**
 * Why a save is refused, in one or two sentences for Decap's toast: the first problem, where
 * and what to do, and how many more the pane lists.
 */
export const refusalOf = (problems: ReadonlyArray<FormProblem>): string => {
  const [first] = problems;
  if (!first) return "";
  const more = problems.length - 1;
  return `${first.where}: ${first.message}${
    more > 0
      ? ` Die Formularvorschau zeigt ${more === 1 ? "einen weiteren Fehler" : `${more} weitere Fehler`}.`
      : ""
  }`;
};
