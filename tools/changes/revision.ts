import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { DataEntry } from "../../plugins/gatsby-source-passform";
import {
  dataAtRevision,
  gitOutput as git,
  readDataDirectory,
} from "../../plugins/gatsby-source-passform/disk";
import { UsageError } from "../command-line";

/**
 * Git revisions for the changes' commands: the one a command line names, the files changed
 * since, the project's code as it was, and data/ at a revision or in the working tree (read by
 * the content plugin's disk door).
 */

/** data/ at the commit `head`, or else in the working tree of the repository at `root`. */
export const dataOf = (root: string, head?: string): DataEntry[] | undefined =>
  head ? dataAtRevision(root, head) : readDataDirectory(path.join(root, "data"));

/** The repository's top folder for a folder inside it. */
export const repositoryRoot = (cwd: string): string => {
  try {
    return git(cwd, ["rev-parse", "--show-toplevel"]).toString("utf8").trim();
  } catch {
    throw new UsageError(
      `${cwd} liegt in keinem Git-Repository; npm run changes vergleicht mit einem Stand aus Git.`,
    );
  }
};

/** The commit `revision` names in the repository at `root`, if it names one. */
export const commitOf = (root: string, revision: string): string | undefined => {
  try {
    const args = ["rev-parse", "--verify", "--quiet", "--end-of-options", `${revision}^{commit}`];
    return git(root, args).toString("utf8").trim();
  } catch {
    return undefined;
  }
};

/** The commit `revision` names, or a German message that it names none (given as `option`). */
export const resolveRevision = (root: string, revision: string, option = "--base"): string => {
  if (revision.startsWith("-")) {
    throw new UsageError(
      `„${revision}“ ist keine Revision: ${option} erwartet z. B. main oder HEAD~1.`,
    );
  }
  const commit = commitOf(root, revision);
  if (!commit) {
    throw new UsageError(
      `Unbekannte Revision „${revision}“: Git kennt keinen Commit, Branch oder Tag dieses Namens. Für den letzten Commit ${option} HEAD, für einen Branch z. B. ${option} origin/main (vorher git fetch).`,
    );
  }
  return commit;
};

/**
 * A revision as the commands name it: „main (1a2b3c4)“, or a commit given by its hash just once,
 * by its first 7 digits.
 */
export const revisionName = (given: string, commit: string): string =>
  /^[0-9a-f]{7,40}$/i.test(given) && commit.startsWith(given.toLowerCase())
    ? commit.slice(0, 7)
    : `${given} (${commit.slice(0, 7)})`;

/**
 * The files outside data/ of the working tree that differ from `commit`: changed, added, removed
 * or new; or, with `head`, those that differ between the two commits.
 */
export const codeChangedSince = (root: string, commit: string, head?: string): string[] => {
  const names = (args: string[]) => git(root, args).toString("utf8").split("\0").filter(Boolean);
  const changed = head
    ? names(["diff", "--no-renames", "--name-only", "-z", commit, head, "--"])
    : [
        ...names(["diff", "--no-renames", "--name-only", "-z", commit, "--"]),
        ...names(["ls-files", "--others", "--exclude-standard", "-z"]),
      ];
  return [...new Set(changed)].filter((file) => !file.startsWith("data/")).sort();
};

/**
 * The project as `commit` has it, in a folder of its own (`git archive`, nothing checked out
 * in the repository), with the packages of this working tree: its node_modules linked, or, where
 * `commit` locks other packages than the working tree, `install` puts that commit's packages
 * into the folder. `remove` deletes the folder.
 */
export const codeAtRevision = (
  root: string,
  commit: string,
  install: (folder: string) => void,
): { folder: string; remove: () => void } => {
  const folder = mkdtempSync(path.join(os.tmpdir(), "passform-revision-"));
  const remove = () => rmSync(folder, { recursive: true, force: true });
  try {
    execFileSync("tar", ["-x", "-C", folder], {
      input: git(root, ["archive", "--format=tar", commit]),
      maxBuffer: 256 << 20,
    });
    const lock = (at: string) => readFileSync(path.join(at, "package-lock.json"), "utf8");
    if (lock(folder) === lock(root)) {
      symlinkSync(path.join(root, "node_modules"), path.join(folder, "node_modules"), "dir");
    } else install(folder);
  } catch (error) {
    remove();
    throw error;
  }
  return { folder, remove };
};
