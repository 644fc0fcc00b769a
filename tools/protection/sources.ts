import { z } from "zod";
import type { RuleId, Source } from "./rules";

/**
 * GitHub's answers, as its REST API documents them (only the fields read here), turned into the
 * sources of rules.ts: the branch protection rule (GET …/branches/main/protection), and each
 * ruleset whose rules apply to main (GET …/rules/branches/main, then GET …/rulesets/ID for its
 * name and bypass list).
 */

const enabled = z.object({ enabled: z.boolean() }).optional();
const people = z.array(z.object({ login: z.string().optional(), slug: z.string().optional() }));

export const protectionAnswer = z.object({
  required_status_checks: z
    .object({
      contexts: z.array(z.string()).default([]),
      checks: z.array(z.object({ context: z.string() })).default([]),
    })
    .nullish(),
  required_pull_request_reviews: z
    .object({
      dismiss_stale_reviews: z.boolean().default(false),
      require_code_owner_reviews: z.boolean().default(false),
      require_last_push_approval: z.boolean().default(false),
      required_approving_review_count: z.number().default(0),
      bypass_pull_request_allowances: z
        .object({ users: people.default([]), teams: people.default([]), apps: people.default([]) })
        .optional(),
    })
    .nullish(),
  enforce_admins: enabled,
  allow_force_pushes: enabled,
  allow_deletions: enabled,
});

const pullRequestParameters = z.object({
  dismiss_stale_reviews_on_push: z.boolean().default(false),
  require_code_owner_review: z.boolean().default(false),
  require_last_push_approval: z.boolean().default(false),
  required_approving_review_count: z.number().default(0),
});

export const branchRulesAnswer = z.array(
  z.object({
    type: z.string(),
    ruleset_id: z.number(),
    parameters: z.record(z.string(), z.unknown()).optional(),
  }),
);

export const rulesetAnswer = z.object({
  id: z.number(),
  name: z.string(),
  /** Only in the answer to a token that may edit the ruleset */
  bypass_actors: z
    .array(z.object({ actor_type: z.string(), actor_id: z.number().nullish() }))
    .optional(),
});

type Protection = z.infer<typeof protectionAnswer>;
type BranchRule = z.infer<typeof branchRulesAnswer>[number];
type Ruleset = z.infer<typeof rulesetAnswer>;

/** The review rules of a pull request rule, from either API's names for them. */
const reviewRules = (review: {
  approvals: number;
  stale: boolean;
  lastPush: boolean;
  codeOwners: boolean;
}): RuleId[] => [
  "pull-request",
  ...(review.approvals >= 1 ? (["approval"] as const) : []),
  ...(review.stale ? (["stale-reviews"] as const) : []),
  ...(review.lastPush ? (["last-push"] as const) : []),
  ...(review.codeOwners ? (["code-owners"] as const) : []),
];

/** Who may bypass the branch protection rule: admins, unless enforced for them, and exceptions. */
const protectionBypass = (protection: Protection): string | undefined => {
  const allowances = protection.required_pull_request_reviews?.bypass_pull_request_allowances;
  const excepted = [
    ...(allowances?.users ?? []),
    ...(allowances?.teams ?? []),
    ...(allowances?.apps ?? []),
  ].map((who) => who.login ?? who.slug ?? "?");
  const who = [
    ...(protection.enforce_admins?.enabled ? [] : ["Admins"]),
    ...(excepted.length > 0 ? [`ohne Pull Request: ${excepted.join(", ")}`] : []),
  ];
  return who.length > 0 ? who.join(", ") : undefined;
};

/** The branch protection rule of main as a source of rules; `check` is CI's required job. */
export const protectionSource = (protection: Protection, check: string): Source => {
  const reviews = protection.required_pull_request_reviews;
  const checks = protection.required_status_checks;
  const sets: RuleId[] = [
    ...(reviews
      ? reviewRules({
          approvals: reviews.required_approving_review_count,
          stale: reviews.dismiss_stale_reviews,
          lastPush: reviews.require_last_push_approval,
          codeOwners: reviews.require_code_owner_reviews,
        })
      : []),
    ...(checks && [...checks.contexts, ...checks.checks.map((each) => each.context)].includes(check)
      ? (["status-check"] as const)
      : []),
    ...(protection.allow_force_pushes?.enabled ? [] : (["no-force-push"] as const)),
    ...(protection.allow_deletions?.enabled ? [] : (["no-deletion"] as const)),
  ];
  return {
    name: "Branch protection rule",
    sets: new Set(sets),
    bypass: protectionBypass(protection),
  };
};

/** What one rule of a ruleset sets. */
const setByRule = ({ type, parameters = {} }: BranchRule, check: string): RuleId[] => {
  if (type === "deletion") return ["no-deletion"];
  if (type === "non_fast_forward") return ["no-force-push"];
  if (type === "pull_request") {
    const review = pullRequestParameters.parse(parameters);
    return reviewRules({
      approvals: review.required_approving_review_count,
      stale: review.dismiss_stale_reviews_on_push,
      lastPush: review.require_last_push_approval,
      codeOwners: review.require_code_owner_review,
    });
  }
  if (type !== "required_status_checks") return [];
  const { required_status_checks: required = [] } = z
    .object({ required_status_checks: z.array(z.object({ context: z.string() })).optional() })
    .parse(parameters);
  return required.some((each) => each.context === check) ? ["status-check"] : [];
};

/** Who may bypass a ruleset, from its bypass list. */
const rulesetBypass = ({ bypass_actors: actors }: Ruleset): string | undefined => {
  if (actors === undefined) {
    return "unbekannt, die Antwort nennt keine „Bypass list“ (das Token braucht Admin-Rechte)";
  }
  if (actors.length === 0) return undefined;
  const named = actors.map(({ actor_type, actor_id }) => `${actor_type} ${actor_id ?? ""}`.trim());
  return `die „Bypass list“: ${named.join(", ")}`;
};

/** Each ruleset with rules for main as a source; `rulesets` are their answers, by id. */
export const rulesetSources = (
  rules: ReadonlyArray<BranchRule>,
  rulesets: ReadonlyMap<number, Ruleset>,
  check: string,
): Source[] =>
  [...new Set(rules.map((rule) => rule.ruleset_id))].map((id) => {
    const ruleset = rulesets.get(id) ?? { id, name: String(id) };
    const sets = rules
      .filter((rule) => rule.ruleset_id === id)
      .flatMap((rule) => setByRule(rule, check));
    return {
      name: `Ruleset „${ruleset.name}“`,
      sets: new Set(sets),
      bypass: rulesetBypass(ruleset),
    };
  });
