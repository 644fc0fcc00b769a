/**
 * Links to the editors' forms: an entry opened by its address – pasted into the address bar,
 * followed from the page, reached with back and forward, reloaded – shows that entry's saved
 * content, whichever entry was open before (what a link does to a form with changes not yet
 * saved: forms-save.spec.ts). On a fresh copy of the project under `npm start`, as cms.spec.ts
 * does.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import type { CmsField } from "../../plugins/gatsby-plugin-decap-admin";
import { loadContent } from "../../plugins/gatsby-source-passform/disk";
import { collections, fieldOf, formAddress } from "./support/cms-forms";
import type { DevelopServer } from "./support/develop-server";
import { expectCleanVisit, observe } from "../support/observed-page";
import { expect, test } from "./support/develop-fixture";

let develop: DevelopServer | undefined;

test.describe.configure({ mode: "serial", timeout: 90_000 });

test.beforeAll(({ develop: server }) => {
  develop = server;
});

const origin = (): string => develop?.origin ?? "";
const sandboxFile = (file: string): string =>
  readFileSync(path.join(develop?.project.root ?? "", file), "utf8");

/**
 * An entry: its address in the forms, its name in the collection's list, one of its fields and
 * the value the copy's data/ holds for it.
 */
type Entry = { hash: string; title: string; label: string; value: () => string };

const fileEntry = (
  fileName: string,
  fieldPath: ReadonlyArray<string>,
  valueOf: (json: never) => string,
): Entry => {
  const collection = collections.find(
    (each) => "files" in each && each.files.some((file) => file.name === fileName),
  );
  const file =
    collection && "files" in collection
      ? collection.files.find((each) => each.name === fileName)
      : undefined;
  if (!collection || !file) throw new Error(`no form for ${fileName}`);
  const field = fieldPath.reduce<CmsField | undefined>(
    (parent, name) => fieldOf(parent ? parent.fields : file.fields, name),
    undefined,
  );
  return {
    hash: formAddress(file.file),
    title: file.label,
    label: field?.label ?? "",
    value: () => valueOf(JSON.parse(sandboxFile(file.file)) as never),
  };
};

const pricing = fileEntry(
  "pricing",
  ["plans", "name"],
  (json: { plans: { name: string }[] }) => json.plans[0]?.name ?? "",
);
const landing = fileEntry(
  "landing",
  ["loginLabel"],
  (json: { loginLabel: string }) => json.loginLabel,
);

/** The first legal text of data/legal/, an entry of the folder collection. */
const legalText = (): Entry => {
  const collection = collections.find((each) => "folder" in each);
  if (!collection) throw new Error("no folder collection");
  const text = loadContent(path.join(develop?.project.root ?? "", "data")).legal[0];
  if (!text?.frontmatter) throw new Error("data/legal/ has no readable text");
  const title = text.frontmatter.title;
  return {
    hash: formAddress(text.file),
    title,
    label: fieldOf(collection.fields, "title").label,
    value: () => title,
  };
};

const adminUrl = (hash = ""): string => `${origin()}/admin/${hash}`;

/** A form after a reload: Decap's bundle, the configuration and the entry load anew. */
const LOADED = { timeout: 30_000 };

/** The form shows the entry's saved value in its field. */
const expectShows = async (page: Page, entry: Entry): Promise<void> => {
  await expect(page).toHaveURL(adminUrl(entry.hash), LOADED);
  const field = page.getByLabel(entry.label, { exact: true }).first();
  await expect(field).toHaveValue(entry.value(), LOADED);
};

test("an entry's link pasted into the address bar or followed in the page shows that entry, from a file and to a legal text", async ({
  page,
}) => {
  const observations = await observe(page, origin());
  await page.goto(adminUrl(pricing.hash));
  await expectShows(page, pricing);
  // Pasted: the address changes only after the #, the page stays.
  await page.goto(adminUrl(landing.hash));
  await expectShows(page, landing);
  const legal = legalText();
  await page.goto(adminUrl(legal.hash));
  await expectShows(page, legal);
  await page.goto(adminUrl(pricing.hash));
  await expectShows(page, pricing);
  // Followed: a link in the page, as in a hint or a colleague's message in a web mail.
  await page.evaluate((href) => {
    const link = document.createElement("a");
    link.href = href;
    link.textContent = "Link";
    document.body.append(link);
    link.click();
    link.remove();
  }, landing.hash);
  await expectShows(page, landing);
  expectCleanVisit(observations);
});

test("back and forward between two entries show each entry", async ({ page }) => {
  await page.goto(adminUrl(pricing.hash));
  await expectShows(page, pricing);
  await page.goto(adminUrl(landing.hash));
  await expectShows(page, landing);
  await page.goBack();
  await expectShows(page, pricing);
  await page.goForward();
  await expectShows(page, landing);
  await page.goBack();
  await expectShows(page, pricing);
});

test("a reload on an entry's address shows that entry", async ({ page }) => {
  await page.goto(adminUrl(landing.hash));
  await expectShows(page, landing);
  await page.reload();
  await expectShows(page, landing);
  await page.goto(adminUrl(pricing.hash));
  await expectShows(page, pricing);
  await page.reload();
  await expectShows(page, pricing);
});

test("collection list, entry, back, forward: the entry again", async ({ page }) => {
  const list = pricing.hash.replace(/\/entries\/.*/, "");
  await page.goto(adminUrl(list));
  await page.getByText(pricing.title, { exact: true }).first().click();
  await expectShows(page, pricing);
  await page.goBack();
  await expect(page).toHaveURL(adminUrl(list), LOADED);
  await expect(page.getByText(landing.title, { exact: true }).first()).toBeVisible(LOADED);
  await page.goForward();
  await expectShows(page, pricing);
});
