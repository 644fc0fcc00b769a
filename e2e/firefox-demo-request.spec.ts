import path from "node:path";
import type { Page } from "puppeteer-core";
import { startStaticServer, type RunningServer } from "../tools/static-server";
import {
  chosen,
  emailLabel,
  expectedPost,
  invalidEmail,
  submitLabel,
  thanksTitle,
  typed,
} from "./support/demo-request";
import { test } from "./support/firefox";
import { expect, type Observations } from "./support/observed-page";
import { thankYouRoute } from "./support/site";

/**
 * demo-request.spec.ts in Firefox (support/firefox.ts), with JavaScript switched off in the
 * browser's preferences: the visitor sends the form and reaches the thank-you page, the POST
 * carries every field and the empty honeypot, and an invalid e-mail address sends nothing.
 */

test.use({ firefoxPrefs: { "javascript.enabled": false } });

/*
 * With scripting off, Firefox ESR 140 closes the browser when Puppeteer queries several elements
 * ($$, $$eval); one element ($, $eval) and page.evaluate work, so lists are read with evaluate.
 */

/** The selector of the form's control labelled `label` (by the label's `for`). */
const controlFor = async (page: Page, label: string): Promise<string> => {
  const id = await page.evaluate(
    (text) =>
      [...document.querySelectorAll<HTMLLabelElement>("#demo form label")].find(
        (each) => each.textContent?.trim() === text,
      )?.htmlFor,
    label,
  );
  expect(id, `a field labelled „${label}“`).toBeTruthy();
  return `#${id}`;
};

const fill = async (page: Page, fields: ReadonlyArray<{ label: string; value: string }>) => {
  for (const field of fields) await page.type(await controlFor(page, field.label), field.value);
};

const SUBMIT = "#demo form button[type=submit]";

/**
 * Sends the form as a keyboard user does, with Enter in a text field (implicit submission, by
 * the form's one submit button): Puppeteer's click waits on the page's script, which is off.
 */
const submit = async (page: Page) => {
  expect(await page.$eval(SUBMIT, (button) => button.textContent?.trim())).toBe(submitLabel);
  await page.focus(await controlFor(page, emailLabel));
  await page.keyboard.press("Enter");
};

/**
 * Every POST the server receives, with its body as sent: Firefox ESR 140 gives WebDriver BiDi
 * no request bodies, so this spec's own server (Netlify's engines, as in global-setup.ts)
 * records them as they arrive.
 */
const posts: Array<{ path: string | undefined; body: string }> = [];
let server: RunningServer;

test.beforeAll(async () => {
  server = await startStaticServer(path.resolve(__dirname, "../public"), {
    netlifyConfig: path.resolve(__dirname, "../netlify.toml"),
    onRequest: (incoming) => {
      if (incoming.method !== "POST") return;
      const chunks: Buffer[] = [];
      incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
      incoming.on("end", () =>
        posts.push({ path: incoming.url, body: Buffer.concat(chunks).toString("utf8") }),
      );
    },
  });
});
test.afterAll(() => server?.close());
test.beforeEach(() => void posts.splice(0));

/** No CSP violation, console error or page error: the clean visit, on this spec's server. */
const expectNoErrors = (observations: Observations) => {
  expect(observations.cspViolations).toEqual([]);
  expect(observations.consoleErrors).toEqual([]);
  expect(observations.pageErrors).toEqual([]);
};

test("Firefox without JavaScript: a visitor sends the form and reaches the thank-you page; the POST carries every field", async ({
  visit,
}) => {
  const { page, observations } = visit;
  await page.setViewport({ width: 1440, height: 900 });
  await page.goto(`${server.url}/#demo`);
  await fill(page, typed);
  for (const field of chosen) {
    const select = await controlFor(page, field.label);
    const value = await page.evaluate(
      (selector, text) =>
        [...document.querySelectorAll<HTMLOptionElement>(`${selector} option`)].find(
          (option) => option.textContent === text,
        )?.value,
      select,
      field.value,
    );
    await page.select(select, value ?? "");
  }
  const [response] = await Promise.all([page.waitForNavigation(), submit(page)]);
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe(thankYouRoute);
  expect(await page.$eval("h1", (h1) => h1.textContent)).toBe(thanksTitle);

  expect(posts).toHaveLength(1);
  expect(posts[0]?.path).toBe(thankYouRoute);
  const sent = [...new URLSearchParams(posts[0]?.body ?? "")];
  expect(Object.fromEntries(sent)).toEqual(expectedPost);
  expect(sent).toHaveLength(Object.keys(expectedPost).length);
  expectNoErrors(observations);
});

test("Firefox without JavaScript: an invalid e-mail address sends nothing and keeps what was typed", async ({
  visit,
}) => {
  const { page, observations } = visit;
  await page.setViewport({ width: 375, height: 800 });
  await page.goto(`${server.url}/#demo`);
  const values = typed.map((field) =>
    field.label === emailLabel ? { ...field, value: invalidEmail } : field,
  );
  await fill(page, values);
  await submit(page);
  const email = await controlFor(page, emailLabel);
  // The browser checked the form: it focused the field it refuses, which shows as invalid.
  await expect
    .poll(() => page.$eval(email, (element) => element === document.activeElement))
    .toBe(true);
  expect(
    await page.evaluate(() => document.querySelectorAll("#demo form :user-invalid").length),
  ).toBe(1);
  expect(await page.$eval(email, (element) => element.matches(":user-invalid"))).toBe(true);
  expect(new URL(page.url()).pathname).toBe("/");
  for (const field of values) {
    const control = await controlFor(page, field.label);
    expect(await page.$eval(control, (element) => (element as HTMLInputElement).value)).toBe(
      field.value,
    );
  }
  expect(posts).toEqual([]);
  expectNoErrors(observations);
});
