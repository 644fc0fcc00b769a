import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { CreateNodeArgs, CreatePagesArgs } from "gatsby";
import { createPages } from "../src/node/create-pages";
import { onCreateNode } from "../src/node/on-create-node";
import { runtimeTrims } from "../src/node/on-create-webpack-config";

describe("createPages", () => {
  it("creates one page per legal Markdown file with one template and the node id", async () => {
    const createPage = jest.fn();
    const panicOnBuild = jest.fn();
    const nodes = ["agb", "datenschutz", "impressum"].map((name) => ({
      id: `id-${name}`,
      frontmatter: { slug: `/${name}` },
    }));
    const graphql = jest.fn().mockResolvedValue({ data: { allMarkdownRemark: { nodes } } });
    await (createPages as (a: CreatePagesArgs) => Promise<void>)({
      graphql,
      actions: { createPage },
      reporter: { panicOnBuild },
    } as unknown as CreatePagesArgs);

    expect(panicOnBuild).not.toHaveBeenCalled();
    expect(createPage.mock.calls.map(([page]) => page.path)).toEqual([
      "/agb",
      "/datenschutz",
      "/impressum",
    ]);
    const templates = new Set(createPage.mock.calls.map(([page]) => page.component));
    expect([...templates]).toEqual([path.resolve("src/templates/legal-page.tsx")]);
    expect(createPage.mock.calls[0][0].context).toEqual({ id: "id-agb" });
  });

  it("stops the build when the query fails", async () => {
    const panicOnBuild = jest.fn();
    const graphql = jest.fn().mockResolvedValue({ errors: [new Error("boom")] });
    await (createPages as (a: CreatePagesArgs) => Promise<void>)({
      graphql,
      actions: { createPage: jest.fn() },
      reporter: { panicOnBuild },
    } as unknown as CreatePagesArgs);
    expect(panicOnBuild).toHaveBeenCalledWith(expect.stringContaining("data/legal/"), [
      expect.any(Error),
    ]);
  });
});

describe("onCreateNode", () => {
  const real = (name: string): string =>
    readFileSync(path.resolve(__dirname, "../data", `${name}.json`), "utf8");

  const run = async (name: string, content: string) => {
    const createNode = jest.fn();
    const createParentChildLink = jest.fn();
    const panicOnBuild = jest.fn();
    const node = {
      id: `file-${name}`,
      internal: { type: "File" },
      sourceInstanceName: "data",
      extension: "json",
      name,
      relativePath: `${name}.json`,
    };
    await (onCreateNode as (a: CreateNodeArgs) => Promise<void>)({
      node,
      actions: { createNode, createParentChildLink },
      loadNodeContent: jest.fn().mockResolvedValue(content),
      createNodeId: (seed: string) => `node:${seed}`,
      createContentDigest: () => "digest",
      reporter: { panicOnBuild },
      store: { getState: () => ({ program: { directory: path.resolve(__dirname, "..") } }) },
    } as unknown as CreateNodeArgs);
    return {
      created: createNode.mock.calls.map(([created]) => created),
      panicOnBuild,
      createParentChildLink,
    };
  };

  it("turns each plan into a Plan node in file order, typeset and without $schema", async () => {
    const { created, createParentChildLink, panicOnBuild } = await run("pricing", real("pricing"));
    expect(panicOnBuild).not.toHaveBeenCalled();
    const { plans } = JSON.parse(real("pricing"));
    expect(created.map((node) => [node.internal.type, node.name, node.position])).toEqual(
      plans.map((plan: { name: string }, index: number) => ["Plan", plan.name, index]),
    );
    expect(created[0].features[0]).toBe("Bis zu 10.000\u00a0Avatare pro Monat");
    expect(created[0]).not.toHaveProperty("$schema");
    expect(createParentChildLink).toHaveBeenCalledTimes(plans.length);
  });

  it("keeps company facts exactly as written", async () => {
    const { created } = await run("site", real("site"));
    expect(created).toHaveLength(1);
    expect(created[0].internal.type).toBe("Company");
    expect(created[0].contact.phoneDisplay).toBe(JSON.parse(real("site")).contact.phoneDisplay);
  });

  it("stops on broken JSON, names the file and creates nothing", async () => {
    const { created, panicOnBuild } = await run("pricing", real("pricing").replace("}", "},,"));
    expect(created).toHaveLength(0);
    expect(panicOnBuild).toHaveBeenCalledWith(
      expect.stringContaining(
        "data/pricing.json › ganze Datei › Feld (Schreibweise): kein gültiges JSON",
      ),
    );
  });

  it("stops on a JSON file it does not know", async () => {
    const { panicOnBuild } = await run("preise", "{}");
    expect(panicOnBuild).toHaveBeenCalledWith(expect.stringContaining("data/preise.json"));
  });
});

describe("onCreateWebpackConfig", () => {
  const pageModules = ["src/pages", "src/templates"].flatMap((directory) =>
    readdirSync(path.resolve(__dirname, "..", directory)).map((file) =>
      path.resolve(__dirname, "..", directory, file),
    ),
  );

  it("may leave out the Head API: no page or template exports Head", () => {
    expect(pageModules.length).toBeGreaterThan(2);
    const exportsHead = pageModules.filter((file) =>
      /export\s+(const|function|let)\s+Head\b|export\s*\{[^}]*\bHead\b/.test(
        readFileSync(file, "utf8"),
      ),
    );
    expect(exportsHead).toEqual([]);
  });

  it("replaces modules that exist in this Gatsby version", () => {
    const gatsbyFiles = [
      require.resolve("gatsby/dist/internal-plugins/partytown/gatsby-browser.js"),
      require.resolve("gatsby/cache-dir/head/head-export-handler-for-browser.js"),
      require.resolve("gatsby/cache-dir/register-service-worker.js"),
    ];
    for (const [index, trim] of runtimeTrims.entries()) {
      expect(trim.request.test(gatsbyFiles[index] ?? "")).toBe(true);
    }
  });
});
