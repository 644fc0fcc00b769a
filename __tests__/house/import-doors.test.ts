/**
 * @jest-environment node
 */
import { spawnSync } from "node:child_process";
import path from "node:path";

/**
 * The content plugin is entered through its doors only (eslint.config.mjs): index.ts for the
 * words and types the view shares with the model, check.ts for the model and its check, node.ts
 * for reading data/ from disk; and the plugin never imports the
 * site's src/. These tests lint small files placed where the project's own files stand and show
 * that the rule refuses what it should and lets the doors through.
 */

const root = path.resolve(__dirname, "../..");
const eslint = path.join(root, "node_modules/.bin/eslint");

/** The messages of no-restricted-imports for `source` linted as if it were the file `filePath`. */
const importProblems = (filePath: string, source: string): string[] => {
  const run = spawnSync(eslint, ["--format", "json", "--stdin", "--stdin-filename", filePath], {
    cwd: root,
    input: source,
    encoding: "utf8",
  });
  expect(run.stderr).toBe("");
  const [result] = JSON.parse(run.stdout) as [
    { messages: { ruleId: string | null; message: string }[] },
  ];
  return result.messages
    .filter((message) =>
      /^(@typescript-eslint\/)?no-restricted-imports$/.test(message.ruleId ?? ""),
    )
    .map((message) => message.message);
};

const use = (imports: string): string => `${imports}\nexport const used = [value];\n`;

describe("the content plugin's doors", () => {
  test("a tool reaching into the plugin's files is refused, also for types only", () => {
    const deep = importProblems(
      "tools/example.ts",
      use(
        'import { pricingSchema as value } from "../../plugins/gatsby-source-passform/content/model";',
      ),
    );
    expect(deep).toEqual([expect.stringContaining("through its doors")]);

    const typeOnly = importProblems(
      "src/ssr/example.ts",
      'import type { Content } from "../../plugins/gatsby-source-passform/content/check/content-check";\nexport type Used = Content;\n',
    );
    expect(typeOnly).toHaveLength(1);
  });

  test("the admin plugin reaching past the node door into the files behind it is refused", () => {
    const problems = importProblems(
      "plugins/gatsby-plugin-decap-admin/gatsby-node/example.ts",
      use(
        'import { siteDirectory as value } from "../../gatsby-source-passform/node/site-directory";',
      ),
    );
    expect(problems).toHaveLength(1);
  });

  test("the three doors are open", () => {
    expect(
      importProblems(
        "tools/example.ts",
        use(
          'import { sampleGaps } from "../../plugins/gatsby-source-passform";\nimport { pricingSchema } from "../../plugins/gatsby-source-passform/check";\nimport { loadContent } from "../../plugins/gatsby-source-passform/node";\nconst value = [sampleGaps, pricingSchema, loadContent];',
        ),
      ),
    ).toEqual([]);
  });

  test("a door's name only opens the door itself, not a file beside or below it", () => {
    for (const deep of ["check/../content/model", "checks", "node/content-source"]) {
      expect(
        importProblems(
          "tools/example.ts",
          use(`import { value } from "../plugins/gatsby-source-passform/${deep}";`),
        ),
      ).toEqual([expect.stringContaining("through its doors")]);
    }
  });

  test("inside the plugin its own files are free to import each other, but not the site's src/", () => {
    expect(
      importProblems(
        "plugins/gatsby-source-passform/content/example.ts",
        use('import { dataFiles as value } from "./model/data-files";'),
      ),
    ).toEqual([]);
    expect(
      importProblems(
        "plugins/gatsby-source-passform/content/example.ts",
        use('import { theme as value } from "../../../src/theme/theme";'),
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
  test("a tool, test or spec reaching into the plugin's files is refused, also for types only", () => {
    const deep = importProblems(
      "tools/example.ts",
      use(
        'import { cmsCollections as value } from "../../plugins/gatsby-plugin-decap-admin/config/cms-config";',
      ),
    );
    expect(deep).toEqual([expect.stringContaining("editors' plugin through its doors")]);

    const typeOnly = importProblems(
      "e2e/example.spec.ts",
      'import type { CmsField } from "../../plugins/gatsby-plugin-decap-admin/config/cms-types";\nexport type Used = CmsField;\n',
    );
    expect(typeOnly).toHaveLength(1);
  });

  test("the three doors are open, next to the content plugin's", () => {
    expect(
      importProblems(
        "tools/example.ts",
        use(
          'import { cmsCollections } from "../../plugins/gatsby-plugin-decap-admin";\nimport { indexPageData } from "../../plugins/gatsby-plugin-decap-admin/preview";\nimport { formTexts } from "../../plugins/gatsby-plugin-decap-admin/texts";\nimport { GAP } from "../../plugins/gatsby-source-passform";\nconst value = [cmsCollections, indexPageData, formTexts, GAP];',
        ),
      ),
    ).toEqual([]);
  });

  test("inside the plugin its own files import each other", () => {
    expect(
      importProblems(
        "plugins/gatsby-plugin-decap-admin/gatsby-node/example.ts",
        use('import { cmsCollections as value } from "../config/cms-config";'),
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

  test.each(upward)("%s importing from a folder after it is refused", (file, source) => {
    expect(importProblems(`plugins/gatsby-plugin-decap-admin/${file}`, use(source))).toEqual([
      expect.stringContaining("editors' plugin is layered"),
    ]);
  });

  test("a type import counts, and the folders before a layer are open to it", () => {
    const file = "plugins/gatsby-plugin-decap-admin/config/example.ts";
    const typeOnly =
      'import type { Preview } from "../preview/render-preview";\nexport type Used = Preview;\n';
    expect(importProblems(file, typeOnly)).toEqual([expect.stringContaining("is layered")]);
    expect(
      importProblems(
        "plugins/gatsby-plugin-decap-admin/browser/example.ts",
        use(
          'import { cmsCollections } from "../config/cms-config";\nimport { jsonFormat } from "../formats/json-format";\nimport { renderPreview } from "../preview/render-preview";\nimport { GAP } from "../../gatsby-source-passform";\nconst value = [cmsCollections, jsonFormat, renderPreview, GAP];',
        ),
      ),
    ).toEqual([]);
  });
});
