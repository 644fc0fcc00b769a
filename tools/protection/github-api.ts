import type { z } from "zod";
import { failureName } from "../legal-day/build-hook";
import type { Get } from "../legal-day/live-site";
import { branchRulesAnswer, protectionAnswer, rulesetAnswer } from "./sources";

/**
 * The protection of `main` as GitHub's REST API tells it, with a token of the repository's owner:
 * the branch protection rule (GET /repos/{owner}/{repo}/branches/main/protection; 404 „Branch not
 * protected“ when there is none), the rules of the active rulesets for main
 * (GET /repos/{owner}/{repo}/rules/branches/main), and each of those rulesets with its bypass
 * list (GET /repos/{owner}/{repo}/rulesets/{id}). The token goes only into the Authorization
 * header; no message names it.
 */

/** GitHub's REST API, or GitHub Enterprise's where GITHUB_API_URL names it (as in Actions). */
export const DEFAULT_API = "https://api.github.com";

/** What the token needs, as every refusal says. */
export const TOKEN_NEEDS =
  "Das Token muss von der Inhaberin oder dem Inhaber des Repositorys stammen (oder von einem Konto mit Admin-Recht darauf), denn den Schutz eines Branches liest nur, wer ihn einstellen darf: fine-grained mit der Berechtigung „Administration: Read-only“ für dieses Repository, classic mit dem Scope „repo“; etwa GH_TOKEN=$(gh auth token).";

type Answers = {
  protection: z.infer<typeof protectionAnswer> | undefined;
  rules: z.infer<typeof branchRulesAnswer>;
  rulesets: Map<number, z.infer<typeof rulesetAnswer>>;
};

type Read = { kind: "read"; answers: Answers } | { kind: "refused"; reason: string };

export type Options = {
  /** owner/name */
  repo: string;
  token: string;
  /** GitHub's REST API */
  api: string;
  get: Get;
};

/** A refusal that ends the check: what GitHub answered, and what to do. */
class Refused extends Error {}

/** A body as JSON, or undefined where it is none. */
const jsonOf = (body: string): unknown => {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
};

/** Why GitHub's answer at `address` ends the check, with its status and its own message. */
const refusal = (status: number, message: unknown, repo: string, address: string): Refused => {
  const said = `Status ${status}${typeof message === "string" ? `: „${message}“` : ""}`;
  const reasons: Record<number, string> = {
    401: `GitHub lehnt das Token ab (${said}): Es ist falsch, abgelaufen oder widerrufen. ${TOKEN_NEEDS}`,
    403: `GitHub verweigert den Zugriff auf ${address} (${said}). ${TOKEN_NEEDS}`,
    404: `GitHub kennt das Repository ${repo} nicht, oder das Token darf es nicht sehen (${said}). Stimmt --repo? ${TOKEN_NEEDS}`,
  };
  return new Refused(reasons[status] ?? `GitHub antwortet auf ${address} mit ${said}.`);
};

/**
 * One GET of /repos/{owner}/{repo}`below`: the parsed answer, or undefined on a 404 whose message
 * is `absent`.
 */
const ask = async <T>(
  { api, repo, token, get }: Options,
  below: string,
  schema: z.ZodType<T>,
  absent?: string,
): Promise<T | undefined> => {
  const [address = ""] = `/repos/${repo}${below}`.split("?");
  let answer: { status: number; body: string };
  try {
    answer = await get(new URL(`${api.replace(/\/+$/, "")}/repos/${repo}${below}`), {
      accept: "application/vnd.github+json",
      authorization: `Bearer ${token}`,
      "x-github-api-version": "2022-11-28",
      "user-agent": "passform-check-protection",
    });
  } catch (error) {
    throw new Refused(`GitHub ist nicht erreichbar (${failureName(error)}).`);
  }
  const json = jsonOf(answer.body);
  const message = (json as { message?: unknown } | undefined)?.message;
  if (answer.status === 404 && absent !== undefined && message === absent) return undefined;
  if (answer.status !== 200) throw refusal(answer.status, message, repo, address);
  const parsed = schema.safeParse(json);
  if (!parsed.success)
    throw new Refused(`GitHubs Antwort auf ${address} hat eine unerwartete Form.`);
  return parsed.data;
};

/** Everything GitHub says about the protection of main in `repo` (owner/name). */
export const readAnswers = async (options: Options): Promise<Read> => {
  try {
    const protection = await ask(
      options,
      "/branches/main/protection",
      protectionAnswer,
      "Branch not protected",
    );
    const rules =
      (await ask(options, "/rules/branches/main?per_page=100", branchRulesAnswer)) ?? [];
    const rulesets = new Map<number, z.infer<typeof rulesetAnswer>>();
    for (const id of new Set(rules.map((rule) => rule.ruleset_id))) {
      const ruleset = await ask(options, `/rulesets/${id}`, rulesetAnswer);
      if (ruleset) rulesets.set(id, ruleset);
    }
    return { kind: "read", answers: { protection, rules, rulesets } };
  } catch (error) {
    if (error instanceof Refused) return { kind: "refused", reason: error.message };
    throw error;
  }
};
