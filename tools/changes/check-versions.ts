import { execFileSync } from "node:child_process";
import path from "node:path";
import { buildDay } from "../../plugins/gatsby-source-passform/check";
import { dataAtRevision, readDataDirectory } from "../../plugins/gatsby-source-passform/disk";
import { freezeProblems, hasFrozenVersions } from "./frozen-versions";
import { runCommand, UsageError } from "../command-line";
import { parseVersionsOptions, VERSIONS_USAGE } from "./options";
import { loadRenderer, type LoadedRender, type Render } from "./page-renderer";
import {
  changedSince,
  codeAtRevision,
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
  code = codeRoot,
  install = npmCi,
}: CheckOptions): Promise<string[]> => {
  const baseEntries = dataAtRevision(root, commit);
  const workEntries = head
    ? dataAtRevision(root, head)
    : readDataDirectory(path.join(root, "data"));
  const codeChanges = changedSince(root, commit, head).filter((file) => !file.startsWith("data/"));
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

/** With a head: what it changes outside data/, which was named, not run. */
const codeNote = (root: string, commit: string, head: string, name: string): string => {
  const files = changedSince(root, commit, head).filter((file) => !file.startsWith("data/"));
  if (files.length === 0) return "";
  const named = `${files.slice(0, 20).join(", ")}${files.length > 20 ? ` und ${files.length - 20} weitere` : ""}`;
  return `\n${name} ändert auch Code oder Werkzeuge außerhalb von data/: ${named}. Geprüft sind nur die Fassungen in data/, dargestellt vom Code, der diese Prüfung ausführt; vom Code des Stands lief nichts. Die Änderung am Code braucht die Prüfung durch ihre Code-Verantwortlichen (Entwicklung) und die ganze Testreihe.\n`;
};

/** The revisions of the command line, named as the changes' report names them (revisionName). */
type Command = {
  revision: string;
  root: string;
  commit: string;
  head?: { commit: string; name: string };
};

const commandOf = (args: string[]): Command => {
  const { base, head } = parseVersionsOptions(args);
  const root = repositoryRoot(process.cwd());
  const commit = resolveRevision(root, base);
  const revision = revisionName(base, commit);
  if (!head) return { revision, root, commit };
  const headCommit = resolveRevision(root, head, "--head");
  return {
    revision,
    root,
    commit,
    head: { commit: headCommit, name: revisionName(head, headCommit) },
  };
};

/** npm run check:versions -- --base REV [--head REV]: exit 1 with the messages, 0 if it holds. */
const main = async (args: string[]): Promise<number> => {
  let command: Command;
  try {
    command = commandOf(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`${error.message}\n${VERSIONS_USAGE}\n`);
    return 2;
  }
  const { revision, root, commit, head } = command;
  const problems = await checkFrozenVersions({
    root,
    revision,
    commit,
    ...(head ? { head: head.commit } : {}),
    day: buildDay(),
  });
  const note = head ? codeNote(root, commit, head.commit, `Der Stand ${head.name}`) : "";
  process.stdout.write(
    problems.length === 0
      ? `Fassungen der Rechtstexte: keine geprüfte Fassung verändert, keine neue rückwirkend oder zu kurz angekündigt, gegenüber ${revision}.\n${note}`
      : `${problems.join("\n\n")}\n${note}`,
  );
  return problems.length === 0 ? 0 : 1;
};

if (require.main === module) runCommand("check:versions", () => main(process.argv.slice(2)));
