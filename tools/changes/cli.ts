/**
 * npm run changes -- --base REV [--head REV]: what visitors will see change between data/ at the
 * Git revision REV and data/ in the working tree (or at the head revision), in German: the
 * command line read, the revisions found, both sides compared and the report written. It exits 0
 * once it has compared, whatever it found, and 2 with a German message on a mistake in the
 * command line or an unknown revision. The GitHub workflow content-changes.yml posts its
 * Markdown on every pull request that changes data/. The tests run it on a repository of their
 * own, with the pages' renderer loaded once for all of them.
 */
import { runCommand } from "../command-line";
import { compare } from "./compare";
import { parseOptions, USAGE } from "./options";
import { rendererOf } from "./page-renderer";
import { report } from "./report";
import { repositoryRoot, resolveRevision } from "./revision";

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

if (require.main === module) {
  runCommand("npm run changes", USAGE, async () => {
    process.stdout.write(await runChanges(process.argv.slice(2), process.cwd()));
    return 0;
  });
}
