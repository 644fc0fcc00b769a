import { execFileSync } from "node:child_process";
import type { DataEntry } from "../content/read/data-entry";

/**
 * data/ as a Git revision has it, read from Git's object store (`git ls-tree`, `git show`) and
 * never checked out, so the working tree stays as the editor left it: the files and folders
 * directly in data/ and in data/legal/, as readDataDirectory reads them from the disk. The freeze
 * of legal versions and the reviewer's comment read their base here (tools/changes/), the
 * editors' forms what main holds (`npm start`).
 */

/** Git's output for `args`, run in `cwd`; throws with Git's message if it fails. */
export const gitOutput = (cwd: string, args: string[]): Buffer =>
  execFileSync("git", args, { cwd, stdio: ["ignore", "pipe", "pipe"], maxBuffer: 64 << 20 });

const git = gitOutput;

type TreeEntry = { type: string; name: string };

/** The entries of one folder of a commit (`git ls-tree -z`), or none if it has no such folder. */
const folderAt = (root: string, commit: string, folder: string): TreeEntry[] =>
  git(root, ["ls-tree", "-z", "--full-tree", commit, `${folder}/`])
    .toString("utf8")
    .split("\0")
    .filter(Boolean)
    .map((line) => {
      const [meta = "", name = ""] = line.split("\t");
      return { type: meta.split(" ")[1] ?? "", name };
    });

const fileAt = (root: string, commit: string, file: string): Uint8Array =>
  new Uint8Array(git(root, ["show", `${commit}:${file}`]));

/** data/ as `commit` has it, or undefined if it has no data/. */
export const dataAtRevision = (root: string, commit: string): DataEntry[] | undefined => {
  const top = folderAt(root, commit, "data");
  if (top.length === 0) return undefined;
  const entryOf = ({ type, name }: TreeEntry): DataEntry =>
    type === "tree" ? { path: name } : { path: name, bytes: fileAt(root, commit, name) };
  const legal = top.some((entry) => entry.name === "data/legal" && entry.type === "tree")
    ? folderAt(root, commit, "data/legal")
    : [];
  return [...top, ...legal].filter((entry) => !entry.name.startsWith("data/schema")).map(entryOf);
};
