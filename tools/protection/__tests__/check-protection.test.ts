/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import yaml from "js-yaml";
import { checkProtection } from "../cli";
import { TOKEN_NEEDS } from "../github-api";
import { requiredCheckName } from "../required-check";
import { protectionRules } from "../rules";
import {
  answer,
  API,
  changed,
  github,
  PROTECTION,
  protectedBy,
  REPO,
  RULES,
  rulesetOnly,
  TOKEN,
  type Route,
} from "./support/github";

/**
 * How `npm run check:protection` reads the protection of main from GitHub's recorded answers: a
 * complete branch protection rule, one without the two settings that keep an approval from
 * outliving a later push, a branch without one whose rules come from a ruleset, and the answers
 * of a token GitHub refuses. It names every missing rule in German, and never the token.
 */

const root = path.resolve(__dirname, "../../..");
const CHECK = requiredCheckName(root);
const RULE_COUNT = protectionRules(CHECK).length;

const run = async (routes: Record<string, Route | Error>) => {
  const api = github(routes);
  const outcome = await checkProtection({
    repo: REPO,
    token: TOKEN,
    api: API,
    get: api.get,
    check: CHECK,
  });
  expect(outcome.lines.join("\n")).not.toContain(TOKEN);
  return { ...outcome, asked: api.asked };
};

/** The settings a report names as missing, in its order. */
const missingSettings = (lines: string[]) =>
  lines.filter((line) => line.startsWith("  ✖ ")).map((line) => line.slice(4).split(": ")[0]);

const setting = (id: string) => protectionRules(CHECK).find((rule) => rule.id === id)?.setting;

it("reads the name of the required check from CI's workflow: the job that judges the lane", () => {
  const ci = yaml.safeLoad(readFileSync(path.join(root, ".github/workflows/ci.yml"), "utf8")) as {
    jobs: Record<string, { name?: string; steps: Array<{ run?: string }> }>;
  };
  const judges = Object.values(ci.jobs).filter((job) =>
    job.steps.some((step) => step.run?.includes("required-check.js")),
  );
  expect(judges.map((job) => job.name)).toEqual([CHECK]);
  const copy = mkdtempSync(path.join(tmpdir(), "passform-protection-"));
  try {
    mkdirSync(path.join(copy, ".github/workflows"), { recursive: true });
    const renamed = {
      ...ci,
      jobs: { ...ci.jobs, tests: { ...ci.jobs.tests, name: "Alle Prüfungen" } },
    };
    writeFileSync(path.join(copy, ".github/workflows/ci.yml"), yaml.safeDump(renamed));
    expect(requiredCheckName(copy)).toBe("Alle Prüfungen");
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});

it("finds a complete branch protection rule complete, asking with the token as GitHub documents", async () => {
  const { lines, exitCode, asked } = await run(protectedBy(answer("protection-complete")));
  expect(lines).toEqual([
    `main in ${REPO} (Branch protection rule): alles gesetzt, ${RULE_COUNT} von ${RULE_COUNT} Regeln.`,
  ]);
  expect(exitCode).toBe(0);
  expect(asked.map(({ url }) => url.href)).toEqual([
    `${API}/repos/${REPO}${PROTECTION}`,
    `${API}/repos/${REPO}${RULES}?per_page=100`,
  ]);
  expect(asked[0]?.headers).toEqual({
    accept: "application/vnd.github+json",
    authorization: `Bearer ${TOKEN}`,
    "x-github-api-version": "2022-11-28",
    "user-agent": "passform-check-protection",
  });
});

it("names the two settings an approval outlives a push without", async () => {
  const { lines, exitCode } = await run(protectedBy(answer("protection-stale-approvals")));
  expect(lines[0]).toBe(
    `main in ${REPO} (Branch protection rule): 2 von ${RULE_COUNT} Regeln fehlen.`,
  );
  expect(lines.slice(1, 3)).toEqual([
    "  ✖ „Dismiss stale pull request approvals when new commits are pushed“: Eine Freigabe bleibt gültig, wenn danach neue Commits kommen: Was nach der Freigabe gespeichert wird, geht ungeprüft online.",
    "  ✖ „Require approval of the most recent reviewable push“: Wer zuletzt gespeichert hat, braucht für diesen Stand keine Freigabe einer anderen Person.",
  ]);
  expect(lines[3]).toMatch(
    /^Einstellen: GitHub → Repository → Settings → Rules → Rulesets .*CONTENT\.md, „main schützen“\.$/,
  );
  expect(exitCode).toBe(1);
});

it("names every rule when main has neither a branch protection rule nor a ruleset", async () => {
  const { lines, exitCode } = await run({
    [PROTECTION]: [404, answer("protection-not-protected")],
    [RULES]: [200, answer("rules-none")],
  });
  expect(lines[0]).toBe(
    `main in ${REPO} (nicht geschützt): ${RULE_COUNT} von ${RULE_COUNT} Regeln fehlen.`,
  );
  expect(missingSettings(lines)).toEqual(protectionRules(CHECK).map((rule) => rule.setting));
  expect(exitCode).toBe(1);
});

it("takes the rules from a ruleset when the branch has no protection rule", async () => {
  const { lines, exitCode, asked } = await run(rulesetOnly());
  expect(lines).toEqual([
    `main in ${REPO} (Ruleset „main“): alles gesetzt, ${RULE_COUNT} von ${RULE_COUNT} Regeln.`,
  ]);
  expect(asked.map(({ url }) => url.pathname).at(-1)).toBe(`/repos/${REPO}/rulesets/3141592`);
  expect(exitCode).toBe(0);
});

describe("who may bypass the rules", () => {
  const withoutAdmins = changed("protection-complete", (json) => {
    json.enforce_admins = { url: "…", enabled: false };
  });

  it("admins, where the branch protection rule is not enforced for them", async () => {
    const { lines, exitCode } = await run(protectedBy(withoutAdmins));
    expect(missingSettings(lines)).toEqual([setting("no-bypass")]);
    expect(lines[1]).toMatch(/ Umgehen dürfen: Admins \(Branch protection rule\)\.$/);
    expect(exitCode).toBe(1);
  });

  it("the ruleset's bypass list, or no one can tell without the owner's token", async () => {
    const listed = changed("ruleset", (json) => {
      json.bypass_actors = [{ actor_id: 5, actor_type: "RepositoryRole", bypass_mode: "always" }];
    });
    const unlisted = changed("ruleset", (json) => {
      delete json.bypass_actors;
    });
    const first = await run(rulesetOnly(listed));
    expect(missingSettings(first.lines)).toEqual([setting("no-bypass")]);
    expect(first.lines[1]).toMatch(
      /Umgehen dürfen: die „Bypass list“: RepositoryRole 5 \(Ruleset „main“\)\.$/,
    );
    const second = await run(rulesetOnly(unlisted));
    expect(second.lines[1]).toMatch(
      /Umgehen dürfen: unbekannt, .*Admin-Rechte\) \(Ruleset „main“\)\.$/,
    );
  });

  it("no one, when a ruleset without a bypass list sets each rule the bypassable rule sets", async () => {
    const { lines, exitCode } = await run({ ...rulesetOnly(), [PROTECTION]: [200, withoutAdmins] });
    expect(lines[0]).toMatch(
      /^main in .* \(Branch protection rule, Ruleset „main“\): alles gesetzt/,
    );
    expect(exitCode).toBe(0);
  });
});

