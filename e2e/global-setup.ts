import path from "node:path";
import { startStaticServer } from "../tools/static-server";
import { E2E_PORT } from "../playwright.config";

/**
 * Serves public/ through Netlify's own engines (tools/netlify-engine.ts) for the whole run;
 * returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const root = path.resolve(__dirname, "../public");
  const server = await startStaticServer(root, {
    port: E2E_PORT,
    netlifyConfig: path.resolve(__dirname, "../netlify.toml"),
  });
  return server.close;
}
