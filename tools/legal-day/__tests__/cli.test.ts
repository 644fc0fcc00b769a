/**
 * @jest-environment node
 */
import { spawnSync } from "node:child_process";
import { createServer, type AddressInfo } from "node:net";
import path from "node:path";
import { firstAndLaterRun, root, versionsInData } from "./support/versions";

/**
 * The command as the workflow runs it, in its own process on data/: its exit status is what the
 * Actions tab shows (red when a build was due and not started), warnings and errors are GitHub
 * annotations there, and the build hook's URL appears nowhere in what it prints, also when the
 * POST fails.
 */

const SECRET = "fedcba9876543210fedcba98";

const cli = (args: string[], env: Record<string, string> = {}) => {
  const { NETLIFY_BUILD_HOOK: _, GITHUB_ACTIONS: __, ...inherited } = process.env;
  const result = spawnSync(
    process.execPath,
    [path.join(root, "node_modules/tsx/dist/cli.mjs"), "tools/legal-day/cli.ts", ...args],
    { cwd: root, encoding: "utf8", env: { ...inherited, FORCE_COLOR: "0", ...env } },
  );
  expect(`${result.stdout}${result.stderr}`).not.toContain(SECRET);
  return result;
};

/** A day in data/ on which a version starts, and the first scheduled run on it. */
const versionDay = () => {
  const [version] = versionsInData();
  if (!version) throw new Error("data/legal/ has no text with validFrom");
  const { cron, moment } = firstAndLaterRun(version.validFrom).first;
  const now = new Date(moment.getTime() + 120_000).toISOString();
  return { version, args: ["--schedule", cron, "--now", now] };
};

it("fails, as an error annotation, when a build is due and no hook is set", () => {
  const { version, args } = versionDay();
  const { status, stdout, stderr } = cli(args, { GITHUB_ACTIONS: "true" });
  expect(stdout).toContain(version.slug);
  expect(stdout).toMatch(/: Produktions-Build wird angestoßen\.\n$/);
  expect(stderr).toMatch(/^::error::Das Secret NETLIFY_BUILD_HOOK ist nicht gesetzt\./);
  expect(status).toBe(1);
}, 30_000);

it("counts a run with an empty --schedule, as the workflow passes it by hand, as manual", () => {
  const { version } = versionDay();
  // 13:00 UTC: the afternoon of the version's day in Germany, long after the scheduled runs.
  const now = `${version.validFrom}T13:00:00Z`;
  const { status, stdout } = cli(["--schedule", "", "--now", now]);
  expect(stdout).toMatch(/: Produktions-Build wird angestoßen\.\n$/);
  expect(status).toBe(1);
}, 30_000);

it("fails, naming only the error's code, when Netlify cannot be reached", async () => {
  // A port on this machine that nothing listens on: the one a server just gave back.
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  const { args } = versionDay();
  const { status, stderr } = cli(args, {
    NETLIFY_BUILD_HOOK: `https://127.0.0.1:${port}/build_hooks/${SECRET}`,
  });
  expect(stderr).toMatch(/^Netlify war nicht erreichbar \(ECONNREFUSED\)\./);
  expect(status).toBe(1);
}, 30_000);

it("succeeds with a warning annotation on a day no version starts and no hook is set", () => {
  const days = new Set(versionsInData().map((version) => version.validFrom));
  const [quiet] = ["2098-01-05", "2098-01-06"].filter((day) => !days.has(day));
  const { first } = firstAndLaterRun(quiet ?? "");
  const { status, stdout, stderr } = cli(
    ["--schedule", first.cron, "--now", first.moment.toISOString()],
    { GITHUB_ACTIONS: "true" },
  );
  expect(stdout).toMatch(/^Heute, .* beginnt keine neue Fassung; kein Build\.\n/);
  expect(stderr).toMatch(/^::warning::Das Secret NETLIFY_BUILD_HOOK ist nicht gesetzt: /);
  expect(status).toBe(0);
}, 30_000);

it.each([
  [["--schedule", "*/5 * * * *"], /ist keine tägliche Zeit/],
  [["--now", "morgen"], /--now „morgen“ ist kein Zeitpunkt/],
  [["--bild"], /Unbekannte Angabe oder fehlender Wert in „--bild“/],
])(
  "refuses %j with exit status 2 and the usage",
  (args, message) => {
    const { status, stderr } = cli(args);
    expect(stderr).toMatch(message);
    expect(stderr).toContain("Aufruf: npx tsx tools/legal-day/cli.ts");
    expect(status).toBe(2);
  },
  30_000,
);
