const { createHash } = require("node:crypto");
const { readFileSync } = require("node:fs");
const esbuild = require("esbuild");

/**
 * Jest's transform: esbuild turns TypeScript, JSX (emotion's runtime, as tsconfig.json says) and
 * ES modules into CommonJS, some thirty times faster than Babel. Babel stays for the tests that
 * replace a module (jest.mock, jest.spyOn): babel-jest lifts jest.mock above the imports, and its
 * interop hands the test the module's own exports, which a spy then replaces.
 */
const babel = require("babel-jest").default.createTransformer({
  presets: [
    ["babel-preset-gatsby", { reactRuntime: "automatic", reactImportSource: "@emotion/react" }],
    "@babel/preset-typescript",
  ],
});

const REPLACES_A_MODULE = /\bjest\.(mock|doMock|spyOn)\(/;

/**
 * esbuild's exports are getters that cannot be redefined; these make them configurable, so that
 * jest.spyOn can replace one (hostile-content.test.ts fails if esbuild changes its helpers).
 */
const configurableExports = (code) =>
  code
    .replace(
      "{ get: all[name], enumerable: true }",
      "{ get: all[name], enumerable: true, configurable: true }",
    )
    .replace(
      "{ get: () => from[key], enumerable:",
      "{ get: () => from[key], configurable: true, enumerable:",
    );

const loaderOf = (filename) => /\.([jt]sx?)$/.exec(filename)?.[1].replace(/^js$/, "jsx") ?? "js";

const ownSource = readFileSync(__filename);

module.exports = {
  process(source, filename, options) {
    if (REPLACES_A_MODULE.test(source)) return babel.process(source, filename, options);
    const { code, map } = esbuild.transformSync(source, {
      loader: loaderOf(filename),
      format: "cjs",
      target: `node${process.versions.node.split(".")[0]}`,
      jsx: "automatic",
      jsxImportSource: "@emotion/react",
      // import() as require(), which Jest runs without --experimental-vm-modules
      supported: { "dynamic-import": false },
      sourcemap: "external",
      sourcefile: filename,
      sourcesContent: false,
    });
    return { code: configurableExports(code), map };
  },
  getCacheKey(source, filename, options) {
    if (REPLACES_A_MODULE.test(source)) return babel.getCacheKey(source, filename, options);
    return createHash("sha1")
      .update(ownSource)
      .update(esbuild.version)
      .update(filename)
      .update(source)
      .update(options.configString)
      .digest("hex");
  },
};
