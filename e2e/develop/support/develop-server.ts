import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { copyProject, type ProjectCopy } from "../../../__tests__/support/project-copy";

/**
 * `npm start` (gatsby develop) on a fresh copy of the project, without .cache and public/, on a
 * free port, for the specs that test what editors do while it runs. Bounded in time; `stop`
 * ends the server and everything it started and removes the copy.
 */

export const STARTUP_LIMIT = 240_000;

const ESCAPE_CODES = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*[A-Za-z]`, "g");

export type DevelopServer = {
  project: ProjectCopy;
  origin: string;
  /** Everything the server printed so far, as the terminal shows it (without escape codes) */
  output: () => string;
  stop: () => Promise<void>;
};

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });

const stopProcess = async (running: ChildProcess): Promise<void> => {
  if (!running.pid || running.exitCode !== null) return;
  const exited = new Promise((resolve) => running.once("exit", resolve));
  // The whole process group: gatsby develop starts workers of its own.
  process.kill(-running.pid, "SIGTERM");
  const killed = await Promise.race([
    exited.then(() => true),
    new Promise((resolve) => setTimeout(() => resolve(false), 10_000)),
  ]);
  if (!killed) process.kill(-running.pid, "SIGKILL");
};

export const startDevelop = async (prefix: string): Promise<DevelopServer> => {
  const project = copyProject(prefix);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  let output = "";
  // What `npm start` runs, on a free port.
  const server = spawn(
    path.join(project.root, "node_modules/.bin/gatsby"),
    ["develop", "--host", "127.0.0.1", "--port", String(port)],
    {
      cwd: project.root,
      detached: true,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const collect = (chunk: Buffer): void => {
    output += chunk.toString("utf8");
  };
  // What the terminal shows: the reporter's cursor and colour codes left out.
  const shown = (): string => output.replace(ESCAPE_CODES, "");
  server.stdout?.on("data", collect);
  server.stderr?.on("data", collect);
  const stop = async (): Promise<void> => {
    await stopProcess(server);
    project.remove();
  };

  const started = Date.now();
  for (;;) {
    const failure =
      server.exitCode !== null
        ? `gatsby develop stopped (exit ${server.exitCode})`
        : Date.now() - started > STARTUP_LIMIT
          ? `gatsby develop was not ready within ${STARTUP_LIMIT / 1000} s`
          : undefined;
    if (failure) {
      await stop();
      throw new Error(`${failure}:\n${shown().slice(-3000)}`);
    }
    const ready = await fetch(`${origin}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready && output.includes("You can now view")) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.log(`gatsby develop ready after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { project, origin, output: shown, stop };
};
