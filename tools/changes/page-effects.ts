import { pageBlocks, type Block, type Place } from "./page-blocks";
import type { RenderedPage } from "./render-pages";
import { commonPairs, hunksOf, sentenceChanges, type SentenceChange } from "./text-diff";

/**
 * Where one change shows: the pages whose rendering differs from the old one, and on each the
 * parts of the page (sections, headings, header, footer) whose text differs. In a legal text the
 * changed sentences come with it, old and new, with exactly the changed words marked: that is
 * what its reviewer signs off.
 */

type PageRef = Pick<RenderedPage, "path" | "title" | "legal">;

/** One part of a page that differs, with the first changed block (for a value's visible form). */
export type PlaceEffect = {
  place: Place;
  sentences: SentenceChange[];
  firstBlock?: { before: string; after: string };
};

export type Effect = {
  page: PageRef;
  /** The page is new, or gone */
  whole?: "added" | "removed";
  places: PlaceEffect[];
};

const refOf = ({ path, title, legal }: RenderedPage): PageRef => ({ path, title, legal });

/** The blocks of a page, read once per rendering. */
const blocksOf = (() => {
  const known = new WeakMap<RenderedPage, Block[]>();
  return (page: RenderedPage): Block[] => {
    const blocks = known.get(page) ?? pageBlocks(page.html);
    known.set(page, blocks);
    return blocks;
  };
})();

const placeKey = (place: Place): string => `${place.id ?? ""}\u0000${place.name}`;

type Pair = { before?: Block; after?: Block };

/** The blocks that differ, paired where a changed block stands in the place of an old one. */
const changedBlocks = (old: Block[], now: Block[]): Pair[] => {
  const pairs = commonPairs(old, now, (a, b) => a.text === b.text);
  return hunksOf(pairs, old.length, now.length).flatMap(({ deleted, inserted }) => {
    const gone = old.slice(...deleted);
    const added = now.slice(...inserted);
    return Array.from({ length: Math.max(gone.length, added.length) }, (_, index) => ({
      ...(gone[index] ? { before: gone[index] } : {}),
      ...(added[index] ? { after: added[index] } : {}),
    }));
  });
};

const placeEffects = (page: RenderedPage, pairs: Pair[]): PlaceEffect[] => {
  const byPlace = new Map<string, PlaceEffect>();
  for (const { before, after } of pairs) {
    const place = (after ?? before)?.place as Place;
    const effect = byPlace.get(placeKey(place)) ?? { place, sentences: [] };
    byPlace.set(placeKey(place), effect);
    if (!effect.firstBlock)
      effect.firstBlock = { before: before?.text ?? "", after: after?.text ?? "" };
    if (page.legal && place.inMain) {
      effect.sentences.push(...sentenceChanges(before?.text ?? "", after?.text ?? ""));
    }
  }
  return [...byPlace.values()];
};

/** Every page that differs between the old rendering and one carrying a change. */
export const pageEffects = (old: RenderedPage[], now: RenderedPage[]): Effect[] => {
  const effects: Effect[] = [];
  for (const page of now) {
    const before = old.find((other) => other.path === page.path);
    if (!before) {
      effects.push({ page: refOf(page), whole: "added", places: [] });
      continue;
    }
    if (before.html === page.html) continue;
    const places = placeEffects(page, changedBlocks(blocksOf(before), blocksOf(page)));
    // Only markup differs (a link's address, an attribute): the page, without a part named.
    effects.push({ page: refOf(page), places });
  }
  for (const page of old) {
    if (!now.some((other) => other.path === page.path)) {
      effects.push({ page: refOf(page), whole: "removed", places: [] });
    }
  }
  return effects;
};