it("counts a required check only under CI's name for it", async () => {
  const other = changed("protection-complete", (json) => {
    json.required_status_checks = {
      strict: false,
      contexts: ["CI / Tests"],
      checks: [{ context: "CI / Tests", app_id: 15368 }],
    };
  });
  const { lines } = await run(protectedBy(other));
  expect(missingSettings(lines)).toEqual([
    `„Require status checks to pass“ mit der Prüfung „${CHECK}“`,
  ]);
});

describe("when GitHub does not tell", () => {
  it.each([
    [
      "bad-credentials",
      401,
      /^GitHub lehnt das Token ab \(Status 401: „Bad credentials“\): Es ist falsch/,
    ],
    [
      "not-accessible",
      403,
      /^GitHub verweigert den Zugriff auf \/repos\/passform\/website\/branches\/main\/protection \(Status 403: „Resource not accessible by personal access token“\)\. /,
    ],
    [
      "not-found",
      404,
      /^GitHub kennt das Repository passform\/website nicht, oder das Token darf es nicht sehen/,
    ],
  ])("%s (%d): exit status 2, with what the token needs", async (name, status, message) => {
    const { lines, exitCode } = await run({ [PROTECTION]: [status, answer(name)] });
    expect(lines).toHaveLength(1);
    const [, reason = ""] =
      lines[0]?.split(`Der Schutz von main in ${REPO} ist nicht zu lesen: `) ?? [];
    expect(reason).toMatch(message);
    expect(reason).toContain(TOKEN_NEEDS);
    expect(exitCode).toBe(2);
  });

  it("no answer: exit status 2, naming only the error's code", async () => {
    const error = Object.assign(new TypeError(`fetch failed: Bearer ${TOKEN}`), {
      cause: { code: "ECONNREFUSED" },
    });
    const { lines, exitCode } = await run({ [PROTECTION]: error });
    expect(lines).toEqual([
      `Der Schutz von main in ${REPO} ist nicht zu lesen: GitHub ist nicht erreichbar (ECONNREFUSED).`,
    ]);
    expect(exitCode).toBe(2);
  });

  it("an answer of another shape: exit status 2", async () => {
    const { lines, exitCode } = await run({
      ...protectedBy(answer("protection-complete")),
      [RULES]: [200, "{}"],
    });
    expect(lines[0]).toMatch(
      /GitHubs Antwort auf \/repos\/passform\/website\/rules\/branches\/main hat eine unerwartete Form\.$/,
    );
    expect(exitCode).toBe(2);
  });
});
