/**
 * @jest-environment node
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, truncateSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import chokidar from "chokidar";
import config from "../gatsby-config";

/**
 * gatsby-source-filesystem makes File nodes of data/ (gatsby-transformer-remark reads the legal
 * texts from them) and, under `npm start`, watches it with chokidar. The content check reads no
 * link, pipe or oversized file; the watcher must not either, or a link in data/legal/ would put
 * its target (any file of the editor's machine) into GraphQL and onto a page of the development
 * server. Here the plugin's options from gatsby-config.ts go to chokidar as the plugin passes
 * them, over a folder holding one of each.
 */

type PluginEntry = string | { resolve: string; options?: { path?: string; ignore?: unknown[] } };

const filesystem = (config.plugins as PluginEntry[]).find(
  (plugin) => typeof plugin !== "string" && plugin.resolve === "gatsby-source-filesystem",
) as Exclude<PluginEntry, string>;

const folder = mkdtempSync(path.join(os.tmpdir(), "passform-data-watch-"));
const outside = mkdtempSync(path.join(os.tmpdir(), "passform-outside-"));
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

/** What chokidar reports in `folder` with the plugin's ignore list, once it is ready. */
const watched = async (): Promise<string[]> => {
  const seen: string[] = [];
  const watcher = chokidar.watch(folder, { ignored: filesystem.options?.ignore as never });
  watcher.on("add", (file) => seen.push(path.relative(folder, file)));
  watcher.on("addDir", (dir) => seen.push(`${path.relative(folder, dir)}/`));
  await new Promise((resolve) => watcher.on("ready", resolve));
  await watcher.close();
  return seen.sort();
};

it("watches data/ and ignores what the content check refuses unread", async () => {
  expect(filesystem.options?.path).toBe(path.resolve(__dirname, "../data"));
  writeFileSync(path.join(outside, "secret.md"), "---\ntitle: geheim\n---\n\nGeheim.\n");
  mkdirSync(path.join(outside, "folder"));
  writeFileSync(path.join(outside, "folder/inside.md"), "Geheim.\n");
  mkdirSync(path.join(folder, "legal"));
  writeFileSync(path.join(folder, "pricing.json"), "{}\n");
  writeFileSync(path.join(folder, "legal/agb.md"), "---\n---\n\nText.\n");
  symlinkSync(path.join(outside, "secret.md"), path.join(folder, "legal/notes.md"));
  symlinkSync(path.join(outside, "folder"), path.join(folder, "linked"));
  execFileSync("mkfifo", [path.join(folder, "legal/pipe.md")]);
  writeFileSync(path.join(folder, "legal/huge.md"), "");
  truncateSync(path.join(folder, "legal/huge.md"), 64 * 1024 * 1024);

  expect(await watched()).toEqual(["/", "legal/", "legal/agb.md", "pricing.json"]);
});
