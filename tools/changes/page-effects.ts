import { pageBlocks, type Block, type Place } from "./page-blocks";
import type { RenderedPage } from "./render-pages";
import {
  commonPairs,
  hunksOf,
  sentenceChanges,
  type SentenceChange,
} from "../../plugins/gatsby-source-passform/check";

/**
 * Where one change shows: the pages whose rendering differs from the old one, and on each the
 * parts of the page (sections, headings, header, footer) whose text differs. In a legal text the
 * changed sentences come with it, old and new, with exactly the changed words marked: that is
 * what its reviewer signs off.
 */

type PageRef = Pick<RenderedPage, "path" | "title" | "legal" | "file" | "dated">;

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
  /**
   * A new version's page: the first day of the version it is compared with, its sections'
   * changes against that version being `places`
   */
  against?: string;
  places: PlaceEffect[];
};

const refOf = ({ path, title, legal, file, dated }: RenderedPage): PageRef => ({
  path,
  title,
  legal,
  ...(file ? { file } : {}),
  ...(dated ? { dated } : {}),
});

/** What an effect says, to find the same effect at a version's two addresses. */
const said = (effect: Effect): string =>
  JSON.stringify([effect.whole, effect.places.map(({ place, sentences }) => [place, sentences])]);

/**
 * The version in force has two addresses, the text's (/agb) and its own (/agb/2021-01-01): a
 * change that reads the same at both is reported once, at the version's own address, where it
 * stays; only what differs between them (such as an announcement on /agb) keeps the text's.
 */
const once = (effects: Effect[]): Effect[] =>
  effects.filter(
    (effect) =>
      !effect.page.legal ||
      effect.page.dated ||
      !effects.some(
        (other) =>
          other.page.dated && other.page.file === effect.page.file && said(other) === said(effect),
      ),
  );

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
    // A legal text's sentences, and the notices above them; the contents, the change view and
    // the list of versions follow from those and are named by their link alone.
    if (page.legal && place.inMain && (place.ofText || !place.id)) {
      effect.sentences.push(...sentenceChanges(before?.text ?? "", after?.text ?? ""));
    }
  }
  return [...byPlace.values()];
};

/** A part of a legal page's text, not its notices, contents or lists. */
const isText = ({ place }: PlaceEffect): boolean => place.ofText === true;

/**
 * A new version of a legal text, as its reviewer reads it: its text's sections against the
 * version before it (the one its page's change view compares with), sentence by sentence.
 */
const newVersion = (page: RenderedPage, now: RenderedPage[]): Effect => {
  const previous = page.previous && now.find((other) => other.path === page.previous);
  if (!previous) return { page: refOf(page), whole: "added", places: [] };
  const places = placeEffects(page, changedBlocks(blocksOf(previous), blocksOf(page)));
  return {
    page: refOf(page),
    whole: "added",
    against: previous.path.split("/").at(-1) ?? "",
    places: places.filter(isText),
  };
};

/** Every page that differs between the old rendering and one carrying a change. */
export const pageEffects = (old: RenderedPage[], now: RenderedPage[]): Effect[] => {
  const effects: Effect[] = [];
  for (const page of now) {
    const before = old.find((other) => other.path === page.path);
    if (!before) {
      effects.push(newVersion(page, now));
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
  return once(effects);
};
