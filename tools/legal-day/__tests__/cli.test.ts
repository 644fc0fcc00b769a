/**
 * @jest-environment node
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer as createHttpServer, type Server } from "node:http";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { LegalVersionsFile } from "../../../gatsby-node/legal-versions-file";
import { dayBefore } from "../../../plugins/gatsby-source-passform/check";
import { builtFor, root, versionsInData } from "./support/versions";

/**
 * The command as the workflow runs it, in its own process on data/, asking a live site on this
 * machine (--site) with Node's fetch: its exit status is what the Actions tab shows (red when a
 * build was due and not started, or the live site cannot tell), warnings and errors are GitHub
 * annotations there, and the build hook's URL appears nowhere in what it prints, also when the
 * POST fails. With --decide, as the workflow's first job runs it, it starts nothing and hands the
 * decision on in GITHUB_OUTPUT.
 */

const SECRET = "fedcba9876543210fedcba98";
const dataDir = path.join(root, "data");

/** What the live site on this machine answers at /legal-versions.json; everything else is 404. */
let answer: LegalVersionsFile | number = 404;
let live: Server;
let site = "";
beforeAll(async () => {
  live = createHttpServer((request, response) => {
    if (request.url !== "/legal-versions.json" || typeof answer === "number") {
      response.writeHead(request.url === "/legal-versions.json" ? Number(answer) : 404).end();
      return;
    }
    response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => live.listen(0, "127.0.0.1", resolve));
  site = `http://127.0.0.1:${(live.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => live.close(resolve)));

/** The CLI in a process of its own; the test's server answers while it runs. */
const cli = async (args: string[], env: Record<string, string> = {}) => {
  const { NETLIFY_BUILD_HOOK: _, GITHUB_ACTIONS: __, ...inherited } = process.env;
  const child = spawn(
    process.execPath,
    [path.join(root, "node_modules/tsx/dist/cli.mjs"), "tools/legal-day/cli.ts", ...args],
    { cwd: root, env: { ...inherited, FORCE_COLOR: "0", ...env } },
  );
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const status = await new Promise<number | null>((resolve) => child.on("close", resolve));
  expect(`${stdout}${stderr}`).not.toContain(SECRET);
  return { status, stdout, stderr };
};

/** The first day of a version in data/, its first minutes, the live site built the day before. */
const versionDay = () => {
  const [version] = versionsInData();
  if (!version) throw new Error("data/legal/ has no text with validFrom");
  answer = builtFor(dataDir, dayBefore(version.validFrom));
  const now = `${version.validFrom}T00:09:00+01:00`;
  return { version, args: ["--site", site, "--now", now] };
};

it("fails, as an error annotation, when the live site is behind and no hook is set", async () => {
  const { args } = versionDay();
  const { status, stdout, stderr } = await cli(args, { GITHUB_ACTIONS: "true" });
  expect(stdout).toMatch(
    /ist die Live-Seite nicht auf dem Stand \(.*\): Produktions-Build wird angestoßen\.\n$/,
  );
  expect(stderr).toMatch(/^::error::Das Secret NETLIFY_BUILD_HOOK ist nicht gesetzt\./);
  expect(status).toBe(1);
}, 30_000);

it("decides so at any hour: the afternoon of the version's day, long after the scheduled runs", async () => {
  const { version } = versionDay();
  const { status, stdout } = await cli(["--site", site, "--now", `${version.validFrom}T13:00:00Z`]);
  expect(stdout).toMatch(/: Produktions-Build wird angestoßen\.\n$/);
  expect(status).toBe(1);
}, 30_000);

it("builds when the live site has no legal-versions.json", async () => {
  answer = 404;
  const { status, stdout } = await cli(["--site", site, "--now", "2098-01-05T12:00:00Z"]);
  expect(stdout).toMatch(
    /hat die Live-Seite keine legal-versions\.json .*: Produktions-Build wird angestoßen\.\n$/,
  );
  expect(status).toBe(1);
}, 30_000);

it("fails, naming only the error's code, when Netlify cannot be reached", async () => {
  const port = await freePort();
  const { args } = versionDay();
  const { status, stderr } = await cli(args, {
    NETLIFY_BUILD_HOOK: `https://127.0.0.1:${port}/build_hooks/${SECRET}`,
  });
  expect(stderr).toMatch(/^Netlify war nicht erreichbar \(ECONNREFUSED\)\./);
  expect(status).toBe(1);
}, 30_000);

