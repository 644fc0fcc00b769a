import { checkContent } from "../../plugins/gatsby-source-passform/check";
import type { Problem } from "../../plugins/gatsby-source-passform";
import { contentChanges, copyOf, renderContent, type Change, type Unread } from "./content-changes";
import { pageEffects, type Effect } from "./page-effects";
import { codeChangedSince, dataOf } from "./revision";
import type { Render, RenderContent } from "./page-renderer";
import type { RenderedPage } from "./render-pages";
import { sampleChanges, type SampleChanges } from "./sample-changes";
import { fileEffects, siteFiles, type FileEffect, type SiteFile } from "./site-files";

/**
 * The comparison of a Git revision's data/ with the working tree's: the working tree's problems
 * (which would stop the build), every change a visitor sees with the pages and parts of pages it
 * shows on, and the samples filled, opened or gone with their file. A change is seen if the site
 * rendered from the old content with that one change differs from the site rendered from the old
 * content; rendering both the same way is what decides, not a list of fields. The files beside the
 * pages (site-files.ts) are compared the same way. A change of the company's facts or the AGB's
 * figures that neither shows is still listed, as unseen: whether it matters is for its reviewer.
 */

export type Item = {
  change: Change;
  effects: Effect[];
  /** The files beside the pages it changes: security.txt, the sitemap … */
  files: FileEffect[];
  /** A value of the facts files that changes nothing a visitor meets */
  unseen?: true;
};

/** The files whose every change is listed, seen or not: what legal texts and security.txt say. */
const FACTS_FILES = ["data/site.json", "data/terms.json"];

export type Comparison = {
  /** The working tree's problems, as the content check words them */
  problems: Problem[];
  /** The revision's own problems (it was committed with them) */
  baseProblems: Problem[];
  unread: Unread[];
  /** Visible changes, in the order of the editors' forms */
  items: Item[];
  /** Whether the pages could be rendered; if not, items are every change, unjudged */
  rendered: boolean;
  /** How many pages the old content has */
  pages: number;
  samples: SampleChanges;
  /** With a head revision: the files outside data/ that differ, which this comparison never ran */
  codeChanges: string[];
};

/** The two sides: a revision, and another (`head`) or else the working tree. */
type Sides = { base: string; head?: string };

type Site = { pages: RenderedPage[]; files: SiteFile[] };

/** The site of one side's content: its pages and the files beside them. */
const siteOf = (render: Render, content: RenderContent): Site => {
  const pages = render(content);
  return { pages, files: siteFiles(content, pages) };
};

/** The site with one change, or undefined where it cannot be rendered with it. */
const renderWith = (render: Render, base: RenderContent, change: Change): Site | undefined => {
  const content = copyOf(base);
  try {
    change.apply(content);
    return siteOf(render, content);
  } catch {
    return undefined;
  }
};

/** What one change does to the old site, or undefined where nothing a visitor meets differs. */
const itemOf = (render: Render, base: RenderContent, old: Site, change: Change) => {
  const site = renderWith(render, base, change);
  // A change the pages cannot be rendered with is reported unjudged rather than dropped.
  if (!site) return { change, effects: [], files: [] };
  const item = {
    change,
    effects: pageEffects(old.pages, site.pages),
    files: fileEffects(old.files, site.files),
  };
  if (item.effects.length + item.files.length > 0) return item;
  return FACTS_FILES.includes(change.file) ? { ...item, unseen: true as const } : undefined;
};

/**
 * Compares data/ at the commit `sides.base` in the repository at `root` with data/ at the commit
 * `sides.head`, or else in the working tree; `render` renders both.
 */
export const compare = (root: string, sides: Sides, render: Render): Comparison => {
  const baseEntries = dataOf(root, sides.base);
  const workEntries = dataOf(root, sides.head);
  const base = checkContent(baseEntries);
  const work = checkContent(workEntries);
  const { changes, unread } = contentChanges(base, work, workEntries);
  const baseContent = renderContent(base, baseEntries);
  const baseSite = baseContent && siteOf(render, baseContent);
  const items = changes.flatMap((change): Item[] => {
    if (!baseContent || !baseSite) return [{ change, effects: [], files: [] }];
    const item = itemOf(render, baseContent, baseSite, change);
    return item ? [item] : [];
  });
  const unreadNow = new Set(unread.filter((file) => file.side === "work").map(({ file }) => file));
  const workFiles = new Set((workEntries ?? []).map((entry) => entry.path));
  const samples = sampleChanges(base, work, workFiles);
  return {
    problems: work.problems,
    baseProblems: base.problems,
    unread,
    items,
    rendered: Boolean(baseSite),
    pages: baseSite?.pages.length ?? 0,
    samples: {
      ...samples,
      // A file that cannot be read has no samples; that fills none of them.
      filled: samples.filled.filter((sample) => !unreadNow.has(sample.file)),
    },
    codeChanges: sides.head ? codeChangedSince(root, sides.base, sides.head) : [],
  };
};
