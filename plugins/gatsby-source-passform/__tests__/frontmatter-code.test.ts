/** @jest-environment node */
/**
 * A legal text whose frontmatter is JavaScript runs nowhere in Node: not in the check (build,
 * CI, npm start, npm test all run it), nor in gatsby-transformer-remark as gatsby-config.ts sets
 * it up, whatever the first line and however the payload is built to look valid. Each payload
 * sets a sentinel on the global object when it runs; gray-matter with its defaults, which the
 * check once used to cut the file, proves that it does.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import config from "../../../gatsby-config";
import { loadContent } from "../disk/content-source";
import { readLegalFile } from "../content/read/legal-file";
import { splitFrontmatter } from "../content/read/legal-file/split";
import { formatProblem } from "../content/model/problems";
import { copyDataForEachTest, root } from "./support/data-copy";
import { projectData } from "./support/project";

copyDataForEachTest();

const SENTINEL = "__passformFrontmatterRan";
const global = globalThis as typeof globalThis & { [SENTINEL]?: number };
const JS = `globalThis.${SENTINEL} = (globalThis.${SENTINEL} || 0) + 1`;

const agb = readFileSync(path.join(projectData, "legal/agb.md"), "utf8");
const agbSplit = splitFrontmatter(agb);
const agbBody = agbSplit.ok ? agbSplit.body : "";

/** Legal texts whose frontmatter gray-matter would run as JavaScript, one per way in. */
const payloads: Array<[name: string, text: string]> = [
  ["a lone CR between --- and js", `---\rjs\n(${JS}, {})\n---\n\n${agbBody}`],
  ["a lone CR between --- and javascript", `---\rjavascript\n(${JS}, {})\n---\n\n${agbBody}`],
  ["--- js", `--- js\n(${JS}, {})\n---\n\n${agbBody}`],
  ["---js", `---js\n(${JS}, {})\n---\n\n${agbBody}`],
  ["---javascript", `---javascript\n(${JS}, {})\n---\n\n${agbBody}`],
  [
    "a payload built to pass a check that split lines at a lone CR",
    `---\rjs\n(${JS} /*\r---\n[x]: /agb (*/)\n---\n${agbBody}`,
  ],
];

// The copy of gray-matter gatsby-transformer-remark loads, called as the check once called it.
const requireFromTransformer = createRequire(require.resolve("gatsby-transformer-remark"));
const grayMatter = requireFromTransformer("gray-matter") as (
  text: string,
  options?: Record<string, unknown>,
) => unknown;

type Joi = { extend: (extension: (joi: { array: () => unknown }) => object) => unknown };
type Validate = (schema: unknown, options: object) => Promise<{ value: Record<string, unknown> }>;
const { Joi, validateOptionsSchema } = requireFromTransformer("gatsby-plugin-utils") as {
  Joi: Joi;
  validateOptionsSchema: Validate;
};
const { pluginOptionsSchema } = requireFromTransformer("./gatsby-node") as {
  pluginOptionsSchema: (api: { Joi: unknown }) => unknown;
};

/**
 * The options Gatsby hands the transformer: gatsby-config.ts's, through the transformer's own
 * schema (with Gatsby's list type for its remark plugins, which this schema does not look into).
 */
const transformerOptions = async (): Promise<Record<string, unknown>> => {
  const entry = config.plugins?.find(
    (plugin) => typeof plugin === "object" && plugin.resolve === "gatsby-transformer-remark",
  );
  const options = typeof entry === "object" ? (entry.options ?? {}) : {};
  const withSubPlugins = Joi.extend((joi) => ({ type: "subPlugins", base: joi.array() }));
  return (await validateOptionsSchema(pluginOptionsSchema({ Joi: withSubPlugins }), options)).value;
};

beforeEach(() => {
  Reflect.deleteProperty(global, SENTINEL);
});

it.each(payloads)("runs with gray-matter's defaults (the sentinel works): %s", (_name, payload) => {
  grayMatter(payload, { engines: { yaml: () => ({}) } });
  expect(global[SENTINEL]).toBe(1);
});

it.each(payloads)(
  "runs not in the build's transformer, which reads no fields: %s",
  async (_name, payload) => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(grayMatter(payload, await transformerOptions())).toMatchObject({ data: {} });
    expect(global[SENTINEL]).toBeUndefined();
    warn.mockRestore();
  },
);

it.each(payloads)("runs nowhere in the check, which stops at line 1: %s", (_name, payload) => {
  expect(splitFrontmatter(payload)).toMatchObject({ ok: false, line: 1 });
  const read = readLegalFile("data/legal/agb.md", new TextEncoder().encode(payload));
  expect(read.problems).toEqual([expect.objectContaining({ line: 1 })]);
  expect(read.frontmatter).toBeUndefined();

  writeFileSync(path.join(root, "data/legal/agb.md"), payload);
  const problems = loadContent(path.join(root, "data")).problems.map(formatProblem);
  expect(problems).toEqual(
    expect.arrayContaining([expect.stringMatching(/^data\/legal\/agb\.md:1 › /)]),
  );
  expect(global[SENTINEL]).toBeUndefined();
});

it("reads no JavaScript type from the frontmatter's YAML either", () => {
  const tagged = agb.replace(/^title: .*$/m, `title: !!js/function "function () { ${JS}; }"`);
  const read = readLegalFile("data/legal/agb.md", new TextEncoder().encode(tagged));
  expect(read.problems.map(formatProblem)).toEqual([
    expect.stringMatching(
      /^data\/legal\/agb\.md:2 › Frontmatter › Schreibweise: kein gültiges YAML: ein Wert ist mit !! als YAML-Typ markiert/,
    ),
  ]);
  expect(read.frontmatter).toBeUndefined();
  expect(global[SENTINEL]).toBeUndefined();
});
