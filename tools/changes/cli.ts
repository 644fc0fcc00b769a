/**
 * npm run changes -- --base REV: what visitors will see change between data/ at the Git
 * revision REV and data/ in the working tree, in German (compare.ts, report.ts). It exits 0
 * once it has compared, whatever it found, and 2 with a German message on a mistake in the
 * command line or an unknown revision. The GitHub workflow content-changes.yml posts its Markdown
 * on every pull request that changes data/.
 */
import path from "node:path";
import { compare } from "./compare";
import { parseOptions, USAGE } from "./options";
import { loadRenderer } from "./page-renderer";
import { report } from "./report";
import { repositoryRoot, resolveRevision, UsageError } from "./revision";

/** The project whose code renders the pages; the data may be another repository's (tests). */
const codeRoot = path.resolve(__dirname, "../..");

const main = async (): Promise<void> => {
  const options = parseOptions(process.argv.slice(2));
  const root = repositoryRoot(process.cwd());
  const commit = resolveRevision(root, options.base);
  const render = await loadRenderer(codeRoot);
  const comparison = compare(root, commit, render);
  process.stdout.write(report(comparison, { ...options, commit }));
};

main().catch((error: unknown) => {
  if (error instanceof UsageError) {
    process.stderr.write(`npm run changes: ${error.message}\n\n${USAGE}\n`);
    process.exitCode = 2;
    return;
  }
  process.stderr.write(
    `npm run changes: unerwarteter Fehler\n${String((error as Error)?.stack ?? error)}\n`,
  );
  process.exitCode = 1;
});
