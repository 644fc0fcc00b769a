import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import passform from "./tools/lint/function-length.js";

/**
 * The editors' plugin's layers, the lowest first: each folder imports only from the folders
 * before it (and from the content plugin's doors and its own files).
 */
const editorLayers = ["config", "formats", "preview", "browser", "gatsby-node"];

/** Packages that only type the code: schema-dts types the JSON-LD the build writes. */
const typesOnly = [
  {
    name: "schema-dts",
    allowTypeImports: true,
    message: "schema-dts only types the structured data: import type { … } from it.",
  },
];

const notSrc = {
  regex: "^(\\.\\./)+src/",
  message:
    "The content plugin does not import the site's src/: move the word into the plugin and let src/ import it from the plugin's index.",
};

/**
 * The content plugin's layers: a name, its files, and the folders above it, which it does not
 * import from (its doors, disk/ and gatsby-node/ stand above all of content/).
 */
const aboveContent = ["check", "index", "disk", "gatsby-node"];
const contentLayers = [
  ["content/words/", ["content/words/**"], ["model", "read", "derive", ...aboveContent]],
  ["content/model/", ["content/model/**", "content/model.ts"], ["read", "derive", ...aboveContent]],
  ["content/read/", ["content/read/**"], ["derive", ...aboveContent]],
  ["content/derive/", ["content/derive/**"], ["read", ...aboveContent]],
  ["content/check/", ["content/check/**"], aboveContent],
  [
    "index.ts, check.ts, disk.ts and disk/",
    ["index.ts", "check.ts", "disk.ts", "disk/**"],
    ["gatsby-node"],
  ],
];

export default tseslint.config(
  {
    ignores: [
      "public/",
      ".cache/",
      "node_modules/",
      "src/gatsby-types.d.ts",
      "screenshots/",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    rules: {
      // Destructuring to drop props is how the Link mock and the JSON loader omit fields.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { react: { version: "19.3" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      // Emotion's prop, and the attribute that names Netlify Forms' honeypot (demo-form.tsx).
      "react/no-unknown-property": ["error", { ignore: ["css", "netlify-honeypot"] }],
      "react/prop-types": "off",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/no-restricted-imports": ["error", { paths: typesOnly }],
    },
  },
  {
    // The content plugin's doors, by weight: index.ts (the words and types the view shares with
    // the model), check.ts (the model and its check; safe in the browser) and disk.ts (reading
    // data/ from disk). Its other files are its own business.
    ignores: ["plugins/gatsby-source-passform/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "gatsby-source-passform/(?!(disk|check)$)",
              message:
                "Import the content plugin through its doors: plugins/gatsby-source-passform (index.ts: words and types), plugins/gatsby-source-passform/check (the model and its check) or plugins/gatsby-source-passform/disk (reading data/). Export what you need from there.",
            },
          ],
        },
      ],
    },
  },
  {
    // The editors' plugin's doors: index.ts (the forms, their headers and formats), preview.ts
    // (the preview pane's page data) and texts.ts (the forms' words, for the guide's pictures and
    // tests). A rule of its own, because a later block's options for the
    // same rule would replace the content plugin's doors above instead of adding to them.
    ignores: ["plugins/gatsby-plugin-decap-admin/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "gatsby-plugin-decap-admin/(?!(preview|texts)$)",
              message:
                "Import the editors' plugin through its doors: plugins/gatsby-plugin-decap-admin (index.ts), plugins/gatsby-plugin-decap-admin/preview or plugins/gatsby-plugin-decap-admin/texts. Export what you need from there.",
            },
          ],
          paths: typesOnly,
        },
      ],
    },
  },
  // The editors' plugin in layers, type imports included. Each block repeats typesOnly: it
  // replaces the options of the rule that the TypeScript block above gives these files.
  ...editorLayers.slice(0, -1).map((layer, index) => ({
    files: [`plugins/gatsby-plugin-decap-admin/${layer}/**`],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: `^(\\.\\./)+(${editorLayers.slice(index + 1).join("|")})(/|$)`,
              message: `The editors' plugin is layered ${editorLayers.join(" ← ")}: ${layer}/ imports only from the folders before it. Move what both need into the lower folder.`,
            },
          ],
          paths: typesOnly,
        },
      ],
    },
  })),
  {
    // The content model does not depend on the view: the view imports the model's words.
    files: ["plugins/gatsby-source-passform/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [notSrc] }] },
  },
  // The content plugin's layers, each importing only from those below it (type imports too):
  // words ← model ← read, derive ← check ← doors ← gatsby-node. The blocks come after the one
  // above and repeat its pattern, because a later block's options replace an earlier one's.
  ...contentLayers.map(([layer, folders, above]) => ({
    files: folders.map((folder) => `plugins/gatsby-source-passform/${folder}`),
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            notSrc,
            {
              regex: `^(\\.\\.?/)+(${above.join("|")})(/|$)`,
              message: `${layer}: the content plugin's layers import only from those below them (words ← model ← read, derive ← check ← index.ts, check.ts, disk.ts and disk/ ← gatsby-node/), so not from ${above.join(", ")}.`,
            },
          ],
        },
      ],
    },
  })),
  {
    files: ["**/*.js", "**/*.mjs", "**/*.cjs"],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // No file over 400 lines and no function over 60 (first line to last, comments included),
    // tests too; a describe(...) callback only groups tests and is exempt
    // (tools/lint/function-length.js). src/gatsby-types.d.ts is generated and ignored above.
    files: ["**/*.{ts,tsx,js,mjs,cjs}"],
    plugins: { passform },
    rules: {
      "max-lines": ["error", { max: 400, skipBlankLines: false, skipComments: false }],
      "passform/function-length": ["error", { max: 60 }],
    },
  },
  {
    // SVG drawings: a component is one long list of paths.
    files: ["src/illustrations/**"],
    rules: { "max-lines": "off", "passform/function-length": "off" },
  },
  {
    // Playwright fixtures receive a callback named `use`; it is not React's hook.
    files: ["e2e/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
);
