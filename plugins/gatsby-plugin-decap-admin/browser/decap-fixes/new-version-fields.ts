import { REVIEW_GAP, VERSIONED_TEXTS, type Content } from "../../../gatsby-source-passform";
import { buildDay, changeNoticeWeeks, daysAfter } from "../../../gatsby-source-passform/check";
import type { CmsFolder } from "../../config/cms-types";
import { viewAt } from "../decap-address";

/**
 * „Neue Fassung anlegen“ is Decap's duplicate: it opens a new entry with every value of the
 * version it started from, the lawyer's review and the summary of changes included (Decap has no
 * setting that leaves a field out of the copy, and no event when a copy is made). A new
 * version is reviewed for itself and says what it changes, so the copy must start with the
 * review's gap and no summary, before the editor types: with the old review the pane would show
 * the unreviewed text as reviewed (the content check refuses a copied review and summary too, as
 * the build does, however a file was made). Decap leaves an entry's page for `…/new` when it makes
 * the copy; once the new form shows the copied values, they are replaced through the form's own
 * controls, as if typed, so Decap's entry and the pane follow.
 *
 * The copy's days are proposed too, so it never opens as a second version of the same day (with
 * the impossible period „galt vom 1. Januar 2021 bis 31. Dezember 2020“): its Stand today, and
 * its first day the earliest the text allows – for the AGB, as many weeks ahead as the version it
 * starts from gives customers to object (§ 6 Abs. 3, `terms.changeNoticeWeeks`), for the
 * Datenschutzerklärung a week, for the review and the pull request before it goes live.
 * An edit the editor made in the version the copy starts from, and took into the new version
 * from the pane (new-version-offer.ts), fills the copy the same way.
 */

/** Days between a new Datenschutzerklärung's start and its first day: review and publication. */
const INFORMATION_LEAD_DAYS = 7;

/** The first day a new version of the text in `file` is proposed to start, from `day`. */
export const proposedStart = (content: Content, file: string, day: string): string => {
  const source = content.legal.find((each) => each.file === file);
  const kind = VERSIONED_TEXTS[source?.slug ?? ""];
  const { site, terms } = content.data;
  if (kind !== "contract" || !site || !terms) return daysAfter(day, INFORMATION_LEAD_DAYS);
  const weeks = changeNoticeWeeks(site, terms, source?.frontmatter?.facts);
  return daysAfter(day, 7 * (Number.isFinite(weeks) ? weeks : 6));
};

/** A field of the copy by its name, the value it was copied with, and the value it starts with. */
type Cleared = { name: string; copied: string; value: string };

/** Sets a control's value as typing would, so that React and Decap see the change. */
export const typeInto = (control: HTMLInputElement | HTMLTextAreaElement, value: string): void => {
  const prototype = Object.getPrototypeOf(control) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, "value")?.set;
  setter?.call(control, value);
  control.dispatchEvent(new Event("input", { bubbles: true }));
};

/** The control of a top-level field, by Decap's id for it („validFrom-field-51“). */
export const controlOf = (name: string): HTMLInputElement | HTMLTextAreaElement | undefined => {
  const control = document.querySelector(`[id^="${name}-field-"]`);
  return control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement
    ? control
    : undefined;
};

/**
 * Replaces each copied value the form shows, also if Decap fills it in again; what the editor
 * types is left as typed.
 */
const clearCopied = (fields: ReadonlyArray<Cleared>): void => {
  for (const field of fields) {
    const control = controlOf(field.name);
    if (control && field.copied !== field.value && control.value === field.copied) {
      typeInto(control, field.value);
    }
  }
};

/** Values the next copy starts with instead of the copied ones: an edit taken into it. */
let carried: ReadonlyArray<Cleared> = [];

/**
 * Call right before Decap makes a copy: its fields `name` start with `value` (what the editor
 * typed into the version the copy is made from, new-version-offer.ts) instead of `copied`, the
 * version's saved value.
 */
export const carryIntoNextCopy = (fields: ReadonlyArray<Cleared>): void => {
  carried = fields;
};

/** Call before Decap starts, with the check of the repository's files as last loaded. */
export const startNewVersionsUnreviewed = (legal: CmsFolder, content: () => Content): void => {
  let from = location.hash;
  window.addEventListener("hashchange", () => {
    const source = viewAt(from, legal.name)?.slug;
    from = location.hash;
    if (!source || viewAt(from, legal.name)?.shows !== "new") return;
    const today = buildDay();
    const file = `${legal.folder}/${source}.${legal.extension}`;
    const checked = content();
    const was: Record<string, unknown> =
      checked.legal.find((each) => each.file === file)?.frontmatter ?? {};
    const starts = {
      review: REVIEW_GAP,
      changes: "",
      validFrom: proposedStart(checked, file, today),
      lastUpdated: today,
    };
    const fields = [
      ...Object.entries(starts).map(([name, value]) => ({
        name,
        value,
        copied: typeof was[name] === "string" ? was[name] : "",
      })),
      ...carried.filter(({ name }) => !(name in starts)),
    ];
    carried = [];
    // Decap fills the copy in while the new form appears (a controlled value, which no DOM
    // mutation reports): looked at a few times a second, for as long as that takes.
    const timer = setInterval(() => clearCopied(fields), 100);
    setTimeout(() => clearInterval(timer), 5_000);
  });
};
