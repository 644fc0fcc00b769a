/**
 * @jest-environment node
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { decide } from "../netlify-ignore";

/**
 * Netlify's ignore command, as Netlify runs it: in a clone, with CONTEXT, CACHED_COMMIT_REF (the
 * commit of the last build), COMMIT_REF (the commit to build) and URL (the site's main address)
 * set; exit status 0 skips the production build. Each case commits to a small repository and
 * asks for the decision between two commits; where the files alone would skip, the live site on
 * this machine answers for /legal-versions.json, by default with a file that is current for
 * centuries.
 */

const root = path.resolve(__dirname, "../../..");
const script = path.join(root, "tools/ci/netlify-ignore.js");
const repo = mkdtempSync(path.join(tmpdir(), "passform-netlify-ignore-"));
afterAll(() => rmSync(repo, { recursive: true, force: true }));

const git = (...args: string[]): string =>
  execFileSync("git", args, { cwd: repo, encoding: "utf8" }).trim();

/** Commits `files` (path → text) and returns the commit. */
const commit = (files: Record<string, string>): string => {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    writeFileSync(path.join(repo, file), text);
  }
  git("add", "-A");
  git("commit", "-q", "--allow-empty", "-m", Object.keys(files).join(" ") || "empty");
  return git("rev-parse", "HEAD");
};

let base = "";
beforeAll(() => {
  git("init", "-q");
  git("config", "user.email", "build@passform.example");
  git("config", "user.name", "Build");
  base = commit({
    "data/pricing.json": "{}\n",
    "src/pages/index.tsx": "export {};\n",
    "e2e/routes.spec.ts": "\n",
    "README.md": "# Passform\n",
  });
});

/** What the live site answers at /legal-versions.json, and how often it was asked. */
const CURRENT = { status: 200, body: '{ "buildDay": "2099-01-01", "staleFrom": "2999-01-01" }' };
let live = CURRENT;
let asked = 0;
let server: Server;
let site = "";
beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url !== "/legal-versions.json") return void response.writeHead(404).end();
    asked += 1;
    response.writeHead(live.status, { "content-type": "application/json" }).end(live.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  live = CURRENT;
  asked = 0;
});

