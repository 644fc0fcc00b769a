/** @jest-environment node */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { CreateNodeArgs, CreateResolversArgs, ParentSpanPluginArgs } from "gatsby";
import { loadContent, validContent } from "../disk/content-source";
import { fillTokensInText } from "../content/derive/fill-tokens";
import { legalFacts } from "../content/derive/legal-facts";
import { formatProblem } from "../content/model/problems";
import { typesetDeep } from "../content/derive/typeset-deep";
import { createResolvers } from "../gatsby-node/create-resolvers";
import { onCreateNode } from "../gatsby-node/on-create-node";
import { onPreBootstrap } from "../gatsby-node/on-pre-bootstrap";
import { projectData, projectRoot } from "./support/project";

/** The content plugin's Gatsby APIs: the nodes it makes of data/, and the check before a build. */

const store = { getState: () => ({ program: { directory: projectRoot } }) };

/** A text of data/ as its node holds it: placeholders filled, German typography applied. */
const { data } = validContent(projectData);
const shown = (text: string): string =>
  typesetDeep(fillTokensInText(text, legalFacts(data.site, data.terms)));

describe("onCreateNode", () => {
  const real = (name: string): Record<string, unknown> =>
    JSON.parse(readFileSync(path.join(projectData, `${name}.json`), "utf8"));

  const fileNode = (name: string) => ({
    id: `file-${name}`,
    internal: { type: "File" },
    sourceInstanceName: "data",
    extension: "json",
    name,
    relativePath: `${name}.json`,
  });

  const run = (name: string, files: ReturnType<typeof fileNode>[] = []) => {
    const createNode = jest.fn();
    const createParentChildLink = jest.fn();
    const node = fileNode(name);
    (onCreateNode as (a: CreateNodeArgs) => void)({
      node,
      actions: { createNode, createParentChildLink },
      createNodeId: (seed: string) => `node:${seed}`,
      createContentDigest: () => "digest",
      getNodesByType: () => files,
      store,
    } as unknown as CreateNodeArgs);
    return { created: createNode.mock.calls.map(([created]) => created), createParentChildLink };
  };

  it("turns each plan into a Plan node in file order, typeset and without $schema", () => {
    const { created, createParentChildLink } = run("pricing");
    const plans = real("pricing").plans as Array<{ name: string; features: string[] }>;
    expect(created.map((node) => [node.internal.type, node.name, node.position])).toEqual(
      plans.map((plan, index) => ["Plan", shown(plan.name), index]),
    );
    expect(created[0].features).toEqual(plans[0]?.features.map(shown));
    expect(created[0]).not.toHaveProperty("$schema");
    expect(createParentChildLink).toHaveBeenCalledTimes(plans.length);
  });

  it("keeps company facts exactly as written", () => {
    const { created } = run("site");
    expect(created).toHaveLength(1);
    expect(created[0].internal.type).toBe("Company");
    expect(created[0].contact.phoneDisplay).toBe(
      (real("site").contact as { phoneDisplay: string }).phoneDisplay,
    );
  });

  it("fills the placeholders of texts from data/site.json and data/terms.json", () => {
    const brand = (real("site") as { brand: string }).brand;
    const texts = JSON.stringify(run("landing").created[0]);
    expect(texts).not.toMatch(/\{\{/);
    const source = readFileSync(path.join(projectData, "landing.json"), "utf8");
    if (source.includes("{{brand}}")) expect(texts).toContain(brand);
  });

  it("makes the texts' nodes again when a facts file changes, so placeholders follow it", () => {
    const { created } = run("terms", [fileNode("terms"), fileNode("pricing"), fileNode("landing")]);
    expect(created.map((node) => node.internal.type)).toEqual(
      expect.arrayContaining(["ContractTerms", "Plan", "Landing"]),
    );
  });

  it("makes no node of a file it does not know", () => {
    expect(run("preise").created).toEqual([]);
  });
});

describe("onPreBootstrap", () => {
  const reporter = () => ({
    panic: jest.fn(),
    error: jest.fn(),
    warn: jest.fn(),
    activityTimer: () => ({ start: jest.fn(), end: jest.fn() }),
  });
  const brokenProject = (): string => {
    const root = mkdtempSync(path.join(os.tmpdir(), "passform-broken-"));
    cpSync(path.join(projectRoot, "data"), path.join(root, "data"), { recursive: true });
    writeFileSync(path.join(root, "data/pricing.json"), "{");
    return root;
  };
  const run = (directory: string, command: string) => {
    const report = reporter();
    const previous = process.env.gatsby_executing_command;
    process.env.gatsby_executing_command = command;
    try {
      (onPreBootstrap as (a: ParentSpanPluginArgs) => void)({
        reporter: report,
        store: { getState: () => ({ program: { directory } }) },
      } as unknown as ParentSpanPluginArgs);
    } finally {
      process.env.gatsby_executing_command = previous;
    }
    return report;
  };

  it("lets a build with valid content go on", () => {
    const report = run(projectRoot, "build");
    expect(report.panic).not.toHaveBeenCalled();
    expect(report.error).not.toHaveBeenCalled();
  });

  it("lists every sample value still to be replaced, at its line, and goes on", () => {
    const { samples } = loadContent(path.join(projectRoot, "data"));
    const report = run(projectRoot, "build");
    expect(report.panic).not.toHaveBeenCalled();
    const warning = String(report.warn.mock.calls[0]?.[0] ?? "");
    for (const sample of samples) expect(warning).toContain(formatProblem(sample));
    expect(report.warn).toHaveBeenCalledTimes(samples.length > 0 ? 1 : 0);
  });

  it("stops a build on a content problem, naming file and line", () => {
    const root = brokenProject();
    const report = run(root, "build");
    expect(report.panic).toHaveBeenCalledWith(
      expect.stringMatching(
        /es wurde nichts gebaut\.\n {2}✖ data\/pricing\.json:1 › ganze Datei › Schreibweise/,
      ),
    );
    rmSync(root, { recursive: true });
  });

  it("lets the preview start and say that the problem is shown in the browser", () => {
    const root = brokenProject();
    const report = run(root, "develop");
    expect(report.panic).not.toHaveBeenCalled();
    expect(report.error).toHaveBeenCalledWith(
      expect.stringContaining("die lokale Vorschau zeigt sie an"),
    );
    rmSync(root, { recursive: true });
  });
});

describe("createResolvers", () => {
  type Resolve = (
    source: unknown,
    args: unknown,
    context: unknown,
    info: unknown,
  ) => Promise<unknown>;

  /** The resolvers of MarkdownRemark's fields `body` and `sections`, for a project at `root`. */
  const resolversFor = (root: string): { body: Resolve; sections: Resolve } => {
    let fields: Record<string, { resolve: Resolve }> = {};
    const api = createResolvers as (args: CreateResolversArgs) => void;
    api({
      createResolvers: (config: { MarkdownRemark: typeof fields }) => {
        fields = config.MarkdownRemark;
      },
      store: { getState: () => ({ program: { directory: root } }) },
    } as unknown as CreateResolversArgs);
    const resolverOf = (name: string): Resolve => {
      const field = fields[name];
      if (!field) throw new Error(`createResolvers gave MarkdownRemark no field ${name}`);
      return field.resolve;
    };
    return { body: resolverOf("body"), sections: resolverOf("sections") };
  };

  /** gatsby-transformer-remark's own resolvers, as the schema holds them, answering `html`. */
  const remark = (html: string, headings: unknown[]) => {
    const calls: string[] = [];
    const resolve = (name: string) => async () => {
      calls.push(name);
      return name === "html" ? html : headings;
    };
    const info = {
      schema: {
        getType: () => ({
          getFields: () => ({
            html: { resolve: resolve("html") },
            headings: { resolve: resolve("headings") },
          }),
        }),
      },
    };
    const context = {
      nodeModel: {
        findOne: async ({ type }: { type: string }) =>
          type === "Company" ? data.site : data.terms,
      },
    };
    return { calls, info, context };
  };

  it("fills the placeholders of the text's HTML and headings from data/", async () => {
    const { body, sections } = resolversFor(projectRoot);
    const { calls, info, context } = remark("<p>{{legalName}}</p>", [
      { id: "a", value: "§ 1 {{brand}}" },
    ]);
    const source = { fileAbsolutePath: path.join(projectData, "legal/agb.md") };
    await expect(body(source, {}, context, info)).resolves.toBe(`<p>${data.site.legalName}</p>`);
    await expect(sections(source, {}, context, info)).resolves.toEqual([
      { id: "a", title: `§ 1 ${data.site.brand}` },
    ]);
    expect(calls).toEqual(["html", "headings"]);
  });

  it("never lets remark parse a text beyond the check's limits: no body, no sections", async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "passform-resolvers-"));
    cpSync(projectData, path.join(root, "data"), { recursive: true });
    const file = path.join(root, "data/legal/lang.md");
    const agb = readFileSync(path.join(root, "data/legal/agb.md"), "utf8");
    writeFileSync(file, `${agb.slice(0, agb.indexOf("\n---", 4) + 5)}\n${"*a ".repeat(600)}\n`);
    const { body, sections } = resolversFor(root);
    const { calls, info, context } = remark("<p>never</p>", []);
    await expect(body({ fileAbsolutePath: file }, {}, context, info)).resolves.toBe("");
    await expect(sections({ fileAbsolutePath: file }, {}, context, info)).resolves.toEqual([]);
    expect(calls).toEqual([]);
    rmSync(root, { recursive: true });
  });
});
