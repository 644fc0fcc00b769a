/**
 * @jest-environment node
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { postWithFetch } from "../build-hook";
import { README_SECTION } from "../run";
import { HOOK, runOn, SECRET } from "./support/runs";
import { builtFor, dataWithNewVersion, firstAndLaterRun, root } from "./support/versions";

/**
 * One run, as the workflow makes it, on a copy of data/ with a new version of a legal text: it
 * reads the versions through the content plugin's disk door and the live site's
 * /legal-versions.json, says what it decided, POSTs to the build hook when the live site is
 * behind and fails visibly when it cannot. The hook's URL is a secret: no line ever contains it.
 * A problem in data/ is reported and fails the run, without a build. (Missed and failed nights,
 * and a live site that cannot tell: nights.test.ts.)
 */

const DAY = "2099-03-01";

let copy: ReturnType<typeof dataWithNewVersion>;
beforeEach(() => {
  copy = dataWithNewVersion(DAY);
});
afterEach(() => copy.remove());

/** A run on the copy, by default the first of DAY, the live site built for the day before. */
const runWith = (options: Partial<Parameters<typeof runOn>[1]> = {}) =>
  runOn(copy.dir, { now: firstAndLaterRun(DAY).first.moment, ...options });

describe("on the day a version starts", () => {
  it("finds the live site behind, starts the production build through the hook, and says so", async () => {
    const { lines, exitCode, posted, asked } = await runWith();
    expect(asked.map((url) => url.href)).toEqual([
      "https://www.passform.example/legal-versions.json",
    ]);
    expect(lines[0]).toEqual({
      level: "info",
      text: `Heute, 1.\u00a0März\u00a02099, ist die Live-Seite nicht auf dem Stand (gebaut am 28.\u00a0Februar\u00a02099, neu zu bauen ab 1.\u00a0März\u00a02099; ${copy.slug} zeigt die Fassung ab 1.\u00a0Januar\u00a02021, heute gilt die ab 1.\u00a0März\u00a02099): Produktions-Build wird angestoßen.`,
    });
    expect(lines[1]?.text).toMatch(/^Netlify hat den Build angenommen \(Status 200\)/);
    expect(exitCode).toBe(0);
    expect(posted).toHaveLength(1);
    expect(`${posted[0]?.origin}${posted[0]?.pathname}`).toBe(HOOK);
    expect(posted[0]?.searchParams.get("trigger_title")).toBe(
      `Neue Fassung ab 1.\u00a0März\u00a02099: ${copy.slug}`,
    );
  });

  it("starts none in the day's later run once the first run's build is live, and says why", async () => {
    const { lines, exitCode, posted } = await runWith({
      now: firstAndLaterRun(DAY).later.moment,
      live: () => builtFor(copy.dir, DAY),
    });
    expect(lines.map((line) => line.text)).toEqual([
      "Heute, 1.\u00a0März\u00a02099, ist die Live-Seite auf dem Stand (gebaut am 1.\u00a0März\u00a02099, neu zu bauen ab 26.\u00a0Dezember\u00a02099); kein Build.",
      "Keine neue Fassung ist angekündigt.",
      "Der Build-Hook ist eingerichtet (Secret NETLIFY_BUILD_HOOK).",
    ]);
    expect(posted).toEqual([]);
    expect(exitCode).toBe(0);
  });

  it("fails when NETLIFY_BUILD_HOOK is not set, and says how to set it", async () => {
    const { lines, exitCode, posted } = await runWith({ hook: undefined });
    expect(lines[1]).toEqual({
      level: "error",
      text: expect.stringMatching(
        /^Das Secret NETLIFY_BUILD_HOOK ist nicht gesetzt\. Der Produktions-Build wurde nicht angestoßen/,
      ),
    });
    expect(lines[1]?.text).toContain(`README, „${README_SECTION}“`);
    expect(posted).toEqual([]);
    expect(exitCode).toBe(1);
  });

  it("fails without sending the secret anywhere when the hook is no https address", async () => {
    const { lines, exitCode, posted } = await runWith({ hook: `http://example.org/${SECRET}` });
    expect(lines[1]?.text).toMatch(/^Das Secret NETLIFY_BUILD_HOOK ist keine https-Adresse\./);
    expect(posted).toEqual([]);
    expect(exitCode).toBe(1);
  });

  it("fails when Netlify refuses the hook, and says the next run tries again", async () => {
    const { lines, exitCode } = await runWith({ status: 404 });
    expect(lines[1]?.level).toBe("error");
    expect(lines[1]?.text).toMatch(/^Netlify hat den Build-Hook abgelehnt \(Status 404\)/);
    expect(lines[1]?.text).toContain("Der nächste Lauf dieses Workflows versucht es wieder");
    expect(exitCode).toBe(1);
  });

  it("fails when Netlify cannot be reached, naming the error but not the address", async () => {
    const unreachable = Object.assign(new TypeError(`fetch failed: ${HOOK}`), {
      cause: { code: "ENOTFOUND", message: `getaddrinfo ENOTFOUND ${HOOK}` },
    });
    const { lines, exitCode } = await runWith({
      post: async () => {
        throw unreachable;
      },
    });
    expect(lines[1]?.text).toMatch(/^Netlify war nicht erreichbar \(ENOTFOUND\)\./);
    expect(exitCode).toBe(1);
  });
});

