/**
 * @jest-environment node
 */
import { execFileSync } from "node:child_process";
import {
  cpSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { checkContent, formatProblem } from "../../gatsby-source-passform/check";
import { loadContent, readDataDirectory } from "../../gatsby-source-passform/disk";
import { loadRepositoryFiles, withFormFile } from "../browser/repository-files";
import { mainFiles, repositoryFiles } from "../gatsby-node/admin-files";

/**
 * The forms see data/ as the build sees it: data-files.json carries each file and each entry the
 * reader refused (a link, a pipe, a file too large), never what a link points to, and the check
 * in the browser reports the same problems as the build's.
 */

const projectData = path.resolve(__dirname, "../../../data");
let root: string;
let outside: string;
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), "passform-forms-"));
  outside = mkdtempSync(path.join(os.tmpdir(), "passform-outside-"));
  cpSync(projectData, path.join(root, "data"), { recursive: true });
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

const SECRET = "AWS_SECRET_ACCESS_KEY=nicht-echt";
const at = (file: string): string => path.join(root, "data", file);

/** The entries the forms' script reads from data-files.json, as `npm start` serves it. */
const servedEntries = async (): Promise<ReturnType<typeof loadRepositoryFiles>> => {
  const body = repositoryFiles(root);
  const fetch = jest.spyOn(globalThis, "fetch").mockResolvedValue(new Response(body));
  try {
    return await loadRepositoryFiles();
  } finally {
    fetch.mockRestore();
  }
};

it("carries links, pipes and files too large, never what a link points to, and the forms report them as the build does", async () => {
  writeFileSync(path.join(outside, "geheim.md"), `${SECRET}\n`);
  symlinkSync(path.join(outside, "geheim.md"), at("legal/notizen.md"));
  execFileSync("mkfifo", [at("legal/pipe.md")]);
  writeFileSync(at("legal/gross.md"), "");
  truncateSync(at("legal/gross.md"), 1024 * 1024);

  const served = repositoryFiles(root);
  expect(served).not.toContain(SECRET);
  expect(served).not.toContain(Buffer.from(`${SECRET}\n`).toString("base64"));

  const inForms = checkContent(await servedEntries()).problems.map(formatProblem);
  expect(inForms).toEqual(loadContent(path.join(root, "data")).problems.map(formatProblem));
  expect(inForms).toEqual(
    expect.arrayContaining([
      expect.stringMatching(
        /^data\/legal\/notizen\.md › ganze Datei › Dateiart: eine symbolische Verknüpfung/,
      ),
      expect.stringMatching(
        /^data\/legal\/pipe\.md › ganze Datei › Dateiart: keine gewöhnliche Datei, sondern eine benannte Pipe/,
      ),
      expect.stringMatching(
        /^data\/legal\/gross\.md › ganze Datei › Größe: die Datei ist 1\u00a0MB groß/,
      ),
    ]),
  );
});

it("carries every file's bytes unchanged", async () => {
  const entries = await servedEntries();
  const agb = entries.find((entry) => entry.path === "data/legal/agb.md");
  expect(Buffer.from(agb?.bytes ?? []).toString("utf8")).toBe(
    readFileSync(at("legal/agb.md"), "utf8"),
  );
  expect(checkContent(entries).problems).toEqual([]);
});

it("refuses a form's text larger than a file of data/ may be, as the build refuses the saved file", () => {
  const entries = readDataDirectory(path.join(root, "data")) ?? [];
  const form = { path: "data/legal/agb.md", text: "Absatz.\n".repeat((300 * 1024) / 8) };
  expect(checkContent(withFormFile(entries, form)).problems.map(formatProblem)).toContain(
    "data/legal/agb.md › ganze Datei › Größe: die Datei ist 300\u00a0KB groß, erlaubt sind höchstens 256\u00a0KB (ein langer Rechtstext hat um die 50\u00a0KB); wurde die richtige Datei gespeichert?",
  );
});

it("carries data/ as main holds it for the versions that count, unsaved and uncommitted edits left out", () => {
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.org", ...args], {
      cwd: root,
      stdio: "ignore",
    });
  const agbOf = (served: string) => {
    const entry = (JSON.parse(served) as Array<{ path: string; base64?: string }>).find(
      (each) => each.path === "data/legal/agb.md",
    );
    return Buffer.from(entry?.base64 ?? "", "base64").toString("utf8");
  };
  // Without Git, the files on disk count as published.
  expect(agbOf(mainFiles(root))).toBe(readFileSync(at("legal/agb.md"), "utf8"));
  git("init", "-q", "-b", "main");
  git("add", "data");
  git("commit", "-q", "-m", "main");
  const committed = readFileSync(at("legal/agb.md"), "utf8");
  writeFileSync(
    at("legal/agb.md"),
    committed.replace("Jede Kündigung", "Jede Kündigungserklärung"),
  );
  git("checkout", "-q", "-b", "feature");
  expect(agbOf(mainFiles(root))).toBe(committed);
  expect(agbOf(repositoryFiles(root))).not.toBe(committed);
});
