/**
 * @jest-environment node
 */
import { readFileSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { SESSION_HEADER } from "../config/admin-contract";
import { adminHeaders } from "../config/admin-headers";
import {
  isOwnLocalHost,
  isOwnLocalOrigin,
  isSessionToken,
  newSessionToken,
} from "../gatsby-node/request-guard";
import {
  tempSite,
  SITE_TERMS as terms,
  type AdminServer,
  type Answer,
} from "./support/admin-server";

/**
 * Who /admin/ of `npm start` answers: only the editors' page of this development server, in a
 * browser on this machine. Gatsby's development server has answered every request with
 * `Access-Control-Allow-Origin: *` before the plugin sees it, and other sites open in the same
 * browser, pages on a rebound host name and other programs on the machine all ask too.
 */

let server: AdminServer;
const site = tempSite("admin-requests", (started) => (server = started));

const PAGE = "/admin/";
const SCRIPT = "/admin/passform-admin.js";
const DATA = "/admin/data-files.json";
const withToken = () => ({ [SESSION_HEADER]: server.sessionToken });

/** A refusal: 403 with a German sentence, and nothing another origin may read. */
const expectRefusal = (answer: Answer): void => {
  expect(answer.status).toBe(403);
  expect(answer.text).toMatch(/^(\{"error":")?Die(se)? /);
  expect(answer.headers["access-control-allow-origin"]).toBeUndefined();
};

describe("what /admin/ serves in npm start", () => {
  it.each([
    [PAGE, { "sec-fetch-site": "none" }],
    [SCRIPT, { "sec-fetch-site": "same-origin" }],
    [DATA, { "sec-fetch-site": "same-origin" }],
  ])("%s answers its own page, to its own origin only", async (file, headers) => {
    const answer = await server.send(file, { headers: { ...headers, ...withToken() } });
    expect(answer.status).toBe(200);
    expect(answer.headers["access-control-allow-origin"]).toBeUndefined();
    expect(answer.headers["cross-origin-resource-policy"]).toBe("same-origin");
    for (const { key, value } of adminHeaders) expect(answer.headers[key]).toBe(value);
    // Decap's GitHub login on the live site reports back from a popup to its opener.
    expect(answer.headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
  });

  it("serves data/ as it is on disk only with this session's token", async () => {
    const own = { "sec-fetch-site": "same-origin" };
    expect((await server.send(DATA, { headers: { ...own, ...withToken() } })).text).toBe(terms);
    expectRefusal(await server.send(DATA, { headers: own }));
    const earlier = { ...own, [SESSION_HEADER]: newSessionToken() };
    expectRefusal(await server.send(DATA, { headers: earlier }));
  });

  it.each([PAGE, SCRIPT, DATA])(
    "%s refuses a page of another site, or of this site on another port",
    async (file) => {
      for (const [site, origin] of [
        ["cross-site", "https://evil.example"],
        ["same-site", "http://localhost:3000"],
      ] as const) {
        const headers = { "sec-fetch-site": site, origin, ...withToken() };
        expectRefusal(await server.send(file, { headers }));
      }
    },
  );

  it.each([PAGE, SCRIPT, DATA])(
    "%s refuses a host name that only resolves here, and another port",
    async (file) => {
      for (const host of ["rebind.example", `rebind.example:${server.port}`, "localhost:1"]) {
        const headers = { host, "sec-fetch-site": "same-origin", ...withToken() };
        expectRefusal(await server.send(file, { headers }));
      }
    },
  );

  it("opens the page itself from a link on another site, but nothing the page loads", async () => {
    const link = {
      "sec-fetch-site": "cross-site",
      "sec-fetch-mode": "navigate",
      "sec-fetch-dest": "document",
    };
    for (const file of [PAGE, "/admin", "/admin/index.html"]) {
      const answer = await server.send(file, { headers: link });
      expect(answer.status).toBe(file === "/admin" ? 301 : 200);
    }
    expectRefusal(await server.send(SCRIPT, { headers: link }));
    expectRefusal(await server.send(DATA, { headers: { ...link, ...withToken() } }));
    // In a frame of another site, it is not opened.
    expectRefusal(await server.send(PAGE, { headers: { ...link, "sec-fetch-dest": "iframe" } }));
  });

  it("keeps neither the page, which carries the token, nor data-files.json", async () => {
    const own = { "sec-fetch-site": "same-origin", ...withToken() };
    for (const file of [PAGE, DATA]) {
      expect((await server.send(file, { headers: own })).headers["cache-control"]).toBe("no-store");
    }
  });
});

describe("the local backend's requests", () => {
  const info = { action: "info" };

  it("need this session's token, besides the page's own origin", async () => {
    expect((await server.post(info)).status).toBe(200);
    const { [SESSION_HEADER]: _token, ...withoutToken } = server.ownScript;
    expectRefusal(await server.post(info, withoutToken));
    expectRefusal(await server.post(info, { ...withoutToken, [SESSION_HEADER]: "x" }));
    const earlier = { ...withoutToken, [SESSION_HEADER]: newSessionToken() };
    expectRefusal(await server.post(info, earlier));
  });

  it("come from this machine's own page even when the token leaked to a rebinding page", async () => {
    const rebound = {
      ...server.ownScript,
      host: `rebind.example:${server.port}`,
      origin: `http://rebind.example:${server.port}`,
    };
    expectRefusal(await server.post(info, rebound));
  });

  it("are the only ones whose body is read: anything else under /admin/ is not parsed", async () => {
    const broken = { "content-type": "application/json", ...server.ownScript };
    for (const [method, file] of [
      ["POST", "/admin/anything"],
      ["PUT", "/admin/api/v1"],
      ["POST", "/admin/data-files.json"],
    ]) {
      const answer = await server.send(file as string, { method, headers: broken, body: "{" });
      expect([method, file, answer.status]).toEqual([method, file, 404]);
    }
    const own = await server.send("/admin/api/v1", {
      method: "POST",
      headers: broken,
      body: "{",
    });
    expect(own.status).toBe(400);
    expect(JSON.parse(own.text).error).toMatch(/^Die Anfrage /);
  });
});

describe("the size of a save", () => {
  const legalFolder = path.resolve(__dirname, "../../../data/legal");
  const longest = readdirSync(legalFolder)
    .filter((name) => name.endsWith(".md"))
    .map((name) => readFileSync(path.join(legalFolder, name), "utf8"))
    .reduce((a, b) => (Buffer.byteLength(b) > Buffer.byteLength(a) ? b : a), "");
  const saving = (raw: string) => ({
    action: "persistEntry",
    params: {
      branch: "main",
      dataFiles: [{ path: "data/legal/lang.md", slug: "lang", raw }],
      assets: [],
      options: { collectionName: "rechtstexte", commitMessage: "lang", useWorkflow: false },
    },
  });

  it("leaves room for ten times the longest legal text in data/legal/", async () => {
    expect(longest.length).toBeGreaterThan(0);
    const text = longest.repeat(10);
    expect((await server.post(saving(text))).status).toBe(200);
    expect(readFileSync(path.join(site, "data/legal/lang.md"), "utf8")).toBe(text);
    rmSync(path.join(site, "data/legal/lang.md"));
  });

  it("refuses a larger body unread, in German", async () => {
    const answer = await server.post(saving("x".repeat(1024 * 1024)));
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text).error).toMatch(/^Die Anfrage ist größer als 1\u00a0MB/);
  });
});

describe("the names and tokens the checks accept", () => {
  it.each([
    ["localhost:8000", 8000, true],
    ["127.0.0.1:8000", 8000, true],
    ["[::1]:8000", 8000, true],
    ["localhost", 80, true],
    ["localhost", 8000, false],
    ["localhost:9000", 8000, false],
    ["localhost.:8000", 8000, false],
    ["rebind.example:8000", 8000, false],
    ["192.168.1.20:8000", 8000, false],
    ["localhost:8000@evil.example", 8000, false],
    [undefined, 8000, false],
  ])("Host %s on port %s: %s", (host, port, accepted) => {
    expect(isOwnLocalHost(host, port)).toBe(accepted);
  });

  it.each([
    ["http://localhost:8000", "localhost:8000", true],
    ["http://127.0.0.1:8000", "127.0.0.1:8000", true],
    ["http://[::1]:8000", "[::1]:8000", true],
    ["http://localhost:8000", "localhost:9000", false],
    ["https://localhost:8000", "localhost:8000", false],
    ["http://192.168.1.20:8000", "192.168.1.20:8000", false],
    ["null", "localhost:8000", false],
    [undefined, "localhost:8000", false],
  ])("Origin %s on host %s: %s", (origin, host, accepted) => {
    expect(isOwnLocalOrigin(origin, host)).toBe(accepted);
  });

  it("makes a new token of 256 random bits at each start and accepts only that one", () => {
    const [first, second] = [newSessionToken(), newSessionToken()];
    expect(first).not.toBe(second);
    expect(Buffer.from(first, "base64url")).toHaveLength(32);
    expect(isSessionToken(first, first)).toBe(true);
    expect(isSessionToken(second, first)).toBe(false);
    expect(isSessionToken(first.slice(0, -1), first)).toBe(false);
    expect(isSessionToken(undefined, first)).toBe(false);
  });
});
