import { readRenderedPage, type Block, type PageReading, type Place } from "./page-blocks";
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
 * what its reviewer signs off. On every page, a link whose target changed is named with both
 * targets and the sentence it stands in, also where its words stayed as they were.
 */

type PageRef = Pick<RenderedPage, "path" | "title" | "legal" | "file" | "dated">;

/** A link whose target changed, came or went: its words, the sentence it stands in, both targets. */
export type LinkChange = { text: string; sentence: string; before?: string; after?: string };

/** One part of a page that differs, with the first changed block (for a value's visible form). */
export type PlaceEffect = {
  place: Place;
  sentences: SentenceChange[];
  links: LinkChange[];
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
  JSON.stringify([
    effect.whole,
    effect.places.map(({ place, sentences, links }) => [place, sentences, links]),
  ]);

/**
 * The version in force has two addresses, the text's (/agb) and its own (/agb/2021-01-01): a
 * change that reads the same at both is reported once, at the version's own address, where it
 * stays; only what differs between them (such as an announcement on /agb) keeps the text's. A
 * page that comes or goes is said at each of its addresses: each is a link someone may hold.
 */
const once = (effects: Effect[]): Effect[] =>
  effects.filter(
    (effect) =>
      !effect.page.legal ||
      effect.page.dated ||
      effect.whole ||
      !effects.some(
        (other) =>
          other.page.dated && other.page.file === effect.page.file && said(other) === said(effect),
      ),
  );

/** A page as visitors read it, read once per rendering. */
const readingOf = (() => {
  const known = new WeakMap<RenderedPage, PageReading>();
  return (page: RenderedPage): PageReading => {
    const reading = known.get(page) ?? readRenderedPage(page.html);
    known.set(page, reading);
    return reading;
  };
})();

const blocksOf = (page: RenderedPage): Block[] => readingOf(page).blocks;

const placeKey = (place: Place): string => `${place.id ?? ""}\u0000${place.name}`;

type Pair = { before?: Block; after?: Block };

/** The items of two lists that differ, paired where a changed one stands in the place of an old one. */
export const changedPairs = <T>(
  old: ReadonlyArray<T>,
  now: ReadonlyArray<T>,
  same: (a: T, b: T) => boolean,
): Array<{ before?: T; after?: T }> =>
  hunksOf(commonPairs(old, now, same), old.length, now.length).flatMap(({ deleted, inserted }) => {
    const gone = old.slice(...deleted);
    const added = now.slice(...inserted);
    return Array.from({ length: Math.max(gone.length, added.length) }, (_, index) => ({
      ...(gone[index] !== undefined ? { before: gone[index] } : {}),
      ...(added[index] !== undefined ? { after: added[index] } : {}),
    }));
  });

const targets = (block: Block): string => JSON.stringify(block.links);

/** The blocks whose words or links differ. */
const changedBlocks = (old: Block[], now: Block[]): Pair[] =>
  changedPairs(old, now, (a, b) => a.text === b.text && targets(a) === targets(b));

/** The sentence of a block that holds a link's words (the sentences as the text diff splits them). */
const sentenceOf = (text: string, words: string): string =>
  sentenceChanges("", text)
    .map((change) => change.after.map((run) => run.text).join(""))
    .find((sentence) => sentence.includes(words)) ?? text;

/** The links of a block that stands where an old one stood, whose target is another. */
const linkChanges = (before: Block, after: Block): LinkChange[] =>
  changedPairs(before.links, after.links, (a, b) => a.href === b.href && a.text === b.text)
    .filter((pair) => pair.before?.href !== pair.after?.href)
    .map(({ before: old, after: now }) => {
      const words = (now ?? old)?.text ?? "";
      return {
        text: words,
        sentence: sentenceOf(now ? after.text : before.text, words),
        ...(old ? { before: old.href } : {}),
        ...(now ? { after: now.href } : {}),
      };
    });

const placeEffects = (page: RenderedPage, pairs: Pair[]): PlaceEffect[] => {
  const byPlace = new Map<string, PlaceEffect>();
  for (const { before, after } of pairs) {
    const place = (after ?? before)?.place as Place;
    const effect = byPlace.get(placeKey(place)) ?? { place, sentences: [], links: [] };
    byPlace.set(placeKey(place), effect);
    if (before && after) effect.links.push(...linkChanges(before, after));
    if (!effect.firstBlock && before?.text !== after?.text)
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
    // The same page, or one that differs only in what preview builds show.
    if (before.html === page.html || readingOf(before).markup === readingOf(page).markup) continue;
    const places = placeEffects(page, changedBlocks(blocksOf(before), blocksOf(page)));
    // Only markup differs (an attribute, not a link's target): the page, without a part named.
    effects.push({ page: refOf(page), places });
  }
  for (const page of old) {
    if (!now.some((other) => other.path === page.path)) {
      effects.push({ page: refOf(page), whole: "removed", places: [] });
    }
  }
  return once(effects);
};
