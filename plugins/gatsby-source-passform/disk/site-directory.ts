import path from "node:path";
import type { ParentSpanPluginArgs } from "gatsby";

/** The site being built, as Gatsby knows it (not this file's folder, which Gatsby compiles away). */
export const siteDirectory = ({ store }: Pick<ParentSpanPluginArgs, "store">): string =>
  (store.getState() as { program: { directory: string } }).program.directory;

/** data/ of the site being built. */
export const dataDirectory = (args: Pick<ParentSpanPluginArgs, "store">): string =>
  path.join(siteDirectory(args), "data");

/** True in `gatsby develop` (npm start), where a content problem must not stop the server. */
export const isDevelop = (): boolean => process.env.gatsby_executing_command === "develop";
