import { rmSync } from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { ADMIN_PATH } from "../config/admin-contract";
import { siteDirectory } from "../../gatsby-source-passform/disk";
import { adminFiles } from "./admin-files";
import { adminRouter } from "./admin-router";
import { developView } from "./develop-view";
import { newSessionToken } from "./request-guard";

/**
 * `npm start` serves the editors' forms at /admin/ next to the site, with the headers the
 * live site sends, and Decap's local backend under /admin/api/v1: a save in the form writes
 * data/, and the form says it is saved once the development server shows it. Each start makes a
 * new session token, which the page gets in its settings and the local backend asks for.
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
  const sessionToken = newSessionToken();
  const files = await adminFiles(siteDir, { localBackend: true, sessionToken });
  const router = await adminRouter(siteDir, files, {
    sessionToken,
    view: developView({ store, getNodesByType }),
    reporter,
  });
  app.use(ADMIN_PATH.replace(/\/$/, ""), router);
  const { host, port } = (store.getState() as { program: { host: string; port: number } }).program;
  reporter.info(`Redaktionsoberfläche: http://${host}:${port}${ADMIN_PATH}`);
};
