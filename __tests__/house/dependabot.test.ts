/**
 * @jest-environment node
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";

/**
 * .github/dependabot.yml: once a month, the workflow's actions in one pull request and npm's
 * packages in groups, one pull request per group. Every package of package.json falls into exactly
 * one group, so a package added later joins a pull request instead of opening its own each month;
 * every name pattern names a package the project has; and what is held back is a major, of a
 * package the project has. Dependabot itself cannot run here: these tests read its file the way
 * its documentation describes (`*` in a name stands for any run of characters; a dependency
 * belongs to a group whose patterns name it and whose exclude-patterns do not).
 */

type Group = {
  patterns: string[];
  "exclude-patterns"?: string[];
  "dependency-type"?: "production" | "development";
  "update-types"?: Array<"major" | "minor" | "patch">;
};
type Ignore = { "dependency-name": string; versions?: string[]; "update-types"?: string[] };
type Update = {
  "package-ecosystem": string;
  directory: string;
  schedule: { interval: string };
  groups?: Record<string, Group>;
  ignore?: Ignore[];
};
type Config = { version: number; updates: Update[] };
type Manifest = {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

const root = path.resolve(__dirname, "../..");
const config = yaml.safeLoad(
  readFileSync(path.join(root, ".github/dependabot.yml"), "utf8"),
) as Config;
const manifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as Manifest;

type Dependency = { name: string; type: "production" | "development" };
const dependencies: Dependency[] = [
  ...Object.keys(manifest.dependencies).map((name) => ({ name, type: "production" as const })),
  ...Object.keys(manifest.devDependencies).map((name) => ({ name, type: "development" as const })),
];

const updatesFor = (ecosystem: string): Update => {
  const update = config.updates.find((entry) => entry["package-ecosystem"] === ecosystem);
  if (!update) throw new Error(`.github/dependabot.yml has no entry for ${ecosystem}`);
  return update;
};
const npm = updatesFor("npm");
const groups = Object.entries(npm.groups ?? {});

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Whether a Dependabot name pattern names `name`. */
const names = (pattern: string, name: string): boolean =>
  new RegExp(`^${pattern.split("*").map(escapeRegExp).join(".*")}$`).test(name);

const isIn = (group: Group, { name, type }: Dependency): boolean =>
  (group["dependency-type"] === undefined || group["dependency-type"] === type) &&
  group.patterns.some((pattern) => names(pattern, name)) &&
  !(group["exclude-patterns"] ?? []).some((pattern) => names(pattern, name));

/** The names of the npm groups `dependency` belongs to. */
const groupsOf = (dependency: Dependency): string[] =>
  groups.filter(([, group]) => isIn(group, dependency)).map(([name]) => name);

describe("the schedule", () => {
  it("is Dependabot's version 2, with one entry each for npm and the workflow's actions", () => {
    expect(config.version).toBe(2);
    expect(config.updates.map((entry) => entry["package-ecosystem"]).sort()).toEqual([
      "github-actions",
      "npm",
    ]);
  });

  it.each(["npm", "github-actions"])("looks at / for %s once a month", (ecosystem) => {
    const update = updatesFor(ecosystem);
    expect(update.directory).toBe("/");
    expect(update.schedule.interval).toBe("monthly");
  });

  it("proposes all actions in one pull request", () => {
    expect(updatesFor("github-actions").groups).toEqual({ actions: { patterns: ["*"] } });
  });
});

describe("the npm groups", () => {
  it("take every package of package.json into exactly one group", () => {
    expect(dependencies.length).toBeGreaterThan(20);
    const astray = dependencies
      .map((dependency) => ({ name: dependency.name, groups: groupsOf(dependency) }))
      .filter((entry) => entry.groups.length !== 1);
    expect(astray).toEqual([]);
  });

  it.each(["production", "development"] as const)(
    "take a %s dependency added later into the group of minor and patch updates",
    (type) => {
      const added = groupsOf({ name: "a-package-added-later", type });
      expect(added).toHaveLength(1);
      expect(npm.groups?.[added[0] ?? ""]?.["update-types"]?.sort()).toEqual(["minor", "patch"]);
    },
  );

  it("name no package the project does not have", () => {
    const dead = groups.flatMap(([group, { patterns, "exclude-patterns": excluded = [] }]) =>
      [...patterns, ...excluded]
        .filter((pattern) => !dependencies.some(({ name }) => names(pattern, name)))
        .map((pattern) => `${group}: ${pattern}`),
    );
    expect(dead).toEqual([]);
  });

  it("put a package and its types from @types/ into the same group", () => {
    const typed = dependencies.flatMap((types) => {
      const match = /^@types\/(?:(.+)__)?(.+)$/.exec(types.name);
      const typedName = match && (match[1] ? `@${match[1]}/${match[2]}` : match[2]);
      const typedPackage = dependencies.find(({ name }) => name === typedName);
      return typedPackage ? [[typedPackage, types] as const] : [];
    });
    expect(typed.length).toBeGreaterThan(3);
    for (const [typedPackage, types] of typed) {
      expect({ [types.name]: groupsOf(types) }).toEqual({ [types.name]: groupsOf(typedPackage) });
    }
  });
});

describe("what is held back", () => {
  const ignored = npm.ignore ?? [];

  it("is a major update, never every update of a package", () => {
    expect(ignored.length).toBeGreaterThan(0);
    for (const entry of ignored) {
      expect(entry).toEqual({
        "dependency-name": entry["dependency-name"],
        "update-types": ["version-update:semver-major"],
      });
    }
  });

  it("names packages the project has", () => {
    const dead = ignored
      .map((entry) => entry["dependency-name"])
      .filter((pattern) => !dependencies.some(({ name }) => names(pattern, name)));
    expect(dead).toEqual([]);
  });
});
