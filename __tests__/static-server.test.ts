/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startStaticServer, type RunningServer } from "../tools/static-server";

/** The server that the browser tests and the bench use answers like Netlify, bad paths too. */

let root: string;
let server: RunningServer;

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), "passform-server-"));
  writeFileSync(path.join(root, "index.html"), "<!doctype html><title>Start</title>");
  writeFileSync(path.join(root, "agb.html"), "<!doctype html><title>AGB</title>");
  writeFileSync(path.join(root, "404.html"), "<!doctype html><title>Nicht gefunden</title>");
  server = await startStaticServer(root);
});

afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

const get = async (urlPath: string) => {
  const response = await fetch(`${server.url}${urlPath}`);
  return { status: response.status, body: await response.text() };
};

it("answers a path with an escape that is not UTF-8 with 400, and keeps serving", async () => {
  for (const bad of ["/%E0%A4%A", "/%FF", "/agb%C3"]) {
    expect(await get(bad)).toEqual({ status: 400, body: "Bad Request" });
  }
  expect((await get("/agb")).status).toBe(200);
});

it("serves pages by their path, decoded escapes included, and 404 for the rest", async () => {
  expect(await get("/")).toMatchObject({ status: 200, body: expect.stringContaining("Start") });
  expect(await get("/%61gb")).toMatchObject({ status: 200, body: expect.stringContaining("AGB") });
  expect(await get("/gibt-es-nicht")).toMatchObject({
    status: 404,
    body: expect.stringContaining("Nicht gefunden"),
  });
  expect((await get("/../../etc/passwd")).status).toBe(404);
});
