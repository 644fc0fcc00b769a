import type { Page, Request } from "@playwright/test";
import {
  chosen,
  emailLabel,
  expectedPost,
  formTitle,
  invalidEmail,
  submitLabel,
  thanksTitle,
  typed,
} from "./support/demo-request";
import { expect, expectCleanVisit, expectStoredAsDeclared, test } from "./support/observed-page";
import { thankYouRoute } from "./support/site";

/**
 * The demo request in Chromium with JavaScript off, as a visitor sends it: the form in #demo,
 * filled by its labels, sent with its button, and the thank-you page the server answers the
 * POST with (tools/netlify-engine.ts: as Netlify answers once it has taken a submission). Every
 * POST is recorded; firefox-demo-request.spec.ts does the same in Firefox.
 */

test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

const form = (page: Page) => page.getByRole("form", { name: formTitle });

/** Every POST the page sends, as it is sent. */
const recordPosts = (page: Page): Request[] => {
  const posts: Request[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request);
  });
  return posts;
};

test("a visitor fills in the form, sends it and reaches the thank-you page; the POST carries every field", async ({
  page,
  observations,
}) => {
  const posts = recordPosts(page);
  await page.goto("/#demo");
  for (const field of typed)
    await form(page).getByLabel(field.label, { exact: true }).fill(field.value);
  for (const field of chosen) {
    await form(page).getByLabel(field.label, { exact: true }).selectOption({ label: field.value });
  }
  const answered = page.waitForResponse((response) => response.request().method() === "POST");
  await form(page).getByRole("button", { name: submitLabel }).click();
  const response = await answered;
  expect(response.status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`${thankYouRoute}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(thanksTitle);

  expect(posts).toHaveLength(1);
  const [post] = posts;
  expect(new URL(post?.url() ?? "").pathname).toBe(thankYouRoute);
  expect(post?.headers()["content-type"]).toBe("application/x-www-form-urlencoded");
  const sent = [...new URLSearchParams(post?.postData() ?? "")];
  expect(Object.fromEntries(sent)).toEqual(expectedPost);
  // Each name once: nothing sent twice, nothing else.
  expect(sent).toHaveLength(Object.keys(expectedPost).length);
  await expectStoredAsDeclared(page);
  expectCleanVisit(observations);
});

test("an invalid e-mail address stops the browser before anything is sent, and keeps what was typed", async ({
  page,
  observations,
}) => {
  const posts = recordPosts(page);
  await page.goto("/#demo");
  const values = typed.map((field) =>
    field.label === emailLabel ? { ...field, value: invalidEmail } : field,
  );
  for (const field of values) {
    await form(page).getByLabel(field.label, { exact: true }).fill(field.value);
  }
  const email = form(page).getByLabel(emailLabel, { exact: true });
  await form(page).getByRole("button", { name: submitLabel }).click();
  // The browser checked the form: it focused the field it refuses and shows it as invalid.
  await expect(email).toBeFocused();
  await expect(form(page).locator("input:user-invalid")).toHaveCount(1);
  await expect(form(page).locator(`input[type="email"]:user-invalid`)).toHaveCount(1);
  expect(new URL(page.url()).pathname).toBe("/");
  for (const field of values) {
    await expect(form(page).getByLabel(field.label, { exact: true })).toHaveValue(field.value);
  }
  expect(posts).toEqual([]);
  expectCleanVisit(observations);
});
