import { execFileSync } from "node:child_process";
import path from "node:path";
import { buildDay } from "../../plugins/gatsby-source-passform/check";
import { dataAtRevision, readDataDirectory } from "../../plugins/gatsby-source-passform/node";
import { freezeProblems, hasFrozenVersions } from "./frozen-versions";
import { runCommand } from "./command";
import { parseBaseOption } from "./options";
import { loadRenderer, type LoadedRender, type Render } from "./page-renderer";
import {
  changedSince,
  codeAtRevision,
  repositoryRoot,
  resolveRevision,
  UsageError,
} from "./revision";

/**
 * The freeze of legal versions (frozen-versions.ts) between a Git revision and the working tree,
 * each side rendered by its own code: where nothing outside data/ changed, both by this project's;
 * otherwise the revision's code in a folder of its own, with its own packages where its lockfile
 * differs (installed with `npm ci`, scripts off). Nothing is rendered while the revision holds no
 * frozen version. `npm run check:versions -- --base REV` in CI and the production build's step
 * (tools/pipeline/steps.ts) both run it.
 */

/** The code this tool belongs to, which renders the working tree's pages. */
const codeRoot = path.resolve(__dirname, "../..");

/** A revision's packages, as its lockfile names them, into `folder`. */
const npmCi = (folder: string): void => {
  execFileSync("npm", ["ci", "--ignore-scripts", "--no-audit", "--no-fund", "--prefer-offline"], {
    cwd: folder,
    stdio: ["ignore", "ignore", "inherit"],
  });
};

/** Each code's renderer, bundled once per process (a test or a build checks several times). */
const renderers = new Map<string, Promise<LoadedRender>>();
const rendererOf = (code: string): Promise<LoadedRender> => {
  const known = renderers.get(code) ?? loadRenderer(code);
  renderers.set(code, known);
  return known;
};

type CheckOptions = {
  /** The repository whose working tree is checked */
  root: string;
  /** The base as messages name it (after „gegenüber“), and the commit it is */
  revision: string;
  commit: string;
  day: string;
  /** The code that renders the working tree: this project's, unless `root` holds another */
  code?: string;
  install?: (folder: string) => void;
};

export const checkFrozenVersions = async ({
  root,
  revision,
  commit,
  day,
  code = codeRoot,
  install = npmCi,
}: CheckOptions): Promise<string[]> => {
  const baseEntries = dataAtRevision(root, commit);
  const workEntries = readDataDirectory(path.join(root, "data"));
  const codeChanges = changedSince(root, commit).filter((file) => !file.startsWith("data/"));
  const input = { baseName: revision, baseRevision: commit.slice(0, 12), day };
  if (!hasFrozenVersions(baseEntries)) {
    // Nothing frozen: no page is read, only the days of new versions are judged.
    const unused: Render = () => [];
    return freezeProblems({
      ...input,
      base: { entries: baseEntries, render: unused },
      work: { entries: workEntries, render: unused },
      codeChanges,
    });
  }
  const workRender = await rendererOf(code);
  // The base's own code renders the base where a file the pages are made of, or the packages,
  // differ; a change to tests or documentation leaves the pages' code as it was.
  const rendering = codeChanges.filter(
    (file) =>
      workRender.inputs.has(file) || file === "package.json" || file === "package-lock.json",
  );
  const baseCode = rendering.length > 0 ? codeAtRevision(root, commit, install) : undefined;
  try {
    return freezeProblems({
      ...input,
      base: {
        entries: baseEntries,
        render: baseCode ? await loadRenderer(baseCode.folder) : workRender,
      },
      work: { entries: workEntries, render: workRender },
      codeChanges: rendering,
    });
  } finally {
    baseCode?.remove();
  }
};

const USAGE = "Aufruf: npm run check:versions -- --base REV (z. B. HEAD^1, origin/main)";

/** npm run check:versions -- --base REV: exit 1 with the messages, 0 if the freeze holds. */
const main = async (args: string[]): Promise<number> => {
  let revision: string;
  let root: string;
  let commit: string;
  try {
    revision = parseBaseOption(args);
    root = repositoryRoot(process.cwd());
    commit = resolveRevision(root, revision);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`${error.message}\n${USAGE}\n`);
    return 2;
  }
  const problems = await checkFrozenVersions({ root, revision, commit, day: buildDay() });
  process.stdout.write(
    problems.length === 0
      ? `Fassungen der Rechtstexte: keine geprüfte Fassung verändert, keine neue rückwirkend oder zu kurz angekündigt (gegenüber ${revision}).\n`
      : `${problems.join("\n\n")}\n`,
  );
  return problems.length === 0 ? 0 : 1;
};

if (require.main === module) runCommand("check:versions", () => main(process.argv.slice(2)));
