/** @jest-environment node */
/**
 * What data/ may hold besides files: links, pipes, sockets, devices, files nobody may read and
 * files far too large. Reading data/ never follows a link, never opens a pipe or a device and never
 * reads a file whole that is over the limit: each is a problem naming the file and saying what
 * to do, in the build, in the development server and (through data-files.json) in the forms.
 */
import { execFileSync, spawnSync } from "node:child_process";
import {
  chmodSync,
  cpSync,
  mkdtempSync,
  rmSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { ParentSpanPluginArgs, SourceNodesArgs } from "gatsby";
import { loadContent, readDataDirectory } from "../disk/content-source";
import { onPreBootstrap } from "../gatsby-node/on-pre-bootstrap";
import { sourceNodes } from "../gatsby-node/source-nodes";
import { copyDataForEachTest, problemsAfter, root, type Edit } from "./support/data-copy";
import { projectRoot } from "./support/project";

copyDataForEachTest();

/** A place outside data/ for what a link points to; removed after each test. */
let outside: string;
beforeEach(() => {
  outside = mkdtempSync(path.join(os.tmpdir(), "passform-outside-"));
});
afterEach(() => rmSync(outside, { recursive: true, force: true }));

const SECRET = "AWS_SECRET_ACCESS_KEY=nicht-echt";
const at = (r: string, file: string): string => path.join(r, "data", file);
const link =
  (file: string, target: (r: string) => string): Edit =>
  (r) => {
    rmSync(at(r, file), { recursive: true, force: true });
    symlinkSync(target(r), at(r, file));
  };

const LINK =
  "ganze Datei › Dateiart: eine symbolische Verknüpfung (Symlink); Verknüpfungen werden nicht gelesen, damit keine Datei von außerhalb von data/ auf die Website gelangt. Bitte die Verknüpfung löschen und an ihrer Stelle die Datei oder den Ordner selbst ablegen";

describe("a symbolic link in data/", () => {
  const secretFile = (): string => {
    writeFileSync(path.join(outside, "secret.md"), `---\ntitle: "${SECRET}"\n---\n\n${SECRET}\n`);
    return path.join(outside, "secret.md");
  };

  it.each<[string, string, Edit]>([
    [
      "a legal text linking a file outside data/",
      "legal/notizen.md",
      link("legal/notizen.md", secretFile),
    ],
    ["a JSON file replaced by a link", "pricing.json", link("pricing.json", () => secretFile())],
    [
      "a link that points nowhere",
      "legal/alt.md",
      link("legal/alt.md", () => path.join(outside, "fehlt.md")),
    ],
    [
      "a link to itself",
      "legal/schleife.md",
      link("legal/schleife.md", (r) => at(r, "legal/schleife.md")),
    ],
    [
      "a folder in data/legal/ linking a folder outside",
      "legal/mehr",
      link("legal/mehr", () => outside),
    ],
  ])("is a problem of its own, and what it points to is never read: %s", (_name, file, edit) => {
    const problems = problemsAfter(edit);
    expect(problems).toContain(`data/${file} › ${LINK}`);
    expect(problems.join("\n")).not.toContain(SECRET);
    const entry = readDataDirectory(path.join(root, "data"))?.find(
      (e) => e.path === `data/${file}`,
    );
    expect(entry).toEqual({ path: `data/${file}`, refused: { kind: "link" } });
    // A replaced JSON file is reported as a link, not as missing as well.
    expect(problems).not.toContain(`data/${file} › ganze Datei › Datei: die Datei fehlt`);
  });

  it("is never followed, even to a pipe that would block every read", () => {
    execFileSync("mkfifo", [path.join(outside, "pipe")]);
    const problems = problemsAfter(link("legal/pipe.md", () => path.join(outside, "pipe")));
    expect(problems).toContain(`data/legal/pipe.md › ${LINK}`);
  });

  it("is data/legal itself: one problem, its texts are not read", () => {
    cpSync(at(root, "legal"), path.join(outside, "legal"), { recursive: true });
    writeFileSync(path.join(outside, "legal", "geheim.md"), `${SECRET}\n`);
    const problems = problemsAfter(link("legal", () => path.join(outside, "legal")));
    expect(problems).toContain(`data/legal › ${LINK}`);
    expect(problems.join("\n")).not.toMatch(/keine Rechtstexte gefunden|geheim\.md/);
    expect(readDataDirectory(path.join(root, "data"))?.map((e) => e.path)).not.toContain(
      "data/legal/agb.md",
    );
  });
});

describe("a file that is not a regular file", () => {
  it("is a named pipe (FIFO): never opened, so the check does not wait for a writer", () => {
    const problems = problemsAfter((r) => execFileSync("mkfifo", [at(r, "legal/pipe.md")]));
    expect(problems).toContain(
      "data/legal/pipe.md › ganze Datei › Dateiart: keine gewöhnliche Datei, sondern eine benannte Pipe (FIFO); sie wird nicht gelesen. Bitte löschen: in data/ gehören nur JSON- und Markdown-Dateien",
    );
  });

  it("is a socket", async () => {
    const server = net.createServer();
    rmSync(at(root, "site.json"));
    await new Promise<void>((resolve) => server.listen(at(root, "site.json"), resolve));
    try {
      expect(problemsAfter()).toContain(
        "data/site.json › ganze Datei › Dateiart: keine gewöhnliche Datei, sondern ein Socket; sie wird nicht gelesen. Bitte löschen: in data/ gehören nur JSON- und Markdown-Dateien",
      );
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  // Only root may make a device node; elsewhere there is none to test with.
  const mayMakeDevices = process.getuid?.() === 0;
  (mayMakeDevices ? it : it.skip)("is a device (made as root: mknod c 1 3, /dev/null's)", () => {
    const problems = problemsAfter((r) =>
      execFileSync("mknod", [at(r, "legal/geraet.md"), "c", "1", "3"]),
    );
    expect(problems).toContain(
      "data/legal/geraet.md › ganze Datei › Dateiart: keine gewöhnliche Datei, sondern eine Gerätedatei; sie wird nicht gelesen. Bitte löschen: in data/ gehören nur JSON- und Markdown-Dateien",
    );
  });
});

describe("a file larger than 256 KB", () => {
  const TOO_LARGE = (size: string) =>
    `ganze Datei › Größe: die Datei ist ${size} groß, erlaubt sind höchstens 256\u00a0KB (ein langer Rechtstext hat um die 50\u00a0KB); wurde die richtige Datei gespeichert?`;

  it("is a problem with its size", () => {
    const problems = problemsAfter((r) =>
      writeFileSync(at(r, "legal/lang.md"), Buffer.alloc(300 * 1024, "Absatz.\n")),
    );
    expect(problems).toContain(`data/legal/lang.md › ${TOO_LARGE("300\u00a0KB")}`);
  });

  it("is measured, not read: a file of 8 GB is refused at once", () => {
    const started = Date.now();
    const problems = problemsAfter((r) => truncateSync(at(r, "features.json"), 8 * 1024 ** 3));
    expect(problems).toContain(`data/features.json › ${TOO_LARGE("8\u00a0GB")}`);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});

describe("a file nobody may read", () => {
  const UNREADABLE =
    "data/legal/agb.md › ganze Datei › Leserechte: lässt sich nicht lesen (fehlen die Leserechte?); bitte die Rechte der Datei prüfen, z. B. mit „chmod a+r“";

  /**
   * Root reads any file whatever its mode, so as root the check runs in a child process as the
   * user "nobody", which the mode does stop.
   */
  const problemsAs = (user: "self" | "nobody"): string[] => {
    if (user === "self") return problemsAfter();
    chmodSync(root, 0o755);
    const script = `const { loadContent } = require(${JSON.stringify(path.join(__dirname, "../disk/content-source.ts"))});
const { formatProblem } = require(${JSON.stringify(path.join(__dirname, "../content/model/problems.ts"))});
process.stdout.write(JSON.stringify(loadContent(${JSON.stringify(path.join(root, "data"))}).problems.map(formatProblem)));`;
    const child = spawnSync(process.execPath, ["--import", "tsx", "-e", script], {
      cwd: projectRoot,
      uid: 65534,
      gid: 65534,
      encoding: "utf8",
      env: { ...process.env, HOME: os.tmpdir() },
    });
    if (child.status !== 0) throw new Error(`the check as nobody failed: ${child.stderr}`);
    return JSON.parse(child.stdout) as string[];
  };

  it("is a problem naming it, and the others are still checked", () => {
    chmodSync(at(root, "legal/agb.md"), 0o000);
    const problems = problemsAs(process.getuid?.() === 0 ? "nobody" : "self");
    expect(problems).toContain(UNREADABLE);
    expect(problems.filter((problem) => /^data\/(pricing|site)\.json/.test(problem))).toEqual([]);
  });
});

describe("every place that shows problems", () => {
  const withLink: Edit = link("legal/notizen.md", () => path.join(outside, "fehlt.md"));
  const line = `data/legal/notizen.md › ${LINK}`;
  const store = () => ({ getState: () => ({ program: { directory: root } }) });
  const reporter = () => ({
    panic: jest.fn(),
    error: jest.fn(),
    warn: jest.fn(),
    activityTimer: () => ({ start: jest.fn(), end: jest.fn() }),
  });
  const during = <T>(command: string, run: () => T): T => {
    const previous = process.env.gatsby_executing_command;
    process.env.gatsby_executing_command = command;
    try {
      return run();
    } finally {
      process.env.gatsby_executing_command = previous;
    }
  };

  it("stops the build with it (gatsby build; npm run build's first step reads the same loadContent)", () => {
    withLink(root);
    const report = reporter();
    during("build", () =>
      (onPreBootstrap as (a: ParentSpanPluginArgs) => void)({
        reporter: report,
        store: store(),
      } as unknown as ParentSpanPluginArgs),
    );
    expect(report.panic).toHaveBeenCalledWith(expect.stringContaining(`✖ ${line}`));
  });

  it("lists it in npm start's terminal and in the development server's problem list", () => {
    withLink(root);
    const report = reporter();
    const createNode = jest.fn();
    during("develop", () =>
      (onPreBootstrap as (a: ParentSpanPluginArgs) => void)({
        reporter: report,
        store: store(),
      } as unknown as ParentSpanPluginArgs),
    );
    expect(report.error).toHaveBeenCalledWith(expect.stringContaining(`✖ ${line}`));
    // Not "develop" here: the development server would start watching data/.
    during("build", () =>
      (sourceNodes as (a: SourceNodesArgs) => void)({
        actions: { createNode },
        createNodeId: (seed: string) => seed,
        createContentDigest: () => "digest",
        reporter: report,
        store: store(),
      } as unknown as SourceNodesArgs),
    );
    const check = createNode.mock.calls[0]?.[0] as { problems: Array<Record<string, unknown>> };
    expect(check.problems).toContainEqual({
      file: "data/legal/notizen.md",
      line: null,
      entry: "ganze Datei",
      field: "Dateiart",
      message: expect.stringMatching(/^eine symbolische Verknüpfung \(Symlink\)/),
    });
  });

  it("is seen again once it is fixed", () => {
    withLink(root);
    expect(loadContent(path.join(root, "data")).problems.map((p) => p.file)).toContain(
      "data/legal/notizen.md",
    );
    rmSync(at(root, "legal/notizen.md"));
    expect(loadContent(path.join(root, "data")).problems.map((p) => p.file)).not.toContain(
      "data/legal/notizen.md",
    );
  });
});
