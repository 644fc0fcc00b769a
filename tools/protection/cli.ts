/**
 * npm run check:protection [-- --repo OWNER/NAME]: whether GitHub protects the branch main of the
 * repository as CONTENT.md („main schützen“) says, read through GitHub's REST API
 * (github-api.ts), with a token of the repository's owner in GH_TOKEN or GITHUB_TOKEN: in German,
 * whether every rule of rules.ts is set, or which are missing. The repository is --repo, or else
 * the one the remote "origin" points to.
 *
 * Exit status 0 when every rule is set, 1 with the list of those missing, 2 on a mistake in the
 * command line, without a token, or when GitHub does not tell (401, 403, 404, no answer).
 */
import path from "node:path";
import { githubRepository, repositoryOf } from "../../plugins/gatsby-plugin-decap-admin";
import { commandOptions, runCommand, UsageError } from "../command-line";
import { getWithFetch } from "../legal-day/live-site";
import { DEFAULT_API, readAnswers, TOKEN_NEEDS, type Options as ApiOptions } from "./github-api";
import { requiredCheckName } from "./required-check";
import { missingRules, protectionRules, type Missing } from "./rules";
import { protectionSource, rulesetSources } from "./sources";

type Outcome = { lines: string[]; exitCode: 0 | 1 | 2 };

/** `check`: CI's required check, by name (required-check.ts). */
type Options = ApiOptions & { check: string };

const WHERE =
  "Einstellen: GitHub → Repository → Settings → Rules → Rulesets (oder Branches → „Branch protection rule“); Schritt für Schritt: CONTENT.md, „main schützen“.";

const line = ({ rule, detail }: Missing): string =>
  `  ✖ ${rule.setting}: ${rule.missing}${detail ? ` ${detail}` : ""}`;

export const checkProtection = async ({ check, ...options }: Options): Promise<Outcome> => {
  const read = await readAnswers(options);
  if (read.kind === "refused") {
    return {
      lines: [`Der Schutz von main in ${options.repo} ist nicht zu lesen: ${read.reason}`],
      exitCode: 2,
    };
  }
  const { protection, rules: branchRules, rulesets } = read.answers;
  const sources = [
    ...(protection ? [protectionSource(protection, check)] : []),
    ...rulesetSources(branchRules, rulesets, check),
  ];
  const rules = protectionRules(check);
  const missing = missingRules(rules, sources);
  const names = sources.map((source) => source.name).join(", ");
  const head = `main in ${options.repo} (${names || "nicht geschützt"})`;
  if (missing.length === 0) {
    return {
      lines: [`${head}: alles gesetzt, ${rules.length} von ${rules.length} Regeln.`],
      exitCode: 0,
    };
  }
  const count =
    missing.length === 1
      ? `1 von ${rules.length} Regeln fehlt`
      : `${missing.length} von ${rules.length} Regeln fehlen`;
  return { lines: [`${head}: ${count}.`, ...missing.map(line), WHERE], exitCode: 1 };
};

const USAGE = "Aufruf: npm run check:protection [-- --repo EIGENTÜMER/REPOSITORY]";

const root = path.resolve(__dirname, "../..");

/** The repository: --repo, else the remote "origin"; throws a UsageError with a German message. */
const repositoryFrom = (args: string[]): string => {
  const { repo } = commandOptions(args, { repo: { type: "string" } });
  if (repo !== undefined) {
    const named = repositoryOf(`https://github.com/${repo}`);
    if (!named)
      throw new UsageError(
        `--repo „${repo}“ ist kein Repository; erwartet z. B. passform/website.`,
      );
    return named;
  }
  const origin = githubRepository(root, {});
  if (!origin) {
    throw new UsageError(
      "Das Remote „origin“ zeigt auf kein GitHub-Repository; bitte --repo angeben.",
    );
  }
  return origin;
};

const main = async (): Promise<number> => {
  const repo = repositoryFrom(process.argv.slice(2));
  const token = (process.env.GH_TOKEN || process.env.GITHUB_TOKEN || "").trim();
  if (!token) {
    process.stderr.write(`Kein Token: Bitte GH_TOKEN oder GITHUB_TOKEN setzen. ${TOKEN_NEEDS}\n`);
    return 2;
  }
  const { lines, exitCode } = await checkProtection({
    repo,
    token,
    api: process.env.GITHUB_API_URL || DEFAULT_API,
    get: getWithFetch,
    check: requiredCheckName(root),
  });
  (exitCode === 2 ? process.stderr : process.stdout).write(`${lines.join("\n")}\n`);
  return exitCode;
};

if (require.main === module) runCommand("npm run check:protection", USAGE, main);
