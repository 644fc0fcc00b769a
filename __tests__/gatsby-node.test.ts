import path from "node:path";
import type { CreatePagesArgs, CreateNodeArgs } from "gatsby";
import { createPages } from "../src/node/create-pages";
import { onCreateNode } from "../src/node/on-create-node";

const company = {
  brand: "Passform",
  legalName: "Passform GmbH",
  address: { city: "Berlin" },
};

const legalNode = (name: string, slug: string, body = "Text von {{legalName}}.") => ({
  id: `id-${name}`,
  fileAbsolutePath: path.join(process.cwd(), "data/legal", `${name}.md`),
  rawMarkdownBody: body,
  frontmatter: { slug },
});

const runCreatePages = async (nodes: ReturnType<typeof legalNode>[]) => {
  const createPage = jest.fn();
  const panicOnBuild = jest.fn();
  const graphql = jest.fn().mockResolvedValue({
    data: { allMarkdownRemark: { nodes }, company },
  });
  const args = {
    graphql,
    actions: { createPage },
    reporter: { panicOnBuild },
  } as unknown as CreatePagesArgs;
  await (createPages as (a: CreatePagesArgs) => Promise<void>)(args);
  return { createPage, panicOnBuild };
};

describe("createPages", () => {
  it("creates one page per legal Markdown file with one template and the node id", async () => {
    const { createPage, panicOnBuild } = await runCreatePages([
      legalNode("agb", "/agb"),
      legalNode("datenschutz", "/datenschutz"),
      legalNode("impressum", "/impressum"),
    ]);
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

  it("stops on a slug that two files share, naming both", async () => {
    const { createPage, panicOnBuild } = await runCreatePages([
      legalNode("agb", "/agb"),
      legalNode("agb-alt", "/agb"),
    ]);
    expect(createPage).toHaveBeenCalledTimes(1);
    expect(panicOnBuild).toHaveBeenCalledWith(
      expect.stringMatching(/agb-alt\.md.*"\/agb".*agb\.md/),
    );
  });

  it.each([["/404"], ["/"], ["agb"], ["/AGB"]])("stops on the slug %s", async (slug) => {
    const { createPage, panicOnBuild } = await runCreatePages([legalNode("agb", slug)]);
    expect(createPage).not.toHaveBeenCalled();
    expect(panicOnBuild).toHaveBeenCalledWith(expect.stringContaining("data/legal/agb.md"));
    expect(panicOnBuild).toHaveBeenCalledWith(expect.stringContaining('"slug"'));
  });

  it("stops on a company fact that data/site.json does not have", async () => {
    const { createPage, panicOnBuild } = await runCreatePages([
      legalNode("impressum", "/impressum", "{{legalName}} in {{adress.city}}"),
    ]);
    expect(createPage).not.toHaveBeenCalled();
    expect(panicOnBuild).toHaveBeenCalledWith(
      expect.stringMatching(
        /data\/legal\/impressum\.md: unknown company fact \{\{adress\.city\}\}/,
      ),
    );
  });
});

describe("onCreateNode", () => {
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
    const args = {
      node,
      actions: { createNode, createParentChildLink },
      loadNodeContent: jest.fn().mockResolvedValue(content),
      createNodeId: (seed: string) => `node:${seed}`,
      createContentDigest: () => "digest",
      reporter: { panicOnBuild },
    } as unknown as CreateNodeArgs;
    await (onCreateNode as (a: CreateNodeArgs) => Promise<void>)(args);
    return {
      created: createNode.mock.calls.map(([created]) => created),
      panicOnBuild,
      createParentChildLink,
    };
  };

  it("turns each plan into a Plan node in file order, typeset and without $schema", async () => {
    const { created, createParentChildLink } = await run(
      "pricing",
      JSON.stringify({
        $schema: "./schema/pricing.schema.json",
        plans: [
          { name: "A", features: ["60 % weniger"] },
          { name: "B", features: [] },
        ],
      }),
    );
    expect(created.map((node) => [node.internal.type, node.name, node.position])).toEqual([
      ["Plan", "A", 0],
      ["Plan", "B", 1],
    ]);
    expect(created[0].features).toEqual(["60\u00a0% weniger"]);
    expect(created[0]).not.toHaveProperty("$schema");
    expect(createParentChildLink).toHaveBeenCalledTimes(2);
  });

  it("keeps company facts exactly as written", async () => {
    const { created } = await run(
      "site",
      JSON.stringify({ brand: "Passform", phone: "+49 30 0 %" }),
    );
    expect(created).toHaveLength(1);
    expect(created[0].internal.type).toBe("Company");
    expect(created[0].phone).toBe("+49 30 0 %");
  });

  it("stops on broken JSON and names the file", async () => {
    const { created, panicOnBuild } = await run("pricing", '{ "plans": [ { "name": "A", } ] }');
    expect(created).toHaveLength(0);
    expect(panicOnBuild).toHaveBeenCalledWith(
      expect.stringMatching(/^data\/pricing\.json: not valid JSON/),
    );
  });

  it("stops when the list field is missing", async () => {
    const { panicOnBuild } = await run("technology", JSON.stringify({ topic: [] }));
    expect(panicOnBuild).toHaveBeenCalledWith(
      'data/technology.json: field "topics" must be a list of objects.',
    );
  });

  it("stops on a JSON file it does not know", async () => {
    const { panicOnBuild } = await run("preise", "{}");
    expect(panicOnBuild).toHaveBeenCalledWith(
      expect.stringMatching(/^data\/preise\.json: unknown data file/),
    );
  });
});
