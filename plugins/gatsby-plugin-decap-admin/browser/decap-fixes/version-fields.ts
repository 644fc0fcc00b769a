import { VERSIONED_TEXTS, type Content } from "../../../gatsby-source-passform";
import type { CmsFolder } from "../../config/cms-types";
import { viewAt } from "../decap-address";
import { controlOf } from "./new-version-fields";

/**
 * Decap marks every field of `required: false` „(optional)“, and a field's requirement cannot
 * depend on another field. „Gilt ab“ and „Was sich ändert“ are optional for the Impressum, which has no versions, and
 * required for a version of the AGB or the Datenschutzerklärung: „Gilt ab“ always, „Was sich
 * ändert“ for every version after the first (the content check refuses a version without them).
 * In a legal text's form, the marker is hidden while the form's address and first day make the
 * field required, judged from the repository's files as last loaded.
 */

const FIELDS = ["validFrom", "changes"] as const;

const valueOf = (name: string): string => controlOf(name)?.value ?? "";

/** The first day of each versioned text's earliest version, by its address. */
const firstDays = new WeakMap<Content, Map<string, string>>();

const firstDayOf = (content: Content, slug: string): string | undefined => {
  if (!firstDays.has(content)) {
    const days = new Map<string, string>();
    for (const { frontmatter } of content.legal) {
      const { slug: address, validFrom } = frontmatter ?? {};
      if (!address || !validFrom) continue;
      const known = days.get(address);
      if (!known || validFrom < known) days.set(address, validFrom);
    }
    firstDays.set(content, days);
  }
  return firstDays.get(content)?.get(slug);
};

/** Whether each field is required for the version the form holds. */
const required = (content: Content): Record<(typeof FIELDS)[number], boolean> => {
  const slug = valueOf("slug");
  const versioned = slug in VERSIONED_TEXTS;
  const first = firstDayOf(content, slug);
  const validFrom = valueOf("validFrom");
  return { validFrom: versioned, changes: versioned && first !== undefined && validFrom > first };
};

const mark = (content: Content): void => {
  const needed = required(content);
  for (const name of FIELDS) {
    const marker = document.querySelector(`label[for^="${name}-field-"] > span`);
    if (marker instanceof HTMLElement && marker.hidden !== needed[name]) {
      marker.hidden = needed[name];
    }
  }
};

/** Call before Decap starts, with the check of the repository's files as last loaded. */
export const markRequiredVersionFields = (legal: CmsFolder, content: () => Content): void => {
  // Known from the address as it changes, not looked up at each mutation of the page.
  const inFormAt = (hash: string) => (viewAt(hash, legal.name)?.shows ?? "list") !== "list";
  let inForm = inFormAt(location.hash);
  window.addEventListener("hashchange", () => (inForm = inFormAt(location.hash)));
  let queued = false;
  const update = () => {
    if (queued || !inForm) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      mark(content());
    });
  };
  new MutationObserver(update).observe(document.body, { childList: true, subtree: true });
  document.addEventListener("input", update, true);
};
