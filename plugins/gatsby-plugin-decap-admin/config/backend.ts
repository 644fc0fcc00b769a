import { execFileSync } from "node:child_process";

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