describe("when it only decides (the workflow's first job, without the secret)", () => {
  it("hands on the build's title, and starts nothing", async () => {
    const { lines, exitCode, posted, due } = await runWith({ decideOnly: true, hook: undefined });
    expect(lines.map((line) => line.text)).toEqual([
      expect.stringMatching(/: Produktions-Build wird angestoßen\.$/),
      `Den Produktions-Build stößt der nächste Job dieses Workflows an: „Neue Fassung ab 1.\u00a0März\u00a02099: ${copy.slug}“.`,
    ]);
    expect(due).toBe(`Neue Fassung ab 1.\u00a0März\u00a02099: ${copy.slug}`);
    expect(posted).toEqual([]);
    expect(exitCode).toBe(0);
  });

  it("hands on nothing when no build is due, and says nothing of the hook it has not got", async () => {
    const { lines, exitCode, due } = await runWith({
      decideOnly: true,
      hook: undefined,
      now: firstAndLaterRun("2099-02-28").first.moment,
    });
    expect(lines.map((line) => line.level)).toEqual(["info", "info"]);
    expect(lines[1]?.text).toMatch(/^Am 1\.\u00a0März\u00a02099 beginnt eine neue Fassung/);
    expect(due).toBeUndefined();
    expect(exitCode).toBe(0);
  });
});

describe("on a day no version starts", () => {
  const dayBefore = firstAndLaterRun("2099-02-28").first.moment;

  it("finds the live site current, starts nothing and names the next version", async () => {
    const { lines, exitCode, posted } = await runWith({ now: dayBefore });
    expect(lines.map((line) => line.text)).toEqual([
      "Heute, 28.\u00a0Februar\u00a02099, ist die Live-Seite auf dem Stand (gebaut am 27.\u00a0Februar\u00a02099, neu zu bauen ab 1.\u00a0März\u00a02099); kein Build.",
      `Am 1.\u00a0März\u00a02099 beginnt eine neue Fassung von ${copy.slug}; dann stößt dieser Workflow den Produktions-Build kurz nach Mitternacht an.`,
      "Der Build-Hook ist eingerichtet (Secret NETLIFY_BUILD_HOOK).",
    ]);
    expect(posted).toEqual([]);
    expect(exitCode).toBe(0);
  });

  it("succeeds without a hook, with a warning that says what it will miss", async () => {
    const { lines, exitCode } = await runWith({ now: dayBefore, hook: "" });
    expect(lines[2]?.level).toBe("warning");
    expect(lines[2]?.text).toMatch(
      /^Das Secret NETLIFY_BUILD_HOOK ist nicht gesetzt: Ist die Live-Seite nicht auf dem Stand \(etwa am ersten Tag einer neuen Fassung\), kann dieser Workflow keinen Build anstoßen/,
    );
    expect(exitCode).toBe(0);
  });

  it("builds anyway when asked by hand, to try the hook", async () => {
    const { lines, exitCode, posted } = await runWith({ now: dayBefore, buildAnyway: true });
    expect(lines[0]?.text).toContain(
      "auf dem Stand (gebaut am 27.\u00a0Februar\u00a02099, neu zu bauen ab 1.\u00a0März\u00a02099); der Produktions-Build wird trotzdem angestoßen",
    );
    expect(posted[0]?.searchParams.get("trigger_title")).toMatch(/^Von Hand angestoßen/);
    expect(exitCode).toBe(0);
  });
});

it("reports a problem in data/ and fails, without asking the live site or building", async () => {
  copy.remove();
  copy = dataWithNewVersion("2099-02-30");
  const { lines, exitCode, posted, asked } = await runWith({
    now: firstAndLaterRun("2099-03-02").first.moment,
  });
  expect(lines).toHaveLength(1);
  expect(lines[0]?.level).toBe("error");
  expect(lines[0]?.text).toMatch(
    /^Die Inhalte in data\/ enthalten (einen|\d+) Fehler: .* Kein Build\.\n/,
  );
  expect(lines[0]?.text).toMatch(
    new RegExp(
      `✖ ${copy.file}:\\d+ › Frontmatter › Feld „validFrom“: ist kein gültiges Kalenderdatum`,
    ),
  );
  expect(posted).toEqual([]);
  expect(asked).toEqual([]);
  expect(exitCode).toBe(1);
});

it("names a section of the README that says how to set the hook up", () => {
  const readme = readFileSync(path.join(root, "README.md"), "utf8");
  expect(readme.includes(`\n### ${README_SECTION}\n`)).toBe(true);
  const section = readme.split(`### ${README_SECTION}\n`)[1]?.split(/\n#{2,3} /)[0] ?? "";
  expect(section).toContain("NETLIFY_BUILD_HOOK");
  expect(section).toContain("Run workflow");
  expect(section).toContain("legal-versions.json");
});

it("POSTs to the hook with Node's fetch, and hands back Netlify's status", async () => {
  const requests: Array<{ method?: string; url?: string; body: string }> = [];
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      requests.push({ method: request.method, url: request.url, body });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const status = await postWithFetch(new URL(`http://127.0.0.1:${port}/build_hooks/x?a=1`));
    expect(status).toBe(200);
    expect(requests).toEqual([{ method: "POST", url: "/build_hooks/x?a=1", body: "{}" }]);
  } finally {
    server.close();
  }
});
