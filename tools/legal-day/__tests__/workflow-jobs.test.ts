/**
 * @jest-environment node
 */
import { spawnSync } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import yaml from "js-yaml";
import { workflowFile } from "../../../__tests__/support/workflow-lint";
import { root } from "./support/versions";

/**
 * The jobs of the workflow „Neue Fassung eines Rechtstexts“ (its schedule: workflow.test.ts). The
 * job that runs the project's code and the packages npm ci installs decides and has no secret; the
 * job that has the build hook's secret checks out nothing, installs nothing and runs only curl,
 * its script tried here in bash with a stand-in curl; no run: script holds a ${{ }} expression;
 * and a failed scheduled run opens an issue, or comments on the open one, so that the team learns
 * of it.
 */

const { text: workflowText } = workflowFile("legal-version-day.yml");

type Step = {
  id?: string;
  name?: string;
  uses?: string;
  run?: string;
  env?: Record<string, string>;
  with?: Record<string, unknown>;
};
type Job = {
  "runs-on"?: string;
  needs?: string | string[];
  if?: string;
  container?: string | { image: string };
  permissions?: Record<string, string>;
  outputs?: Record<string, string>;
  "timeout-minutes"?: number;
  steps: Step[];
};
type Workflow = {
  on: Record<string, unknown>;
  permissions?: Record<string, string>;
  jobs: Record<string, Job>;
};

const workflow = yaml.safeLoad(workflowText) as Workflow;
const jobs = Object.values(workflow.jobs);
const steps = jobs.flatMap((job) => job.steps);
const cliStep = steps.find((step) => step.run?.includes("tools/legal-day/cli.ts"));

/** The job whose steps do `does`, by its id in the workflow. */
const jobWhere = (does: (step: Step) => boolean): [string, Job | undefined] =>
  Object.entries(workflow.jobs).find(([, job]) => job.steps.some(does)) ?? ["", undefined];
const [decideId, decideJob] = jobWhere((step) => step === cliStep);
const [triggerId, triggerJob] = jobWhere((step) =>
  JSON.stringify(step.env ?? {}).includes("secrets.NETLIFY_BUILD_HOOK"),
);
const [, reportJob] = jobWhere((step) => Boolean(step.uses?.startsWith("actions/github-script@")));

