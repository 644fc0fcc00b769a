import { buildDay } from "../../plugins/gatsby-source-passform/check";
import { checkFrozenVersions } from "../changes/check-versions";
import { hasFrozenVersions } from "../changes/frozen-versions";
import { commitOf, dataOf } from "../changes/revision";

/**
 * The production build's own freeze of legal versions (tools/changes/frozen-versions.ts): CI
 * judges each pull request and each push to main, but the production build is what publishes,
 * so it refuses to publish a frozen version that reads otherwise than in the last production
 * build, whatever reached main in between. Netlify names the commit of that build
 * CACHED_COMMIT_REF (the commit whose build cache it restored: the last build that succeeded) and
 * the one it builds COMMIT_REF. Without a cached commit (the first build, a cleared cache), the
 * commit before this one in Git's history is the base; without either, the build says why it
 * cannot compare and stops if there is anything to guard. LEGAL_FREEZE_BASE names a base by hand.
 */

type Env = Readonly<Record<string, string | undefined>>;

type Base = { commit: string; name: string };

/** The commit the build is compared with, or why there is none. */
export const freezeBase = (env: Env, root: string): Base | { missing: string } => {
  const chosen = env.LEGAL_FREEZE_BASE?.trim();
  if (chosen) {
    const commit = commitOf(root, chosen);
    return commit
      ? { commit, name: `LEGAL_FREEZE_BASE (${chosen})` }
      : { missing: `LEGAL_FREEZE_BASE „${chosen}“ nennt keinen Commit dieses Klons` };
  }
  const cached = env.CACHED_COMMIT_REF;
  if (cached && cached !== env.COMMIT_REF) {
    const commit = commitOf(root, cached);
    if (commit) return { commit, name: `dem letzten Produktions-Build (${cached.slice(0, 7)})` };
  }
  const parent = commitOf(root, "HEAD^1");
  if (parent) return { commit: parent, name: `dem vorigen Commit (${parent.slice(0, 7)})` };
  return {
    missing:
      "kein letzter Produktions-Build (CACHED_COMMIT_REF) und kein voriger Commit in diesem Klon",
  };
};

/** What the step says: nothing to guard, held, or the refusal with every message. */
export const judgeFreeze = async (
  env: Env,
  root: string,
): Promise<{ ok: true; line: string } | { ok: false; message: string }> => {
  const base = freezeBase(env, root);
  if ("missing" in base) {
    // Without a base, every reviewed version may be one customers rely on.
    if (!hasFrozenVersions(dataOf(root))) {
      return { ok: true, line: `keine geprüfte Fassung zu schützen (${base.missing})` };
    }
    return {
      ok: false,
      message: `Die Fassungen der Rechtstexte lassen sich nicht prüfen: ${base.missing}. Ohne Vergleich veröffentlicht der Produktions-Build nicht. Bitte in Netlify unter Site configuration → Environment variables LEGAL_FREEZE_BASE auf den Commit des letzten veröffentlichten Deploys setzen (Netlify, „Deploys“) und den Build wiederholen; danach die Variable wieder löschen.`,
    };
  }
  const problems = await checkFrozenVersions({
    root,
    revision: base.name,
    commit: base.commit,
    day: buildDay(),
  });
  if (problems.length === 0) {
    return { ok: true, line: `geprüfte Fassungen unverändert gegenüber ${base.name}` };
  }
  return {
    ok: false,
    message: [
      `Der Produktions-Build veröffentlicht nicht: ${problems.length === 1 ? "eine Änderung trifft" : `${problems.length} Änderungen treffen`} Fassungen der Rechtstexte, die gegenüber ${base.name} so bleiben müssen.`,
      ...problems,
    ].join("\n\n"),
  };
};
