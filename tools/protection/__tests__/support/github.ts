import { readFileSync } from "node:fs";
import path from "node:path";
import type { Get } from "../../../legal-day/live-site";

/**
 * GitHub's REST API in the tests of tools/protection/, answering from the recorded answers in
 * answers/ (shaped as GitHub documents them): each address of the API by its path, with a status
 * and the answer's file. It keeps what was asked, headers included.
 */

export const TOKEN = "github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyz";
export const REPO = "passform/website";
export const API = "https://api.github.com";

/** The path of each address the check asks, after /repos/passform/website. */
export const PROTECTION = "/branches/main/protection";
export const RULES = "/rules/branches/main";
const RULESET = "/rulesets/3141592";

/** A recorded answer, as text. */
export const answer = (name: string): string =>
  readFileSync(path.join(__dirname, "../answers", `${name}.json`), "utf8");

/** The answer with `change` made to its JSON. */
export const changed = (name: string, change: (json: Record<string, unknown>) => void): string => {
  const json = JSON.parse(answer(name)) as Record<string, unknown>;
  change(json);
  return JSON.stringify(json);
};

export type Route = [status: number, body: string];

/** The API answering `routes` (path → status and body); any other address is a 404. */
export const github = (routes: Record<string, Route | Error>) => {
  const asked: Array<{ url: URL; headers: Record<string, string> }> = [];
  const get: Get = async (url, headers = {}) => {
    asked.push({ url, headers });
    const route = routes[url.pathname.replace(`/repos/${REPO}`, "")];
    if (route instanceof Error) throw route;
    return route
      ? { status: route[0], body: route[1] }
      : { status: 404, body: answer("not-found") };
  };
  return { get, asked };
};

/** The routes of a repository with the branch protection rule `protection` and no ruleset. */
export const protectedBy = (protection: string): Record<string, Route> => ({
  [PROTECTION]: [200, protection],
  [RULES]: [200, answer("rules-none")],
});

/** The routes of a repository protected by the one ruleset of answers/, with `ruleset` as its answer. */
export const rulesetOnly = (ruleset = answer("ruleset")): Record<string, Route> => ({
  [PROTECTION]: [404, answer("protection-not-protected")],
  [RULES]: [200, answer("rules-ruleset")],
  [RULESET]: [200, ruleset],
});
