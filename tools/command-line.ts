import { parseArgs } from "node:util";

/**
 * How the tools' commands read their command line and end: the options by node:util's parseArgs,
 * a mistake said in German (the command adds its usage and exits 2), and an error nobody
 * expected said with the command's name and the error's stack.
 */

/** A problem with the command line or the repository, said in German; the tool exits with 2. */
export class UsageError extends Error {
  override name = "UsageError";
}

type Option = { type: "string" | "boolean" };
type Values<O extends Record<string, Option>> = {
  [K in keyof O]?: O[K]["type"] extends "boolean" ? boolean : string;
};

/**
 * The options `args` gives (`--name value` or `--name=value`, the last one counts), each one of
 * `options`, each string option with a value. A value may begin with a dash (`--base --format`
 * gives --base „--format“): the command's own check of the value says what is wrong with it.
 */
export const commandOptions = <O extends Record<string, Option>>(
  args: ReadonlyArray<string>,
  options: O,
): Values<O> => {
  const { values, tokens } = parseArgs({ args: [...args], options, strict: false, tokens: true });
  for (const token of tokens) {
    if (token.kind === "positional") throw new UsageError(`Unbekannte Angabe „${token.value}“.`);
    if (token.kind !== "option") continue;
    const type = Object.hasOwn(options, token.name) ? options[token.name]?.type : undefined;
    if (!type) throw new UsageError(`Unbekannte Angabe „${token.rawName}“.`);
    if (type === "string" && !token.value) {
      throw new UsageError(`${token.rawName} braucht einen Wert.`);
    }
    if (type === "boolean" && token.value !== undefined) {
      throw new UsageError(`${token.rawName} steht ohne Wert.`);
    }
  }
  return values as Values<O>;
};

/**
 * The options of this process's own command line, for a script that reads them as it starts: on
 * a mistake, the message and `usage` on stderr, and exit status 2.
 */
export const scriptOptions = <O extends Record<string, Option>>(
  usage: string,
  options: O,
): Values<O> => {
  try {
    return commandOptions(process.argv.slice(2), options);
  } catch (mistake) {
    if (!(mistake instanceof UsageError)) throw mistake;
    process.stderr.write(`${mistake.message}\n${usage}\n`);
    process.exit(2);
  }
};

/**
 * The exit status `main` resolves to; on a UsageError, its message and `usage`, and 2; on an
 * error it did not expect, 1 with `COMMAND: unerwarteter Fehler` and the error's stack, so a
 * failed run says which command failed and where.
 */
export const runCommand = (command: string, usage: string, main: () => Promise<number>): void => {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      const mistake = error instanceof UsageError;
      process.stderr.write(
        mistake
          ? `${error.message}\n${usage}\n`
          : `${command}: unerwarteter Fehler\n${String((error as Error)?.stack ?? error)}\n`,
      );
      process.exitCode = mistake ? 2 : 1;
    },
  );
};
