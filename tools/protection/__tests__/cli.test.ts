/**
 * @jest-environment node
 */
import { spawn } from "node:child_process";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { answer, PROTECTION, protectedBy, RULES, TOKEN, type Route } from "./support/github";

/**
 * `npm run check:protection` in its own process, with Node's fetch, against a stand-in for
 * GitHub's REST API on this machine (GITHUB_API_URL, as GitHub Enterprise and Actions name it)
 * that answers from the recorded answers: one repository for each case, by its name. Its exit
 * status tells a script or a person whether main is protected; the token appears nowhere in what
 * it prints.
 */

const root = path.resolve(__dirname, "../../..");

const repositories: Record<string, Record<string, Route>> = {
  complete: protectedBy(answer("protection-complete")),
  stale: protectedBy(answer("protection-stale-approvals")),
  refused: {
    [PROTECTION]: [401, answer("bad-credentials")],
    [RULES]: [401, answer("bad-credentials")],
  },
};

let api: Server;
let apiUrl = "";
const authorizations: Array<string | undefined> = [];
beforeAll(async () => {
  api = createServer((request, response) => {
    authorizations.push(request.headers.authorization);
    const [, , , name = "", ...rest] = new URL(request.url ?? "/", "http://x").pathname.split("/");
    const [status, body] = repositories[name]?.[`/${rest.join("/")}`] ?? [404, answer("not-found")];
    response.writeHead(status, { "content-type": "application/json; charset=utf-8" }).end(body);
  });
  await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => api.close(resolve)));

/** The command as npm runs it, in its own process; `token` in GH_TOKEN, none for null. */
const command = async (args: string[], token: string | null = TOKEN) => {
  const { GH_TOKEN: _, GITHUB_TOKEN: __, ...inherited } = process.env;
  const child = spawn(
    process.execPath,
    [path.join(root, "node_modules/tsx/dist/cli.mjs"), "tools/protection/cli.ts", ...args],
    {
      cwd: root,
      env: { ...inherited, GITHUB_API_URL: apiUrl, ...(token ? { GH_TOKEN: token } : {}) },
    },
  );
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const status = await new Promise<number | null>((resolve) => child.on("close", resolve));
  expect(`${stdout}${stderr}`).not.toContain(TOKEN);
  return { status, stdout, stderr };
};

it("says „alles gesetzt“ with exit status 0 when main is protected completely", async () => {
  const { status, stdout } = await command(["--repo", "passform/complete"]);
  expect(stdout).toMatch(/^main in passform\/complete \(Branch protection rule\): alles gesetzt, /);
  expect(authorizations.at(-1)).toBe(`Bearer ${TOKEN}`);
  expect(status).toBe(0);
}, 30_000);

it("lists what is missing with exit status 1", async () => {
  const { status, stdout } = await command(["--repo=passform/stale"]);
  expect(stdout.split("\n").filter((line) => line.startsWith("  ✖ "))).toHaveLength(2);
  expect(status).toBe(1);
}, 30_000);

it.each([
  [["--repo", "passform/refused"], TOKEN, /GitHub lehnt das Token ab \(Status 401/],
  [
    ["--repo", "passform/complete"],
    null,
    /^Kein Token: Bitte GH_TOKEN oder GITHUB_TOKEN setzen\. /,
  ],
  [["--repo", "passform"], TOKEN, /^--repo „passform“ ist kein Repository/],
  [["--branch", "main"], TOKEN, /^Unbekannte Angabe „--branch“/],
])(
  "refuses %j with exit status 2 and says why",
  async (args, token, message) => {
    const { status, stderr } = await command(args, token);
    expect(stderr).toMatch(message);
    expect(status).toBe(2);
  },
  30_000,
);
