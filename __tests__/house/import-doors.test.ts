/**
 * @jest-environment node
 */
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";

/**
 * The content plugin is entered through its doors only (eslint.config.mjs): index.ts for the
 * words and types the view shares with the model, check.ts for the model and its check, disk.ts
 * for reading data/ from disk; inside, its folders import only from the layers below them; and
 * the plugin never imports the site's src/. These tests lint small files placed where the project's own files stand and show
 * that the rule refuses what it should and lets the doors through.
 */

const root = path.resolve(__dirname, "../..");

/**
 * ESLint's API in one process of its own (its config is an ES module), started once for every
 * case of this file: a line of cases in, a line with each case's messages out.
 */
const LINT = `
const { ESLint } = require("eslint");
const eslint = new ESLint();
let queue = Promise.resolve();
require("node:readline").createInterface({ input: process.stdin }).on("line", (line) => {
  const lint = ([filePath, source]) => eslint.lintText(source, { filePath });
  queue = queue
    .then(() => Promise.all(JSON.parse(line).map(lint)))
    .then((results) => process.stdout.write(JSON.stringify(results.map(([r]) => r.messages)) + "\\n"));
});
`;

let eslint: ChildProcessWithoutNullStreams;
let answers: AsyncIterator<string>;
let errors = "";
beforeAll(() => {
  eslint = spawn(process.execPath, ["-e", LINT], { cwd: root });
  eslint.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  answers = createInterface({ input: eslint.stdout })[Symbol.asyncIterator]();
});
afterAll(() => eslint.stdin.end());

/** The messages of no-restricted-imports for each source linted as if it were its file. */
const importProblemsOf = async (cases: ReadonlyArray<[filePath: string, source: string]>) => {
  eslint.stdin.write(`${JSON.stringify(cases)}\n`);
  const answer = await answers.next();
  expect(errors).toBe("");
  const results = JSON.parse(answer.value as string) as {
    ruleId: string | null;
    message: string;
  }[][];
  return results.map((messages) =>
    messages
      .filter((message) =>
        /^(@typescript-eslint\/)?no-restricted-imports$/.test(message.ruleId ?? ""),
      )
      .map((message) => message.message),
  );
};

/** The messages of no-restricted-imports for `source` linted as if it were the file `filePath`. */
const importProblems = async (filePath: string, source: string): Promise<string[]> =>
  (await importProblemsOf([[filePath, source]]))[0] ?? [];

const using = (imports: string): string => `${imports}\nexport const used = [value];\n`;

describe("the content plugin's doors", () => {
  test("a tool reaching into the plugin's files is refused, also for types only", async () => {
    const deep = await importProblems(
      "tools/example.ts",
      using(
        'import { pricingSchema as value } from "../../plugins/gatsby-source-passform/content/model";',
      ),
    );
    expect(deep).toEqual([expect.stringContaining("through its doors")]);

    const typeOnly = await importProblems(
      "src/ssr/example.ts",
      'import type { Content } from "../../plugins/gatsby-source-passform/content/check/content-check";\nexport type Used = Content;\n',
    );
    expect(typeOnly).toHaveLength(1);
  });

  test("the admin plugin reaching past the disk door into the files behind it is refused", async () => {
    const problems = await importProblems(
      "plugins/gatsby-plugin-decap-admin/gatsby-node/example.ts",
      using(
        'import { siteDirectory as value } from "../../gatsby-source-passform/disk/site-directory";',
      ),
    );
    expect(problems).toHaveLength(1);
  });

  test("the three doors are open", async () => {
    expect(
      await importProblems(
        "tools/example.ts",
        using(
          'import { sampleGaps } from "../../plugins/gatsby-source-passform";\nimport { pricingSchema } from "../../plugins/gatsby-source-passform/check";\nimport { loadContent } from "../../plugins/gatsby-source-passform/disk";\nconst value = [sampleGaps, pricingSchema, loadContent];',
        ),
      ),
    ).toEqual([]);
  });

  test("a door's name only opens the door itself, not a file beside or below it", async () => {
    const deep = ["check/../content/model", "checks", "disk/content-source"].map(
      (name): [string, string] => [
        "tools/example.ts",
        using(`import { value } from "../plugins/gatsby-source-passform/${name}";`),
      ],
    );
    expect(await importProblemsOf(deep)).toEqual(
      deep.map(() => [expect.stringContaining("through its doors")]),
    );
  });

  test("inside the plugin a file imports the plugin's files, but not the site's src/", async () => {
    expect(
      await importProblems(
        "plugins/gatsby-source-passform/content/example.ts",
        using('import { dataFiles as value } from "./model/data-files";'),
      ),
    ).toEqual([]);
    expect(
      await importProblems(
        "plugins/gatsby-source-passform/content/example.ts",
        using('import { theme as value } from "../../../src/theme/theme";'),
      ),
    ).toEqual([expect.stringContaining("does not import the site's src/")]);
  });
});