/** The exit status and output of the script as Netlify calls it, from the clone's root. */
const run = async (env: Record<string, string>) => {
  const child = spawn(process.execPath, [script], {
    cwd: repo,
    env: { PATH: process.env.PATH, ...env },
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const status = await new Promise<number | null>((resolve) => child.on("close", resolve));
  return { status, output: output.trim() };
};

const production = (from: string, to: string) => ({
  CONTEXT: "production",
  CACHED_COMMIT_REF: from,
  COMMIT_REF: to,
  URL: site,
});

describe("the production build runs only for commits that change what is built", () => {
  it("skips a commit that changes only tests and documentation, the live site current", async () => {
    const from = git("rev-parse", "HEAD");
    const to = commit({ "e2e/routes.spec.ts": "// more\n", "README.md": "# Passform!\n" });
    expect(await run(production(from, to))).toEqual({
      status: 0,
      output:
        "Kein Produktions-Build: nur Tests, Dokumentation oder Einstellungen geändert (README.md, e2e/routes.spec.ts); die Website bleibt, wie sie ist (legal-versions.json der Live-Seite: neu zu bauen ab 2999-01-01)",
    });
    expect(asked).toBe(1);
  });

  it.each([
    ["a price", "data/pricing.json", '{ "price": 949 }\n'],
    ["a component", "src/pages/index.tsx", "export const x = 1;\n"],
    ["a dependency", "package-lock.json", "{}\n"],
    ["the generated JSON Schema", "data/schema/pricing.schema.json", "{}\n"],
  ])("builds a commit that changes %s, without asking the live site", async (_what, file, text) => {
    const from = git("rev-parse", "HEAD");
    const to = commit({ [file]: text, "docs/note.md": `${file}\n` });
    expect(await run(production(from, to))).toEqual({
      status: 1,
      output: `Produktions-Build: geändert: ${file}`,
    });
    expect(asked).toBe(0);
  });

  it("compares with the last build, not the commit before: skipped commits count too", async () => {
    const lastBuild = git("rev-parse", "HEAD");
    commit({ "src/pages/index.tsx": "export const y = 2;\n" });
    const to = commit({ "e2e/routes.spec.ts": "// again\n" });
    expect((await run(production(lastBuild, to))).status).toBe(1);
  });

  it("builds every deploy preview and branch deploy (they cost no credits)", async () => {
    const from = git("rev-parse", "HEAD");
    const to = commit({ "README.md": "# Passform, preview\n" });
    for (const context of ["deploy-preview", "branch-deploy"]) {
      expect(await run({ ...production(from, to), CONTEXT: context })).toEqual({
        status: 1,
        output: `Produktions-Build: Kontext „${context}“: kein Produktions-Deploy`,
      });
    }
  });

  it("builds when there is nothing to compare with: a first build, a cleared cache, a retry", async () => {
    const head = git("rev-parse", "HEAD");
    expect((await run(production(head, head))).status).toBe(1);
    expect((await run({ CONTEXT: "production", COMMIT_REF: head })).status).toBe(1);
  });

  it("builds when a build hook starts it, whatever changed (a legal text's day comes)", async () => {
    const from = git("rev-parse", "HEAD");
    const to = commit({ "README.md": "# Passform, hook\n" });
    const hooked = {
      ...production(from, to),
      INCOMING_HOOK_TITLE: "Rechtstexte",
      INCOMING_HOOK_URL: "x",
    };
    expect(await run(hooked)).toEqual({
      status: 1,
      output: "Produktions-Build: ausgelöst von einem Build-Hook („Rechtstexte“)",
    });
  });

  it("builds when Git cannot compare the two commits (e.g. a shallow clone)", async () => {
    const unknown = "0".repeat(40);
    const { status, output } = await run(production(unknown, git("rev-parse", "HEAD")));
    expect(status).toBe(1);
    expect(output).toMatch(
      /^Produktions-Build: Git kann 0{40} und [0-9a-f]{40} nicht vergleichen: /,
    );
  });

  it("decides as the script decides when called in-process", async () => {
    await expect(decide(production(base, base), repo)).resolves.toEqual({
      build: true,
      reason: "kein früherer Build zum Vergleichen",
    });
  });
});

describe("a commit that changes only unbuilt files still builds when the day changes the site", () => {
  /** A docs-only commit on top of the last build. */
  const docsOnly = () => {
    const from = git("rev-parse", "HEAD");
    return production(from, commit({ "README.md": `# Passform ${from.slice(0, 7)}\n` }));
  };
  const SKIPPED = "nur Tests, Dokumentation oder Einstellungen geändert (README.md)";

  it("builds when the live site's staleFrom has come (a legal text's version missed its day)", async () => {
    live = { status: 200, body: '{ "buildDay": "2000-01-01", "staleFrom": "2000-02-01" }' };
    const { status, output } = await run(docsOnly());
    expect(output).toContain(
      `Produktions-Build: ${SKIPPED}, aber die Live-Seite ist nicht mehr auf dem Stand (legal-versions.json der Live-Seite: neu zu bauen ab 2000-02-01, heute ist `,
    );
    expect(output).toMatch(/, heute ist \d{4}-\d{2}-\d{2}\)$/);
    expect(status).toBe(1);
  });

  it.each([
    ["missing (a site built before the file existed)", 404, "Not Found", "fehlt (Status 404)"],
    ["not served (a server error)", 503, "", "antwortet mit Status 503"],
    ["unreadable", 200, "<!doctype html>", "ist nicht lesbar (kein staleFrom)"],
    ["without a day", 200, '{ "staleFrom": "bald" }', "ist nicht lesbar (kein staleFrom)"],
  ])("builds when the live file is %s", async (_, status, body, reason) => {
    live = { status, body };
    expect(await run(docsOnly())).toEqual({
      status: 1,
      output: `Produktions-Build: ${SKIPPED}, aber ${site}/legal-versions.json ${reason}`,
    });
  });

  it("builds when the live site cannot be reached", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    expect(await run({ ...docsOnly(), URL: `http://127.0.0.1:${port}` })).toEqual({
      status: 1,
      output: `Produktions-Build: ${SKIPPED}, aber http://127.0.0.1:${port}/legal-versions.json ist nicht erreichbar (ECONNREFUSED)`,
    });
  });

  it("builds when Netlify's URL is not set: it cannot be sure", async () => {
    const { URL: _, ...withoutUrl } = docsOnly();
    expect(await run(withoutUrl)).toEqual({
      status: 1,
      output: `Produktions-Build: ${SKIPPED}, aber die Adresse der Live-Seite ist unbekannt (URL nicht gesetzt)`,
    });
  });

  describe("in-process, with the fetch and the moment given", () => {
    const answering = (body: unknown, status = 200) => {
      const urls: string[] = [];
      const fetch = async (url: URL) => {
        urls.push(url.href);
        return new Response(JSON.stringify(body), { status });
      };
      return { fetch, urls };
    };

    it("skips while staleFrom is after today's German day, builds from that day on", async () => {
      const env = { ...docsOnly(), URL: "https://www.passform.example" };
      const file = { buildDay: "2099-02-28", staleFrom: "2099-03-01" };
      const { fetch, urls } = answering(file);
      // 23:30 UTC on 28 February is 00:30 on 1 March in Germany.
      const moments = ["2099-02-28T22:59:00Z", "2099-02-28T23:30:00Z", "2099-03-05T12:00:00Z"];
      const builds = [];
      for (const moment of moments) {
        builds.push((await decide(env, repo, { fetch, now: new Date(moment) })).build);
      }
      expect(builds).toEqual([false, true, true]);
      expect(urls).toEqual(moments.map(() => "https://www.passform.example/legal-versions.json"));
    });

    it("builds when the fetch fails", async () => {
      const fetch = async () => {
        throw Object.assign(new TypeError("fetch failed"), { cause: { code: "ENOTFOUND" } });
      };
      await expect(
        decide({ ...docsOnly(), URL: "https://www.passform.example" }, repo, { fetch }),
      ).resolves.toEqual({
        build: true,
        reason: `${SKIPPED}, aber https://www.passform.example/legal-versions.json ist nicht erreichbar (ENOTFOUND)`,
      });
    });

    it("does not ask the live site when the files decide the build", async () => {
      const { fetch, urls } = answering({ staleFrom: "2999-01-01" });
      const from = git("rev-parse", "HEAD");
      const to = commit({ "src/pages/index.tsx": `export const at = "${from}";\n` });
      expect((await decide(production(from, to), repo, { fetch })).build).toBe(true);
      expect(urls).toEqual([]);
    });
  });
});

describe("netlify.toml", () => {
  it("runs this script as its ignore command, from the repository's root", () => {
    const toml = readFileSync(path.join(root, "netlify.toml"), "utf8");
    expect(toml).toMatch(/^\[build\][^[]*\n\s*ignore = "node tools\/ci\/netlify-ignore\.js"\n/m);
  });
});
