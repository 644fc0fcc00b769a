import type { NextFunction, Request, Response, Router } from "express";
import { registerLocalFs } from "decap-server/dist/middlewares";

/**
 * Decap's local backend in `npm start`: decap-server's file system proxy, which reads and writes
 * the files of the site directory for the CMS, mounted in Gatsby's development server (so there
 * is no second port, and the page and its backend share an origin). It writes files, so it
 * answers only the admin page of this preview: a request from this machine (loopback), sent by a
 * page on localhost of this very server. Gatsby's server answers every CORS preflight, so the
 * Origin header is checked here: another site open in the editor's browser, or a page on
 * another port, cannot save anything, and neither can another machine if the preview is
 * started with a network address (gatsby develop -H 0.0.0.0).
 */

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);
const LOCAL_NAMES = new Set(["localhost", "127.0.0.1", "[::1]"]);

export const isOwnLocalOrigin = (origin: string | undefined, host: string | undefined): boolean => {
  if (!origin || !host) return false;
  try {
    const url = new URL(origin);
    return LOCAL_NAMES.has(url.hostname) && url.host === host && url.protocol === "http:";
  } catch {
    return false;
  }
};

const onlyThisPreview = (request: Request, response: Response, next: NextFunction): void => {
  const fromLoopback = LOOPBACK.has(request.socket.remoteAddress ?? "");
  if (fromLoopback && isOwnLocalOrigin(request.get("origin"), request.get("host"))) {
    next();
    return;
  }
  response
    .status(403)
    .json({ error: "Die lokale Bearbeitung nimmt nur Anfragen der eigenen Vorschau an." });
};

/**
 * Registers the proxy for the files of `siteDir` at /api/v1 of the router (decap-server's path),
 * behind the check.
 */
export const registerLocalBackend = async (router: Router, siteDir: string): Promise<void> => {
  router.post("/api/v1", onlyThisPreview);
  // decap-server serves the directory it is told, or the working directory.
  process.env.GIT_REPO_DIRECTORY ??= siteDir;
  await registerLocalFs(router, { logLevel: "warn" });
};
