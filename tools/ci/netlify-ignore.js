/**
 * Netlify's ignore command (netlify.toml): whether a commit needs a production build. Netlify
 * charges every production deploy (15 credits on its credit plans; deploy previews nothing), so a
 * merge that changes only tests, documentation or the Git host's settings deploys nothing; the
 * site online is then exactly what that commit would have built. Exit status 0 skips the build,
 * 1 builds, as Netlify reads it.
 *
 * It builds whenever it cannot be sure: any context but production, no earlier build to compare
 * with (Netlify's CACHED_COMMIT_REF is then missing or the commit itself: a first build, a build
 * with a cleared cache, a retry), a build hook (the scheduled build on the day a legal text's new
 * version applies changes no file), and a comparison Git cannot make.
 */

const { changedFiles, kindOf } = require("./changed-paths");

/** How many of the files that decided it the log names. */
const NAMED = 5;

const listed = (files) =>
  files.length > NAMED
    ? `${files.slice(0, NAMED).join(", ")} und ${files.length - NAMED} weitere`
    : files.join(", ");

/**
 * @param {Record<string, string | undefined>} env Netlify's build environment
 * @param {string} cwd the repository's root
 * @returns {{ build: boolean, reason: string }}
 */
function decide(env, cwd) {
  const { CONTEXT, CACHED_COMMIT_REF: cached, COMMIT_REF: commit } = env;
  if (CONTEXT !== "production") {
    return { build: true, reason: `Kontext „${CONTEXT ?? "unbekannt"}“: kein Produktions-Deploy` };
  }
  if (env.INCOMING_HOOK_URL || env.INCOMING_HOOK_TITLE) {
    return {
      build: true,
      reason: `ausgelöst von einem Build-Hook („${env.INCOMING_HOOK_TITLE ?? "ohne Titel"}“)`,
    };
  }
  if (!cached || !commit || cached === commit) {
    return { build: true, reason: "kein früherer Build zum Vergleichen" };
  }
  let files;
  try {
    files = changedFiles(cached, commit, cwd);
  } catch (error) {
    const detail = String(error.stderr || error.message)
      .trim()
      .split("\n")[0];
    return { build: true, reason: `Git kann ${cached} und ${commit} nicht vergleichen: ${detail}` };
  }
  const built = files.filter((file) => kindOf(file) !== "unbuilt");
  if (built.length > 0) return { build: true, reason: `geändert: ${listed(built)}` };
  return {
    build: false,
    reason:
      files.length === 0
        ? "keine Datei geändert"
        : `nur Tests, Dokumentation oder Einstellungen geändert (${listed(files)}); die Website bleibt, wie sie ist`,
  };
}

if (require.main === module) {
  const { build, reason } = decide(process.env, process.cwd());
  console.log(`${build ? "Produktions-Build" : "Kein Produktions-Build"}: ${reason}`);
  process.exit(build ? 1 : 0);
}

module.exports = { decide };
