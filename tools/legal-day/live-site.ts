import {
  LEGAL_VERSIONS_PATH,
  parseLegalVersionsFile,
  type LegalVersionsFile,
} from "../../gatsby-node/legal-versions-file";
import { absoluteUrl } from "../../src/lib/site-url";
import { failureName, TIMEOUT_MS } from "./build-hook";

/**
 * What the live site says it was built for: its /legal-versions.json (written by every build,
 * gatsby-node/legal-versions-file.ts), read over HTTP. A 404 is a site built before the file
 * existed; anything else that yields no file (no answer, a 5xx, another status, a file that is
 * not one) leaves the state unknown.
 */

/**
 * A GET of `url` with `headers`; resolves to the status and the body, rejects when the site
 * cannot be reached.
 */
export type Get = (
  url: URL,
  headers?: Record<string, string>,
) => Promise<{ status: number; body: string }>;

/** Node's fetch, as the workflow runs it (and `npm run check:protection` asks GitHub). */
export const getWithFetch: Get = async (url, headers = {}) => {
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(TIMEOUT_MS) });
  return { status: response.status, body: await response.text() };
};

export type LiveState =
  | { kind: "read"; file: LegalVersionsFile }
  | { kind: "missing" }
  /** `reason` in German, after the file's address: "nicht erreichbar (ENOTFOUND)" */
  | { kind: "unknown"; reason: string };

/** The address of the file on the site at `siteUrl`. */
export const liveFileUrl = (siteUrl: string): URL =>
  new URL(absoluteUrl(siteUrl, LEGAL_VERSIONS_PATH));

/** The state of the site at `siteUrl`, as its file says. */
export const readLiveState = async (siteUrl: string, get: Get): Promise<LiveState> => {
  let answer: { status: number; body: string };
  try {
    answer = await get(liveFileUrl(siteUrl));
  } catch (error) {
    return { kind: "unknown", reason: `nicht erreichbar (${failureName(error)})` };
  }
  if (answer.status === 404) return { kind: "missing" };
  if (answer.status < 200 || answer.status > 299) {
    return { kind: "unknown", reason: `antwortet mit Status ${answer.status}` };
  }
  const file = parseLegalVersionsFile(answer.body);
  if (!file) return { kind: "unknown", reason: "ist keine lesbare Datei dieses Formats" };
  return { kind: "read", file };
};
