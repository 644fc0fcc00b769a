/**
 * @jest-environment node
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { legalFacts } from "../../plugins/gatsby-source-passform/check";
import { loadContent } from "../../plugins/gatsby-source-passform/node";

/**
 * .github/CODEOWNERS makes a second person answer for what the legal texts say. The AGB and the
 * Datenschutzerklärung take values from other files through their placeholders ({{terms.…}} from
 * data/terms.json, {{legalName}} … from data/site.json), so those files need the legal owner as
 * much as data/legal/ does: the list is derived here from the placeholders the texts use today, so
 * a new placeholder from another file fails this test until that file is owned. The code that
 * renders the texts and the Git host's settings (which could remove the rule) need owners too.
 */

const root = path.resolve(__dirname, "../..");
const tracked = execFileSync("git", ["ls-files"], { cwd: root, encoding: "utf8" })
  .split("\n")
  .filter(Boolean);

type Rule = { pattern: string; owners: string[]; line: number };

const rules: Rule[] = readFileSync(path.join(root, ".github/CODEOWNERS"), "utf8")
  .split("\n")
  .map((text, index) => ({ text: text.trim(), line: index + 1 }))
  .filter(({ text }) => text !== "" && !text.startsWith("#"))
  .map(({ text, line }) => {
    const [pattern = "", ...owners] = text.split(/\s+/);
    return { pattern, owners, line };
  });

/** Whether an anchored pattern ("/data/legal/", "/data/site.json") matches a tracked file. */
const matches = (pattern: string, file: string): boolean => {
  const anchored = pattern.slice(1);
  return pattern.endsWith("/") ? file.startsWith(anchored) : file === anchored;
};

/** The owners of a file: GitHub applies the last rule that matches. */
const ownersOf = (file: string): string[] =>
  rules.filter((rule) => matches(rule.pattern, file)).pop()?.owners ?? [];

const legalOwners = ownersOf("data/legal/agb.md");

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
  it("writes every rule the way this test reads it: anchored at the root, with owners", () => {
    for (const rule of rules) {
      expect({ line: rule.line, anchored: rule.pattern.startsWith("/") }).toEqual({
        line: rule.line,
        anchored: true,
      });
      expect(rule.owners.length).toBeGreaterThan(0);
      for (const owner of rule.owners) expect(owner).toMatch(/^@[\w-]+(\/[\w-]+)?$/);
    }
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
      // What a version's page says about the versions, and what keeps a version as it was.
      "src/components/legal-versions.tsx",
      "src/components/legal-changes.tsx",
      "plugins/gatsby-source-passform/content/words/versioned-texts.ts",
      "plugins/gatsby-source-passform/content/model/version-facts.ts",
      "plugins/gatsby-source-passform/content/derive/legal-versions.ts",
      "plugins/gatsby-source-passform/content/derive/legal-changes.ts",
      "plugins/gatsby-source-passform/content/derive/text-blocks.ts",
      "plugins/gatsby-source-passform/content/derive/text-diff.ts",
      "plugins/gatsby-source-passform/content/check/legal-versions.ts",
      "tools/changes/frozen-versions.ts",
      "tools/changes/check-versions.ts",
      "tools/changes/reading.ts",
      "tools/changes/render-pages.tsx",
      "tools/changes/customer-notice.ts",
      "tools/legal-day/decide.ts",
      "tools/pipeline/legal-freeze.ts",
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
