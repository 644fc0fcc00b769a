/**
 * Word by word: what changed between two texts a visitor reads, as runs of unchanged, deleted
 * and inserted text. The one word diff of the site: the change view of a legal text's version
 * (legal-changes.ts, on its page and in the preview pane) marks a changed paragraph with it, and
 * the reviewer's comment (tools/changes/) the sentences of a paragraph, so that a reviewer sees
 * the one sentence that changed with exactly its changed words marked.
 */

/** A run of text: in both versions, only in the old one, or only in the new one. */
export type Run = { kind: "same" | "deleted" | "inserted"; text: string };

/** A sentence as it was and as it will be; `before` has no inserted runs, `after` no deleted. */
export type SentenceChange = { before: Run[]; after: Run[] };

/**
 * The longest common subsequence of two lists, as the pairs of indexes it keeps. Quadratic, which
 * is plenty for what it is given: the words of a sentence, the blocks of one page.
 */
export const commonPairs = <T>(
  a: ReadonlyArray<T>,
  b: ReadonlyArray<T>,
  same: (x: T, y: T) => boolean = (x, y) => x === y,
): Array<[number, number]> => {
  const lengths = Array.from({ length: a.length + 1 }, () =>
    new Array<number>(b.length + 1).fill(0),
  );
  for (let i = a.length - 1; i >= 0; i -= 1) {
    const row = lengths[i] as number[];
    const next = lengths[i + 1] as number[];
    for (let j = b.length - 1; j >= 0; j -= 1) {
      row[j] = same(a[i] as T, b[j] as T)
        ? (next[j + 1] as number) + 1
        : Math.max(next[j] as number, row[j + 1] as number);
    }
  }
  const pairs: Array<[number, number]> = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (same(a[i] as T, b[j] as T)) {
      pairs.push([i, j]);
      i += 1;
      j += 1;
    } else if ((lengths[i + 1]?.[j] ?? 0) >= (lengths[i]?.[j + 1] ?? 0)) i += 1;
    else j += 1;
  }
  return pairs;
};

/** What lies between two kept pairs: the old items dropped and the new items added there. */
type Hunk = { deleted: [number, number]; inserted: [number, number] };

/** The stretches of `a` and `b` outside the common subsequence, in order. */
export const hunksOf = (pairs: ReadonlyArray<[number, number]>, a: number, b: number): Hunk[] => {
  const hunks: Hunk[] = [];
  let i = 0;
  let j = 0;
  for (const [pairA, pairB] of [...pairs, [a, b] as [number, number]]) {
    if (pairA > i || pairB > j) hunks.push({ deleted: [i, pairA], inserted: [j, pairB] });
    i = pairA + 1;
    j = pairB + 1;
  }
  return hunks;
};

