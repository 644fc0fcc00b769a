/**
 * npm run serve: the built site (public/) on http://localhost:9000 as Netlify serves it, through
 * Netlify's own engines (netlify-engine.ts): pretty URLs, status 404 with the 404 page, the
 * headers and redirects of public/_headers, public/_redirects and netlify.toml, brotli/gzip.
 * `npm run serve -- --publish=DIR --config=FILE` serves another build; PORT=0 takes a free port.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { scriptOptions } from "./command-line";
import { startStaticServer } from "./static-server";

const root = path.resolve(__dirname, "..");
const given = scriptOptions("Aufruf: npm run serve [-- --publish=ORDNER] [--config=DATEI]", {
  publish: { type: "string" },
  config: { type: "string" },
});

const publishDir = path.resolve(given.publish ?? path.join(root, "public"));
const netlifyConfig = path.resolve(given.config ?? path.join(root, "netlify.toml"));

const shown = (file: string): string =>
  path.relative(process.cwd(), file).startsWith("..") ? file : path.relative(process.cwd(), file);

if (!existsSync(path.join(publishDir, "index.html"))) {
  console.error(`${shown(publishDir)}/ enthält keinen Build: zuerst npm run build`);
  process.exit(1);
}

void startStaticServer(publishDir, {
  port: Number(process.env.PORT ?? 9000),
  netlifyConfig,
  compress: true,
}).then((server) =>
  console.log(
    `${shown(publishDir)}/ wie auf Netlify: ${server.url.replace("127.0.0.1", "localhost")} (Strg + C beendet)`,
  ),
);
