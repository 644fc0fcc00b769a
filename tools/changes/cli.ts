/**
 * npm run changes -- --base REV [--head REV]: what visitors will see change between data/ at the
 * Git revision REV and data/ in the working tree (or at the head revision), in German (run.ts).
 * It exits 0 once it has compared, whatever it found, and 2 with a German message on a mistake in
 * the command line or an unknown revision. The GitHub workflow content-changes.yml posts its
 * Markdown on every pull request that changes data/.
 */
import { runCommand } from "../command-line";
import { USAGE } from "./options";
import { runChanges } from "./run";

runCommand("npm run changes", USAGE, async () => {
  process.stdout.write(await runChanges(process.argv.slice(2), process.cwd()));
  return 0;
});
