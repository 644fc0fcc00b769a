import { SESSION_HEADER, SESSION_PATHS } from "../config/admin-contract";

/**
 * In `npm start`, the local backend and data/ as it is on disk answer only requests that carry
 * the token of this run of the development server, which the page has in its settings
 * (gatsby-node/request-guard.ts). Decap's proxy backend builds its own requests: its check for
 * the backend and each action are a `fetch` of the configured `local_backend.url` with a JSON
 * body and no way to add a header. So the page hands the token to `fetch` itself, for exactly
 * those addresses on this page's origin; every other request (GitHub's API, Decap's chunks, the
 * preview's pages) goes out as it was. On the live site there is no token and nothing is wrapped.
 */

type FetchHost = { fetch: typeof fetch; location: Pick<Location, "origin" | "href"> };

const addressOf = (input: RequestInfo | URL, base: string): URL =>
  new URL(input instanceof Request ? input.url : String(input), base);

/** Makes every `fetch` of `host` to one of SESSION_PATHS on its origin carry `token`. */
export const sendSessionToken = (token: string, host: FetchHost = window): void => {
  const send = host.fetch.bind(host);
  host.fetch = (input, init) => {
    const address = addressOf(input, host.location.href);
    if (address.origin !== host.location.origin || !SESSION_PATHS.includes(address.pathname)) {
      return send(input, init);
    }
    const request = new Request(input instanceof Request ? input : address.href, init);
    request.headers.set(SESSION_HEADER, token);
    return send(request);
  };
};
