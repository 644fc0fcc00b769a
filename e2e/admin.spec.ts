/**
 * The editors' page as the live site serves it (public/admin/ with the headers of
 * public/_headers): under its own Content-Security-Policy, Decap CMS starts and offers the
 * login through GitHub without an error, a blocked resource or a request to another host; a
 * build that knows no GitHub repository says so and loads nothing.
 */
import type { Page } from "@playwright/test";
import {
  adminContentSecurityPolicy,
  CONFIG_ELEMENT_ID,
  NOTICE_ELEMENT_ID,
  type AdminSettings,
} from "../plugins/gatsby-plugin-decap-admin";
import { expect, expectCleanVisit, storedNames, test } from "./support/observed-page";

/** Serves /admin/ as built, with the repository its settings name replaced by `repo`. */
const withRepository = async (page: Page, repo: string): Promise<void> => {
  await page.route("**/admin/", async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const pattern = new RegExp(
      `(<script type="application/json" id="${CONFIG_ELEMENT_ID}">)(.*?)(</script>)`,
      "s",
    );
    const [, open = "", json = "", close = ""] = pattern.exec(html) ?? [];
    const settings = JSON.parse(json) as AdminSettings;
    settings.config.backend.repo = repo;
    const body = html.replace(
      pattern,
      `${open}${JSON.stringify(settings).replace(/</g, "\\u003c")}${close}`,
    );
    await route.fulfill({ response, body });
  });
};

test("with the site's GitHub repository, Decap starts under the editors' policy and offers the GitHub login", async ({
  page,
  observations,
}) => {
  await withRepository(page, "passform/website");
  const response = await page.goto("/admin/");
  expect(response?.headers()["content-security-policy"]).toBe(adminContentSecurityPolicy);
  await expect(page.getByRole("button", { name: /GitHub/ })).toBeVisible({ timeout: 30_000 });
  expectCleanVisit(observations);
  // What the privacy policy says the editors' page stores before anyone logs in (section 3.6):
  // the list or card view in Local Storage, and the store for backups in IndexedDB.
  expect((await storedNames(page)).sort()).toEqual(["decap-cms.entries.viewStyle", "localforage"]);
});

test("a build that knows no GitHub repository says so, and loads and stores nothing", async ({
  page,
  observations,
}) => {
  await withRepository(page, "");
  const requests: string[] = [];
  page.on("request", (request) => requests.push(new URL(request.url()).pathname));
  await page.goto("/admin/");
  await expect(page.locator(`#${NOTICE_ELEMENT_ID}`)).toContainText("GitHub-Repository");
  expect(requests).toEqual(["/admin/", "/admin/passform-admin.js"]);
  expect(await storedNames(page)).toEqual([]);
  expectCleanVisit(observations);
});
