/**
 * How the commands of tools/changes/ end: the exit status `main` resolves to, or on an error it did
 * not expect, 1 with `npm run NAME: …` and the error's stack, so a failed run says which command
 * failed and where.
 */
export const runCommand = (name: string, main: () => Promise<number>): void => {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(
        `npm run ${name}: unerwarteter Fehler\n${String((error as Error)?.stack ?? error)}\n`,
      );
      process.exitCode = 1;
    },
  );
};
