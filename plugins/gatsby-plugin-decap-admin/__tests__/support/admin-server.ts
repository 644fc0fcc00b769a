import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { request as httpRequest, type Server } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import type { AdminFile } from "../../gatsby-node/admin-files";
import { adminRouter } from "../../gatsby-node/admin-router";
import { newSessionToken } from "../../gatsby-node/request-guard";
import type { SaveWatch } from "../../gatsby-node/local-backend";
import { SESSION_HEADER } from "../../config/admin-contract";

/**
 * /admin/ of `npm start` on a port of its own, mounted as the development server mounts it:
 * after Gatsby's `app.use(cors())`, which answers every request with
 * `Access-Control-Allow-Origin: *`. The page and its script are stand-ins (the real script takes
 * seconds to bundle); data-files.json is read from the site on each request, like the real one.
 * `send` speaks raw HTTP, so a test sets exactly the Host, Origin and Sec-Fetch-* headers a
 * browser, a rebinding page or another program would send.
 */

/** Gatsby's own cors package, which its development server calls before any plugin's router. */
const gatsbyCors = createRequire(require.resolve("gatsby/package.json"))(
  "cors",
) as typeof import("cors");

export type Answer = { status: number; headers: Record<string, unknown>; text: string };
type Sent = { method?: string; headers?: Record<string, string>; body?: string };

export type AdminServer = {
  origin: string;
  port: number;
  sessionToken: string;
  /** What this server's own page sends with a script: Origin, same-origin, the token */
  ownScript: Record<string, string>;
  send: (path: string, sent?: Sent) => Promise<Answer>;
  /** A POST of `body` as JSON to the local backend, by default as the page's own script */
  post: (body: unknown, headers?: Record<string, string>) => Promise<Answer>;
  close: () => Promise<void>;
};

/** A development server that reads every file as soon as it is on disk, and is never busy. */
const diskView: SaveWatch["view"] = {
  fileNode: (file) => {
    try {
      const { ino, mtimeMs } = statSync(file);
      return { ino, mtimeMs };
    } catch {
      return undefined;
    }
  },
  busy: () => false,
  lastChange: () => 0,
};

const pageFiles = (site: string): AdminFile[] => [
  { name: "index.html", text: "<!DOCTYPE html><title>Redaktionsoberfläche</title>\n" },
  { name: "passform-admin.js", text: "void 0;\n" },
  { name: "data-files.json", read: () => readFileSync(`${site}/data/terms.json`, "utf8") },
];

/** What the terminal would show, and how the development server reads files (`diskView`). */
type Options = Partial<SaveWatch>;

export const startAdminServer = async (
  site: string,
  {
    view = diskView,
    reporter = { info: () => undefined, warn: () => undefined },
    limits,
  }: Options = {},
): Promise<AdminServer> => {
  delete process.env.GIT_REPO_DIRECTORY;
  const sessionToken = newSessionToken();
  const watch = { view, reporter, ...(limits ? { limits } : {}) };
  const router = await adminRouter(site, pageFiles(site), { sessionToken, ...watch });
  const app = express();
  app.use(gatsbyCors());
  app.use("/admin", router);
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  const port = (server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${port}`;
  const send = (path: string, { method = "GET", headers = {}, body }: Sent = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const outgoing = httpRequest(
        {
          host: "127.0.0.1",
          port,
          path,
          method,
          headers: { host: `127.0.0.1:${port}`, ...headers },
        },
        (incoming) => {
          let text = "";
          incoming.setEncoding("utf8");
          incoming.on("data", (chunk: string) => (text += chunk));
          incoming.on("end", () =>
            resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, text }),
          );
        },
      );
      outgoing.on("error", reject);
      outgoing.end(body);
    });
  const ownScript = { origin, "sec-fetch-site": "same-origin", [SESSION_HEADER]: sessionToken };
  return {
    origin,
    port,
    sessionToken,
    ownScript,
    send,
    post: (body, headers = ownScript) =>
      send("/admin/api/v1", {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify(body),
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
};

/** What data/terms.json holds in the site of `tempSite`, and data-files.json answers. */
export const SITE_TERMS = '{ "noticeMonths": 3 }\n';

/**
 * A site of its own for the tests of one file (data/terms.json, an empty data/legal/), served by
 * /admin/ of `npm start` from before the first test to after the last, then removed; `started`
 * receives the server. Returns the site's folder.
 */
export const tempSite = (name: string, started: (server: AdminServer) => void): string => {
  const site = mkdtempSync(path.join(tmpdir(), `passform-${name}-`));
  let server: AdminServer | undefined;
  beforeAll(async () => {
    mkdirSync(path.join(site, "data/legal"), { recursive: true });
    writeFileSync(path.join(site, "data/terms.json"), SITE_TERMS);
    server = await startAdminServer(site);
    started(server);
  });
  afterAll(async () => {
    await server?.close();
    rmSync(site, { recursive: true, force: true });
    delete process.env.GIT_REPO_DIRECTORY;
  });
  return site;
};
