import path from "node:path";
import type { ParentSpanPluginArgs } from "gatsby";

/** data/ of the site being built, from Gatsby's own notion of the site directory. */
export const dataDirectory = ({ store }: Pick<ParentSpanPluginArgs, "store">): string =>
  path.join((store.getState() as { program: { directory: string } }).program.directory, "data");

/** True in `gatsby develop` (npm start), where a content problem must not stop the preview. */
export const isDevelop = (): boolean => process.env.gatsby_executing_command === "develop";
