import { cpSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { legalTexts } from "../../plugins/gatsby-source-passform/check";
import { validContent } from "../../plugins/gatsby-source-passform/disk";
import { copyProject, type ProjectCopy } from "../../__tests__/support/project-copy";
import { startStaticServer, type RunningServer } from "../../tools/static-server";
import { unknownRoutes } from "./site";

/**
 * The site as this commit's code renders a frozen copy of the content (e2e/baselines/data/,
 * kept with the tests), built in a copy of the project and served with Netlify's own engines.
 * What the baselines show then changes only with the code: an editor's price change in data/
 * never touches them. When the model changes, the frozen copy is migrated like data/ itself
 * (the build below stops with the content check's message until it is).
 */

const FROZEN_DATA = path.resolve(__dirname, "../baselines/data");

/**
 * The day the frozen site is built for: its AGB have an earlier version, one in force and one
 * announced on this day, so the baselines show all three whatever the calendar says.
 */
const FROZEN_DAY = "2026-11-27";

/** The legal pages of the frozen content. */
export const frozenLegalRoutes = [
  ...new Set(validContent(FROZEN_DATA).legal.map((page) => page.frontmatter.slug)),
].sort();

/**
 * The permanent addresses of the versions that are not in force on the frozen day: an earlier
 * one and an announced one, each with its change view against the version before.
 */
export const frozenVersionRoutes = [
  ...legalTexts(validContent(FROZEN_DATA).legal, FROZEN_DAY).values(),
].flatMap((text) =>
  text.versions.flatMap((version) =>
    version.state !== "inForce" && version.path ? [version.path] : [],
  ),
);

/** Every route of the frozen content, and one unknown path for the 404 page. */
export const frozenRoutes = ["/", ...frozenLegalRoutes, ...frozenVersionRoutes, unknownRoutes[0]];

export type FrozenSite = {
  url: (route: string) => string;
  stop: () => Promise<void>;
};

/** The copy's data/ becomes the frozen content; its generated schemas stay the code's own. */
const freezeContent = (project: ProjectCopy): void => {
  const dataDir = path.join(project.root, "data");
  for (const entry of readdirSync(dataDir)) {
    if (entry !== "schema") rmSync(path.join(dataDir, entry), { recursive: true });
  }
  cpSync(FROZEN_DATA, dataDir, { recursive: true });
};

export const startFrozenSite = async (): Promise<FrozenSite> => {
  const project = copyProject("passform-baselines-");
  let server: RunningServer | undefined;
  try {
    freezeContent(project);
    const build = project.run("npm", ["run", "build"], { SITE_DATE: FROZEN_DAY });
    if (build.status !== 0) {
      throw new Error(`the frozen content did not build:\n${build.output.slice(-4000)}`);
    }
    server = await startStaticServer(path.join(project.root, "public"), {
      netlifyConfig: path.join(project.root, "netlify.toml"),
    });
  } catch (error) {
    project.remove();
    throw error;
  }
  const origin = server.url;
  const running = server;
  return {
    url: (route) => `${origin}${route}`,
    stop: async () => {
      await running.close();
      project.remove();
    },
  };
};
