import { rmSync } from "node:fs";
import path from "node:path";
import { Router } from "express";
import type { GatsbyNode } from "gatsby";
import { ADMIN_PATH } from "../config/admin-contract";
import { adminHeaders } from "../config/admin-headers";
import { siteDirectory } from "../../gatsby-source-passform/node";
import { adminFiles } from "./admin-files";
import { developView } from "./develop-view";
import { registerLocalBackend } from "./local-backend";

/**
 * `npm start` serves the editors' forms at /admin/ next to the site, with the headers the
 * live site sends, and Decap's local backend under /admin/api/v1: a save in the form writes
 * data/, and the form says it is saved once the development server shows it.
 */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = async ({
  app,
  store,
  getNodesByType,
  reporter,
}) => {
  const siteDir = siteDirectory({ store });
  // Gatsby's server answers from public/ before this one: an admin/ left there by an earlier
  // `npm run build` would shadow the files made now.
  rmSync(path.join(siteDir, "public", ADMIN_PATH), { recursive: true, force: true });
  const files = new Map(
    (await adminFiles(siteDir, { localBackend: true })).map((file) => [file.name, file]),
  );
  const router = Router();
  router.use((_request, response, next) => {
    for (const { key, value } of adminHeaders) response.setHeader(key, value);
    next();
  });
  router.get("/:name?", (request, response, next) => {
    const file = files.get(request.params.name ?? "index.html");
    if (!file) return next();
    // /admin without its slash goes to the folder, as on Netlify.
    if (!request.params.name && !request.originalUrl.split("?")[0]?.endsWith("/")) {
      return response.redirect(301, ADMIN_PATH);
    }
    response.type(path.extname(file.name) || ".html");
    if ("path" in file) return response.sendFile(file.path);
    return response.send("text" in file ? file.text : file.read());
  });
  await registerLocalBackend(router, siteDir, {
    view: developView({ store, getNodesByType }),
    reporter,
  });
  app.use(ADMIN_PATH.replace(/\/$/, ""), router);
  const { host, port } = (store.getState() as { program: { host: string; port: number } }).program;
  reporter.info(`Redaktionsoberfläche: http://${host}:${port}${ADMIN_PATH}`);
};
