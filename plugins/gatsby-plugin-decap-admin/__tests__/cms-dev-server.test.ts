/**
 * @jest-environment node
 */
import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import type { Server } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { CONFIG_ELEMENT_ID, SESSION_HEADER, type AdminSettings } from "../config/admin-contract";
import { onCreateDevServer } from "../gatsby-node/on-create-dev-server";

// The editors' script takes seconds to bundle and plays no part here.
jest.mock("../gatsby-node/admin-script", () => ({ adminScript: async () => "void 0;\n" }));

/**
 * What `npm start` does for /admin/ when it starts (onCreateDevServer, mounted as Gatsby mounts
 * it, after its cors()): a new session token at each start, given to the page in its settings
 * and asked for by data-files.json.
 */

const projectRoot = path.resolve(__dirname, "../../..");
const site = mkdtempSync(path.join(tmpdir(), "passform-dev-server-"));
const gatsbyCors = createRequire(require.resolve("gatsby/package.json"))(
  "cors",
) as typeof import("cors");

beforeAll(() => {
  for (const file of ["data", "package.json", ".prettierrc.json"]) {
    cpSync(path.join(projectRoot, file), path.join(site, file), { recursive: true });
  }
  symlinkSync(path.join(projectRoot, "node_modules"), path.join(site, "node_modules"), "dir");
});
afterAll(() => {
  rmSync(site, { recursive: true, force: true });
  delete process.env.GIT_REPO_DIRECTORY;
});

/** One start of `npm start`: the page's settings and data-files.json as the page asks for it. */
const start = async () => {
  delete process.env.GIT_REPO_DIRECTORY;
  const app = express();
  app.use(gatsbyCors());
  const state = { program: { directory: site, host: "127.0.0.1", port: 0 } };
  const args = {
    app,
    store: { getState: () => state, subscribe: () => () => undefined },
    getNodesByType: () => [],
    reporter: { info: () => undefined, warn: () => undefined },
  };
  await onCreateDevServer?.(args as never, { plugins: [] }, () => undefined);
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const html = await (await fetch(`${origin}/admin/`)).text();
    const json = new RegExp(
      `<script type="application/json" id="${CONFIG_ELEMENT_ID}">(.*?)</script>`,
    ).exec(html)?.[1];
    const settings = JSON.parse(json ?? "null") as AdminSettings;
    const token = settings.localBackend ? settings.sessionToken : "";
    const files = (headers: Record<string, string>) =>
      fetch(`${origin}/admin/data-files.json`, { headers });
    return {
      settings,
      token,
      withToken: (await files({ [SESSION_HEADER]: token })).status,
      withoutToken: (await files({})).status,
    };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
};

it("gives the page a new session token at each start, which data-files.json asks for", async () => {
  const first = await start();
  const second = await start();
  for (const { settings, withToken, withoutToken } of [first, second]) {
    expect(settings).toMatchObject({ localBackend: true, sessionToken: expect.any(String) });
    expect([withToken, withoutToken]).toEqual([200, 403]);
  }
  expect(first.token).not.toBe(second.token);
}, 30_000);
