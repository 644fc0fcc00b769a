import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Readable, Writable } from "node:stream";
import { test, expect } from "@playwright/test";
import { startStaticServer, type RunningServer } from "../tools/static-server";
import { legalPages } from "./support/site";

/**
 * Instant navigation without a runtime (src/enhancements/speculation-rules.ts): pointing at a
 * link to another page of the site prerenders it, and following the link shows that page
 * without a new request for it.
 *
 * Chromium prerenders nothing while a DevTools client is attached to the tab (it reports
 * `PrerenderingDisabledByDevTools`), and Playwright always is. So this test drives Chromium
 * itself over the DevTools pipe: it attaches to move the pointer onto the link, lets go while
 * the visitor's "hover" is being judged, and attaches again to click. A server of its own
 * records what Chromium requested, and why (the Sec-Purpose header).
 */

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

type Logged = { path: string; purpose: string };

/** A DevTools protocol client over --remote-debugging-pipe: JSON messages ending in \0. */
class DevTools {
  private next = 1;
  private buffer = "";
  private readonly waiting = new Map<number, (message: Record<string, unknown>) => void>();

  constructor(
    private readonly input: Writable,
    output: Readable,
  ) {
    output.on("data", (chunk: Buffer) => {
      this.buffer += chunk.toString("utf8");
      let end = this.buffer.indexOf("\0");
      while (end !== -1) {
        const message = JSON.parse(this.buffer.slice(0, end)) as Record<string, unknown>;
        this.buffer = this.buffer.slice(end + 1);
        const resolve = this.waiting.get(message.id as number);
        if (resolve) {
          this.waiting.delete(message.id as number);
          resolve(message);
        }
        end = this.buffer.indexOf("\0");
      }
    });
  }

  async send<T = Record<string, unknown>>(
    method: string,
    params: Record<string, unknown> = {},
    sessionId?: string,
  ): Promise<T> {
    const id = this.next++;
    const reply = new Promise<Record<string, unknown>>((resolve) => this.waiting.set(id, resolve));
    this.input.write(
      `${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`,
    );
    const message = await reply;
    if (message.error) throw new Error(`${method}: ${JSON.stringify(message.error)}`);
    return message.result as T;
  }

  /** The value of a JavaScript expression in the page of a session, awaited. */
  async evaluate<T>(sessionId: string, expression: string): Promise<T> {
    const { result } = await this.send<{ result: { value: T } }>(
      "Runtime.evaluate",
      { expression, returnByValue: true, awaitPromise: true },
      sessionId,
    );
    return result.value;
  }
}

let server: RunningServer;
let chromium: ChildProcess;
let devtools: DevTools;
let profile: string;
const log: Logged[] = [];

