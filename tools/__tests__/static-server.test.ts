/**
 * @jest-environment node
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { startNetlifyServer, type NetlifyServer } from "../../__tests__/support/netlify-server";

/**
 * `npm run serve` (tools/serve.ts), which answers like the browser suite's and the bench's
 * server, with Netlify's own engines: a small deploy with _headers, _redirects and a
 * netlify.toml, served by a child process on the project's Node (the engines are ES modules
 * that Jest does not load).
 */

let project: string;
let server: NetlifyServer | undefined;
let base: string;

const files: Record<string, string> = {
  "netlify.toml": [
    "[build]",
    '  publish = "public"',
    "[[headers]]",
    '  for = "/*"',
    "  [headers.values]",
    '    X-Both = "toml"',
    "[[redirects]]",
    '  from = "/alt-toml"',
    '  to = "/agb"',
    "  status = 301",
  ].join("\n"),
  "public/_headers": "/*\n  X-Both: file\n  X-File: file\n/agb\n  X-Page: agb\n  X-File: agb\n",
  "public/_redirects": "/alt /agb 301\n",
  "public/index.html": "<!doctype html><title>Start</title>",
  "public/agb.html": `<!doctype html><title>AGB</title><p>${"Allgemeine Geschäftsbedingungen. ".repeat(50)}`,
  "public/404.html": "<!doctype html><title>Nicht gefunden</title>",
  "public/admin/index.html": "<!doctype html><title>Admin</title>",
  "public/icon.png": "\x89PNG not really",
};

beforeAll(async () => {
  project = mkdtempSync(path.join(os.tmpdir(), "passform-serve-"));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
    writeFileSync(path.join(project, file), content);
  }
  server = await startNetlifyServer({
    publishDir: path.join(project, "public"),
    netlifyConfig: path.join(project, "netlify.toml"),
  });
  base = server.base;
}, 60_000);

afterAll(() => {
  server?.close();
  rmSync(project, { recursive: true, force: true });
});

const get = async (urlPath: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${base}${urlPath}`, { headers, redirect: "manual" });
  return { status: response.status, headers: response.headers, body: await response.text() };
};

/** The response as it travels: the path exactly as written (fetch resolves ".."), the body undecoded. */
const raw = (rawPath: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      httpRequest(`${base}/`, { path: rawPath, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
        .on("error", reject)
        .end();
    },
  );

it("serves a page by its pretty URL, with or without the slash, and a folder by its index", async () => {
  for (const urlPath of ["/agb", "/agb/", "/agb.html"]) {
    const response = await get(urlPath);
    expect([urlPath, response.status, response.body]).toEqual([
      urlPath,
      200,
      expect.stringContaining("<title>AGB</title>"),
    ]);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
  }
  expect((await get("/")).body).toContain("<title>Start</title>");
  expect((await get("/admin")).body).toContain("<title>Admin</title>");
  expect((await get("/admin/")).body).toContain("<title>Admin</title>");
});

it("answers an unknown path with the 404 page, status 404 and the headers for that path", async () => {
  const response = await get("/gibt-es-nicht");
  expect(response.status).toBe(404);
  expect(response.body).toContain("<title>Nicht gefunden</title>");
  expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
  expect(response.headers.get("x-file")).toBe("file");
  // The engine looks the escaped path up as written: /%61gb is not /agb.
  expect((await get("/%61gb")).status).toBe(404);
});

it("applies _headers, then netlify.toml, the later rule winning for a header both set", async () => {
  const page = (await get("/agb")).headers;
  // Both rules of _headers match /agb; the one for /agb comes later.
  expect([page.get("x-page"), page.get("x-file")]).toEqual(["agb", "agb"]);
  // netlify.toml's rules follow all of _headers.
  expect(page.get("x-both")).toBe("toml");
  const start = (await get("/")).headers;
  expect([start.get("x-page"), start.get("x-file"), start.get("x-both")]).toEqual([
    null,
    "file",
    "toml",
  ]);
  // The engine's own default, which _headers may override.
  expect(start.get("cache-control")).toBe("public, max-age=0, must-revalidate");
});

it("redirects by the rules of _redirects and netlify.toml", async () => {
  for (const from of ["/alt", "/alt-toml"]) {
    const response = await get(from);
    expect([from, response.status, response.headers.get("location")]).toEqual([
      from,
      301,
      `${base}/agb`,
    ]);
  }
});

it("answers a path with an escape that is not UTF-8 with 400, and keeps serving", async () => {
  for (const bad of ["/%E0%A4%A", "/%FF", "/agb%C3"]) {
    expect(await get(bad)).toMatchObject({ status: 400, body: "Bad Request" });
  }
  expect((await get("/agb")).status).toBe(200);
});

it("never serves a file outside the folder", async () => {
  for (const escape of ["/../netlify.toml", "/%2e%2e/netlify.toml", "/..%2fnetlify.toml"]) {
    expect([escape, (await raw(escape)).status]).toEqual([escape, 404]);
  }
});

it("compresses text with brotli or gzip as the browser accepts it, and nothing else", async () => {
  const plain = (await raw("/agb")).body;
  expect(plain.toString()).toContain("<title>AGB</title>");
  for (const [encoding, decode] of [
    ["br", brotliDecompressSync],
    ["gzip", gunzipSync],
  ] as const) {
    const response = await raw("/agb", { "accept-encoding": `${encoding}, identity` });
    expect(response.headers).toMatchObject({
      "content-encoding": encoding,
      vary: "Accept-Encoding",
    });
    expect(response.body.length).toBeLessThan(plain.length / 4);
    expect(decode(response.body)).toEqual(plain);
  }
  expect((await raw("/agb")).headers["content-encoding"]).toBeUndefined();
  const image = await raw("/icon.png", { "accept-encoding": "br, gzip" });
  expect(image.headers["content-type"]).toBe("image/png");
  expect(image.headers["content-encoding"]).toBeUndefined();
});

it("answers HEAD with the headers of GET and no body", async () => {
  const response = await fetch(`${base}/agb`, { method: "HEAD" });
  expect(response.status).toBe(200);
  expect(response.headers.get("x-page")).toBe("agb");
  expect(await response.text()).toBe("");
});

it("answers a form's POST to a page with that page, status 200 and its headers, as Netlify answers a submission", async () => {
  // Netlify Forms takes the submission and serves the form's action page; locally no code takes
  // it, and the engines serve the page for the POST as for a GET (the demo form posts to /danke).
  const response = await fetch(`${base}/agb`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ "form-name": "demo", name: "Erika Muster" }),
    redirect: "manual",
  });
  expect(response.status).toBe(200);
  expect(response.headers.get("x-page")).toBe("agb");
  expect(await response.text()).toContain("<title>AGB</title>");
});

it("keeps an idle connection open for two minutes, so a client's reused connection is not reset", async () => {
  // Node's default is 5 s: a fetch after a longer pause could reuse a socket as it closes.
  const response = await raw("/agb", { connection: "keep-alive" });
  expect(response.headers["keep-alive"]).toBe("timeout=120");
});

it("refuses an option it does not know, in German with its usage, and exits 2", () => {
  const run = spawnSync(
    process.execPath,
    [require.resolve("tsx/cli"), path.join(__dirname, "../serve.ts"), "--port=9000"],
    { encoding: "utf8" },
  );
  expect(run.stderr).toBe(
    "Unbekannte Angabe „--port“.\nAufruf: npm run serve [-- --publish=ORDNER] [--config=DATEI]\n",
  );
  expect(run.status).toBe(2);
}, 30_000);
