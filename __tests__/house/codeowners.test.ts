/**
 * @jest-environment node
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { legalFacts } from "../../plugins/gatsby-source-passform/check";
import { loadContent } from "../../plugins/gatsby-source-passform/disk";
import { kindOf } from "../../tools/ci/path-kinds";
import { importClosure, projectRoot, trackedFiles } from "../support/import-closure";

/**
 * .github/CODEOWNERS makes a second person answer for what the legal texts say. The AGB and the
 * Datenschutzerklärung take values from other files through their placeholders ({{terms.…}} from
 * data/terms.json, {{legalName}} … from data/site.json), so those files need the legal owner as
 * much as data/legal/ does: the list is derived here from the placeholders the texts use today, so
 * a new placeholder from another file fails this test until that file is owned. The code that
 * renders the texts and the Git host's settings (which could remove the rule) need owners too.
 */

const root = projectRoot;
const tracked = trackedFiles();

type Rule = { pattern: string; owners: string[]; line: number };

const rules: Rule[] = readFileSync(path.join(root, ".github/CODEOWNERS"), "utf8")
  .split("\n")
  .map((text, index) => ({ text: text.trim(), line: index + 1 }))
  .filter(({ text }) => text !== "" && !text.startsWith("#"))
  .map(({ text, line }) => {
    const [pattern = "", ...owners] = text.split(/\s+/);
    return { pattern, owners, line };
  });

/** Whether a pattern ("*", "/data/legal/", "/data/site.json") matches a tracked file. */
const matches = (pattern: string, file: string): boolean => {
  if (pattern === "*") return true;
  const anchored = pattern.slice(1);
  return pattern.endsWith("/") ? file.startsWith(anchored) : file === anchored;
};

/** The owners of a file: GitHub applies the last rule that matches. */
const ownersOf = (file: string): string[] =>
  rules.filter((rule) => matches(rule.pattern, file)).pop()?.owners ?? [];

const legalOwners = ownersOf("data/legal/agb.md");
const DEVELOPMENT = "@passform/entwicklung";

/**
 * What decides whether a change is published or may be merged, run by CI, Netlify or the
 * production build (`.ci/run` and the npm scripts by name): their files and what they load.
 */
const JUDGES = [
  ".ci/run",
  "package.json",
  "netlify.toml",
  "tools/ci/lane.js",
  "tools/ci/required-check.js",
  "tools/ci/netlify-ignore.js",
  "tools/pipeline/run.ts",
  "tools/changes/cli.ts",
  "tools/changes/check-versions.ts",
  "tools/changes/customer-notice.ts",
  "tools/legal-day/cli.ts",
];

/**
 * Where the legal texts' versions are decided: which one is in force and until when, what a
 * version's page says about the versions and their changes, what may no longer change once a
 * version is reviewed (the freeze, the production build's gate), the Mitteilung to customers
 * and the build on a version's first day. Followed through the content plugin's derivations,
 * checks and words and through the tools of the changes and the legal day; what they load
 * beyond (the plugin's doors, the content model, styles) belongs to development.
 */
const CONTENT = "plugins/gatsby-source-passform/content/";
const VERSION_LOGIC = [
  `${CONTENT}derive/legal-versions.ts`,
  `${CONTENT}derive/legal-changes.ts`,
  `${CONTENT}check/versions-that-count.ts`,
  `${CONTENT}check/legal-versions.ts`,
  `${CONTENT}model/version-facts.ts`,
  "src/components/legal-versions.tsx",
  "src/components/legal-changes.tsx",
  "gatsby-node/legal-versions-file.ts",
  "tools/changes/check-versions.ts",
  "tools/changes/customer-notice.ts",
  "tools/pipeline/legal-freeze.ts",
  "tools/legal-day/cli.ts",
];
const isVersionLogic = (file: string): boolean =>
  /^(derive|check|words)\//.test(file.startsWith(CONTENT) ? file.slice(CONTENT.length) : "") ||
  /^tools\/(changes|legal-day)\//.test(file);

/** The data files whose values the legal texts name, by the placeholders they use. */
const placeholderSources = (): Map<string, string[]> => {
  const content = loadContent(path.join(root, "data"));
  const { site, terms } = content.data;
  if (!site || !terms) throw new Error("data/site.json or data/terms.json could not be read");
  const sourceOf = new Map<string, string>([
    ...Object.keys(legalFacts(site, {} as typeof terms)).map((key) => [key, "data/site.json"]),
    ...Object.keys(legalFacts({} as typeof site, terms)).map((key) => [key, "data/terms.json"]),
  ] as Array<[string, string]>);
  const sources = new Map<string, string[]>();
  for (const legal of content.legal) {
    for (const token of legal.tokens) {
      const source = sourceOf.get(token.name);
      if (!source) throw new Error(`${legal.file}: {{${token.name}}} comes from no data file`);
      sources.set(source, [...(sources.get(source) ?? []), `${legal.file}: {{${token.name}}}`]);
    }
  }
  return sources;
};

