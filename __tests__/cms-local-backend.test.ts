/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { repositoryOf } from "../plugins/gatsby-plugin-decap-admin/config/repository";
import {
  isOwnLocalOrigin,
  registerLocalBackend,
} from "../plugins/gatsby-plugin-decap-admin/gatsby-node/local-backend";

/**
 * `npm start`'s local backend writes files of the project: it answers the admin page of this
 * preview, and nothing else a browser or another program might send it.
 */

describe("the local backend", () => {
  const site = mkdtempSync(path.join(tmpdir(), "passform-local-backend-"));
  let server: Server;
  let origin = "";

  beforeAll(async () => {
    mkdirSync(path.join(site, "data"));
    writeFileSync(path.join(site, "data/terms.json"), '{ "noticeMonths": 3 }\n');
    delete process.env.GIT_REPO_DIRECTORY;
    const router = express.Router();
    await registerLocalBackend(router, site);
    const app = express();
    app.use("/admin", router);
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
    });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => {
    server.close();
    rmSync(site, { recursive: true, force: true });
    delete process.env.GIT_REPO_DIRECTORY;
  });

  const post = (body: unknown, headers: Record<string, string> = { origin }) =>
    fetch(`${origin}/admin/api/v1`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });

  it("answers the preview's own page with the files of the project", async () => {
    const info = await post({ action: "info" });
    expect(info.status).toBe(200);
    expect(await info.json()).toMatchObject({ type: "local_fs" });
    const entry = await post({
      action: "getEntry",
      params: { path: "data/terms.json", branch: "main" },
    });
    expect(await entry.json()).toMatchObject({ data: '{ "noticeMonths": 3 }\n' });
  });

  /** What Decap sends when it saves a file (local backend, no editorial workflow). */
  const saving = (file: string, raw: string) => ({
    action: "persistEntry",
    params: {
      branch: "main",
      dataFiles: [{ path: file, raw, slug: path.basename(file, ".json") }],
      assets: [],
      options: {
        collectionName: "inhalte",
        commitMessage: `Redaktion: ${file} geändert`,
        useWorkflow: false,
        status: "draft",
      },
    },
  });

  it("writes what the CMS saves", async () => {
    const saved = await post(saving("data/terms.json", '{ "noticeMonths": 6 }\n'));
    expect(saved.status).toBe(200);
    expect(readFileSync(path.join(site, "data/terms.json"), "utf8")).toBe(
      '{ "noticeMonths": 6 }\n',
    );
  });

  it.each([
    ["another site open in the browser", { origin: "https://example.org" }],
    ["a page on another port of this machine", { origin: "http://127.0.0.1:1" }],
    ["a program that sends no origin", {} as Record<string, string>],
    ["a rebound host name", { origin: "http://passform.example", host: "passform.example" }],
  ])("refuses %s", async (_who, headers) => {
    const before = readFileSync(path.join(site, "data/terms.json"), "utf8");
    const refused = await post(saving("data/terms.json", "{}\n"), headers);
    expect(refused.status).toBe(403);
    expect(readFileSync(path.join(site, "data/terms.json"), "utf8")).toBe(before);
  });

  it("writes nothing outside the project", async () => {
    const outside = await post(saving("../outside.json", "{}\n"));
    expect(outside.status).toBeGreaterThanOrEqual(400);
  });
});

describe("whose origin the local backend accepts", () => {
  it.each([
    ["http://localhost:8000", "localhost:8000", true],
    ["http://127.0.0.1:8000", "127.0.0.1:8000", true],
    ["http://[::1]:8000", "[::1]:8000", true],
    ["http://localhost:8000", "localhost:9000", false],
    ["https://localhost:8000", "localhost:8000", false],
    ["http://192.168.1.20:8000", "192.168.1.20:8000", false],
    ["null", "localhost:8000", false],
    [undefined, "localhost:8000", false],
  ])("%s on host %s: %s", (origin, host, accepted) => {
    expect(isOwnLocalOrigin(origin, host)).toBe(accepted);
  });
});

describe("the GitHub repository the live site's CMS edits", () => {
  it.each([
    ["https://github.com/passform/website", "passform/website"],
    ["https://github.com/passform/website.git", "passform/website"],
    ["git@github.com:passform/website.git\n", "passform/website"],
    ["ssh://git@github.com/passform/web.site.git", "passform/web.site"],
    ["https://gitlab.com/passform/website", undefined],
    ["/work/passform", undefined],
    [undefined, undefined],
  ])("%s → %s", (url, repository) => {
    expect(repositoryOf(url)).toBe(repository);
  });
});
