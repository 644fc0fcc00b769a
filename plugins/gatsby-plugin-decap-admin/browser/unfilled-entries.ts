import { entryNameKeys } from "../../gatsby-source-passform/check";
import type { CmsField } from "../config/cms-types";
import type { Pending } from "../preview/pending-note";

/**
 * The list entries an editor has added and not filled yet. „Leistung hinzufügen“ adds an empty
 * entry at once; judged as it is, it would be a problem before the editor typed a letter, and
 * the pane would turn red. The preview pane therefore judges and renders the form without them
 * and names them in a neutral note; a save judges the form as it is, so an entry left empty is
 * named then. Empty is null, a text of blanks, or an entry whose every value is empty (a yes/no
 * switch alone is not content).
 */

type Data = Record<string, unknown>;

const isEmpty = (value: unknown): boolean => {
  if (value === null || value === undefined || typeof value === "boolean") return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.every(isEmpty);
  if (typeof value === "object") return Object.values(value).every(isEmpty);
  return false;
};

/** „Tarif „Co-Branded““: a list entry by its name, as the form's collapsed list shows it. */
const nameOf = (item: unknown, singular: string, number: number): string => {
  const record = typeof item === "object" && item !== null ? (item as Data) : {};
  const key = entryNameKeys.find((each) => typeof record[each] === "string" && record[each] !== "");
  return key ? `${singular} „${String(record[key])}“` : `${singular} ${number}`;
};

const withoutEmpty = (
  data: Data,
  fields: ReadonlyArray<CmsField>,
  within: string | undefined,
  pending: Pending[],
): Data => {
  const result: Data = { ...data };
  for (const field of fields) {
    const value = data[field.name];
    if (field.widget === "object" && field.fields && value && typeof value === "object") {
      result[field.name] = withoutEmpty(value as Data, field.fields, within, pending);
    }
    if (field.widget !== "list" || !Array.isArray(value)) continue;
    const singular = field.label_singular ?? field.label;
    const kept: unknown[] = [];
    value.forEach((item: unknown, index) => {
      if (isEmpty(item)) {
        pending.push({ entry: `${singular} ${index + 1}`, ...(within ? { within } : {}) });
        return;
      }
      const inner = field.fields;
      kept.push(
        inner && typeof item === "object" && item !== null
          ? withoutEmpty(item as Data, inner, nameOf(item, singular, index + 1), pending)
          : item,
      );
    });
    result[field.name] = kept;
  }
  return result;
};

/** The form's data without its unfilled list entries, and those entries. */
export const unfilledEntries = (
  data: Data,
  fields: ReadonlyArray<CmsField>,
): { data: Data; pending: Pending[] } => {
  const pending: Pending[] = [];
  return { data: withoutEmpty(data, fields, undefined, pending), pending };
};
