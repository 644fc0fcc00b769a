import { isDeepStrictEqual } from "node:util";
import { summaryKeyOf, type CmsField } from "../../plugins/gatsby-plugin-decap-admin";

/**
 * What changed in one file's values, field by field, named as the editors' forms name it: the
 * form fields derived from the content model (config/fields.ts, cms-config.ts) give each field's
 * label, and a list's entries are named by the field the form shows for them in its summary. Only
 * values are compared, so a file laid out anew or with its keys in another order has no change.
 * Each change knows how to make the old content carry it alone, so that rendering says whether
 * and where a visitor sees it.
 */

type Json = Record<string, unknown>;
type Key = string | number;

/** A file's values as written and as the pages show its texts (placeholders filled, typeset). */
export type Values = { raw: unknown; shown: unknown };

export type FieldChange = {
  /** The form's label, then each field's label or entry's name down to the value */
  labels: string[];
  kind: "changed" | "added" | "removed" | "moved";
  /** The form field of the value (for an added, removed or moved entry: of the list) */
  formField: CmsField;
  before?: Values;
  after?: Values;
  /** Positions from 1 in the list, for entries and list values */
  from?: number;
  to?: number;
  /** Where in the old file's values (by the file's keys) the change is */
  path: Key[];
  /** Makes the old file's values (a copy) carry this change alone */
  apply: (values: Json) => void;
};

const child = (values: Values, key: Key): Values => ({
  raw: (values.raw as Record<Key, unknown> | undefined)?.[key],
  shown: (values.shown as Record<Key, unknown> | undefined)?.[key],
});

const parentOf = (values: Json, path: ReadonlyArray<Key>): Record<Key, unknown> =>
  path
    .slice(0, -1)
    .reduce<Record<Key, unknown>>((at, key) => at[key] as Record<Key, unknown>, values);

/** Sets (or, for undefined, removes) the value at `path`. */
const setter =
  (path: ReadonlyArray<Key>, value: unknown) =>
  (values: Json): void => {
    const parent = parentOf(values, path);
    const key = path.at(-1) as Key;
    if (value === undefined) Reflect.deleteProperty(parent, key);
    else parent[key] = structuredClone(value);
  };

const listAt = (values: Json, path: ReadonlyArray<Key>): unknown[] =>
  path.reduce<unknown>((at, key) => (at as Record<Key, unknown>)[key], values) as unknown[];

type Walk = { path: Key[]; labels: string[]; out: FieldChange[] };

const scalar = (field: CmsField, before: Values, after: Values, walk: Walk): void => {
  const kind = before.raw === undefined ? "added" : after.raw === undefined ? "removed" : "changed";
  walk.out.push({
    labels: [...walk.labels, field.label],
    kind,
    formField: field,
    ...(before.raw === undefined ? {} : { before }),
    ...(after.raw === undefined ? {} : { after }),
    path: walk.path,
    apply: setter(walk.path, after.raw),
  });
};

/**
 * Entries of a list of blocks: the same entry is the one with the same name, or else the one at
 * the same place; the rest were added or removed; those whose order changed were moved.
 */
const blockList = (field: CmsField, before: Values, after: Values, walk: Walk): void => {
  const old = before.raw as Json[];
  const now = after.raw as Json[];
  const nameKey = summaryKeyOf(field);
  const nameOf = (entry: Json | undefined, index: number): string =>
    nameKey && typeof entry?.[nameKey] === "string"
      ? String(entry[nameKey])
      : `${field.label_singular ?? field.label} ${index + 1}`;
  const matched = new Map<number, number>();
  now.forEach((entry, at) => {
    const same = old.findIndex(
      (other, index) =>
        nameKey !== undefined &&
        ![...matched.values()].includes(index) &&
        other[nameKey] === entry[nameKey],
    );
    if (same >= 0) matched.set(at, same);
  });
  now.forEach((_, at) => {
    if (!matched.has(at) && at < old.length && ![...matched.values()].includes(at)) {
      matched.set(at, at);
    }
  });
  const kept = new Set(matched.values());
  const singular = field.label_singular ?? field.label;
  old.forEach((entry, index) => {
    if (kept.has(index)) return;
    walk.out.push({
      labels: [...walk.labels, `${singular} „${nameOf(entry, index)}“`],
      kind: "removed",
      formField: field,
      from: index + 1,
      path: walk.path,
      apply: (values) => void listAt(values, walk.path).splice(index, 1),
    });
  });
  now.forEach((entry, at) => {
    if (matched.has(at)) return;
    walk.out.push({
      labels: [...walk.labels, `${singular} „${nameOf(entry, at)}“`],
      kind: "added",
      formField: field,
      to: at + 1,
      path: walk.path,
      apply: (values) => {
        const list = listAt(values, walk.path);
        list.splice(Math.min(at, list.length), 0, structuredClone(entry));
      },
    });
  });
  movedEntries(field, matched, (index) => nameOf(old[index], index), walk);
  for (const [at, index] of matched) {
    fields(field.fields ?? [], child(before, index), child(after, at), {
      ...walk,
      path: [...walk.path, index],
      labels: [...walk.labels, nameOf(now[at], at)],
    });
  }
};

/**
 * Of the values or entries found in both versions (pairs of old and new places), the old places
 * of those that moved: all but the longest run kept in order, and of equally long runs the one
 * whose members moved least, so that „C moved to the front“ is said rather than „A and B moved
 * behind it“.
 */
