/**
 * Netlify's ignore command (netlify.toml): whether a commit needs a production build. Netlify
 * charges every production deploy (15 credits on its credit plans; deploy previews nothing), so a
 * merge that changes only tests, documentation or the Git host's settings deploys nothing; the
 * site online is then exactly what that commit would have built. Exit status 0 skips the build,
 * 1 builds, as Netlify reads it.
 *
 * The site depends on the day of its build too (the legal texts' version in force, the sitemap's
 * dates, the expiry of security.txt), so before it skips, it reads the live site's
 * /legal-versions.json (gatsby-node/legal-versions-file.ts, at Netlify's URL, the site's main
 * address) and builds after all when its `staleFrom` is today's German day or earlier.
 *
 * It builds whenever it cannot be sure: any context but production, no earlier build to compare
 * with (Netlify's CACHED_COMMIT_REF is then missing or the commit itself: a first build, a build
 * with a cleared cache, a retry), a build hook (the build of the workflow „Neue Fassung eines
 * Rechtstexts“ changes no file), a comparison Git cannot make, no URL, and a live file that is
 * missing, unreadable or out of reach. Plain CommonJS on Node's own modules and global fetch:
 * Netlify runs it before it installs anything.
 */

const { changedFiles, kindOf } = require("./path-kinds");

/** How many of the files that decided it the log names. */
const NAMED = 5;

/** @param {string[]} files */
const listed = (files) =>
  files.length > NAMED
    ? `${files.slice(0, NAMED).join(", ")} und ${files.length - NAMED} weitere`
    : files.join(", ");

/** How long the live site may take to answer. */
const TIMEOUT_MS = 10_000;

/**
 * Today in Germany, Jahr-Monat-Tag: the legal texts' versions start on a German day. The content
 * plugin's calendar (content/words/calendar-date.ts) has the same line, but this file runs on
 * plain Node before Netlify installs anything, so it cannot load TypeScript.
 * @param {Date} moment
 */
const germanDay = (moment) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(moment);

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** @typedef {(url: URL, init?: RequestInit) => Promise<Response>} FetchFile */

/**
 * Whether the live site at `siteUrl` is still what a build today would publish, by its
 * /legal-versions.json: `current` only if the file says so. The reason in German, after the
 * files' reason and "aber" (not current) or ";" (current).
 * @param {string | undefined} siteUrl
 * @param {FetchFile} fetchFile
 * @param {Date} now
 * @returns {Promise<{ current: boolean, reason: string }>}
 */
async function liveState(siteUrl, fetchFile, now) {
  if (!siteUrl) {
    return {
      current: false,
      reason: "die Adresse der Live-Seite ist unbekannt (URL nicht gesetzt)",
    };
  }
  if (!URL.canParse(siteUrl)) {
    return { current: false, reason: `die Adresse der Live-Seite („${siteUrl}“) ist keine URL` };
  }
  const url = new URL("/legal-versions.json", siteUrl);
  let response;
  try {
    response = await fetchFile(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    const failure = /** @type {{ cause?: { code?: string }, name?: string } | undefined} */ (error);
    const code = failure?.cause?.code ?? failure?.name ?? "unbekannter Fehler";
    return { current: false, reason: `${url} ist nicht erreichbar (${code})` };
  }
  if (!response.ok) {
    const what =
      response.status === 404 ? "fehlt (Status 404)" : `antwortet mit Status ${response.status}`;
    return { current: false, reason: `${url} ${what}` };
  }
  const staleFrom = await response.json().then(
    (file) => file?.staleFrom,
    () => undefined,
  );
  if (typeof staleFrom !== "string" || !DAY.test(staleFrom)) {
    return { current: false, reason: `${url} ist nicht lesbar (kein staleFrom)` };
  }
  const today = germanDay(now);
  const state = `legal-versions.json der Live-Seite: neu zu bauen ab ${staleFrom}`;
  return staleFrom <= today
    ? {
        current: false,
        reason: `die Live-Seite ist nicht mehr auf dem Stand (${state}, heute ist ${today})`,
      }
    : { current: true, reason: `die Website bleibt, wie sie ist (${state})` };
}

/**
 * What the files alone decide: a build, or a skip when only files that are not built changed
 * (which the live site's state may still overrule).
 * @param {Record<string, string | undefined>} env Netlify's build environment
 * @param {string} cwd the repository's root
 * @returns {{ build: boolean, reason: string }}
 */
function byFiles(env, cwd) {
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
    const failure = /** @type {{ stderr?: string, message?: string }} */ (error);
    const detail = String(failure.stderr || failure.message)
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
        : `nur Tests, Dokumentation oder Einstellungen geändert (${listed(files)})`,
  };
}

/**
 * @param {Record<string, string | undefined>} env Netlify's build environment
 * @param {string} cwd the repository's root
 * @param {{ fetch?: FetchFile, now?: Date }} [options] the live site's fetch, and the moment
 * @returns {Promise<{ build: boolean, reason: string }>}
 */
async function decide(env, cwd, { fetch: fetchFile = fetch, now = new Date() } = {}) {
  const files = byFiles(env, cwd);
  if (files.build) return files;
  const live = await liveState(env.URL, fetchFile, now);
  return live.current
    ? { build: false, reason: `${files.reason}; ${live.reason}` }
    : { build: true, reason: `${files.reason}, aber ${live.reason}` };
}

if (require.main === module) {
  decide(process.env, process.cwd()).then(
    ({ build, reason }) => {
      console.log(`${build ? "Produktions-Build" : "Kein Produktions-Build"}: ${reason}`);
      process.exit(build ? 1 : 0);
    },
    (error) => {
      console.log(`Produktions-Build: unerwarteter Fehler (${error?.message ?? error})`);
      process.exit(1);
    },
  );
}

module.exports = { decide };
