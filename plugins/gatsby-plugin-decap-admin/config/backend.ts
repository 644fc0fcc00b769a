import { execFileSync } from "node:child_process";
import type { CmsConfig } from "./cms-types";

/**
 * Where the editors' forms on the live site save: Decap's GitHub backend, with the repository
 * and the status Netlify posts on a pull request for its deploy preview, which Decap links as
 * „Deploy Preview ansehen“. Every save is a commit on a pull request (cms-config.ts: editorial
 * workflow), squashed when it is merged. In `npm start` Decap finds the local backend instead
 * (gatsby-node/local-backend.ts).
 */

/** The repository (owner/name, its default branch) and the deploy preview's status */
export type CmsBackend = { repo: string; previewContext?: string };

/**
 * The GitHub repository (owner/name) the editors' forms on the live site edit. Netlify names the
 * linked repository in REPOSITORY_URL during every build; elsewhere the clone's remote "origin"
 * tells. Undefined where neither is a GitHub repository (a local copy, another Git host).
 */
export const githubRepository = (
  siteDir: string,
  env: NodeJS.ProcessEnv = process.env,
): string | undefined => repositoryOf(env.REPOSITORY_URL) ?? repositoryOf(originOf(siteDir));

/** owner/name of https://github.com/owner/name(.git), git@github.com:owner/name.git and the like. */
export const repositoryOf = (url: string | undefined): string | undefined => {
  const match =
    /^(?:https:\/\/|ssh:\/\/git@|git@)github\.com[/:]([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/.exec(
      url?.trim() ?? "",
    );
  return match ? `${match[1]}/${match[2]}` : undefined;
};

const originOf = (siteDir: string): string | undefined => {
  try {
    return execFileSync("git", ["config", "--get", "remote.origin.url"], {
      cwd: siteDir,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
  } catch {
    return undefined;
  }
};

/**
 * Netlify's status of a pull request's deploy preview, named after the site (SITE_NAME in
 * every Netlify build). Without it Decap takes the first status whose name contains "deploy".
 */
export const netlifyPreviewContext = (env: NodeJS.ProcessEnv = process.env): string | undefined =>
  env.SITE_NAME ? `netlify/${env.SITE_NAME}/deploy-preview` : undefined;

/** Decap's GitHub backend, with the commit messages the editors' saves get. */
export const githubBackend = ({ repo, previewContext }: CmsBackend): CmsConfig["backend"] => ({
  name: "github",
  repo,
  ...(previewContext ? { preview_context: previewContext } : {}),
  squash_merges: true,
  commit_messages: {
    create: "Redaktion: {{path}} angelegt",
    update: "Redaktion: {{path}} geändert",
    delete: "Redaktion: {{path}} gelöscht",
    uploadMedia: "Redaktion: {{path}} hochgeladen",
    deleteMedia: "Redaktion: {{path}} gelöscht",
  },
});