const movedOf = (pairs: ReadonlyArray<[number, number]>): Set<number> => {
  const order = [...pairs].sort(([, a], [, b]) => a - b);
  const best = order.map(([from, to]) => ({ length: 1, cost: Math.abs(from - to), previous: -1 }));
  order.forEach(([from], i) => {
    for (let j = 0; j < i; j += 1) {
      const [earlier] = order[j] as [number, number];
      const here = best[i] as (typeof best)[number];
      const there = best[j] as (typeof best)[number];
      const cost = there.cost + Math.abs(from - (order[i]?.[1] ?? 0));
      const longer = there.length + 1 > here.length;
      const cheaper = there.length + 1 === here.length && cost < here.cost;
      if (earlier < from && (longer || cheaper)) {
        Object.assign(here, { length: there.length + 1, cost, previous: j });
      }
    }
  });
  let end = -1;
  best.forEach((each, i) => {
    const top = best[end];
    if (!top || each.length > top.length || (each.length === top.length && each.cost < top.cost)) {
      end = i;
    }
  });
  const stay = new Set<number>();
  for (let i = end; i >= 0; i = best[i]?.previous ?? -1) stay.add(order[i]?.[0] ?? -1);
  return new Set(order.map(([from]) => from).filter((from) => !stay.has(from)));
};

/** Entries whose place among the others changed. */
const movedEntries = (
  field: CmsField,
  matched: ReadonlyMap<number, number>,
  nameOf: (index: number) => string,
  walk: Walk,
): void => {
  const moved = movedOf([...matched.entries()].map(([at, index]) => [index, at]));
  for (const [at, index] of [...matched.entries()].sort(([a], [b]) => a - b)) {
    if (!moved.has(index)) continue;
    walk.out.push({
      labels: [...walk.labels, `${field.label_singular ?? field.label} „${nameOf(index)}“`],
      kind: "moved",
      formField: field,
      from: index + 1,
      to: at + 1,
      path: walk.path,
      apply: (values) => {
        const list = listAt(values, walk.path);
        const [entry] = list.splice(index, 1);
        list.splice(Math.min(at, list.length), 0, entry);
      },
    });
  }
};

/**
 * A list of single values (a plan's features): values found in both versions that left the order
 * of the others were moved; a value that takes the place of a removed one (between the same
 * neighbours) was changed; the rest were added or removed.
 */
const valueList = (field: CmsField, before: Values, after: Values, walk: Walk): void => {
  const old = before.raw as unknown[];
  const now = after.raw as unknown[];
  const push = (change: Omit<FieldChange, "labels" | "path" | "apply" | "formField">): void =>
    void walk.out.push({
      labels: [...walk.labels, field.label],
      path: walk.path,
      formField: field.field as CmsField,
      apply: setter(walk.path, now),
      ...change,
    });
  const pairs: Array<[number, number]> = [];
  now.forEach((value, at) => {
    const from = old.findIndex(
      (other, index) => isDeepStrictEqual(other, value) && !pairs.some(([used]) => used === index),
    );
    if (from >= 0) pairs.push([from, at]);
  });
  const moved = movedOf(pairs);
  const anchors = pairs.filter(([from]) => !moved.has(from));
  const gapOld = (index: number) => anchors.filter(([from]) => from < index).length;
  const gapNew = (index: number) => anchors.filter(([, to]) => to < index).length;
  const removed = range(0, old.length).filter((index) => !pairs.some(([from]) => from === index));
  const added = range(0, now.length).filter((index) => !pairs.some(([, to]) => to === index));
  for (const [from, to] of pairs.filter(([index]) => moved.has(index))) {
    push({ kind: "moved", after: child(after, to), from: from + 1, to: to + 1 });
  }
  for (let gap = 0; gap <= anchors.length; gap += 1) {
    const gone = removed.filter((index) => gapOld(index) === gap);
    const come = added.filter((index) => gapNew(index) === gap);
    gone.forEach((from, index) => {
      const to = come[index];
      if (to === undefined) push({ kind: "removed", before: child(before, from), from: from + 1 });
      else {
        push({
          kind: "changed",
          before: child(before, from),
          after: child(after, to),
          from: from + 1,
          to: to + 1,
        });
      }
    });
    for (const to of come.slice(gone.length))
      push({ kind: "added", after: child(after, to), to: to + 1 });
  }
};

const range = (start: number, end: number): number[] =>
  Array.from({ length: end - start }, (_, index) => start + index);

/** The changes of a block's fields, in the form's order; `walk.path` is the block's. */
export const fields = (
  formFields: ReadonlyArray<CmsField>,
  before: Values,
  after: Values,
  walk: Walk,
): FieldChange[] => {
  for (const field of formFields) {
    const old = child(before, field.name);
    const now = child(after, field.name);
    if (isDeepStrictEqual(old.raw, now.raw)) continue;
    const here = { ...walk, path: [...walk.path, field.name] };
    const both = old.raw !== undefined && now.raw !== undefined;
    if (field.widget === "object" && both) {
      fields(field.fields ?? [], old, now, { ...here, labels: [...walk.labels, field.label] });
    } else if (field.widget === "list" && field.fields && both) {
      // A list that is the whole file is the form itself: its entries come right after its name.
      const own = walk.path.length === 0 && formFields.length === 1 ? [] : [field.label];
      blockList(field, old, now, { ...here, labels: [...walk.labels, ...own] });
    } else if (field.widget === "list" && field.field && both) {
      valueList(field, old, now, here);
    } else scalar(field, old, now, here);
  }
  return walk.out;
};
