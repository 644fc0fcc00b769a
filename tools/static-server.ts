import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fromWebResponse, toWebRequest } from "@netlify/dev-utils";
import { brotli, gzip } from "./bench/compression";
import { netlifySite } from "./netlify-engine";

/**
 * Serves a built folder over HTTP as Netlify does, through Netlify's own engines
 * (netlify-engine.ts). With `compress`, text travels compressed with brotli or gzip as the
 * browser accepts it, as from Netlify's CDN, which the engines leave out (the browser suite
 * leaves it off to see the bytes as built).
 */

const compressible = /^(text\/|application\/(javascript|json|xml)|image\/svg)/;

/** The encoding the browser accepts for a compressible response: brotli, gzip or none. */
const encodingFor = (contentType: string, acceptEncoding: string): "br" | "gzip" | undefined => {
  if (!compressible.test(contentType)) return undefined;
  if (/\bbr\b/.test(acceptEncoding)) return "br";
  if (/\bgzip\b/.test(acceptEncoding)) return "gzip";
  return undefined;
};

/**
 * Compressed bodies, made once per content and encoding (as a CDN caches them), so that the
 * time to first byte measures serving, not brotli at its highest quality.
 */
const compressedCache = new Map<string, Buffer>();

const compressedBody = (content: Buffer, encoding: "br" | "gzip"): Buffer => {
  const key = `${encoding}:${createHash("sha256").update(content).digest("base64")}`;
  const cached = compressedCache.get(key) ?? (encoding === "br" ? brotli(content) : gzip(content));
  compressedCache.set(key, cached);
  return cached;
};

/** The engines' response, compressed as the request accepts, and marked as varying with that. */
const compressed = async (request: Request, response: Response): Promise<Response> => {
  const headers = new Headers(response.headers);
  headers.append("vary", "Accept-Encoding");
  const encoding = encodingFor(
    headers.get("content-type") ?? "",
    request.headers.get("accept-encoding") ?? "",
  );
  if (!encoding || !response.body) {
    return new Response(response.body, { status: response.status, headers });
  }
  headers.set("content-encoding", encoding);
  const body = compressedBody(Buffer.from(await response.arrayBuffer()), encoding);
  return new Response(new Uint8Array(body), { status: response.status, headers });
};

export type RunningServer = { url: string; close: () => Promise<void> };

type ServerOptions = {
  port?: number;
  /** netlify.toml, for its headers and redirects */
  netlifyConfig?: string;
  compress?: boolean;
  /** Sees every request, e.g. for a test that checks what the browser asked for and why */
  onRequest?: (request: IncomingMessage) => void;
};

/** How long an idle connection stays open: longer than the longest pause between two requests. */
const KEEP_ALIVE_MS = 120_000;

export const startStaticServer = async (
  root: string,
  options: ServerOptions = {},
): Promise<RunningServer> => {
  const answer = netlifySite({ publishDir: root, netlifyConfig: options.netlifyConfig });
  const server: Server = createServer((incoming, outgoing) => {
    options.onRequest?.(incoming);
    const request = toWebRequest(incoming);
    answer(request)
      .then((response) => (options.compress ? compressed(request, response) : response))
      .then((response) => fromWebResponse(response, outgoing))
      .catch((error: unknown) => {
        console.error(error);
        if (outgoing.headersSent) outgoing.destroy();
        else outgoing.writeHead(500).end("Internal Server Error");
      });
  });

  // A browser's or Playwright's fetch keeps its connection and reuses it after a pause (a
  // keyboard walk, a Lighthouse run). Closed by the server after Node's 5 s, a reused connection
  // can meet the close halfway and fail with ECONNRESET; kept longer than any pause in the
  // suites, it is closed by the client or by `close`, which ends idle connections first.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  await new Promise<void>((resolve, reject) => {
    server.once("error", (error) =>
      reject(new Error(`Cannot serve ${root} on port ${options.port}: ${error.message}`)),
    );
    server.listen(options.port ?? 0, "127.0.0.1", resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
};
