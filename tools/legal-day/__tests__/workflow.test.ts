/**
 * @jest-environment node
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import {
  actionlint,
  actionlintChanged,
  workflowFile,
} from "../../../__tests__/support/workflow-lint";
import { germanDay } from "../../../plugins/gatsby-source-passform/check";
import { decide, scheduledMoment } from "../decide";
import { root, runsOn, workflowCrons, workflowPath } from "./support/versions";

/**
 * The workflow that starts the production build on the day a legal text's new version starts.
 * It cannot run here, so `npm run lint` checks it with actionlint; these tests show that this
 * check accepts it and rejects a broken copy, that its two times build every German day of the
 * year exactly once (also on the days the clocks change), and that the secret reaches only the
 * step that needs it, in a job that may only read.
 */

const { text: workflowText } = workflowFile("legal-version-day.yml");

type Step = { name?: string; uses?: string; run?: string; env?: Record<string, string> };
type Job = {
  "runs-on"?: string;
  container?: string | { image: string };
  permissions?: Record<string, string>;
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

describe("actionlint, as npm run lint runs it", () => {
  it("accepts the workflow", () => {
    const { status, output } = actionlint(workflowPath);
    expect(output).not.toMatch(/legal-version-day\.yml:\d+:\d+/);
    expect(status).toBe(0);
  }, 30_000);

  it.each([
    {
      what: "an hour that does not exist",
      change: (text: string) => text.replace('cron: "7 22 * * *"', 'cron: "7 24 * * *"'),
      message: /legal-version-day\.yml:\d+:\d+ invalid CRON format "7 24 \* \* \*"/,
    },
    {
      what: "a misspelt secret context",
      change: (text: string) =>
        text.replace("secrets.NETLIFY_BUILD_HOOK", "secret.NETLIFY_BUILD_HOOK"),
      message: /legal-version-day\.yml:\d+:\d+ undefined variable "secret"/,
    },
  ])(
    "rejects a broken copy: $what",
    ({ change, message }) => {
      const { status, output } = actionlintChanged("legal-version-day.yml", change);
      expect(output).toMatch(message);
      expect(status).toBe(1);
    },
    30_000,
  );
});

describe("its schedule", () => {
  const crons = workflowCrons();

  /** Every German day from `first` to `last`, Jahr-Monat-Tag. */
  const daysBetween = (first: string, last: string): string[] => {
    const days: string[] = [];
    for (let time = Date.parse(`${first}T12:00:00Z`); ; time += 86_400_000) {
      const day = new Date(time).toISOString().slice(0, 10);
      days.push(day);
      if (day === last) return days;
    }
  };

  it.each([
    ["2027", "2027-01-01", "2027-12-31"],
    ["2028 (a leap year, clocks change on 26 March and 29 October)", "2028-01-01", "2028-12-31"],
  ])(
    "builds a version on each German day of %s exactly once, in the day's first hour",
    (_, first, last) => {
      const wrong = daysBetween(first, last).flatMap((day) => {
        const versions = [{ slug: "/agb", validFrom: day }];
        const building = runsOn(day, crons)
          // The moment as the CLI computes it from the cron expression GitHub hands over, here
          // for a run GitHub starts a minute late.
          .map(({ cron, moment }) => scheduledMoment(cron, new Date(moment.getTime() + 60_000)))
          .filter((moment) => decide({ moment, manual: false }, versions).build);
        const inFirstHour = building.filter(
          (moment) => germanDay(new Date(moment.getTime() - 3_600_000)) !== day,
        );
        return building.length === 1 && inFirstHour.length === 1
          ? []
          : [`${day}: ${building.length} builds`];
      });
      expect(wrong).toEqual([]);
    },
  );
});

describe("the workflow", () => {
  it("runs on its schedule and by hand, nothing else", () => {
    expect(Object.keys(workflow.on).sort()).toEqual(["schedule", "workflow_dispatch"]);
  });

  it("may only read the repository, and keeps no token in the checkout", () => {
    expect(workflow.permissions).toEqual({ contents: "read" });
    for (const job of jobs) expect(job.permissions).toBeUndefined();
    const checkouts = steps.filter((step) => step.uses?.startsWith("actions/checkout@"));
    expect(checkouts.length).toBeGreaterThan(0);
    for (const step of checkouts) {
      expect((step as { with?: Record<string, unknown> }).with?.["persist-credentials"]).toBe(
        false,
      );
    }
  });

  it("runs in the CI workflow's container, installed from the lockfile, within minutes", () => {
    const ci = yaml.safeLoad(readFileSync(path.join(root, ".github/workflows/ci.yml"), "utf8"));
    const imageOf = (job: Job) =>
      typeof job.container === "string" ? job.container : job.container?.image;
    const ciImages = Object.values((ci as Workflow).jobs).map(imageOf);
    for (const job of jobs) {
      expect(ciImages).toContain(imageOf(job));
      expect(job["timeout-minutes"]).toBeLessThanOrEqual(15);
    }
    const runs = steps.map((step) => step.run?.trim());
    expect(runs.indexOf("npm ci --no-audit --no-fund")).toBeGreaterThanOrEqual(0);
    expect(runs.indexOf("npm ci --no-audit --no-fund")).toBeLessThan(
      steps.indexOf(cliStep as Step),
    );
  });

  it("hands the CLI the cron expression that started it, and the secret to that step only", () => {
    expect(cliStep?.env).toEqual({
      SCHEDULE: "${{ github.event.schedule }}",
      BUILD_ANYWAY: "${{ inputs.build }}",
      NETLIFY_BUILD_HOOK: "${{ secrets.NETLIFY_BUILD_HOOK }}",
    });
    expect(cliStep?.run).toContain('--schedule "$SCHEDULE"');
    const withSecrets = workflowText.split("\n").filter((line) => line.includes("secrets."));
    expect(withSecrets).toEqual([
      "          NETLIFY_BUILD_HOOK: ${{ secrets.NETLIFY_BUILD_HOOK }}",
    ]);
  });
});
