import path from "node:path";
import { Router } from "express";
import { ADMIN_PATH, SESSION_PATHS } from "../config/admin-contract";
import { adminHeaders } from "../config/admin-headers";
import type { AdminFile } from "./admin-files";
import { registerLocalBackend, type SaveWatch } from "./local-backend";
import { onlyOwnPage, onlyThisSession } from "./request-guard";

/**
 * /admin/ in `npm start`: the files of the editors' forms (admin-files.ts) with the headers the
 * live site sends, and Decap's local backend, all behind the checks of request-guard.ts; the
 * local backend and data-files.json only with the page's session token. Mounted at /admin by
 * on-create-dev-server.ts, after Gatsby's own handlers.
 */
export const adminRouter = async (
  siteDir: string,
  files: ReadonlyArray<AdminFile>,
  { sessionToken, ...watch }: SaveWatch & { sessionToken: string },
): Promise<Router> => {
  const byName = new Map(files.map((file) => [file.name, file]));
  const router = Router();
  router.use(onlyOwnPage, (_request, response, next) => {
    for (const { key, value } of adminHeaders) response.setHeader(key, value);
    next();
  });
  for (const guarded of SESSION_PATHS) {
    router.use(guarded.slice(ADMIN_PATH.length - 1), onlyThisSession(sessionToken));
  }
  router.get("/:name?", (request, response, next) => {
    const file = byName.get(request.params.name ?? "index.html");
    if (!file) return next();
    // /admin without its slash goes to the folder, as on Netlify.
    if (!request.params.name && !request.originalUrl.split("?")[0]?.endsWith("/")) {
      return response.redirect(301, ADMIN_PATH);
    }
    // The page carries this run's session token, data-files.json unsaved edits: neither is kept.
    if (file.name === "index.html" || "read" in file)
      response.setHeader("cache-control", "no-store");
    response.type(path.extname(file.name) || ".html");
    if ("path" in file) return response.sendFile(file.path);
    return response.send("text" in file ? file.text : file.read());
  });
  await registerLocalBackend(router, siteDir, watch);
  return router;
};