/**
 * Inside the content plugin each folder is a layer that imports only from those below it:
 * words ← model ← read, derive ← check ← the doors and disk/ ← gatsby-node/. Each case shows a
 * layer refusing an import from above it (a type import counts) and taking one from below.
 */
describe("the content plugin's layers", () => {
  const plugin = "plugins/gatsby-source-passform";
  const source = (line: string) =>
    line.startsWith("import type") ? `${line}\nexport type Used = value;\n` : using(line);
  /** A folder, an import from a layer above it, and one from below. */
  const layers: [folder: string, upward: string, downward: string][] = [
    [
      "content/words",
      'import { block as value } from "../model/fields";',
      'import { GAP as value } from "./gaps";',
    ],
    [
      "content/model",
      'import type { Content as value } from "../check/content-check";',
      'import { GAP as value } from "../words/gaps";',
    ],
    [
      "content/read",
      'import { legalTexts as value } from "../derive/legal-versions";',
      'import { pricingSchema as value } from "../model/pricing";',
    ],
    [
      "content/read/legal-file",
      'import type { TextBlock as value } from "../../derive/text-blocks";',
      'import { frontmatterProblem as value } from "../../model/problems";',
    ],
    [
      "content/derive",
      'import { validateJsonFile as value } from "../read/json-file";',
      'import { pricingSchema as value } from "../model/pricing";',
    ],
    [
      "content/check",
      'import { loadContent as value } from "../../disk/content-source";',
      'import { validateJsonFile as value } from "../read/json-file";',
    ],
    [
      "content/check",
      'import { checkContent as value } from "../../check";',
      'import { legalTexts as value } from "../derive/legal-versions";',
    ],
    [
      "disk",
      'import { onCreateNode as value } from "../gatsby-node/on-create-node";',
      'import { checkContent as value } from "../content/check/content-check";',
    ],
  ];
  let found: string[][] = [];
  beforeAll(async () => {
    found = await importProblemsOf(
      layers.flatMap(([folder, upward, downward]): [string, string][] => [
        [`${plugin}/${folder}/example.ts`, source(upward)],
        [`${plugin}/${folder}/example.ts`, source(downward)],
      ]),
    );
  });

  test.each(layers.map((layer, index) => [...layer, index] as const))(
    "%s refuses %s, and takes one from below",
    (_folder, _upward, _downward, index) => {
      expect(found[2 * index]).toEqual([
        expect.stringContaining("the content plugin's layers import only from those below them"),
      ]);
      expect(found[2 * index + 1]).toEqual([]);
    },
  );

  test("a door refuses gatsby-node/, and a layer still refuses the site's src/", async () => {
    expect(
      await importProblems(
        `${plugin}/check.ts`,
        using('import { sourceNodes as value } from "./gatsby-node/source-nodes";'),
      ),
    ).toEqual([expect.stringContaining("so not from gatsby-node")]);
    expect(
      await importProblems(
        `${plugin}/content/words/example.ts`,
        using('import { theme as value } from "../../../../src/theme/theme";'),
      ),
    ).toEqual([expect.stringContaining("does not import the site's src/")]);
  });
});

