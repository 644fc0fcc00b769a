import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/**
 * Where `gatsby build` (with gatsby-adapter-netlify and trailingSlash "never") puts what a
 * route is served from, for the scripts that finish the build and for the tests that read it.
 */

/** The document of a route: "/" → index.html, "/agb" → agb.html. */
export const htmlFileFor = (route: string): string =>
  route === "/" ? "index.html" : `${route.replace(/^\/|\/$/g, "")}.html`;

/** The editors' forms (plugins/gatsby-plugin-decap-admin), relative to public/. */
export const ADMIN_FOLDER = "admin";

/**
 * Every HTML document a visitor can be sent, relative to public/ and sorted. Gatsby's slice
 * fragments in _gatsby/ are left out: they are stitched into these pages at build time. So is
 * the editors' forms in admin/, which is not a page of the site but an application with its own
 * headers.
 */
export const builtPages = (publicDir: string): string[] =>
  (readdirSync(publicDir, { recursive: true }) as string[])
    .filter((file) => file.endsWith(".html") && !file.startsWith("_gatsby"))
    .filter((file) => file.split(/[\\/]/)[0] !== ADMIN_FOLDER)
    .filter((file) => statSync(path.join(publicDir, file)).isFile())
    .sort();

/** The pages of the built site, from its sitemap (so a new legal page is measured too). */
export const builtRoutes = (publicDir: string): string[] => {
  const sitemap = readFileSync(path.join(publicDir, "sitemap.xml"), "utf8");
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? "/").pathname,
  );
};
