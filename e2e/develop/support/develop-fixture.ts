/**
 * One `npm start` shared by every spec of the "npm start" project: it runs on one worker, so its
 * worker-scoped fixture starts the development server (a fresh copy of the project, without
 * .cache and public/) once for all of them instead of once per spec, which would add a minute
 * each. Each test starts from data/ as it was: the files a test saved are written back after it,
 * and the server is given time to show them again. A failed test ends the worker, and the next
 * spec starts a fresh server.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test as observed } from "../../support/observed-page";
import { startDevelop, STARTUP_LIMIT, type DevelopServer } from "./develop-server";

type Forms = {
  /** The development server with its copy of the project */
  develop: DevelopServer;
};

type Files = Map<string, string>;

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

export const test = observed.extend<{ restored: null }, Forms>({
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
      await use(null);
      const after = dataFiles(root);
      for (const [name, text] of before) {
        if (after.get(name) !== text) writeFileSync(path.join(root, name), text);
      }
      for (const name of after.keys()) if (!before.has(name)) rmSync(path.join(root, name));
      // The page the next test opens shows data/ as it was again.
      const changed = [...after].some(([name, text]) => before.get(name) !== text);
      if (changed || before.size !== after.size) {
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    },
    { auto: true },
  ],
});

export { expect };
