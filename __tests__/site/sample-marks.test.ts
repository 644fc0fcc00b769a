/**
 * Samples on the built pages: while data/ has any, every gap and every sample value a visitor
 * can read is marked (and every link to a sample address flagged), so whoever opens a preview
 * sees what is left; once the company has supplied them all (a production build), no page
 * has a mark. Reads what to expect from data/ through the content check.
 */
import path from "node:path";
import { builtRoutes } from "../../tools/pipeline/built-files";
import { sampleGaps } from "../../plugins/gatsby-source-passform";
import { loadContent } from "../../plugins/gatsby-source-passform/disk";
import { SAMPLE_CLASS, samplePattern } from "../../src/lib/sample-marks";
import { siteRoot, versionRoutes } from "../support/site-content";
import { builtPage, publicDir, textOf } from "./built-site";

const { samples, sampleValues } = loadContent(path.join(siteRoot, "data"));
// The sitemap's pages and every version's fixed address: a gap of an earlier version is on no
// page of the sitemap, and still a sample the production build refuses.
const pages = [...builtRoutes(publicDir), ...versionRoutes].map((route) => ({
  route,
  page: builtPage(route),
}));

const marksOf = (page: Document): Element[] => [...page.querySelectorAll(`mark.${SAMPLE_CLASS}`)];

/** The page's text with every marked sample taken out. */
const unmarkedText = (page: Document): string => {
  const copy = page.body.cloneNode(true) as HTMLElement;
  for (const mark of copy.querySelectorAll(`mark.${SAMPLE_CLASS}`)) mark.remove();
  return textOf(copy);
};

if (samples.length === 0) {
  it.each(pages)("$route has no sample mark: there is nothing left to mark", ({ page }) => {
    expect(marksOf(page)).toEqual([]);
    expect(page.querySelectorAll("[data-sample]")).toHaveLength(0);
    expect(page.documentElement.outerHTML).not.toContain(SAMPLE_CLASS);
  });
} else {
  describe.each(pages)("$route, built while data/ has samples", ({ page }) => {
    it("shows no gap and no sample value unmarked", () => {
      const text = unmarkedText(page);
      expect(text.match(samplePattern(sampleValues, "text")) ?? []).toEqual([]);
    });

    it("flags every link whose address is a sample value", () => {
      for (const link of page.querySelectorAll("a[href]")) {
        const href = link.getAttribute("href") ?? "";
        if (sampleValues.some((value) => href.includes(value))) {
          expect(link.outerHTML).toMatch(/^<a data-sample=""/);
        }
      }
    });

    it("explains each mark on hover and to screen readers", () => {
      for (const mark of marksOf(page)) {
        expect(mark.getAttribute("title")).toBe("Musterangabe – vor dem Livegang ersetzen");
        // In a link the note would join the link's name; the link says it in its title.
        const link = mark.closest("a");
        if (link) expect(link.getAttribute("title")).toBe(mark.getAttribute("title"));
        else {
          expect(mark.querySelector(`.${SAMPLE_CLASS}-note`)?.textContent).toBe(
            " (Musterangabe – vor dem Livegang ersetzen)",
          );
        }
      }
    });
  });

  it("marks every gap the content check lists on some page", () => {
    const marked = new Set(
      pages.flatMap(({ page }) => marksOf(page).map((mark) => mark.firstChild?.textContent ?? "")),
    );
    const listed = samples.flatMap((sample) => sampleGaps(sample.message));
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.filter((gap) => !marked.has(gap))).toEqual([]);
  });
}
