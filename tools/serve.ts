/**
 * npm run serve: the built site (public/) on http://localhost:9000 as Netlify serves it:
 * pretty URLs, status 404 with the 404 page, the headers of public/_headers, brotli/gzip.
 */
import path from "node:path";
import { startStaticServer } from "./static-server";

const root = path.resolve(__dirname, "..");
const port = Number(process.env.PORT ?? 9000);

void startStaticServer(path.join(root, "public"), {
  port,
  netlifyConfig: path.join(root, "netlify.toml"),
  compress: true,
}).then((server) =>
  console.log(
    `public/ wie auf Netlify: ${server.url.replace("127.0.0.1", "localhost")} (Strg + C beendet)`,
  ),
);
