import type { CmsField } from "../config/cms-types";
import { parseLegalText } from "../formats/frontmatter-format";

/**
 * A legal text's Stand (`lastUpdated`) says when its content last changed, and the page shows
 * it („Stand: Januar 2021“). Once the editor changes the text in the form and the Stand is still
 * the saved one, the form reminds them at the Stand to set it (browser/form-preview.ts shows it
 * at the field, as a note of browser/decap-fixes/field-marks.ts).
 */

const STAND = "lastUpdated";
const BODY = "body";

const labelOf = (fields: ReadonlyArray<CmsField>, name: string): string =>
  fields.find((field) => field.name === name)?.label ?? name;

const sameText = (a: unknown, b: unknown): boolean =>
  String(a ?? "").replace(/\s+$/, "") === String(b ?? "").replace(/\s+$/, "");

/**
 * The reminder for a legal text as saved (`saved`, the file's text; undefined for a new text)
 * and as the form holds it now (`now`), or nothing while the text is unchanged or the Stand
 * already changed.
 */
export const standReminder = (
  fields: ReadonlyArray<CmsField>,
  saved: string | undefined,
  now: Record<string, unknown>,
): string | undefined => {
  if (saved === undefined || !fields.some((field) => field.name === STAND)) return undefined;
  const before = parseLegalText(saved);
  if (sameText(before[BODY], now[BODY]) || before[STAND] !== now[STAND]) return undefined;
  return `„${labelOf(fields, BODY)}“ wurde geändert – bitte „${labelOf(fields, STAND)}“ auf den Tag dieser Änderung setzen.`;
};
