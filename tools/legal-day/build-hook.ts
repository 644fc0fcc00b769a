/**
 * Netlify's build hook: a secret URL (NETLIFY_BUILD_HOOK) to which a POST starts a production
 * build of the branch the hook was made for. The URL is a secret (whoever has it can start builds,
 * and each production deploy costs credits), so nothing here ever says it: not in a message, not
 * in an error (Node's fetch names the address it failed on in some errors; only the error's code
 * is passed on).
 */

/** A POST to `url`; resolves to the HTTP status, rejects when Netlify cannot be reached. */
export type Post = (url: URL) => Promise<number>;

/**
 * How long Netlify may take to accept the hook (it answers at once and builds afterwards), and the
 * live site to answer (live-site.ts).
 */
export const TIMEOUT_MS = 30_000;

/** Node's fetch, as the workflow runs it: no package, the body Netlify's documentation shows. */
export const postWithFetch: Post = async (url) => {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{}",
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  return response.status;
};

export type Hook = { kind: "missing" } | { kind: "invalid" } | { kind: "set"; url: URL };

/** The build hook from the environment variable's value, checked to be an https address. */
export const readHook = (value: string | undefined): Hook => {
  if (value === undefined || value.trim() === "") return { kind: "missing" };
  const url = URL.canParse(value.trim()) ? new URL(value.trim()) : undefined;
  return url?.protocol === "https:" ? { kind: "set", url } : { kind: "invalid" };
};

/** What a failed request may say: the error's code or name, never its message. */
export const failureName = (error: unknown): string => {
  const cause = (error as { cause?: { code?: unknown } })?.cause;
  if (typeof cause?.code === "string" && /^[A-Z_]+$/.test(cause.code)) return cause.code;
  const name = (error as { name?: unknown })?.name;
  if (name === "TimeoutError") return `keine Antwort nach ${TIMEOUT_MS / 1000} s`;
  return typeof name === "string" && /^\w+$/.test(name) ? name : "unbekannter Fehler";
};

type Triggered = { ok: true; status: number } | { ok: false; reason: string };

/**
 * Starts the build: a POST to the hook, titled `title` in Netlify's list of deploys
 * (`trigger_title`, as Netlify's documentation names it).
 */
export const triggerBuild = async (hook: URL, title: string, post: Post): Promise<Triggered> => {
  const url = new URL(hook);
  url.searchParams.set("trigger_title", title);
  try {
    const status = await post(url);
    if (status >= 200 && status < 300) return { ok: true, status };
    return {
      ok: false,
      reason: `Netlify hat den Build-Hook abgelehnt (Status ${status}); wurde der Hook bei Netlify gelöscht, bitte einen neuen anlegen und das Secret NETLIFY_BUILD_HOOK ersetzen`,
    };
  } catch (error) {
    return { ok: false, reason: `Netlify war nicht erreichbar (${failureName(error)})` };
  }
};
