/** @jest-environment node */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { CreatePagesArgs } from "gatsby";
import { createPages } from "../gatsby-node/create-pages";
import { buildDay } from "../plugins/gatsby-source-passform/check";

/** The site's own Gatsby APIs; the content plugin's are tested beside it. */

const projectRoot = path.resolve(__dirname, "..");
const store = { getState: () => ({ program: { directory: projectRoot } }) };
const reporter = { warn: jest.fn() };

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
      actions: { createPage, createRedirect: jest.fn() },
      getNodesByType: () => nodes,
      store,
      reporter,
    } as unknown as CreatePagesArgs);

    const field = (file: string, name: string) =>
      new RegExp(`^${name}: "?([^"\n]+)"?$`, "m").exec(
        readFileSync(path.join(projectRoot, "data/legal", file), "utf8"),
      )?.[1];
    // Each version at its day, if it has one; at the slug the version in force today (the
    // latest whose day has come, or the only one). That page last changed on its Stand or, if
    // later, the day it came into force.
    const today = buildDay();
    const inForce = (file: string) => {
      const slug = field(file, "slug");
      const days = files
        .filter((other) => field(other, "slug") === slug)
        .map((other) => field(other, "validFrom") ?? "")
        .filter((day) => day <= today);
      return (field(file, "validFrom") ?? "") === days.sort().at(-1);
    };
    const expected = files.flatMap((file) => {
      const slug = field(file, "slug");
      const day = field(file, "validFrom");
      const lastmod = [field(file, "lastUpdated"), day].filter(Boolean).sort().at(-1);
      return [
        ...(inForce(file) ? [{ path: slug, context: { id: `id-${file}`, lastmod } }] : []),
        ...(day ? [{ path: `${slug}/${day}`, context: { id: `id-${file}`, dated: true } }] : []),
      ];
    });
    const byPath = (a: { path?: string }, b: { path?: string }) =>
      String(a.path).localeCompare(String(b.path));
    expect(
      createPage.mock.calls
        .map(([page]) => ({ path: page.path, context: page.context }))
        .sort(byPath),
    ).toEqual(expected.sort(byPath));
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
        actions: { createPage, createRedirect: jest.fn() },
        getNodesByType: () => nodes,
        store: { getState: () => ({ program: { directory: root } }) },
        reporter,
      } as unknown as CreatePagesArgs);
      const paths = createPage.mock.calls.map(([page]) => page.path as string);
      expect(paths).toContain("/impressum");
      expect(paths.filter((at) => at.startsWith("/lang"))).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe("createPages' redirects", () => {
  /** createPages on a copy of data/ changed by `edit`: its redirects and warnings. */
  const redirectsAfter = (edit: (dataDir: string) => void) => {
    const root = mkdtempSync(path.join(os.tmpdir(), "passform-redirects-"));
    try {
      cpSync(path.join(projectRoot, "data"), path.join(root, "data"), { recursive: true });
      edit(path.join(root, "data"));
      const nodes = readdirSync(path.join(root, "data/legal")).map((file) => ({
        id: `id-${file}`,
        fileAbsolutePath: path.join(root, "data/legal", file),
      }));
      const createRedirect = jest.fn();
      const warn = jest.fn();
      (createPages as (a: CreatePagesArgs) => void)({
        actions: { createPage: jest.fn(), createRedirect },
        getNodesByType: () => nodes,
        store: { getState: () => ({ program: { directory: root } }) },
        reporter: { warn },
      } as unknown as CreatePagesArgs);
      return {
        redirects: createRedirect.mock.calls.map(([rule]) => rule),
        warnings: warn.mock.calls,
      };
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  };
  const slugOf = (file: string): string =>
    /^slug: "([^"]+)"$/m.exec(
      readFileSync(path.join(projectRoot, "data/legal", file), "utf8"),
    )?.[1] ?? "";
  const rename = (dataDir: string, file: string, slug: string): void => {
    const full = path.join(dataDir, "legal", file);
    const old = slugOf(file);
    writeFileSync(full, readFileSync(full, "utf8").replace(`slug: "${old}"`, `slug: "${slug}"`));
    const landing = path.join(dataDir, "landing.json");
    writeFileSync(landing, readFileSync(landing, "utf8").replace(`"${old}"`, `"${slug}"`));
  };

  it("sends each guessed address for good to its text's page, as data/ names it", () => {
    const { redirects, warnings } = redirectsAfter(() => undefined);
    expect(redirects).toEqual([
      { fromPath: "/imprint", toPath: slugOf("impressum.md"), isPermanent: true },
      { fromPath: "/datenschutzerklaerung", toPath: slugOf("datenschutz.md"), isPermanent: true },
      { fromPath: "/agbs", toPath: slugOf("agb.md"), isPermanent: true },
    ]);
    expect(warnings).toEqual([]);
  });

  it("follows a text to the new slug an editor gives it", () => {
    const { redirects } = redirectsAfter((dataDir) =>
      rename(dataDir, "impressum.md", "/anbieterkennzeichnung"),
    );
    expect(redirects).toContainEqual({
      fromPath: "/imprint",
      toPath: "/anbieterkennzeichnung",
      isPermanent: true,
    });
  });

  it("leaves a guessed address to a text that has taken it, and says which has no text", () => {
    const { redirects, warnings } = redirectsAfter((dataDir) => {
      rename(dataDir, "agb.md", "/agbs");
      rmSync(path.join(dataDir, "legal/impressum.md"));
    });
    expect(redirects.map((rule) => rule.fromPath)).toEqual(["/datenschutzerklaerung"]);
    expect(warnings).toEqual([
      [expect.stringMatching(/^Keine Weiterleitung von \/imprint \(data\/legal\/impressum\.md\)/)],
    ]);
  });
});
