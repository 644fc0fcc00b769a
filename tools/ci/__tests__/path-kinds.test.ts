/**
 * @jest-environment node
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import {
  importClosure,
  projectRoot,
  trackedFiles,
} from "../../../__tests__/support/import-closure";
import { kindOf, UNBUILT } from "../path-kinds";

/**
 * The list of paths that never reach public/ decides which commits deploy nothing; a file on it
 * that the build does use would leave the live site behind its commit. So the list is held
 * against the build itself: every file `npm run build` can load (through imports, from its entry
 * points and Gatsby's) or names as a file to read must count as built.
 */

const root = projectRoot;
const tracked = trackedFiles();
const trackedSet = new Set(tracked);

/** The script `npm run build` runs, and what Gatsby loads by name. */
const entryPoints = (): string[] => {
  const { scripts } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  };
  const buildScript = /tsx (\S+)/.exec(scripts.build ?? "")?.[1];
  if (!buildScript) throw new Error(`npm run build runs no tsx script: ${scripts.build}`);
  const gatsby = tracked.filter(
    (file) =>
      /^gatsby-(config|node|ssr|browser)\.tsx?$/.test(file) ||
      /^(src|static|gatsby-node)\//.test(file) ||
      (/^plugins\/[^/]+\//.test(file) && !/\/__tests__\//.test(file)),
  );
  return [buildScript, ...gatsby];
};

/** Every tracked file the build can load from its entry points, or names to read. */
const buildFiles = (): Set<string> => importClosure(entryPoints(), { names: true });

describe("which paths a change touches", () => {
  const built = buildFiles();

  it("finds the build's files: its pipeline, Gatsby's files, the plugins, src/ and data/", () => {
    for (const file of [
      "tools/pipeline/run.ts",
      "tools/pipeline/steps.ts",
      "gatsby-config.ts",
      "src/templates/legal-page.tsx",
      "plugins/gatsby-plugin-decap-admin/config/print-width.ts",
      ".prettierrc.json",
    ]) {
      expect({ file, found: built.has(file) }).toEqual({ file, found: true });
    }
  });

  it("counts no file the build loads or reads as one that never reaches public/", () => {
    expect([...built].filter((file) => kindOf(file) === "unbuilt")).toEqual([]);
  });

  it("lists only paths that exist", () => {
    const missing = UNBUILT.filter((entry) =>
      entry.endsWith("/")
        ? !tracked.some((file) => file.startsWith(entry))
        : !trackedSet.has(entry),
    );
    expect(missing).toEqual([]);
  });

  it.each([
    ["data/pricing.json", "content"],
    ["data/legal/agb.md", "content"],
    ["data/schema/pricing.schema.json", "built"],
    ["src/components/header.tsx", "built"],
    ["package-lock.json", "built"],
    ["netlify.toml", "built"],
    [".prettierrc.json", "built"],
    ["a-new-file-nobody-classified.ts", "built"],
    ["e2e/routes.spec.ts", "unbuilt"],
    ["__tests__/site/routes.test.ts", "unbuilt"],
    ["plugins/gatsby-source-passform/__tests__/claims.test.ts", "unbuilt"],
    ["tools/ci/__tests__/path-kinds.test.ts", "unbuilt"],
    [".github/workflows/ci.yml", "unbuilt"],
    ["CONTENT.md", "unbuilt"],
    ["docs/redaktion/tarife.png", "unbuilt"],
    ["README.md.orig", "built"],
  ])("%s is %s", (file, kind) => {
    expect(kindOf(file)).toBe(kind);
  });
});