describe("the workflow", () => {
  it("runs on its schedule and by hand, nothing else", () => {
    expect(Object.keys(workflow.on).sort()).toEqual(["schedule", "workflow_dispatch"]);
  });

  it("may only read the repository, but for the job that writes the issue, and keeps no token in the checkout", () => {
    expect(workflow.permissions).toEqual({ contents: "read" });
    for (const job of [decideJob, triggerJob]) expect(job?.permissions).toBeUndefined();
    expect(reportJob?.permissions).toEqual({ issues: "write" });
    const checkouts = steps.filter((step) => step.uses?.startsWith("actions/checkout@"));
    expect(checkouts.length).toBeGreaterThan(0);
    for (const step of checkouts) expect(step.with?.["persist-credentials"]).toBe(false);
  });

  it("decides in the CI workflow's container, installed from the lockfile, within minutes", () => {
    const ci = yaml.safeLoad(readFileSync(path.join(root, ".github/workflows/ci.yml"), "utf8"));
    const imageOf = (job?: Job) =>
      typeof job?.container === "string" ? job.container : job?.container?.image;
    expect(Object.values((ci as Workflow).jobs).map(imageOf)).toContain(imageOf(decideJob));
    for (const job of jobs) expect(job["timeout-minutes"]).toBeLessThanOrEqual(15);
    const runs = (decideJob?.steps ?? []).map((step) => step.run?.trim());
    expect(runs.indexOf("npm ci --no-audit --no-fund")).toBeGreaterThanOrEqual(0);
    expect(runs.indexOf("npm ci --no-audit --no-fund")).toBeLessThan(
      decideJob?.steps.indexOf(cliStep as Step) ?? -1,
    );
  });

  it("decides alike on its schedule and by hand, without the secret, and hands on the build and its title", () => {
    expect(cliStep?.env).toEqual({ BUILD_ANYWAY: "${{ inputs.build }}" });
    expect(cliStep?.run?.match(/npx tsx tools\/legal-day\/cli\.ts.*$/gm)).toEqual([
      "npx tsx tools/legal-day/cli.ts --decide --build",
      "npx tsx tools/legal-day/cli.ts --decide",
    ]);
    expect(decideJob?.outputs).toEqual({
      build: `\${{ steps.${cliStep?.id}.outputs.build }}`,
      title: `\${{ steps.${cliStep?.id}.outputs.title }}`,
    });
    expect(JSON.stringify(decideJob)).not.toContain("secrets.");
  });

  it("hands the secret to one job only, which checks out nothing, installs nothing and runs only curl", () => {
    const withSecrets = workflowText.split("\n").filter((line) => line.includes("secrets."));
    expect(withSecrets).toEqual([
      "          NETLIFY_BUILD_HOOK: ${{ secrets.NETLIFY_BUILD_HOOK }}",
    ]);
    expect(triggerJob?.needs).toBe(decideId);
    expect(triggerJob?.if).toContain(`needs.${decideId}.outputs.build == 'true'`);
    expect(triggerJob?.container).toBeUndefined();
    const [step, ...others] = triggerJob?.steps ?? [];
    expect(others).toEqual([]);
    expect(step?.uses).toBeUndefined();
    expect(step?.env).toEqual({
      NETLIFY_BUILD_HOOK: "${{ secrets.NETLIFY_BUILD_HOOK }}",
      TITLE: `\${{ needs.${decideId}.outputs.title }}`,
    });
    const script = step?.run ?? "";
    // What the shell runs: the script without its comments and its quoted texts.
    const commands = script.replace(/"(?:[^"\\]|\\.)*"/g, '""').replace(/#.*$/gm, "");
    expect(commands).not.toMatch(/\b(npm|npx|node|tsx|yarn|pnpm|git|wget|sh|bash|source)\b|\.\//);
    expect(commands.match(/\bcurl\b/g)).toHaveLength(1);
    expect(script).toMatch(/\bcurl --fail-with-body -sS .*-X POST/);
    expect(script).toContain('--url-query "trigger_title=$TITLE" "$NETLIFY_BUILD_HOOK"');
  });

  it("puts no ${{ }} expression into any run: script", () => {
    const runs = steps.flatMap((step) => (step.run ? [step.run] : []));
    expect(runs.length).toBeGreaterThanOrEqual(3);
    for (const run of runs) expect(run).not.toContain("${{");
  });
});

describe("the job with the secret, its script run by bash as GitHub runs it", () => {
  const HOOK = "https://api.netlify.com/build_hooks/0123456789abcdef01234567";
  const TITLE = "Neue Fassung ab 1.\u00a0März\u00a02099: /agb";

  /** The script with a stand-in curl that records its arguments and exits with `curlExit`. */
  const trigger = (hook: string, curlExit = 0) => {
    const bin = mkdtempSync(path.join(tmpdir(), "passform-curl-"));
    try {
      const curl = path.join(bin, "curl");
      writeFileSync(curl, `#!/bin/sh\nprintf '%s\\n' "$@" > "${bin}/args"\nexit ${curlExit}\n`);
      chmodSync(curl, 0o755);
      const run = spawnSync(
        "bash",
        ["--noprofile", "--norc", "-eo", "pipefail", "-c", String(triggerJob?.steps[0]?.run)],
        {
          encoding: "utf8",
          env: { PATH: `${bin}:${process.env.PATH}`, NETLIFY_BUILD_HOOK: hook, TITLE },
        },
      );
      const args = existsSync(`${bin}/args`)
        ? readFileSync(`${bin}/args`, "utf8").split("\n").slice(0, -1)
        : [];
      expect(`${run.stdout}${run.stderr}`).not.toContain("0123456789abcdef01234567");
      return { status: run.status, output: `${run.stdout}${run.stderr}`, args };
    } finally {
      rmSync(bin, { recursive: true, force: true });
    }
  };

  it("POSTs to the hook with the title as trigger_title, and says so", () => {
    const { status, output, args } = trigger(HOOK);
    expect(args).toEqual([
      "--fail-with-body",
      "-sS",
      "--max-time",
      "30",
      "-X",
      "POST",
      "-H",
      "content-type: application/json",
      "--data",
      "{}",
      "--url-query",
      `trigger_title=${TITLE}`,
      HOOK,
    ]);
    expect(output).toBe(
      `Netlify hat den Build angenommen; die Website zeigt den Stand von heute, sobald der Produktions-Deploy fertig ist (Netlify, „Deploys“: „${TITLE}“).\n`,
    );
    expect(status).toBe(0);
  });

  it.each([
    ["", /^::error::Das Secret NETLIFY_BUILD_HOOK ist nicht gesetzt\. /, false],
    [
      "http://example.org/0123456789abcdef01234567",
      /^::error::Das Secret NETLIFY_BUILD_HOOK ist keine https-Adresse\. /,
      false,
    ],
    [HOOK, /^::error::Netlify hat den Build-Hook abgelehnt oder war nicht erreichbar/, true],
  ])("fails with an error annotation: hook %j", (hook, message, posted) => {
    const { status, output, args } = trigger(hook, 22);
    expect(output).toMatch(message);
    expect(output).toContain("„Run workflow“");
    expect(args.length > 0).toBe(posted);
    expect(status).toBe(1);
  });
});

