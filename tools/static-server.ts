import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server } from "node:http";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { brotli, gzip } from "./bench/compression";

/**
 * Serves a Gatsby build the way Netlify does: pretty URLs (/agb -> agb.html), status 404 with
 * 404.html for unknown paths, the headers that public/_headers and netlify.toml declare (read
 * with Netlify's own parser) and, with `compress`, text compressed with brotli or gzip as the
 * browser accepts it (the browser suite leaves it off to see the bytes as built).
 */

type HeaderRule = { for: string; forRegExp: RegExp; values: Record<string, string> };

const HTML = "text/html; charset=utf-8";

const contentTypes: Record<string, string> = {
  ".html": HTML,
  ".js": "application/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".woff2": "font/woff2",
  ".map": "application/json; charset=utf-8",
};

const loadHeaderRules = async (root: string, configPath?: string): Promise<HeaderRule[]> => {
  const { parseAllHeaders } = await import("@netlify/headers-parser");
  const headersFile = path.join(root, "_headers");
  const { headers, errors } = await parseAllHeaders({
    headersFiles: existsSync(headersFile) ? [headersFile] : [],
    netlifyConfigPath: configPath && existsSync(configPath) ? configPath : undefined,
    configHeaders: undefined,
    minimal: false,
  });
  if (errors.length > 0) {
    throw new Error(`Invalid header configuration: ${errors.map((e) => e.message).join("; ")}`);
  }
  return headers.filter((rule): rule is HeaderRule => "forRegExp" in rule);
};

const headersFor = (rules: HeaderRule[], urlPath: string): Record<string, string> => {
  const result: Record<string, string> = {};
  for (const rule of rules) {
    // Netlify's own matcher, so "/*" and ":placeholder" behave exactly as in production.
    if (rule.forRegExp.test(urlPath)) Object.assign(result, rule.values);
  }
  return result;
};

/** A path's percent-escapes decoded, or undefined where they are not UTF-8 (`/%E0%A4%A`). */
const decodedPath = (urlPath: string): string | undefined => {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
};

/** The file Netlify would answer a decoded path with, or undefined for a 404. */
const resolveFile = (root: string, decoded: string): string | undefined => {
  const relative = path.normalize(decoded).replace(/^(\.\.[/\\])+/, "");
  const candidates = [
    path.join(root, relative),
    path.join(root, relative, "index.html"),
    path.join(root, `${relative.replace(/\/$/, "")}.html`),
  ];
  return candidates.find(
    (file) => file.startsWith(root) && existsSync(file) && statSync(file).isFile(),
  );
};

const compressible = /^(text\/|application\/(javascript|json|xml)|image\/svg)/;

/**
 * Compressed bodies, made once per file and encoding (as a CDN caches them), so that the
 * time to first byte measures serving, not brotli at its highest quality.
 */
const compressedCache = new Map<string, Buffer>();

const compressed = (file: string, encoding: "br" | "gzip"): Buffer => {
  const key = `${encoding}:${file}:${statSync(file).mtimeMs}`;
  const cached = compressedCache.get(key);
  if (cached) return cached;
  const content = readFileSync(file);
  const body = encoding === "br" ? brotli(content) : gzip(content);
  compressedCache.set(key, body);
  return body;
};

/** The encoding the browser accepts for a compressible file: brotli, gzip or none. */
const encodingFor = (contentType: string, acceptEncoding: string): "br" | "gzip" | undefined => {
  if (!compressible.test(contentType)) return undefined;
  if (/\bbr\b/.test(acceptEncoding)) return "br";
  if (/\bgzip\b/.test(acceptEncoding)) return "gzip";
  return undefined;
};

export type RunningServer = { url: string; close: () => Promise<void> };

export const startStaticServer = async (
  root: string,
  options: {
    port?: number;
    netlifyConfig?: string;
    compress?: boolean;
    /** Sees every request, e.g. for a test that checks what the browser asked for and why */
    onRequest?: (request: IncomingMessage) => void;
  } = {},
): Promise<RunningServer> => {
  const rules = await loadHeaderRules(root, options.netlifyConfig);
  const notFoundPage = await readFile(path.join(root, "404.html"));

  const server: Server = createServer((request, response) => {
    options.onRequest?.(request);
    const urlPath = new URL(request.url ?? "/", "http://localhost").pathname;
    const decoded = decodedPath(urlPath);
    if (decoded === undefined) {
      // As Netlify answers a path it cannot decode.
      response.writeHead(400, { "Content-Type": "text/plain; charset=utf-8" });
      response.end("Bad Request");
      return;
    }
    const file = resolveFile(root, decoded);
    const headers = headersFor(rules, urlPath);
    const status = file ? 200 : 404;
    const contentType = file
      ? (contentTypes[path.extname(file)] ?? "application/octet-stream")
      : HTML;
    const encoding =
      options.compress && file
        ? encodingFor(contentType, String(request.headers["accept-encoding"] ?? ""))
        : undefined;
    response.writeHead(status, {
      ...headers,
      "Content-Type": contentType,
      ...(options.compress ? { Vary: "Accept-Encoding" } : {}),
      ...(encoding ? { "Content-Encoding": encoding } : {}),
    });
    if (request.method === "HEAD") response.end();
    else if (file && encoding) response.end(compressed(file, encoding));
    else if (file) createReadStream(file).pipe(response);
    else response.end(notFoundPage);
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", (error) =>
      reject(new Error(`Cannot serve public/ on port ${options.port}: ${error.message}`)),
    );
    server.listen(options.port ?? 0, "127.0.0.1", resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
};
