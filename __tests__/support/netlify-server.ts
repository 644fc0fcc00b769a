import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

/**
 * A deploy served as Netlify answers it: `npm run serve` (tools/serve.ts) on a free port, with
 * Netlify's own engines for redirects, files and headers (tools/netlify-engine.ts), the rules of
 * the folder's _redirects and _headers and of a netlify.toml. It runs as a child process on the
 * project's Node because the engines are ES modules that Jest does not load.
 */

const projectRoot = path.resolve(__dirname, "../..");

type Deploy = {
  /** The published folder (public/ of a build) */
  publishDir: string;
  /** The netlify.toml whose [[headers]] and [[redirects]] apply */
  netlifyConfig: string;
};

export type NetlifyServer = {
  /** The response to a GET of `urlPath`, redirects not followed */
  get: (urlPath: string) => Promise<Response>;
  /** The origin the server answers on, http://127.0.0.1:PORT */
  base: string;
  close: () => void;
};

export const startNetlifyServer = async ({
  publishDir,
  netlifyConfig,
}: Deploy): Promise<NetlifyServer> => {
  const server: ChildProcess = spawn(
    process.execPath,
    [
      require.resolve("tsx/cli"),
      path.join(projectRoot, "tools/serve.ts"),
      `--publish=${publishDir}`,
      `--config=${netlifyConfig}`,
    ],
    {
      cwd: projectRoot,
      env: { ...process.env, PORT: "0" },
      stdio: ["ignore", "pipe", "inherit"],
    },
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
