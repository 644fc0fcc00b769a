import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { siteRoot } from "../support/site-content";
import { publicDir } from "./built-site";

/**
 * The built site served as Netlify answers it: `npm run serve` (tools/serve.ts) on a free port,
 * with Netlify's own engines for redirects, files and headers (tools/netlify-engine.ts), the
 * rules of public/_redirects, public/_headers and netlify.toml. It runs as a child process on
 * the project's Node because the engines are ES modules that Jest does not load.
 */

export type NetlifyServer = {
  /** The response to a GET of `urlPath`, redirects not followed */
  get: (urlPath: string) => Promise<Response>;
  /** The origin the server answers on, http://127.0.0.1:PORT */
  base: string;
  close: () => void;
};

export const startNetlifyServer = async (): Promise<NetlifyServer> => {
  const server: ChildProcess = spawn(
    process.execPath,
    [
      require.resolve("tsx/cli"),
      path.join(siteRoot, "tools/serve.ts"),
      `--publish=${publicDir}`,
      `--config=${path.join(siteRoot, "netlify.toml")}`,
    ],
    { cwd: siteRoot, env: { ...process.env, PORT: "0" }, stdio: ["ignore", "pipe", "inherit"] },
  );
  const base = await new Promise<string>((resolve, reject) => {
    let output = "";
    server.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const url = /http:\/\/localhost:\d+/.exec(output)?.[0];
      if (url) resolve(url.replace("localhost", "127.0.0.1"));
    });
    server.once("exit", (code) => reject(new Error(`npm run serve exited (${code}): ${output}`)));
  });
  return {
    base,
    get: (urlPath) => fetch(`${base}${urlPath}`, { redirect: "manual" }),
    close: () => {
      server.kill();
    },
  };
};
