import { VERSIONED_TEXTS, type DataEntry } from "../../../gatsby-source-passform";
import { checkContent } from "../../../gatsby-source-passform/check";
import type { CmsCollection } from "../../config/cms-types";

/**
 * Works around Decap's „(optional)“ knowing no condition: this site's own need, no upstream
 * issue found (Decap marks every field of `required: false` as optional, and a field's
 * requirement cannot depend on another field).
 *
 * „Gilt ab“ and „Was sich ändert“ are optional for the Impressum, which has no versions, and
 * required for a version of the AGB or the Datenschutzerklärung: „Gilt ab“ always, „Was sich
 * ändert“ for every version after the first (the content check refuses a version without them).
 * In a legal text's form, the marker is hidden while the form's address and first day make the
 * field required, judged from the repository's files as last loaded.
 */

const FIELDS = ["validFrom", "changes"] as const;

const valueOf = (name: string): string => {
  const control = document.querySelector(`[id^="${name}-field-"]`);
  return control instanceof HTMLInputElement ? control.value : "";
};

/** The first day of each versioned text's earliest version, by its address. */
const firstDays = new WeakMap<ReadonlyArray<DataEntry>, Map<string, string>>();

const firstDayOf = (files: ReadonlyArray<DataEntry>, slug: string): string | undefined => {
  if (!firstDays.has(files)) {
    const days = new Map<string, string>();
    for (const { frontmatter } of checkContent([...files]).legal) {
      const { slug: address, validFrom } = frontmatter ?? {};
      if (!address || !validFrom) continue;
      const known = days.get(address);
      if (!known || validFrom < known) days.set(address, validFrom);
    }
    firstDays.set(files, days);
  }
  return firstDays.get(files)?.get(slug);
};

/** Whether each field is required for the version the form holds. */
const required = (files: ReadonlyArray<DataEntry>): Record<(typeof FIELDS)[number], boolean> => {
  const slug = valueOf("slug");
  const versioned = slug in VERSIONED_TEXTS;
  const first = firstDayOf(files, slug);
  const validFrom = valueOf("validFrom");
  return { validFrom: versioned, changes: versioned && first !== undefined && validFrom > first };
};

const mark = (files: ReadonlyArray<DataEntry>): void => {
  const needed = required(files);
  for (const name of FIELDS) {
    const marker = document.querySelector(`label[for^="${name}-field-"] > span`);
    if (marker instanceof HTMLElement && marker.hidden !== needed[name]) {
      marker.hidden = needed[name];
    }
  }
};

/**
 * Call before Decap starts, with the configuration's collections and the repository's files as
 * last loaded.
 */
export const markRequiredVersionFields = (
  collections: ReadonlyArray<CmsCollection>,
  files: () => ReadonlyArray<DataEntry>,
): void => {
  const legal = collections.find((each) => "folder" in each);
  if (!legal) return;
  const inForm = () => location.hash.startsWith(`#/collections/${legal.name}/`);
  let queued = false;
  const update = () => {
    if (queued || !inForm()) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      mark(files());
    });
  };
  new MutationObserver(update).observe(document.body, { childList: true, subtree: true });
  document.addEventListener("input", update, true);
};
