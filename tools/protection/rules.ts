/**
 * What the protection of `main` must hold (CONTENT.md, „`main` schützen“ and „Vor dem Livegang“):
 * each rule with the words of GitHub's settings page that switch it on, as CONTENT.md names them
 * (__tests__/house/protection-checklist.test.ts holds the two together), and what goes wrong
 * without it. A rule may be set in the branch protection rule or in any active ruleset for the
 * branch (sources.ts); `npm run check:protection` names each one that neither sets.
 */

export type RuleId =
  | "pull-request"
  | "approval"
  | "stale-reviews"
  | "last-push"
  | "code-owners"
  | "status-check"
  | "no-bypass"
  | "no-force-push"
  | "no-deletion";

type ProtectionRule = {
  id: RuleId;
  /** The setting as the report names it */
  setting: string;
  /** The words of GitHub's settings that CONTENT.md names in „…“, for rulesets and branch protection */
  words: ReadonlyArray<string>;
  /** What happens without it, in German */
  missing: string;
};

/** The rules, with `check`, the name of CI's required job (required-check.ts). */
export const protectionRules = (check: string): ProtectionRule[] => [
  {
    id: "pull-request",
    setting: "„Require a pull request before merging“",
    words: ["Require a pull request before merging"],
    missing: "Änderungen kommen ohne Pull Request auf main, ohne Prüfung und ohne Freigabe.",
  },
  {
    id: "approval",
    setting: "„Require approvals“ (mindestens 1)",
    words: ["Require approvals"],
    missing: "Ein Pull Request lässt sich ohne Freigabe einer zweiten Person mergen.",
  },
  {
    id: "stale-reviews",
    setting: "„Dismiss stale pull request approvals when new commits are pushed“",
    words: ["Dismiss stale pull request approvals when new commits are pushed"],
    missing:
      "Eine Freigabe bleibt gültig, wenn danach neue Commits kommen: Was nach der Freigabe gespeichert wird, geht ungeprüft online.",
  },
  {
    id: "last-push",
    setting: "„Require approval of the most recent reviewable push“",
    words: ["Require approval of the most recent reviewable push"],
    missing:
      "Wer zuletzt gespeichert hat, braucht für diesen Stand keine Freigabe einer anderen Person.",
  },
  {
    id: "code-owners",
    setting: "„Require review from Code Owners“",
    words: ["Require review from Code Owners"],
    missing:
      "Rechtstexte und die Regeln selbst brauchen keine Freigabe des zuständigen Teams (.github/CODEOWNERS).",
  },
  {
    id: "status-check",
    setting: `„Require status checks to pass“ mit der Prüfung „${check}“`,
    words: ["Require status checks to pass", check],
    missing: `„${check}“ ist keine Pflichtprüfung: Auch ein Pull Request mit roten Tests lässt sich mergen.`,
  },
  {
    id: "no-bypass",
    setting: "„Do not allow bypassing the above settings“ (bei Rulesets eine leere „Bypass list“)",
    words: ["Do not allow bypassing the above settings", "Bypass list"],
    missing: "Admins oder eingetragene Ausnahmen können die Regeln umgehen.",
  },
  {
    id: "no-force-push",
    setting:
      "„Block force pushes“ (in einer Branch protection rule bleibt „Allow force pushes“ aus)",
    words: ["Block force pushes", "Allow force pushes"],
    missing: "Force-Pushes auf main sind erlaubt: Sie ersetzen, was schon veröffentlicht ist.",
  },
  {
    id: "no-deletion",
    setting: "„Restrict deletions“ (in einer Branch protection rule bleibt „Allow deletions“ aus)",
    words: ["Restrict deletions", "Allow deletions"],
    missing: "main lässt sich löschen.",
  },
];

/** Where rules are set: the branch protection rule, or one ruleset. */
export type Source = {
  /** German: „Branch protection rule“, Ruleset „main“ */
  name: string;
  sets: ReadonlySet<RuleId>;
  /** Who may bypass it, in German; undefined when no one may */
  bypass?: string;
};

export type Missing = { rule: ProtectionRule; detail?: string };

/**
 * The rules no source sets. No bypass holds when every rule that is set is set by a source no one
 * may bypass: a ruleset with a bypass list does not count where the branch protection rule, for
 * admins too, sets the same rule, and the reverse.
 */
export const missingRules = (
  rules: ReadonlyArray<ProtectionRule>,
  sources: ReadonlyArray<Source>,
): Missing[] => {
  const setBy = (id: RuleId, all: ReadonlyArray<Source>) => all.some((s) => s.sets.has(id));
  const strict = sources.filter((source) => source.bypass === undefined);
  const bypassed = rules.filter(
    (rule) => setBy(rule.id, sources) && !setBy(rule.id, strict) && rule.id !== "no-bypass",
  );
  return rules.flatMap((rule): Missing[] => {
    if (rule.id !== "no-bypass") return setBy(rule.id, sources) ? [] : [{ rule }];
    if (sources.length === 0) return [{ rule }];
    if (bypassed.length === 0) return [];
    const who = sources.flatMap((source) =>
      source.bypass ? [`${source.bypass} (${source.name})`] : [],
    );
    return [{ rule, detail: `Umgehen dürfen: ${who.join("; ")}.` }];
  });
};
