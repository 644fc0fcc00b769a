import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { ADMIN_PATH } from "../config/admin-contract";
import { githubRepository } from "../config/backend";
import { siteDirectory } from "../../gatsby-source-passform/disk";
import { adminFiles } from "./admin-files";

/**
 * public/admin/: the editors' forms, with Decap CMS. It is not a Gatsby page (the visitor pages
 * ship no JavaScript, this one is all JavaScript), so it is in no sitemap; its headers follow
 * the visitor pages' in public/_headers (tools/pipeline/).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store, reporter }) => {
  const siteDir = siteDirectory({ store });
  const repository = githubRepository(siteDir);
  if (repository) reporter.info(`${ADMIN_PATH}: Redaktionsoberfläche über GitHub (${repository})`);
  else {
    reporter.warn(
      `${ADMIN_PATH} kennt kein GitHub-Repository (weder REPOSITORY_URL noch ein Klon von GitHub) und zeigt nur einen Hinweis; lokal bearbeiten mit npm start`,
    );
  }
  const target = path.join(siteDir, "public", ADMIN_PATH);
  mkdirSync(target, { recursive: true });
  for (const file of await adminFiles(siteDir, { localBackend: false })) {
    const destination = path.join(target, file.name);
    if ("path" in file) copyFileSync(file.path, destination);
    else writeFileSync(destination, "text" in file ? file.text : file.read());
  }
};
