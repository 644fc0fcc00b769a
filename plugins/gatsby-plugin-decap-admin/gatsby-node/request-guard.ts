import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { Request, RequestHandler } from "express";
import {
  ADMIN_PATH,
  LOCAL_BACKEND_PATH,
  SESSION_HEADER,
  SESSION_PATHS,
} from "../config/admin-contract";

/**
 * Who `npm start`'s /admin/ answers: the editors' page of this very development server, in a
 * browser on this machine, and nothing else a browser or another program might send it.
 *
 * Gatsby's development server answers every request with `Access-Control-Allow-Origin: *` and
 * every CORS preflight (its `cors()` runs before any plugin's router), so each site open in the
 * editor's browser could read what /admin/ serves: data/ as it is on disk, unsaved edits
 * included. Here, every request under /admin/ must
 *
 * - come from this machine (the loopback address), also when the server is started with a
 *   network address (gatsby develop -H 0.0.0.0);
 * - name this server in its Host header by a local name (localhost, 127.0.0.1, [::1]) with the
 *   port it came in on: a page on another name that resolves here (DNS rebinding) is refused;
 * - be sent by this origin's own page (`Sec-Fetch-Site: same-origin`) or by the editor
 *   (`none`: typed, bookmarked, opened from the terminal), when the browser says who sent it.
 *   One exception: a link on another site may open the page itself (a top-level navigation).
 *   That page is unreadable to the site that linked it, cannot be framed (frame-ancestors
 *   'none'), keeps no handle to its opener (Cross-Origin-Opener-Policy) and does nothing
 *   until the editor acts; its scripts, data and backend still need the rules above.
 *
 * Answers lose the wildcard and carry `Cross-Origin-Resource-Policy: same-origin`. The local
 * backend and data-files.json also need the session token (SESSION_PATHS), made at each start of
 * `npm start` and given to the page in its settings: a browser page of another origin cannot
 * read it. Express matches a route's prefix against the raw path but hands a route its decoded
 * parameters, so a path is only taken in its plain spelling (400 otherwise), and whether it needs
 * the token is judged by its decoded, normalised, lower-case form. A program on this machine can
 * still fetch the page like a browser and read the token; what stops it is the operating
 * system's user separation, not this server.
 */

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);
const LOCAL_NAMES = new Set(["localhost", "127.0.0.1", "[::1]"]);
const LOCAL_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(?::(\d{1,5}))?$/;

/** Whether a Host header names this server by a local name, with the port it listens on. */
export const isOwnLocalHost = (host: string | undefined, port: number | undefined): boolean => {
  const match = LOCAL_HOST.exec(host ?? "");
  return Boolean(match) && Number(match?.[2] ?? 80) === port;
};

/** Whether an Origin header is http:// on a local name, the same host and port as `host`. */
export const isOwnLocalOrigin = (origin: string | undefined, host: string | undefined): boolean => {
  if (!origin || !host) return false;
  try {
    const url = new URL(origin);
    return LOCAL_NAMES.has(url.hostname) && url.host === host && url.protocol === "http:";
  } catch {
    return false;
  }
};

/** A new session token: 256 random bits. */
export const newSessionToken = (): string => randomBytes(32).toString("base64url");

const digest = (value: string): Buffer => createHash("sha256").update(value).digest();

/** Whether `sent` is `token`, compared in constant time (digests of equal length). */
export const isSessionToken = (sent: string | undefined, token: string): boolean =>
  sent !== undefined && timingSafeEqual(digest(sent), digest(token));

/**
 * A path as a file lookup would read it: decoded once, without empty, "." and ".." segments and
 * without a slash at the end; undefined when it does not decode (a stray "%").
 */
const plainPath = (raw: string): string | undefined => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  const segments: string[] = [];
  for (const segment of decoded.split("/")) {
    if (segment === "..") segments.pop();
    else if (segment !== "" && segment !== ".") segments.push(segment);
  }
  return `/${segments.join("/")}`;
};

/** The request's path from the root of the server, raw as it was sent. */
const rawPath = (request: Request): string => request.originalUrl.split("?")[0] ?? "";

/**
 * The path as the session's paths are compared with it: plain, in lower case (Express matches
 * routes regardless of case), without dots at the end (which Windows drops from a file name).
 */
const sessionKey = (request: Request): string | undefined =>
  plainPath(rawPath(request))?.toLowerCase().replace(/\.+$/, "");

