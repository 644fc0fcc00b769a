/**
 * npm run changes -- --base REV [--head REV]: what visitors will see change between data/ at the
 * Git revision REV and data/ in the working tree (or at the head revision), in German (run.ts).
 * It exits 0 once it has compared, whatever it found, and 2 with a German message on a mistake in
 * the command line or an unknown revision. The GitHub workflow content-changes.yml posts its
 * Markdown on every pull request that changes data/.
 */
import { USAGE } from "./options";
import { UsageError } from "./revision";
import { runChanges } from "./run";

runChanges(process.argv.slice(2), process.cwd()).then(
  (text) => void process.stdout.write(text),
  (error: unknown) => {
    if (error instanceof UsageError) {
      process.stderr.write(`npm run changes: ${error.message}\n\n${USAGE}\n`);
      process.exitCode = 2;
      return;
    }
    process.stderr.write(
      `npm run changes: unerwarteter Fehler\n${String((error as Error)?.stack ?? error)}\n`,
    );
    process.exitCode = 1;
  },
);