describe("a scheduled run that fails", () => {
  it("opens an issue in a job of its own, with github-script pinned as the other workflows pin it", () => {
    expect([reportJob?.needs].flat().sort()).toEqual([decideId, triggerId].sort());
    expect(reportJob?.if).toBe("${{ failure() && github.event_name == 'schedule' }}");
    const pins = readdirSync(path.join(root, ".github/workflows")).flatMap((file) =>
      [
        ...readFileSync(path.join(root, ".github/workflows", file), "utf8").matchAll(
          /uses: (actions\/github-script@[0-9a-f]{40})/g,
        ),
      ].map(([, pin]) => pin),
    );
    expect(new Set(pins).size).toBe(1);
    expect(reportJob?.steps.map((step) => step.uses)).toEqual([pins[0]]);
  });

  type Issue = { number: number; title: string; pull_request?: object; comments: string[] };

  /** The job's script as github-script runs it, with GitHub's issues in memory. */
  const report = async (issues: Issue[]) => {
    const script = String(reportJob?.steps[0]?.with?.script ?? "");
    const github = {
      paginate: async (_list: unknown, { state }: { state: string }) =>
        state === "open" ? issues : [],
      rest: {
        issues: {
          listForRepo: {},
          createComment: async ({ issue_number, body }: { issue_number: number; body: string }) =>
            issues.find((issue) => issue.number === issue_number)?.comments.push(body),
          create: async ({ title, body }: { title: string; body: string }) =>
            issues.push({ number: issues.length + 1, title, comments: [body] }),
        },
      },
    };
    const context = { repo: { owner: "o", repo: "r" }, serverUrl: "https://github.com", runId: 42 };
    const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (
      ...args: string[]
    ) => (...values: unknown[]) => Promise<void>;
    await new AsyncFunction("github", "context", script)(github, context);
  };

  it("opens one issue, and comments on it while it is open", async () => {
    const issues: Issue[] = [
      {
        number: 1,
        title: "Neue Fassung eines Rechtstexts: geplanter Lauf fehlgeschlagen",
        pull_request: {},
        comments: [],
      },
    ];
    await report(issues);
    await report(issues);
    expect(issues.map(({ number, title }) => [number, title])).toEqual([
      [1, "Neue Fassung eines Rechtstexts: geplanter Lauf fehlgeschlagen"],
      [2, "Neue Fassung eines Rechtstexts: geplanter Lauf fehlgeschlagen"],
    ]);
    const [opened, again] = issues[1]?.comments ?? [];
    expect(opened).toMatch(
      /^Der geplante Lauf .* ist fehlgeschlagen: https:\/\/github\.com\/o\/r\/actions\/runs\/42\n/,
    );
    expect(opened).toContain("„Run workflow“");
    expect(again).toMatch(
      /^Wieder fehlgeschlagen am .*: https:\/\/github\.com\/o\/r\/actions\/runs\/42$/,
    );
  });
});
