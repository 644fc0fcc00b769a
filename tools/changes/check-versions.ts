import { execFileSync } from "node:child_process";
import { buildDay } from "../../plugins/gatsby-source-passform/check";
import { freezeProblems, hasFrozenVersions } from "./frozen-versions";
import { runCommand } from "../command-line";
import { parseVersionsOptions, VERSIONS_USAGE } from "./options";
import { loadRenderer, PROJECT, rendererOf, type Render } from "./page-renderer";
import { codeSection } from "./report";
import { styleOf } from "./report-style";
import {
  codeAtRevision,
  codeChangedSince,
  dataOf,
  repositoryRoot,
  resolveRevision,
  revisionName,
} from "./revision";

/**
 * The freeze of legal versions (frozen-versions.ts) between a Git revision and the working tree,
 * each side rendered by its own code: where nothing outside data/ changed, both by this project's;
 * otherwise the revision's code in a folder of its own, with its own packages where its lockfile
 * differs (installed with `npm ci`, scripts off). Nothing is rendered while the revision holds no
 * frozen version. `npm run check:versions -- --base REV` in CI and the production build's step
 * (tools/pipeline/steps.ts) both run it. With `--head REV`, data/ of that revision instead of the
 * working tree, both sides rendered by this project's code: CI runs the base's code on a pull
 * request's data, and the pull request's code changes are named, never run.
 */

/** A revision's packages, as its lockfile names them, into `folder`. */
const npmCi = (folder: string): void => {
  execFileSync("npm", ["ci", "--ignore-scripts", "--no-audit", "--no-fund", "--prefer-offline"], {
    cwd: folder,
    stdio: ["ignore", "ignore", "inherit"],
  });
};

type CheckOptions = {
  /** The repository whose working tree is checked */
  root: string;
  /** The base as messages name it (after „gegenüber“), and the commit it is */
  revision: string;
  commit: string;
  /** The commit whose data/ is checked instead of the working tree's, by this code alone */
  head?: string;
  day: string;
  /** The code that renders the working tree: this project's, unless `root` holds another */
  code?: string;
  install?: (folder: string) => void;
};

export const checkFrozenVersions = async ({
  root,
  revision,
  commit,
  head,
  day,
  code = PROJECT,
  install = npmCi,
}: CheckOptions): Promise<string[]> => {
  const baseEntries = dataOf(root, commit);
  const workEntries = dataOf(root, head);
  const codeChanges = codeChangedSince(root, commit, head);
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
  // differ; a change to tests or documentation leaves the pages' code as it was. With a head,
  // this code renders both.
  const rendering = head
    ? []
    : codeChanges.filter(
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

/** The revisions of the command line, the base named as the changes' report names it. */
const commandOf = (args: string[]) => {
  const { base, head } = parseVersionsOptions(args);
  const root = repositoryRoot(process.cwd());
  const commit = resolveRevision(root, base);
  const revision = revisionName(base, commit);
  return {
    root,
    commit,
    revision,
    ...(head ? { head: resolveRevision(root, head, "--head") } : {}),
  };
};

/** npm run check:versions -- --base REV [--head REV]: exit 1 with the messages, 0 if it holds. */
const main = async (args: string[]): Promise<number> => {
  const command = commandOf(args);
  const { root, commit, revision, head } = command;
  const problems = await checkFrozenVersions({ ...command, day: buildDay() });
  const code = head ? codeSection(styleOf("text"), codeChangedSince(root, commit, head)) : [];
  const note = code.length > 0 ? `\n${code.join("\n")}` : "";
  process.stdout.write(
    problems.length === 0
      ? `Fassungen der Rechtstexte: keine geprüfte Fassung verändert, keine neue rückwirkend oder zu kurz angekündigt, gegenüber ${revision}.\n${note}`
      : `${problems.join("\n\n")}\n${note}`,
  );
  return problems.length === 0 ? 0 : 1;
};

if (require.main === module) {
  runCommand("npm run check:versions", VERSIONS_USAGE, () => main(process.argv.slice(2)));
}
