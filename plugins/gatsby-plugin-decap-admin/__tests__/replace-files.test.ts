/**
 * @jest-environment node
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import fs from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { isEditableFile } from "../gatsby-node/editable-files";
import { replaceFiles, sweepScratch, TargetChanged } from "../gatsby-node/replace-files";
import { startAdminServer } from "./support/admin-server";

/**
 * A save is on disk when the editor is told so: the new text is flushed before it replaces the
 * file, the folder after; nothing half written stays behind; and the file replaced is still the
 * editable one in data/ at the moment of the rename.
 */

const root = mkdtempSync(path.join(tmpdir(), "passform-replace-files-"));
const scratch = path.join(root, ".cache/editor-saves");
const agb = "data/legal/agb.md";

beforeEach(() => {
  rmSync(path.join(root, "data"), { recursive: true, force: true });
  mkdirSync(path.join(root, "data/legal"), { recursive: true });
  writeFileSync(path.join(root, agb), "alt\n");
});
afterEach(() => jest.restoreAllMocks());
afterAll(() => rmSync(root, { recursive: true, force: true }));

const editable = (name: string) => isEditableFile(root, name);
const leftInScratch = () => (existsSync(scratch) ? readdirSync(scratch) : []);

it("flushes the new text before it replaces the file, and the folder after", async () => {
  const steps: string[] = [];
  const open = fs.open;
  jest.spyOn(fs, "open").mockImplementation(async (...args: Parameters<typeof fs.open>) => {
    const handle = await open(...args);
    const sync = handle.sync.bind(handle);
    const opened = path.relative(root, String(args[0]));
    handle.sync = () => {
      steps.push(`sync ${opened.startsWith(".cache") ? "new file" : opened}`);
      return sync();
    };
    return handle;
  });
  const rename = fs.rename;
  jest.spyOn(fs, "rename").mockImplementation((from, to) => {
    steps.push(`rename to ${path.relative(root, String(to))}`);
    return rename(from, to);
  });
  const [mark] = await replaceFiles(root, [{ name: agb, text: "neu\n" }], editable);
  expect(steps).toEqual(["sync new file", `rename to ${agb}`, "sync data/legal"]);
  expect(readFileSync(path.join(root, agb), "utf8")).toBe("neu\n");
  const { ino, mtimeMs } = statSync(path.join(root, agb));
  expect(mark).toEqual({ ino, mtimeMs });
});

it("leaves no new file behind when a write fails", async () => {
  // A folder where the file should be: the rename fails.
  rmSync(path.join(root, agb));
  mkdirSync(path.join(root, agb, "x"), { recursive: true });
  await expect(replaceFiles(root, [{ name: agb, text: "neu\n" }], () => true)).rejects.toThrow();
  expect(leftInScratch()).toEqual([]);
});

it("replaces nothing when data/legal/ became a link elsewhere after the request was checked", async () => {
  const outside = path.join(root, "outside");
  mkdirSync(outside, { recursive: true });
  writeFileSync(path.join(outside, "agb.md"), "außerhalb\n");
  const swapped = (name: string) => {
    // Between the check of the request and the rename, the folder is swapped for a link.
    renameSync(path.join(root, "data/legal"), path.join(root, "data/legal-alt"));
    symlinkSync(outside, path.join(root, "data/legal"));
    return editable(name);
  };
  await expect(replaceFiles(root, [{ name: agb, text: "neu\n" }], swapped)).rejects.toThrow(
    TargetChanged,
  );
  expect(readFileSync(path.join(outside, "agb.md"), "utf8")).toBe("außerhalb\n");
  expect(leftInScratch()).toEqual([]);
});

it("sweeps away what a killed save left, when npm start starts", async () => {
  mkdirSync(scratch, { recursive: true });
  writeFileSync(path.join(scratch, "4711-halb"), "hal");
  await sweepScratch(root);
  expect(leftInScratch()).toEqual([]);
  writeFileSync(path.join(root, "data/terms.json"), "{}\n");
  mkdirSync(scratch, { recursive: true });
  writeFileSync(path.join(scratch, "4712-halb"), "hal");
  const server = await startAdminServer(root);
  await server.close();
  delete process.env.GIT_REPO_DIRECTORY;
  expect(leftInScratch()).toEqual([]);
});
