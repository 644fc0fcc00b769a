import { readFileSync } from "node:fs";
import path from "node:path";
import { checkContent } from "../../plugins/gatsby-source-passform/check";
import { readDataDirectory } from "../../plugins/gatsby-source-passform/disk";
import { renderContent } from "../../tools/changes/content-changes";
import { loadRenderer } from "../../tools/changes/page-renderer";
import { printMarginsOf } from "../../tools/changes/print-margins";
import type { Reading } from "../../src/templates/legal-reading";
import { readPage } from "../../tools/changes/reading";
import type { RenderedPage } from "../../tools/changes/render-pages";
import { htmlFileFor } from "../../tools/pipeline/built-files";
import { hasBuild, publicDir } from "./built-site";
import { siteRoot } from "../support/site-content";

/**
 * The one reading of a legal page (tools/changes/reading.ts), which the freeze of versions, the
 * Mitteilung and the reviewer's comment judge by, is what the built site says: at every address
 * the build made for a legal text (the text's own and each version's), the built page reads as the
 * site's code renders the same content, block for block, link for link, with the same margins
 * on paper. Were they to part, the freeze would guard a page nobody sees.
 */

const project = path.resolve(__dirname, "../..");
const describeBuilt = hasBuild() ? describe : describe.skip;

describeBuilt("every legal page of the build", () => {
  let rendered: RenderedPage[] = [];
  beforeAll(async () => {
    const entries = readDataDirectory(path.join(siteRoot, "data"));
    const content = renderContent(checkContent(entries), entries);
    if (!content) throw new Error("data/ of the built site could not be read");
    rendered = (await loadRenderer(project))(content).filter((page) => page.legal);
  }, 60_000);

  const built = (at: string): Reading => {
    const html = readFileSync(path.join(publicDir, htmlFileFor(at)), "utf8");
    return readPage({ path: at, html, print: printMarginsOf(html) });
  };

  it("reads as the reading of its content, at each address the build made", () => {
    expect(rendered.length).toBeGreaterThan(3);
    for (const page of rendered) {
      const expected = readPage(page);
      // Not an empty reading: the page's head and its text are read, and its printed margins.
      expect(expected.blocks.some((block) => block.part === "head")).toBe(true);
      expect(expected.blocks.some((block) => block.part === undefined)).toBe(true);
      expect(expected.print.length).toBeGreaterThan(1);
      expect(built(page.path)).toEqual(expected);
    }
  });
});