test.beforeAll(async () => {
  server = await startStaticServer(path.resolve(__dirname, "../public"), {
    netlifyConfig: path.resolve(__dirname, "../netlify.toml"),
    onRequest: (request) =>
      log.push({
        path: new URL(request.url ?? "/", "http://localhost").pathname,
        purpose: String(request.headers["sec-purpose"] ?? ""),
      }),
  });
  profile = mkdtempSync(path.join(os.tmpdir(), "passform-chromium-"));
  chromium = spawn(
    CHROMIUM,
    [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--window-size=1440,900",
      "--remote-debugging-pipe",
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    { stdio: ["ignore", "ignore", "ignore", "pipe", "pipe"] },
  );
  devtools = new DevTools(chromium.stdio[3] as Writable, chromium.stdio[4] as Readable);
});

test.afterAll(async () => {
  if (chromium && chromium.exitCode === null) {
    const exited = new Promise((resolve) => chromium.once("exit", resolve));
    await devtools.send("Browser.close").catch(() => chromium.kill());
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    if (chromium.exitCode === null) chromium.kill("SIGKILL");
  }
  await server?.close();
  if (profile) rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
});

/** Reads until `done` holds, up to ten seconds; then returns what it reads last. */
const poll = async <T>(read: () => Promise<T> | T, done: (value: T) => boolean): Promise<T> => {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return read();
};

const requestsFor = (route: string): Logged[] => log.filter((entry) => entry.path === route);

/** A tab with the address, in a context of its own: no cache or prerender left over. */
const openTab = async (url: string): Promise<{ browserContextId: string; targetId: string }> => {
  const { browserContextId } = await devtools.send<{ browserContextId: string }>(
    "Target.createBrowserContext",
  );
  const { targetId } = await devtools.send<{ targetId: string }>("Target.createTarget", {
    url,
    browserContextId,
  });
  return { browserContextId, targetId };
};

const attach = async (targetId: string): Promise<string> =>
  (await devtools.send<{ sessionId: string }>("Target.attachToTarget", { targetId, flatten: true }))
    .sessionId;

/** Scrolls the footer's link to the route into the middle of the view; returns its centre. */
const footerLinkCentre = (session: string, route: string) =>
  devtools.evaluate<{ x: number; y: number }>(
    session,
    `(() => {
      const link = document.querySelector('footer a[href="${route}"]');
      link.scrollIntoView({ block: "center", behavior: "instant" });
      const box = link.getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    })()`,
  );

/**
 * The page shown: its heading; its navigation's activation start, which only a page that was
 * prerendered and then shown has; the resources it loaded; and how much it stored.
 */
const shownPage = (session: string) =>
  devtools.evaluate<{
    title: string;
    activationStart: number;
    resources: string[];
    stored: number;
  }>(
    session,
    `(async () => ({
      title: document.querySelector("h1").textContent,
      activationStart: performance.getEntriesByType("navigation")[0].activationStart,
      resources: performance.getEntriesByType("resource").map((entry) => entry.name),
      stored: localStorage.length + sessionStorage.length + (await indexedDB.databases()).length + (await caches.keys()).length,
    }))()`,
  );

test("a page whose link the visitor points at is prerendered and opens without a new request", async () => {
  const target = legalPages.at(-1);
  if (!target) throw new Error("data/legal/ has no page to link to");
  log.length = 0;
  const { browserContextId, targetId } = await openTab(`${server.url}/`);

  let session = await attach(targetId);
  // While a page loads it may have no context to evaluate in yet.
  await poll(
    () =>
      devtools
        .evaluate<string>(session, "location.pathname + ' ' + document.readyState")
        .catch(() => ""),
    (state) => state === "/ complete",
  );
  const point = await footerLinkCentre(session, target.slug);
  expect(requestsFor(target.slug)).toEqual([]);

  // The pointer comes to rest on the link; DevTools lets go so that Chromium may prerender.
  await devtools.send("Input.dispatchMouseEvent", { type: "mouseMoved", ...point }, session);
  await devtools.send("Target.detachFromTarget", { sessionId: session });
  const prerendered = await poll(
    () => requestsFor(target.slug),
    (requests) => requests.length > 0,
  );
  expect(prerendered).toEqual([{ path: target.slug, purpose: "prefetch;prerender" }]);
  // Give the prerendered page time to finish, as a visitor's reading time would.
  await new Promise((resolve) => setTimeout(resolve, 1000));

  session = await attach(targetId);
  for (const type of ["mousePressed", "mouseReleased"]) {
    await devtools.send(
      "Input.dispatchMouseEvent",
      { type, ...point, button: "left", clickCount: 1 },
      session,
    );
  }
  await poll(
    () => devtools.evaluate<string>(session, "location.pathname").catch(() => ""),
    (pathname) => pathname === target.slug,
  );
  const shown = await shownPage(session);
  expect(shown.title).toBe(target.title);
  // Set only on a page that was prerendered and then shown.
  expect(shown.activationStart).toBeGreaterThan(0);
  expect(requestsFor(target.slug)).toHaveLength(1);
  expect(shown.resources.filter((url) => !url.startsWith(server.url))).toEqual([]);
  expect(shown.stored).toBe(0);
  await devtools.send("Target.disposeBrowserContext", { browserContextId });
});
