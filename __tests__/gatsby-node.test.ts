/** @jest-environment node */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { CreatePagesArgs } from "gatsby";
import { createPages } from "../gatsby-node/create-pages";

/** The site's own Gatsby APIs; the content plugin's are tested beside it. */

const projectRoot = path.resolve(__dirname, "..");
const store = { getState: () => ({ program: { directory: projectRoot } }) };

describe("createPages", () => {
  it("creates each legal text's page at its slug and each version's at its dated address", () => {
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

    const field = (file: string, name: string) =>
      new RegExp(`^${name}: "?([^"\n]+)"?$`, "m").exec(
        readFileSync(path.join(projectRoot, "data/legal", file), "utf8"),
      )?.[1];
    // data/ holds one version of each text: its page at the slug, and at its day if it has one.
    const expected = files.flatMap((file) => {
      const slug = field(file, "slug");
      const day = field(file, "validFrom");
      return [
        { path: slug, context: { id: `id-${file}` } },
        ...(day ? [{ path: `${slug}/${day}`, context: { id: `id-${file}`, dated: true } }] : []),
      ];
    });
    expect(
      createPage.mock.calls.map(([page]) => ({ path: page.path, context: page.context })),
    ).toEqual(expected);
    const templates = new Set(createPage.mock.calls.map(([page]) => page.component));
    expect([...templates]).toEqual([path.resolve("src/templates/legal-page.tsx")]);
  });

  it("makes no page of a legal text beyond the check's limits, which remark would not parse in time", () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "passform-pages-"));
    try {
      cpSync(path.join(projectRoot, "data"), path.join(root, "data"), { recursive: true });
      const impressum = readFileSync(path.join(root, "data/legal/impressum.md"), "utf8");
      const frontmatter = impressum.slice(0, impressum.indexOf("\n---", 4) + 5);
      writeFileSync(
        path.join(root, "data/legal/lang.md"),
        `${frontmatter.replace(/^slug: .*$/m, 'slug: "/lang"')}\n${"Wort ".repeat(5000)}\n`,
      );
      const nodes = readdirSync(path.join(root, "data/legal")).map((file) => ({
        id: `id-${file}`,
        fileAbsolutePath: path.join(root, "data/legal", file),
      }));
      const createPage = jest.fn();
      (createPages as (a: CreatePagesArgs) => void)({
        actions: { createPage },
        getNodesByType: () => nodes,
        store: { getState: () => ({ program: { directory: root } }) },
      } as unknown as CreatePagesArgs);
      const paths = createPage.mock.calls.map(([page]) => page.path as string);
      expect(paths).toContain("/impressum");
      expect(paths.filter((at) => at.startsWith("/lang"))).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