describe(".github/CODEOWNERS", () => {
  it("writes every rule the way this test reads it: a default owner first, then anchored paths", () => {
    const [first, ...others] = rules;
    expect(first).toEqual({ pattern: "*", owners: [DEVELOPMENT], line: first?.line });
    for (const rule of others) {
      expect({ line: rule.line, anchored: rule.pattern.startsWith("/") }).toEqual({
        line: rule.line,
        anchored: true,
      });
      for (const owner of rule.owners) expect(owner).toMatch(/^@[\w-]+(\/[\w-]+)?$/);
    }
    // One rule leaves its files without an owner: the editors' content, which any second
    // person may approve; every other rule names who must.
    expect(rules.filter((rule) => rule.owners.length === 0).map((rule) => rule.pattern)).toEqual([
      "/data/",
    ]);
  });

  it("gives every file an owner but the editors' content in data/", () => {
    const unowned = tracked.filter((file) => ownersOf(file).length === 0);
    expect(unowned.length).toBeGreaterThan(0);
    expect(unowned.filter((file) => kindOf(file) !== "content")).toEqual([]);
    expect(ownersOf("data/schema/pricing.schema.json")).toEqual([DEVELOPMENT]);
  });

  it("gives an owner to everything that decides what is published or checked", () => {
    const deciding = [
      ...importClosure(JUDGES, { names: true }),
      ...tracked.filter((file) => file.startsWith(".github/")),
    ].filter((file) => kindOf(file) !== "content");
    for (const file of [".ci/run", "package.json", "package-lock.json", "tools/ci/lane.js"])
      expect({ file, found: deciding.includes(file) }).toEqual({ file, found: true });
    expect(
      deciding.filter((file) => ownersOf(file).length === 0).map((file) => `${file} (no owner)`),
    ).toEqual([]);
  });

  it("gives the legal owner every file the version logic of the legal texts runs", () => {
    const versionLogic = [
      ...importClosure(VERSION_LOGIC, { through: isVersionLogic, types: false }),
    ].filter((file) => VERSION_LOGIC.includes(file) || isVersionLogic(file));
    // The closure reaches beyond its entry points: the dates, the diff, the customer notice …
    expect(versionLogic.length).toBeGreaterThan(VERSION_LOGIC.length);
    expect(
      versionLogic
        .filter((file) => ownersOf(file).join(" ") !== legalOwners.join(" "))
        .map((file) => `${file}: ${ownersOf(file).join(" ") || "(no owner)"}`),
    ).toEqual([]);
  });

  it("names only paths that exist, so no rule silently covers nothing", () => {
    const dead = rules.filter((rule) => !tracked.some((file) => matches(rule.pattern, file)));
    expect(dead.map((rule) => `${rule.line}: ${rule.pattern}`)).toEqual([]);
  });

  it("gives the legal texts an owner", () => {
    expect(legalOwners.length).toBeGreaterThan(0);
    const legalFiles = tracked.filter((file) => file.startsWith("data/legal/"));
    expect(legalFiles.length).toBeGreaterThan(0);
    for (const file of legalFiles)
      expect({ file, owners: ownersOf(file) }).toEqual({ file, owners: legalOwners });
  });

  it("gives every file whose values fill a placeholder of a legal text the legal owner", () => {
    const sources = placeholderSources();
    // The texts name company facts and contract figures today; the test follows whatever they name.
    expect(sources.size).toBeGreaterThan(0);
    for (const [file, uses] of sources) {
      expect({ file, uses: uses.length, owners: ownersOf(file) }).toEqual({
        file,
        uses: uses.length,
        owners: legalOwners,
      });
    }
  });

  it("gives the code that renders the legal texts the legal owner", () => {
    const template = /"(src\/templates\/[\w-]+\.tsx)"/.exec(
      readFileSync(path.join(root, "gatsby-node/create-pages.ts"), "utf8"),
    )?.[1];
    const remarkPlugins = /"gatsby-transformer-remark",\s*options: \{\s*plugins: \[([^\]]*)\]/.exec(
      readFileSync(path.join(root, "gatsby-config.ts"), "utf8"),
    )?.[1];
    expect({ template, remarkPlugins }).toEqual({
      template: expect.any(String),
      remarkPlugins: expect.stringMatching(/\w/),
    });
    const rendering = [
      template,
      ...(remarkPlugins?.match(/"[\w-]+"/g) ?? []).map(
        (name) => `plugins/${name.slice(1, -1)}/index.js`,
      ),
      "gatsby-node/create-pages.ts",
      "plugins/gatsby-source-passform/content/read/legal-file.ts",
      "plugins/gatsby-source-passform/content/words/tokens.ts",
      "plugins/gatsby-source-passform/content/derive/legal-facts.ts",
      "plugins/gatsby-source-passform/content/derive/fill-tokens.ts",
      "plugins/gatsby-source-passform/content/model/legal.ts",
      "plugins/gatsby-source-passform/gatsby-node/create-resolvers.ts",
      "plugins/gatsby-plugin-decap-admin/preview/legal-html.ts",
    ];
    for (const file of rendering) {
      expect({
        file,
        tracked: tracked.includes(String(file)),
        owners: ownersOf(String(file)),
      }).toEqual({
        file,
        tracked: true,
        owners: legalOwners,
      });
    }
  });

  it("gives every file of the Git host's settings an owner, and itself the legal owner", () => {
    const settings = tracked.filter((file) => file.startsWith(".github/"));
    for (const file of settings)
      expect({ file, owned: ownersOf(file).length > 0 }).toEqual({ file, owned: true });
    expect(ownersOf(".github/CODEOWNERS")).toEqual(legalOwners);
  });
});