/**
 * The editors' plugin has doors of its own: index.ts for its forms, their headers and formats,
 * preview.ts for the preview pane's page data, texts.ts for the forms' words. Gatsby loads its
 * gatsby-node.ts by itself.
 */
describe("the editors' plugin's doors", () => {
  test("a tool, test or spec reaching into the plugin's files is refused, also for types only", async () => {
    const deep = await importProblems(
      "tools/example.ts",
      using(
        'import { cmsCollections as value } from "../../plugins/gatsby-plugin-decap-admin/config/cms-config";',
      ),
    );
    expect(deep).toEqual([expect.stringContaining("editors' plugin through its doors")]);

    const typeOnly = await importProblems(
      "e2e/example.spec.ts",
      'import type { CmsField } from "../../plugins/gatsby-plugin-decap-admin/config/cms-types";\nexport type Used = CmsField;\n',
    );
    expect(typeOnly).toHaveLength(1);
  });

  test("the three doors are open, next to the content plugin's", async () => {
    expect(
      await importProblems(
        "tools/example.ts",
        using(
          'import { cmsCollections } from "../../plugins/gatsby-plugin-decap-admin";\nimport { indexPageData } from "../../plugins/gatsby-plugin-decap-admin/preview";\nimport { formTexts } from "../../plugins/gatsby-plugin-decap-admin/texts";\nimport { GAP } from "../../plugins/gatsby-source-passform";\nconst value = [cmsCollections, indexPageData, formTexts, GAP];',
        ),
      ),
    ).toEqual([]);
  });

  test("inside the plugin its own files import each other", async () => {
    expect(
      await importProblems(
        "plugins/gatsby-plugin-decap-admin/gatsby-node/example.ts",
        using('import { cmsCollections as value } from "../config/cms-config";'),
      ),
    ).toEqual([]);
  });
});

/**
 * Inside, the editors' plugin is layered config ← formats ← preview ← browser ← gatsby-node:
 * each folder imports only from the folders before it, type imports included.
 */
describe("the editors' plugin's layers", () => {
  const upward: Array<[file: string, source: string]> = [
    ["config/example.ts", 'import { jsonFormat as value } from "../formats/json-format";'],
    ["formats/example.ts", 'import { renderPreview as value } from "../preview/render-preview";'],
    ["preview/example.ts", 'import { keepPlace as value } from "../browser/pane-place";'],
    [
      "browser/decap-fixes/example.ts",
      'import { adminFiles as value } from "../../gatsby-node/admin-files";',
    ],
  ];

  test.each(upward)("%s importing from a folder after it is refused", async (file, source) => {
    expect(
      await importProblems(`plugins/gatsby-plugin-decap-admin/${file}`, using(source)),
    ).toEqual([expect.stringContaining("editors' plugin is layered")]);
  });

  test("a type import counts, and the folders before a layer are open to it", async () => {
    const file = "plugins/gatsby-plugin-decap-admin/config/example.ts";
    const typeOnly =
      'import type { Preview } from "../preview/render-preview";\nexport type Used = Preview;\n';
    expect(await importProblems(file, typeOnly)).toEqual([expect.stringContaining("is layered")]);
    expect(
      await importProblems(
        "plugins/gatsby-plugin-decap-admin/browser/example.ts",
        using(
          'import { cmsCollections } from "../config/cms-config";\nimport { jsonFormat } from "../formats/json-format";\nimport { renderPreview } from "../preview/render-preview";\nimport { GAP } from "../../gatsby-source-passform";\nconst value = [cmsCollections, jsonFormat, renderPreview, GAP];',
        ),
      ),
    ).toEqual([]);
  });
});
