/**
 * The editors' page in the built site: public/admin/ with Decap CMS served by the site itself,
 * configured from the content model, out of every visitor's way (no link, no sitemap entry,
 * not indexed) and the only page with JavaScript.
 */
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import {
  ADMIN_SCRIPT,
  CONFIG_ELEMENT_ID,
  cmsCollections,
  printWidthOf,
  type AdminSettings,
} from "../../plugins/gatsby-plugin-decap-admin";
import { htmlDocument } from "../../tools/pipeline/html-document";
import { ADMIN_FOLDER, builtPages } from "../../tools/pipeline/built-files";
import { data, siteRoot } from "../support/site-content";
import { publicDir } from "./built-site";

const adminDir = path.join(publicDir, ADMIN_FOLDER);
const page = htmlDocument(readFileSync(path.join(adminDir, "index.html"), "utf8"));
const settings = JSON.parse(
  page.getElementById(CONFIG_ELEMENT_ID)?.textContent ?? "null",
) as AdminSettings;

it("is a German page for editors that search engines leave out", () => {
  expect(page.documentElement.lang).toBe("de");
  expect(page.title).toMatch(/^Redaktionsoberfläche \| /);
  expect(page.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe(
    "noindex, nofollow",
  );
  const sitemap = readFileSync(path.join(publicDir, "sitemap.xml"), "utf8");
  expect(sitemap).not.toContain(`/${ADMIN_FOLDER}`);
});

it("runs one script of its own from /admin/, which loads Decap from the site itself", () => {
  const scripts = [...page.querySelectorAll("script")];
  expect(
    scripts.filter((script) => script.src).map((script) => script.getAttribute("src")),
  ).toEqual([`/${ADMIN_FOLDER}/${ADMIN_SCRIPT}`]);
  expect(scripts.filter((script) => !script.src).map((script) => script.type)).toEqual([
    "application/json",
  ]);
  // Decap's bundle and every chunk it loads by name, as npm installed them.
  const dist = path.dirname(
    createRequire(path.join(siteRoot, "package.json")).resolve("decap-cms/dist/decap-cms.js"),
  );
  const chunks = readdirSync(dist).filter((name) => /^(\w+\.)?decap-cms\.js$/.test(name));
  expect(chunks.length).toBeGreaterThan(1);
  // Buffer's own comparison: Jest's toEqual walks megabytes byte by byte, for over a minute.
  const differing = chunks.filter(
    (name) => !readFileSync(path.join(adminDir, name)).equals(readFileSync(path.join(dist, name))),
  );
  expect(differing).toEqual([]);
});

it("carries the configuration derived from the content model, for the live site's pull requests", () => {
  expect(settings.config.collections).toEqual(cmsCollections());
  expect(settings.config.publish_mode).toBe("editorial_workflow");
  expect(settings.localBackend).toBe(false);
  expect(settings.printWidth).toBe(printWidthOf(siteRoot));
});

it("no visitor page links to it", () => {
  const site = new URL(data.site.siteUrl);
  for (const file of builtPages(publicDir)) {
    const document = htmlDocument(readFileSync(path.join(publicDir, file), "utf8"));
    const targets = [...document.querySelectorAll("a[href]")]
      .map((a) => new URL(a.getAttribute("href") ?? "", site))
      .filter((url) => url.origin === site.origin && url.pathname.startsWith(`/${ADMIN_FOLDER}`));
    expect(targets.map(String)).toEqual([]);
  }
});