/**
 * A handler that lets a request on where `passes` holds, and refuses it otherwise with the
 * German `refusal`: as JSON for the local backend (Decap shows `error`), as text elsewhere.
 */
const onlyWhere =
  (
    passes: (request: Request) => boolean,
    refusal: (request: Request) => string,
    status = 403,
  ): RequestHandler =>
  (request, response, next) => {
    if (passes(request)) return next();
    response.status(status);
    if (sessionKey(request) === LOCAL_BACKEND_PATH) response.json({ error: refusal(request) });
    else response.type("text/plain; charset=utf-8").send(refusal(request));
  };

const ownAddress = (request: Request): string =>
  `http://localhost:${request.socket.localPort ?? 8000}${ADMIN_PATH}`;

/** Whether the browser says a script or page of this origin sent the request, or says nothing. */
const sameOrigin = (request: Request): boolean =>
  [undefined, "same-origin"].includes(request.get("sec-fetch-site"));

/** A top-level navigation to the page itself (/admin/, /admin or /admin/index.html). */
const opensPage = (request: Request): boolean =>
  (request.method === "GET" || request.method === "HEAD") &&
  (request.path === "/" || request.path === "/index.html") &&
  request.get("sec-fetch-mode") === "navigate" &&
  request.get("sec-fetch-dest") === "document";

/** The first handlers of /admin/: the answer's CORS headers, and who may ask at all (see above). */
export const onlyOwnPage: RequestHandler[] = [
  (_request, response, next) => {
    response.removeHeader("access-control-allow-origin");
    response.setHeader("cross-origin-resource-policy", "same-origin");
    next();
  },
  onlyWhere(
    (request) =>
      LOOPBACK.has(request.socket.remoteAddress ?? "") &&
      isOwnLocalHost(request.get("host"), request.socket.localPort),
    (request) =>
      `Die Redaktionsoberfläche der lokalen Vorschau antwortet nur auf diesem Rechner unter ${ownAddress(request)}.`,
  ),
  onlyWhere(
    (request) =>
      sameOrigin(request) || request.get("sec-fetch-site") === "none" || opensPage(request),
    (request) =>
      `Die Redaktionsoberfläche der lokalen Vorschau antwortet nur ihrer eigenen Seite; öffnen Sie ${ownAddress(request)} bitte direkt.`,
  ),
];

/**
 * Every path under /admin/ in its plain spelling only: one that decoding or normalising would
 * change (%-encoded, "//", "." or "..", a slash at the end) is refused before any route sees it,
 * so no route finds a file by a name the checks before it did not read.
 */
export const onlyPlainPaths = onlyWhere(
  (request) => {
    const raw = rawPath(request);
    return raw === ADMIN_PATH || plainPath(raw) === raw;
  },
  () =>
    "Die Redaktionsoberfläche der lokalen Vorschau nimmt Adressen nur in einfacher Schreibweise an: ohne %-Kodierung, doppelte Schrägstriche, „.“ oder „..“ und ohne Schrägstrich am Ende.",
  400,
);

/** Whether a path (a session key) is one of SESSION_PATHS, or lies below one. */
const isSessionPath = (key: string | undefined): boolean =>
  key === undefined ||
  SESSION_PATHS.some((guarded) => key === guarded || key.startsWith(`${guarded}/`));

/** The request carries the session token of this run of `npm start`, or is refused. */
export const withSessionToken = (token: string, needsToken = (_request: Request) => true) =>
  onlyWhere(
    (request) => !needsToken(request) || isSessionToken(request.get(SESSION_HEADER), token),
    () =>
      "Diese Seite der Redaktionsoberfläche stammt nicht aus der laufenden lokalen Vorschau, etwa von vor einem Neustart von npm start. Laden Sie sie bitte neu.",
  );

/**
 * For SESSION_PATHS, however the path is spelt (sessionKey): the request carries the session
 * token of this run of `npm start`.
 */
export const onlyThisSession = (token: string): RequestHandler =>
  withSessionToken(token, (request) => isSessionPath(sessionKey(request)));

/**
 * For the local backend, which writes files: sent by a script of this origin's page
 * (`Sec-Fetch-Site: same-origin`, where the browser says it) whose Origin is this server.
 */
export const onlyOwnScript = onlyWhere(
  (request) => sameOrigin(request) && isOwnLocalOrigin(request.get("origin"), request.get("host")),
  () => "Die lokale Bearbeitung nimmt nur Anfragen der eigenen lokalen Vorschau an.",
);