it("succeeds with a warning annotation when the live site is current and no hook is set", async () => {
  answer = builtFor(dataDir, "2098-01-05");
  const { status, stdout, stderr } = await cli(["--site", site, "--now", "2098-01-05T12:00:00Z"], {
    GITHUB_ACTIONS: "true",
  });
  expect(stdout).toMatch(
    /^Heute, 5\.\u00a0Januar\u00a02098, ist die Live-Seite auf dem Stand \(.*\); kein Build\.\n/,
  );
  expect(stderr).toMatch(/^::warning::Das Secret NETLIFY_BUILD_HOOK ist nicht gesetzt: /);
  expect(status).toBe(0);
}, 30_000);

it("fails with an error annotation, and builds nothing, when the live site cannot be reached", async () => {
  const port = await freePort();
  const { status, stdout, stderr } = await cli(
    ["--site", `http://127.0.0.1:${port}`, "--now", "2098-01-05T12:00:00Z"],
    { GITHUB_ACTIONS: "true" },
  );
  expect(stderr).toMatch(
    new RegExp(
      `^::error::Die Live-Seite ist nicht zu prüfen: http://127\\.0\\.0\\.1:${port}/legal-versions\\.json nicht erreichbar \\(ECONNREFUSED\\)\\.`,
    ),
  );
  expect(stdout).toMatch(
    /^Heute, 5\.\u00a0Januar\u00a02098, beginnt keine neue Fassung; kein Build\.\n/,
  );
  expect(status).toBe(1);
}, 30_000);

describe("--decide, as the workflow's first job runs it, without the secret", () => {
  let folder = "";
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), "passform-legal-day-output-"));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  /** The CLI with --decide and a GITHUB_OUTPUT file; what it printed and handed on. */
  const decideOnly = async (args: string[]) => {
    const file = path.join(folder, "output");
    const run = await cli(["--decide", ...args], { GITHUB_ACTIONS: "true", GITHUB_OUTPUT: file });
    return { ...run, handedOn: readFileSync(file, "utf8") };
  };

  it("hands on build=true and the build's title when the live site is behind, and starts nothing", async () => {
    const { args } = versionDay();
    const { status, stdout, stderr, handedOn } = await decideOnly(args);
    expect(stdout).toMatch(
      /: Produktions-Build wird angestoßen\.\nDen Produktions-Build stößt der nächste Job dieses Workflows an: „Neue Fassung ab .+“\.\n$/,
    );
    expect(handedOn).toMatch(
      /^build=true\ntitle=Neue Fassung ab \d+\.\u00a0\p{L}+\u00a0\d{4}: \/[a-z/ -]+\n$/u,
    );
    expect(stdout).toContain(`„${handedOn.split("\n")[1]?.slice("title=".length)}“`);
    expect(stderr).toBe("");
    expect(status).toBe(0);
  }, 30_000);

  it("hands on build=false when the live site is current, with no word about the hook", async () => {
    answer = builtFor(dataDir, "2098-01-05");
    const { status, stdout, stderr, handedOn } = await decideOnly([
      "--site",
      site,
      "--now",
      "2098-01-05T12:00:00Z",
    ]);
    expect(stdout).toMatch(/ist die Live-Seite auf dem Stand \(.*\); kein Build\.\n/);
    expect(`${stdout}${stderr}`).not.toContain("NETLIFY_BUILD_HOOK");
    expect(handedOn).toBe("build=false\ntitle=\n");
    expect(status).toBe(0);
  }, 30_000);

  it("hands on a build asked for by hand (--build), titled so", async () => {
    answer = builtFor(dataDir, "2098-01-05");
    const { status, handedOn } = await decideOnly([
      "--build",
      "--site",
      site,
      "--now",
      "2098-01-05T12:00:00Z",
    ]);
    expect(handedOn).toBe(
      "build=true\ntitle=Von Hand angestoßen (Workflow „Neue Fassung eines Rechtstexts“)\n",
    );
    expect(status).toBe(0);
  }, 30_000);
});

it.each([
  [["--schedule", "7 23 * * *"], /Unbekannte Angabe „--schedule“/],
  [["--now", "morgen"], /--now „morgen“ ist kein Zeitpunkt/],
  [["--site", "ftp://example.org"], /--site „ftp:\/\/example\.org“ ist keine Adresse/],
  [["--bild"], /Unbekannte Angabe „--bild“/],
])(
  "refuses %j with exit status 2 and the usage",
  async (args, message) => {
    const { status, stderr } = await cli(args);
    expect(stderr).toMatch(message);
    expect(stderr).toContain("Aufruf: npx tsx tools/legal-day/cli.ts");
    expect(status).toBe(2);
  },
  30_000,
);

/** A port on this machine that nothing listens on: the one a server just gave back. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
