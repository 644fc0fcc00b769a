/**
 * One `npm start` shared by every spec of the "npm start" project: it runs on one worker, so its
 * worker-scoped fixture starts the development server (a fresh copy of the project, without
 * .cache and public/) once for all of them instead of once per spec, which would add a minute
 * each. Each test starts from data/ as it was: the files a test saved are written back after it,
 * and each test starts once the server's file nodes hold every file of data/ as it is on disk. A failed test ends the worker, and the next
 * spec starts a fresh server. Each test's browser context starts logged in to the local backend.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test as observed } from "../../support/observed-page";
import { startDevelop, STARTUP_LIMIT, type DevelopServer } from "./develop-server";

type Forms = {
  /** The development server with its copy of the project */
  develop: DevelopServer;
};

type Files = Map<string, string>;

/**
 * What Decap's „Anmelden“ on the local backend (its proxy backend) stores in localStorage
 * (decap-cms-core's LocalStorageAuthStore); the login page's test clicks it and finds this.
 */
export const LOGGED_IN = {
  name: "decap-cms-user",
  value: JSON.stringify({ backendName: "proxy" }),
};

const dataFiles = (root: string): Files => {
  const files = new Map<string, string>();
  const walk = (folder: string): void => {
    for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const name = path.posix.join(folder, entry.name);
      if (entry.isDirectory()) walk(name);
      else files.set(name, readFileSync(path.join(root, name), "utf8"));
    }
  };
  walk("data");
  return files;
};

const digest = (text: string): string => createHash("md5").update(text).digest("hex");

/** The digest of every data file as the development server's GraphQL layer holds it. */
const digestsShown = async (origin: string, root: string): Promise<Map<string, string>> => {
  const query = "{ allFile { nodes { absolutePath internal { contentDigest } } } }";
  const response = await fetch(`${origin}/___graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query }),
  });
  type Nodes = { absolutePath: string; internal: { contentDigest: string } }[];
  const { data } = (await response.json()) as { data?: { allFile: { nodes: Nodes } } };
  const shown = new Map<string, string>();
  for (const node of data?.allFile.nodes ?? []) {
    const name = path.relative(root, node.absolutePath).split(path.sep).join("/");
    shown.set(name, node.internal.contentDigest);
  }
  return shown;
};

/** The restored files the server's nodes do not hold yet, and removed files it still has. */
const notShown = async (develop: DevelopServer, files: Files, removed: string[]) => {
  const shown = await digestsShown(develop.origin, develop.project.root);
  const stale = [...files].filter(([name, text]) => shown.get(name) !== digest(text));
  return [...stale.map(([name]) => name), ...removed.filter((name) => shown.has(name))];
};

/**
 * Waits until the server's nodes hold `files` as they are on disk, and no file removed. Gatsby's
 * watcher now and then misses a write that follows another closely (the forms' saves retry for
 * the same reason, save-arrival.ts): a file still unread after a while is written once more.
 */
const untilShown = async (develop: DevelopServer, files: Files, removed: string[]) => {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      if ((await notShown(develop, files, removed)).length === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    for (const name of await notShown(develop, files, removed)) {
      const text = files.get(name);
      if (text !== undefined) writeFileSync(path.join(develop.project.root, name), text);
    }
  }
  expect(
    await notShown(develop, files, removed),
    "the development server reads data/ as it was",
  ).toEqual([]);
};

export const test = observed.extend<{ restored: null }, Forms>({
  storageState: async ({ develop }, use) => {
    await use({ cookies: [], origins: [{ origin: develop.origin, localStorage: [LOGGED_IN] }] });
  },
  develop: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from its first parameter
    async ({}, use) => {
      const develop = await startDevelop("passform-develop-");
      await use(develop);
      await develop.stop();
    },
    { scope: "worker", timeout: STARTUP_LIMIT + 60_000 },
  ],
  restored: [
    async ({ develop }, use) => {
      const root = develop.project.root;
      const before = dataFiles(root);
      // The server may still be reading a file an earlier test or its restore wrote: the test
      // starts once its nodes hold every file as it is on disk.
      await untilShown(develop, before, []);
      await use(null);
      const after = dataFiles(root);
      const rewritten: Files = new Map();
      for (const [name, text] of before) {
        if (after.get(name) === text) continue;
        writeFileSync(path.join(root, name), text);
        rewritten.set(name, text);
      }
      const removed = [...after.keys()].filter((name) => !before.has(name));
      for (const name of removed) rmSync(path.join(root, name));
      // The page the next test opens shows data/ as it was again.
      if (rewritten.size > 0 || removed.length > 0) await untilShown(develop, rewritten, removed);
    },
    { auto: true },
  ],
});

export { expect };
