import { createReadStream, existsSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import path from "node:path";
import type { AddressInfo } from "node:net";

/**
 * Serves a Gatsby build the way Netlify does: pretty URLs (/agb -> agb/index.html), status
 * 404 with 404.html for unknown paths, and the headers that public/_headers and netlify.toml
 * declare, read with Netlify's own parser.
 */

type HeaderRule = { for: string; forRegExp: RegExp; values: Record<string, string> };

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "application/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".webmanifest": "application/manifest+json",
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

/** The file Netlify would answer a path with, or undefined for a 404. */
const resolveFile = (root: string, urlPath: string): string | undefined => {
  const relative = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, "");
  const candidates = [
    path.join(root, relative),
    path.join(root, relative, "index.html"),
    path.join(root, `${relative.replace(/\/$/, "")}.html`),
  ];
  return candidates.find(
    (file) => file.startsWith(root) && existsSync(file) && statSync(file).isFile(),
  );
};

export type RunningServer = { url: string; close: () => Promise<void> };

export const startStaticServer = async (
  root: string,
  options: { port?: number; netlifyConfig?: string } = {},
): Promise<RunningServer> => {
  const rules = await loadHeaderRules(root, options.netlifyConfig);
  const notFoundPage = await readFile(path.join(root, "404.html"));

  const server: Server = createServer((request, response) => {
    const urlPath = new URL(request.url ?? "/", "http://localhost").pathname;
    const file = resolveFile(root, urlPath);
    const headers = headersFor(rules, urlPath);
    if (!file) {
      response.writeHead(404, { ...headers, "Content-Type": contentTypes[".html"] });
      response.end(request.method === "HEAD" ? undefined : notFoundPage);
      return;
    }
    response.writeHead(200, {
      ...headers,
      "Content-Type": contentTypes[path.extname(file)] ?? "application/octet-stream",
    });
    if (request.method === "HEAD") response.end();
    else createReadStream(file).pipe(response);
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
