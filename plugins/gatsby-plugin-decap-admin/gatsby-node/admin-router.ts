import path from "node:path";
import { Router, type Response } from "express";
import { ADMIN_PATH } from "../config/admin-contract";
import { adminHeaders } from "../config/admin-headers";
import type { AdminFile } from "./admin-files";
import { registerLocalBackend, type SaveWatch } from "./local-backend";
import { onlyOwnPage, onlyPlainPaths, onlyThisSession, withSessionToken } from "./request-guard";

/**
 * /admin/ in `npm start`: the files of the editors' forms (admin-files.ts) with the headers the
 * live site sends, and Decap's local backend, all behind the checks of request-guard.ts; paths
 * only in their plain spelling, and the local backend and data-files.json only with the page's
 * session token. Mounted at /admin by on-create-dev-server.ts, after Gatsby's own handlers.
 */
export const adminRouter = async (
  siteDir: string,
  files: ReadonlyArray<AdminFile>,
  { sessionToken, ...watch }: SaveWatch & { sessionToken: string },
): Promise<Router> => {
  const byName = new Map(files.map((file) => [file.name, file]));
  const router = Router();
  const tokenSent = withSessionToken(sessionToken);
  router.use(
    ...onlyOwnPage,
    (_request, response, next) => {
      for (const { key, value } of adminHeaders) response.setHeader(key, value);
      next();
    },
    onlyPlainPaths,
    onlyThisSession(sessionToken),
  );
  router.get("/:name?", (request, response, next) => {
    const file = byName.get(request.params.name ?? "index.html");
    if (!file) return next();
    // /admin without its slash goes to the folder, as on Netlify.
    if (!request.params.name && !request.originalUrl.split("?")[0]?.endsWith("/")) {
      return response.redirect(301, ADMIN_PATH);
    }
    // data/ as it is on disk: the token once more where the file is found, by the decoded name.
    if ("read" in file) return tokenSent(request, response, () => serve(file, response));
    return serve(file, response);
  });
  await registerLocalBackend(router, siteDir, watch);
  return router;
};

/** A file of /admin/ with its type; the page and data-files.json are not kept. */
const serve = (file: AdminFile, response: Response): void => {
  // The page carries this run's session token, data-files.json unsaved edits.
  if (file.name === "index.html" || "read" in file) response.setHeader("cache-control", "no-store");
  response.type(path.extname(file.name) || ".html");
  if ("path" in file) return response.sendFile(file.path);
  response.send("text" in file ? file.text : file.read());
};
