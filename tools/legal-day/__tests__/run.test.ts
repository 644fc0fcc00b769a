/**
 * @jest-environment node
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { postWithFetch } from "../build-hook";
import { README_SECTION, runLegalDay, type Options } from "../run";
import { dataWithNewVersion, firstAndLaterRun, root } from "./support/versions";

/**
 * One run, as the workflow makes it, on a copy of data/ with a new version of a legal text: it
 * reads the versions through the content plugin's node door, says what it decided, POSTs to the
 * build hook when a build is due and fails visibly when it cannot. The hook's URL is a secret:
 * no line ever contains it. A problem in data/ is reported and fails the run, without a build.
 */

const DAY = "2099-03-01";
const HOOK = "https://api.netlify.com/build_hooks/0123456789abcdef01234567";
const SECRET = "0123456789abcdef01234567";

let copy: ReturnType<typeof dataWithNewVersion>;
beforeEach(() => {
  copy = dataWithNewVersion(DAY);
});
afterEach(() => copy.remove());

/** A run on the copy, with a build hook that records the URLs it was sent and answers `status`. */
const runWith = async (options: Partial<Options> & { status?: number } = {}) => {
  const posted: URL[] = [];
  const outcome = await runLegalDay({
    dataDir: copy.dir,
    run: { moment: firstAndLaterRun(DAY).first.moment, manual: false },
    buildAnyway: false,
    hook: HOOK,
    post: async (url) => {
      posted.push(url);
      return options.status ?? 200;
    },
    ...options,
  });
  const text = outcome.lines.map((line) => line.text).join("\n");
  expect(text).not.toContain(SECRET);
  return { ...outcome, text, posted };
};

describe("on the day a version starts", () => {
  it("starts the production build once, through the hook, and says so", async () => {
    const { lines, exitCode, posted } = await runWith();
    expect(lines[0]).toEqual({
      level: "info",
      text: `Heute, 1.\u00a0März\u00a02099, beginnt eine neue Fassung von ${copy.slug}: Produktions-Build wird angestoßen.`,
    });
    expect(lines[1]?.text).toMatch(/^Netlify hat den Build angenommen \(Status 200\)/);
    expect(exitCode).toBe(0);
    expect(posted).toHaveLength(1);
    expect(`${posted[0]?.origin}${posted[0]?.pathname}`).toBe(HOOK);
    expect(posted[0]?.searchParams.get("trigger_title")).toBe(
      `Neue Fassung ab 1.\u00a0März\u00a02099: ${copy.slug}`,
    );
  });

  it("starts none in the day's later run, and says why", async () => {
    const run = { moment: firstAndLaterRun(DAY).later.moment, manual: false };
    const { lines, exitCode, posted } = await runWith({ run });
    expect(lines[0]?.text).toContain("dieser spätere Lauf stößt keinen zweiten an");
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

  it("fails when Netlify refuses the hook", async () => {
    const { lines, exitCode } = await runWith({ status: 404 });
    expect(lines[1]?.level).toBe("error");
    expect(lines[1]?.text).toMatch(/^Netlify hat den Build-Hook abgelehnt \(Status 404\)/);
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

describe("on a day no version starts", () => {
  const dayBefore = firstAndLaterRun("2099-02-28").first.moment;

  it("starts nothing and names the next version", async () => {
    const { lines, exitCode, posted } = await runWith({
      run: { moment: dayBefore, manual: false },
    });
    expect(lines.map((line) => line.text)).toEqual([
      "Heute, 28.\u00a0Februar\u00a02099, beginnt keine neue Fassung; kein Build.",
      `Am 1.\u00a0März\u00a02099 beginnt eine neue Fassung von ${copy.slug}; dann stößt dieser Workflow den Produktions-Build kurz nach Mitternacht an.`,
      "Der Build-Hook ist eingerichtet (Secret NETLIFY_BUILD_HOOK).",
    ]);
    expect(posted).toEqual([]);
    expect(exitCode).toBe(0);
  });

  it("succeeds without a hook, with a warning that says what it will miss", async () => {
    const { lines, exitCode } = await runWith({
      run: { moment: dayBefore, manual: false },
      hook: "",
    });
    expect(lines[2]?.level).toBe("warning");
    expect(lines[2]?.text).toMatch(
      /^Das Secret NETLIFY_BUILD_HOOK ist nicht gesetzt: Am ersten Tag einer neuen Fassung kann dieser Workflow keinen Build anstoßen/,
    );
    expect(exitCode).toBe(0);
  });

  it("builds anyway when asked by hand, to try the hook", async () => {
    const { lines, exitCode, posted } = await runWith({
      run: { moment: dayBefore, manual: true },
      buildAnyway: true,
    });
    expect(lines[0]?.text).toContain("der Produktions-Build wird trotzdem angestoßen");
    expect(posted[0]?.searchParams.get("trigger_title")).toMatch(/^Von Hand angestoßen/);
    expect(exitCode).toBe(0);
  });
});

it("reports a problem in data/ and fails, without a build", async () => {
  copy.remove();
  copy = dataWithNewVersion("2099-02-30");
  const { lines, exitCode, posted } = await runWith({
    run: { moment: firstAndLaterRun("2099-03-02").first.moment, manual: false },
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
  expect(exitCode).toBe(1);
});

it("names a section of the README that says how to set the hook up", () => {
  const readme = readFileSync(path.join(root, "README.md"), "utf8");
  expect(readme.includes(`\n### ${README_SECTION}\n`)).toBe(true);
  const section = readme.split(`### ${README_SECTION}\n`)[1]?.split(/\n#{2,3} /)[0] ?? "";
  expect(section).toContain("NETLIFY_BUILD_HOOK");
  expect(section).toContain("Run workflow");
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
