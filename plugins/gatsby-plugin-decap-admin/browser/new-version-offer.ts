import { parseLegalText } from "../formats/frontmatter-format";
import { carryIntoNextCopy, controlOf, typeInto } from "./decap-fixes/new-version-fields";

/**
 * The pane's „Änderung in eine neue Fassung übernehmen“ (preview/new-version-offer.tsx): the
 * edit of a version that counts, which the save refuses, goes into a new version instead. The
 * form is set back to the version as saved, field by field through its own controls, so that
 * Decap's header says „saved“ again and offers its duplicate, „Neue Fassung anlegen“; the copy
 * then starts with the editor's text in each field they changed (new-version-fields.ts), and
 * with its own review gap, summary and days. Where the form cannot be set back (a change outside
 * the text fields) or Decap's menu does not appear, the edit is typed in again and stays.
 */

/** The words of Decap's status button when the form is saved, and of its duplicate. */
export type NewVersionWords = { saved: string; duplicate: string };

/** Fields the new version does not take from the edit: its own (new-version-fields.ts). */
const OWN = new Set(["slug", "validFrom", "lastUpdated", "review", "changes"]);

/** What `find` finds, looked for a few times a second for at most `limit` ms. */
const waitFor = <T>(find: () => T | undefined, limit: number): Promise<T | undefined> =>
  new Promise((resolve) => {
    const started = Date.now();
    const look = (): void => {
      const found = find();
      if (found || Date.now() - started > limit) resolve(found);
      else setTimeout(look, 100);
    };
    look();
  });

const byText = (selector: string, text: string): HTMLElement | undefined =>
  [...document.querySelectorAll<HTMLElement>(selector)].find(
    (element) => element.textContent?.trim() === text,
  );

/** Sets the changed fields to `values`; false if one of them has no control of its own. */
const setFields = (names: ReadonlyArray<string>, values: Record<string, unknown>): boolean =>
  names.every((name) => {
    const control = controlOf(name);
    const value = values[name];
    if (!control || (value !== undefined && typeof value !== "string")) return false;
    typeInto(control, value ?? "");
    return true;
  });

/**
 * Takes the form's edit (`formText`) of the version saved as `savedText` into a new version;
 * resolves false where it had to leave the form as it was, Decap's menu not there after `limit` ms.
 */
export const takeIntoNewVersion = async (
  savedText: string,
  formText: string,
  words: NewVersionWords,
  limit = 3_000,
): Promise<boolean> => {
  const [was, is] = [parseLegalText(savedText), parseLegalText(formText)];
  const changed = [...new Set([...Object.keys(was), ...Object.keys(is)])].filter(
    (name) => JSON.stringify(was[name] ?? "") !== JSON.stringify(is[name] ?? ""),
  );
  const restore = (): false => {
    setFields(changed, is);
    return false;
  };
  if (changed.length === 0 || !setFields(changed, was)) return restore();
  const status = await waitFor(() => byText('[aria-haspopup="true"]', words.saved), limit);
  status?.click();
  const duplicate =
    status && (await waitFor(() => byText('[role="menuitem"]', words.duplicate), limit));
  if (!duplicate) return restore();
  carryIntoNextCopy(
    changed
      .filter((name) => !OWN.has(name) && typeof is[name] === "string")
      .map((name) => ({ name, value: is[name] as string, copied: String(was[name] ?? "") })),
  );
  duplicate.click();
  return true;
};
