/** Unit tests run in jsdom against components and node modules; build tests read public/. */
const shared = {
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/__tests__/support/jest-preprocess.js" },
  moduleFileExtensions: ["ts", "tsx", "js", "jsx", "json"],
  testPathIgnorePatterns: ["node_modules", "\\.cache", "<rootDir>/public"],
  // "gatsby" as the preview pane has it: the site's components take only graphql and Link.
  moduleNameMapper: {
    "^gatsby$": "<rootDir>/plugins/gatsby-plugin-decap-admin/preview/gatsby-in-preview.tsx",
  },
  // ES modules that the transform turns into CommonJS: Netlify's header engine with its parser
  // (__tests__/site/hosting.test.ts).
  transformIgnorePatterns: [
    "node_modules/(?!(@netlify/headers|@netlify/headers-parser|escape-string-regexp)/)",
  ],
};

module.exports = {
  // One worker per core, not Jest's default of one less: the build tests spend most of their time
  // in builds of their own, which wait on the disk and on single-threaded phases of Gatsby, so
  // two at once on two cores finish in about 60 % of the time one after the other (BENCHMARKS.md).
  maxWorkers: "100%",
  // `npm run coverage` measures the unit tests' coverage with V8's own counters, which need no
  // instrumented copy of the code, and prints a summary; no threshold fails a run. Not part of
  // `npm test`: it doubles the unit stage's time.
  coverageProvider: "v8",
  coverageReporters: ["text-summary"],
  // Every file of the site, the plugins and the tools, so that code no test loads counts too.
  collectCoverageFrom: [
    "{src,plugins,tools,gatsby-node}/**/*.{ts,tsx,js}",
    "gatsby-*.{ts,tsx}",
    "!**/__tests__/**",
    "!**/*.d.ts",
  ],
  projects: [
    {
      ...shared,
      displayName: "unit",
      testEnvironment: "jsdom",
      // A local plugin's tests sit beside it (plugins/<name>/__tests__), as Gatsby's own plugins
      // keep them, and a tool's beside the tool (tools/__tests__, tools/<name>/__tests__); the
      // house's own rules (exports, doors, docs, CI, owners, updates) in __tests__/house/.
      testMatch: [
        "<rootDir>/__tests__/*.test.{ts,tsx}",
        "<rootDir>/__tests__/house/*.test.ts",
        "<rootDir>/plugins/*/__tests__/*.test.{ts,tsx}",
        "<rootDir>/tools/__tests__/*.test.ts",
        "<rootDir>/tools/*/__tests__/*.test.{ts,tsx}",
      ],
      globals: { __PATH_PREFIX__: "" },
      setupFiles: ["<rootDir>/__tests__/support/loadershim.js"],
      setupFilesAfterEnv: ["<rootDir>/__tests__/support/setup-tests.ts"],
    },
    // After `npm run build`: the tests of that one built site, which read what they expect from
    // data/ (also run on other built copies, __tests__/support/project-copy.ts) ...
    {
      ...shared,
      displayName: "site",
      testEnvironment: "node",
      testMatch: ["<rootDir>/__tests__/site/*.test.ts"],
    },
    // ... and the tests that make builds of their own from a copy of the project, or compare the
    // build with the project's Git history: they test how the code handles edits, so content
    // alone cannot break them, and `npm run test:content` leaves them out.
    {
      ...shared,
      displayName: "builds",
      testEnvironment: "node",
      testMatch: ["<rootDir>/__tests__/builds/*.test.ts"],
    },
  ],
};
