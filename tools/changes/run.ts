import { compare } from "./compare";
import { parseOptions } from "./options";
import { rendererOf } from "./page-renderer";
import { report } from "./report";
import { repositoryRoot, resolveRevision } from "./revision";

/**
 * One run of `npm run changes`: the command line read, the revisions found, both sides compared
 * and the report written. The command (cli.ts) prints it; the tests run it on a repository of
 * their own, with the pages' renderer loaded once for all of them.
 */

/**
 * The report for the command line `args`, comparing the repository `cwd` is in: a revision with
 * the working tree, or with another revision (--head), both rendered by this project's code.
 */
export const runChanges = async (args: ReadonlyArray<string>, cwd: string): Promise<string> => {
  const options = parseOptions(args);
  const root = repositoryRoot(cwd);
  const commit = resolveRevision(root, options.base);
  const head = options.head && resolveRevision(root, options.head, "--head");
  const sides = { base: commit, ...(head ? { head } : {}) };
  const comparison = compare(root, sides, await rendererOf());
  return report(comparison, { ...options, commit, ...(head ? { headCommit: head } : {}) });
};
