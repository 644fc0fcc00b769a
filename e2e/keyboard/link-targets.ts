import { fragmentLinks, restingPlacement } from "./in-page";
import { expect } from "../support/observed-page";

/**
 * Where links to a place on a page leave that place: below the sticky header, or under it.
 * The same check in Chromium (Playwright) and Firefox (Puppeteer), which differ only in how
 * they open a page, size the window and run a function in the page: each spec says that once.
 */

type Placement = Awaited<ReturnType<typeof restingPlacement>>;

/** What the check needs of a browser tab. */
export type LinkTab = {
  /** Opens one of the site's addresses (a path, with or without a fragment). */
  open: (address: string) => Promise<void>;
  /** Sizes the window to a keyboard check's width. */
  resize: (width: number) => Promise<void>;
  /** `fragmentLinks` run in the page. */
  links: () => Promise<ReturnType<typeof fragmentLinks>>;
  /** `restingPlacement` run in the page. */
  placement: (request: Parameters<typeof restingPlacement>[0]) => Promise<Placement>;
};

const covered = (width: number, link: string, placement: Placement): string[] =>
  placement.clear
    ? []
    : [
        `${width} px: ${link} → ${placement.target} at ${placement.top}, header ends at ${placement.headerBottom}`,
      ];

/** Each link on `route` to a place on the same page, followed at each width: where it is covered. */
export const coveredOnPage = async (
  tab: LinkTab,
  route: string,
  widths: ReadonlyArray<number>,
): Promise<string[]> => {
  const problems: string[] = [];
  for (const width of widths) {
    await tab.resize(width);
    await tab.open(route);
    const { here } = await tab.links();
    expect(here.length, "links within the page").toBeGreaterThan(0);
    for (const { href, id } of here) {
      problems.push(...covered(width, href, await tab.placement({ id, follow: href })));
    }
  }
  return problems;
};

/** Each link on `routes` to a place on another page, opened at each width: where it is covered. */
export const coveredElsewhere = async (
  tab: LinkTab,
  routes: ReadonlyArray<string>,
  widths: ReadonlyArray<number>,
): Promise<string[]> => {
  const targets = new Set<string>();
  for (const route of routes) {
    await tab.open(route);
    for (const href of (await tab.links()).elsewhere) targets.add(href);
  }
  expect(targets.size, "links to places on other pages").toBeGreaterThan(0);
  const problems: string[] = [];
  for (const width of widths) {
    await tab.resize(width);
    for (const target of targets) {
      await tab.open(target);
      const id = decodeURIComponent(new URL(target, "http://localhost").hash.slice(1));
      problems.push(...covered(width, target, await tab.placement({ id })));
    }
  }
  return problems;
};
