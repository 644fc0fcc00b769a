/** @jest-environment node */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { CreatePagesArgs } from "gatsby";
import { createPages } from "../gatsby-node/create-pages";

/** The site's own Gatsby APIs; the content plugin's are tested beside it. */

const projectRoot = path.resolve(__dirname, "..");
const store = { getState: () => ({ program: { directory: projectRoot } }) };

describe("createPages", () => {
  it("creates one page per legal Markdown file, at its slug, with one template and the node id", () => {
    const createPage = jest.fn();
    const files = readdirSync(path.join(projectRoot, "data/legal")).filter((f) =>
      f.endsWith(".md"),
    );
    const nodes = files.map((file) => ({
      id: `id-${file}`,
      fileAbsolutePath: path.join(projectRoot, "data/legal", file),
    }));
    (createPages as (a: CreatePagesArgs) => void)({
      actions: { createPage },
      getNodesByType: () => nodes,
      store,
    } as unknown as CreatePagesArgs);

    const slugs = files.map(
      (file) =>
        /^slug: "?([^"\n]+)"?$/m.exec(
          readFileSync(path.join(projectRoot, "data/legal", file), "utf8"),
        )?.[1],
    );
    expect(createPage.mock.calls.map(([page]) => page.path)).toEqual(slugs);
    const templates = new Set(createPage.mock.calls.map(([page]) => page.component));
    expect([...templates]).toEqual([path.resolve("src/templates/legal-page.tsx")]);
    expect(createPage.mock.calls[0][0].context).toEqual({ id: nodes[0]?.id });
  });
});
