import type { Values } from "./field-changes";
import type { Item } from "./compare";
import { onlyChange } from "../../plugins/gatsby-source-passform/check";

/**
 * A changed value as visitors see it: a text with its placeholders filled and the site's
 * typography (the pages' own data), a figure or date as the rendered page writes it („899 €“,
 * „99,5 %“, „Januar 2026“), taken from the one changed stretch of the first changed block on a
 * page. Where a page shows no such single stretch, a figure is written in German notation.
 */

const germanNumber = new Intl.NumberFormat("de-DE", { maximumFractionDigits: 2 });

const digits = (text: string): string => text.replace(/\D/g, "");

/**
 * What belongs to a changed figure or date though it did not change: the unit the page sets after
 * a figure with a no-break space („€“, „%“), the year after a month („Januar 2021“).
 */
const restAfter = (following: string, date: boolean): string =>
  (date ? /^\s\d{4}\b/u : /^\u00a0(?:\p{Sc}|%|‰)/u).exec(following)?.[0] ?? "";

/** The old and new value as the first changed place of a page writes them, if it shows one. */
const onPage = (item: Item, before: unknown, after: unknown): [string, string] | undefined => {
  for (const effect of item.effects) {
    for (const { firstBlock } of effect.places) {
      if (!firstBlock?.before || !firstBlock.after) continue;
      const change = onlyChange(firstBlock.before, firstBlock.after);
      if (!change?.deleted || !change.inserted) continue;
      const figures =
        typeof before === "number"
          ? digits(change.deleted) === digits(String(before)) &&
            digits(change.inserted) === digits(String(after))
          : true;
      if (!figures) continue;
      const rest = restAfter(change.following, typeof before === "string");
      return [`${change.deleted}${rest}`, `${change.inserted}${rest}`];
    }
  }
  return undefined;
};

/** A figure that only one side has, as that side's first changed block writes it. */
const figureOnPage = (item: Item, value: unknown, side: "before" | "after"): string | undefined => {
  if (typeof value !== "number") return undefined;
  for (const { firstBlock } of item.effects.flatMap((effect) => effect.places)) {
    const text = firstBlock?.[side] ?? "";
    for (const match of text.matchAll(/\d[\d.,]*\d|\d/g)) {
      if (digits(match[0]) !== digits(String(value))) continue;
      const end = (match.index ?? 0) + match[0].length;
      return `${match[0]}${restAfter(text.slice(end), false)}`;
    }
  }
  return undefined;
};

export type Shown = { text: string; quoted: boolean };

const plain = (value: unknown): Shown => {
  if (typeof value === "boolean") return { text: value ? "ja" : "nein", quoted: false };
  if (typeof value === "number") return { text: germanNumber.format(value), quoted: false };
  if (Array.isArray(value)) return { text: value.map(String).join(", "), quoted: false };
  return { text: String(value), quoted: typeof value === "string" };
};

/** The old and the new value of a changed field, each as a visitor sees it. */
export const shownValues = (
  item: Item,
  widget: string,
  before?: Values,
  after?: Values,
): { before?: Shown; after?: Shown } => {
  const figure = widget === "number" || widget === "datetime";
  const visible = figure && before && after ? onPage(item, before.raw, after.raw) : undefined;
  const one = (values: Values | undefined, index: 0 | 1): Shown | undefined => {
    if (!values) return undefined;
    if (visible) return { text: visible[index], quoted: false };
    const alone = figure
      ? figureOnPage(item, values.raw, index === 0 ? "before" : "after")
      : undefined;
    if (alone) return { text: alone, quoted: false };
    if (figure) return { ...plain(values.raw), quoted: false };
    const shown = typeof values.shown === typeof values.raw ? values.shown : values.raw;
    return plain(shown);
  };
  const old = one(before, 0);
  const now = one(after, 1);
  return { ...(old ? { before: old } : {}), ...(now ? { after: now } : {}) };
};