/** Punctuation that opens or closes a word; it is a token of its own. */
const OPENING = /^[(„"‚'[]+/u;
const CLOSING = /[.,;:!?)“"‘'\]]+$/u;

/**
 * Words and what separates them: spaces (the no-break space too) and the punctuation at a word's
 * edges, so „Monaten.“ changed to „Wochen.“ marks the word and not its full stop.
 */
export const tokens = (text: string): string[] =>
  (text.match(/\s+|\S+/gu) ?? []).flatMap((part) => {
    if (/^\s/u.test(part)) return [part];
    const open = OPENING.exec(part)?.[0] ?? "";
    const rest = part.slice(open.length);
    const close = rest ? (CLOSING.exec(rest)?.[0] ?? "") : "";
    const core = rest.slice(0, rest.length - close.length);
    return [open, core, close].filter(Boolean);
  });

const isSpace = (token: string): boolean => /^\s+$/u.test(token);

const push = (runs: Run[], kind: Run["kind"], text: string): void => {
  const last = runs.at(-1);
  if (last?.kind === kind) last.text += text;
  else if (text) runs.push({ kind, text });
};

/**
 * A changed stretch with the spaces at its edges moved out of the mark, so that a mark holds
 * words: „von [gestrichen: 3] Monaten“, not „von[gestrichen:  3 ]Monaten“.
 */
const pushChanged = (runs: Run[], kind: "deleted" | "inserted", words: string[]): void => {
  const text = words.join("");
  const lead = /^\s*/u.exec(text)?.[0] ?? "";
  const trail = text.trim() ? (/\s*$/u.exec(text)?.[0] ?? "") : "";
  push(runs, "same", lead);
  push(runs, kind, text.slice(lead.length, text.length - trail.length));
  push(runs, "same", trail);
};

/**
 * The stretches of two token lists between the tokens they keep: the old tokens dropped and the
 * new ones added before each kept token (and after the last). Spaces never anchor a match on
 * their own: „a b“ → „c d“ is one change, not two.
 */
const tokenHunks = (old: string[], now: string[]) => {
  const pairs = commonPairs(old, now).filter(([i]) => !isSpace(old[i] as string));
  let i = 0;
  let j = 0;
  return [...pairs, [old.length, now.length] as [number, number]].map(([pairA, pairB]) => {
    const hunk = {
      deleted: old.slice(i, pairA),
      inserted: now.slice(j, pairB),
      kept: pairA < old.length ? (old[pairA] as string) : undefined,
    };
    i = pairA + 1;
    j = pairB + 1;
    return hunk;
  });
};

/** Two versions of a sentence, each with its own changed words marked. */
export const wordChange = (before: string, after: string): SentenceChange => {
  const change: SentenceChange = { before: [], after: [] };
  for (const { deleted, inserted, kept } of tokenHunks(tokens(before), tokens(after))) {
    pushChanged(change.before, "deleted", deleted);
    pushChanged(change.after, "inserted", inserted);
    if (kept !== undefined) {
      push(change.before, "same", kept);
      push(change.after, "same", kept);
    }
  }
  return change;
};

/**
 * Two versions of a text as one line, as the change view prints it: each changed stretch as its
 * struck-out words followed by the words put in („von [6] [8] Wochen“).
 */
export const inlineChange = (before: string, after: string): Run[] => {
  const runs: Run[] = [];
  for (const { deleted, inserted, kept } of tokenHunks(tokens(before), tokens(after))) {
    const gone = deleted.join("");
    const added = inserted.join("");
    // The spaces around the changed words are the new text's, or the old one's where it is gone.
    const spaced = added.trim() || !gone.trim() ? added : gone;
    push(runs, "same", /^\s*/u.exec(spaced)?.[0] ?? "");
    push(runs, "deleted", gone.trim());
    push(runs, "inserted", added.trim());
    if (spaced.trim()) push(runs, "same", /\s*$/u.exec(spaced)?.[0] ?? "");
    if (kept !== undefined) push(runs, "same", kept);
  }
  return runs;
};

/**
 * Words that end with a full stop without ending a sentence before a capital: ordinals („24.
 * Dezember“), initials („z. B.“) and the abbreviations of legal references and company names.
 * Before a digit or a small letter („Abs. 2“, „z. B. die“) no full stop ends a sentence anyway.
 */
const ABBREVIATION = /(?:^|[\s(„])(?:\d+|\p{L}|Abs|Art|Nr|lit|bzw|ggf|vgl|ca|usw|Inc|Dr|Str)\.$/u;

/**
 * The sentences of a paragraph, each with the spaces after it. A full stop, question or
 * exclamation mark ends one where the next word starts with a capital or an opening quote or
 * bracket, unless it closes an ordinal or an abbreviation: where that guess fails, a sentence
 * is shown with a little more context, never split in the middle.
 */
export const sentences = (text: string): string[] => {
  const parts: string[] = [];
  let start = 0;
  for (const match of text.matchAll(/[.!?][“")\]]*(\s+)(?=[\p{Lu}„"(])/gu)) {
    const end = (match.index ?? 0) + match[0].length;
    const head = text.slice(start, (match.index ?? 0) + 1);
    if (ABBREVIATION.test(head)) continue;
    parts.push(text.slice(start, end));
    start = end;
  }
  if (start < text.length) parts.push(text.slice(start));
  return parts;
};

/** A sentence that is new or gone as a whole: every word of it marked. */
const whole = (text: string, kind: "deleted" | "inserted"): Run[] => {
  const runs: Run[] = [];
  pushChanged(runs, kind, [text]);
  return runs;
};

/**
 * The sentences that differ between two versions of a paragraph, each as it was and as it is,
 * with the changed words marked; a new or removed sentence has one side empty.
 */
export const sentenceChanges = (before: string, after: string): SentenceChange[] => {
  const old = sentences(before).map((sentence) => sentence.trim());
  const now = sentences(after).map((sentence) => sentence.trim());
  const changes: SentenceChange[] = [];
  for (const { deleted, inserted } of hunksOf(commonPairs(old, now), old.length, now.length)) {
    const gone = old.slice(...deleted);
    const added = now.slice(...inserted);
    const paired = Math.min(gone.length, added.length);
    for (let index = 0; index < Math.max(gone.length, added.length); index += 1) {
      if (index < paired) changes.push(wordChange(gone[index] as string, added[index] as string));
      else if (index < gone.length) {
        changes.push({ before: whole(gone[index] as string, "deleted"), after: [] });
      } else changes.push({ before: [], after: whole(added[index] as string, "inserted") });
    }
  }
  return changes;
};

/**
 * The one changed stretch of a text, as it was and as it is, with the text that follows it, or
 * undefined where more than one stretch changed.
 */
export const onlyChange = (
  before: string,
  after: string,
): { deleted: string; inserted: string; following: string } | undefined => {
  const { after: runs, before: old } = wordChange(before, after);
  const deleted = old.filter((run) => run.kind === "deleted");
  const inserted = runs.filter((run) => run.kind === "inserted");
  if (deleted.length > 1 || inserted.length > 1) return undefined;
  const at = runs.findIndex((run) => run.kind === "inserted");
  return {
    deleted: deleted[0]?.text ?? "",
    inserted: inserted[0]?.text ?? "",
    following: at >= 0 ? (runs[at + 1]?.text ?? "") : "",
  };
};
