import { readAnswers, type Options as ApiOptions } from "./github-api";
import { missingRules, protectionRules, type Missing } from "./rules";
import { protectionSource, rulesetSources } from "./sources";

/**
 * `npm run check:protection` without its command line (cli.ts): reads how GitHub protects main
 * (github-api.ts), and says in German whether every rule of rules.ts is set, or which are
 * missing. Exit status 0 when all are set, 1 when one is missing, 2 when GitHub could not tell.
 */

export type Outcome = { lines: string[]; exitCode: 0 | 1 | 2 };

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
