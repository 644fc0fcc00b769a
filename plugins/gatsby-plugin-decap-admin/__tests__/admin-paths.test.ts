/**
 * @jest-environment node
 */
import { readFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { SESSION_HEADER } from "../config/admin-contract";
import { adminRouter } from "../gatsby-node/admin-router";
import { newSessionToken } from "../gatsby-node/request-guard";
import {
  tempSite,
  SITE_TERMS as terms,
  type AdminServer,
  type Answer,
} from "./support/admin-server";

/**
 * The session token of `npm start` guards data-files.json and the local backend however their
 * address is spelt. Express matches a route's prefix against the raw path but hands a route its
 * decoded name, so `/admin/%64ata-files.json` once reached the file without the token. Every
 * spelling below, sent by the page's own origin without the token, is refused and never answered
 * with data; with the token, the plain address answers as before and the others are refused or
 * not found.
 */

let server: AdminServer;
const site = tempSite("admin-paths", (started) => (server = started));

const own = { "sec-fetch-site": "same-origin" };

/** Refused: 400 for a spelling that decoding or normalising changes, 403 without the token. */
const expectRefused = (answer: Answer, status: 400 | 403): void => {
  expect(answer.status).toBe(status);
  expect(answer.text).not.toContain("noticeMonths");
  expect(answer.text).toMatch(/^(\{"error":")?Die(se)? /);
  expect(answer.headers["access-control-allow-origin"]).toBeUndefined();
};

// [spelling after /admin/, status without the token, status with it]
const DATA_SPELLINGS: Array<[string, 400 | 403, number]> = [
  ["data-files.json", 403, 200],
  ["%64ata-files.json", 400, 400],
  ["data-files%2Ejson", 400, 400],
  ["%2564ata-files.json", 400, 400],
  ["/data-files.json", 400, 400],
  ["./data-files.json", 400, 400],
  ["x/../data-files.json", 400, 400],
  ["%2e/data-files.json", 400, 400],
  ["%2E%2E/admin/data-files.json", 400, 400],
  ["DATA-FILES.JSON", 403, 404],
  ["Data-Files.json", 403, 404],
  ["data-files.json/", 400, 400],
  ["data-files.json.", 403, 404],
  ["data-files.json%00", 400, 400],
  ["data-files.json%", 400, 400],
];

describe("data-files.json, however its address is spelt", () => {
  it.each(DATA_SPELLINGS)("/admin/%s", async (spelling, withoutToken, withToken) => {
    const address = `/admin/${spelling}`;
    expectRefused(await server.send(address, { headers: own }), withoutToken);
    const answer = await server.send(address, {
      headers: { ...own, [SESSION_HEADER]: server.sessionToken },
    });
    expect(answer.status).toBe(withToken);
    if (withToken === 200) expect(answer.text).toBe(terms);
    else expect(answer.text).not.toContain("noticeMonths");
  });
});

// [spelling after /admin/, status without the token, status with it]
const BACKEND_SPELLINGS: Array<[string, 400 | 403, number]> = [
  ["api/v1", 403, 200],
  ["api/%761", 400, 400],
  ["api/v%31", 400, 400],
  ["%61pi/v1", 400, 400],
  ["%2561pi/v1", 400, 400],
  ["api//v1", 400, 400],
  ["/api/v1", 400, 400],
  ["./api/v1", 400, 400],
  ["api/./v1", 400, 400],
  ["x/../api/v1", 400, 400],
  ["%2e/api/v1", 400, 400],
  // Express matches routes regardless of case: the token is asked for all the same.
  ["API/V1", 403, 200],
  ["Api/V1", 403, 200],
  ["api/v1/", 400, 400],
  ["api/v1.", 403, 404],
  ["api/v1%00", 400, 400],
];

describe("the local backend, however its address is spelt", () => {
  const info = JSON.stringify({ action: "info" });

  it.each(BACKEND_SPELLINGS)("POST /admin/%s", async (spelling, refused, withToken) => {
    const address = `/admin/${spelling}`;
    const { [SESSION_HEADER]: _sent, ...script } = server.ownScript;
    const post = (headers: Record<string, string>) =>
      server.send(address, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: info,
      });
    expectRefused(await post(script), refused);
    expect((await post(server.ownScript)).status).toBe(withToken);
  });
});

it("asks for the token where data-files.json is found, also by a name the path check did not read", async () => {
  // As a proxy or another handler in front might do: the router sees another URL than was sent.
  const sessionToken = newSessionToken();
  const reporter = { info: () => undefined, warn: () => undefined };
  const view = { fileNode: () => undefined, busy: () => false, lastChange: () => 0 };
  const files = [
    { name: "data-files.json", read: () => readFileSync(`${site}/data/terms.json`, "utf8") },
  ];
  const app = express();
  app.use((request, _response, next) => {
    request.url = request.url.replace("/alias", "/data-files.json");
    next();
  });
  app.use("/admin", await adminRouter(site, files, { sessionToken, view, reporter }));
  const listening = await new Promise<Server>((resolve) => {
    const started = app.listen(0, "127.0.0.1", () => resolve(started));
  });
  try {
    const port = (listening.address() as AddressInfo).port;
    const ask = (headers: Record<string, string>) =>
      fetch(`http://127.0.0.1:${port}/admin/alias`, { headers: { ...own, ...headers } });
    const refused = await ask({});
    expect(refused.status).toBe(403);
    expect(await refused.text()).not.toContain("noticeMonths");
    const answered = await ask({ [SESSION_HEADER]: sessionToken });
    expect(await answered.text()).toBe(terms);
  } finally {
    await new Promise((resolve) => listening.close(resolve));
  }
});
