/**
 * @jest-environment node
 */
import { SESSION_HEADER } from "../config/admin-contract";
import { sendSessionToken } from "../browser/session-token";

/**
 * The page of `npm start` hands its session token to the requests for the local backend and
 * data-files.json, which Decap's proxy backend and the preview pane send with `fetch`, and to
 * no other request: not to another origin, not to any other file of this one.
 */

const origin = "http://localhost:8000";

/** A window at /admin/ whose fetch records the token each request carries. */
const page = () => {
  const sent: { url: string; token: string | null }[] = [];
  const host = {
    location: { origin, href: `${origin}/admin/#/collections/inhalte` },
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(
        input instanceof Request ? input : new URL(String(input), origin),
        init,
      );
      sent.push({ url: request.url, token: request.headers.get(SESSION_HEADER) });
      return new Response("{}");
    },
  };
  sendSessionToken("geheim", host as never);
  return { fetch: host.fetch, sent };
};

it("sends the token with Decap's requests to the local backend and with data-files.json", async () => {
  const { fetch, sent } = page();
  // As Decap's proxy backend asks: the configured local_backend.url, a JSON body.
  await fetch(`${origin}/admin/api/v1`, {
    method: "POST",
    headers: { "Content-Type": "application/json; charset=utf-8" },
    body: JSON.stringify({ action: "info" }),
  });
  await fetch("/admin/data-files.json", { cache: "no-store" });
  await fetch(new Request(`${origin}/admin/api/v1`, { method: "POST", body: "{}" }));
  expect(sent.map(({ token }) => token)).toEqual(["geheim", "geheim", "geheim"]);
});

it("keeps the request's own headers and body", async () => {
  const seen: Request[] = [];
  const host = {
    location: { origin, href: `${origin}/admin/` },
    fetch: async (input: RequestInfo | URL, _init?: RequestInit) => {
      seen.push(input as Request);
      return new Response("{}");
    },
  };
  sendSessionToken("geheim", host as never);
  await host.fetch(`${origin}/admin/api/v1`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: '{"action":"info"}',
  });
  const [request] = seen;
  expect(request?.method).toBe("POST");
  expect(request?.headers.get("content-type")).toBe("application/json");
  expect(await request?.text()).toBe('{"action":"info"}');
});

it.each([
  "https://api.github.com/repos/passform/website",
  "http://localhost:8081/api/v1",
  "http://127.0.0.1:8000/admin/api/v1",
  `${origin}/admin/decap-cms.js`,
  `${origin}/admin/api/v1/other`,
  `${origin}/page-data/index/page-data.json`,
])("sends no token to %s", async (url) => {
  const { fetch, sent } = page();
  await fetch(url);
  expect(sent).toEqual([{ url, token: null }]);
});
