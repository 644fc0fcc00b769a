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

/**
 * The workflow that comments what visitors will see change on every pull request that changes
 * data/. It cannot run here, so `npm run lint` checks it with actionlint; these tests show that
 * this check accepts it and rejects a broken copy, and hold what the workflow must do: the text is
 * computed by the base's code (a worktree of the merge commit's first parent) where nothing may
 * be written, the comment is one and found again by its marker, and a pull request from a fork
 * gets the text in the run's summary instead.
 */

const root = path.resolve(__dirname, "../../..");
const { path: workflowPath, text: workflowText } = workflowFile("content-changes.yml");

type Step = {
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  env?: Record<string, string>;
  with?: Record<string, unknown>;
};
type Job = {
  "runs-on"?: string;
  needs?: string | string[];
  container?: string | { image: string };
  permissions?: Record<string, string>;
  steps: Step[];
};
type Workflow = {
  on: Record<string, { paths?: string[] } | null>;
  permissions?: Record<string, string>;
  jobs: Record<string, Job>;
};

const workflow = yaml.safeLoad(workflowText) as Workflow;
const jobs = Object.entries(workflow.jobs);
const imageOf = (job?: Job): string | undefined =>
  typeof job?.container === "string" ? job.container : job?.container?.image;

/** The job that computes the text (npm), and the one that writes the comment. */
const [computeName, compute] = jobs.find(([, job]) =>
  job.steps.some((step) => step.run?.includes("npm run --silent changes")),
) ?? ["", undefined];
const [, commenter] = jobs.find(([, job]) =>
  job.steps.some((step) => step.uses?.startsWith("actions/github-script@")),
) ?? ["", undefined];

describe("actionlint, as npm run lint runs it", () => {
  it("accepts the workflow", () => {
    const { status, output } = actionlint(workflowPath);
    expect(output).not.toMatch(/content-changes\.yml:\d+:\d+/);
    expect(status).toBe(0);
  }, 30_000);

  it.each([
    {
      what: "a misspelt permission",
      change: (text: string) => text.replace("pull-requests: write", "pull-request: write"),
      message: /content-changes\.yml:\d+:\d+ unknown permission scope "pull-request"/,
    },
    {
      what: "an unknown event",
      change: (text: string) => text.replace(/^ {2}pull_request:/m, "  pull-request:"),
      message: /content-changes\.yml:\d+:\d+ unknown Webhook event "pull-request"/,
    },
  ])(
    "rejects a broken copy: $what",
    ({ change, message }) => {
      const { status, output } = actionlintChanged("content-changes.yml", change);
      expect(output).toMatch(message);
      expect(status).toBe(1);
    },
    30_000,
  );
});

describe("the workflow", () => {
  it("runs on every pull request that changes data/, and on nothing else", () => {
    expect(Object.keys(workflow.on)).toEqual(["pull_request"]);
    expect(workflow.on.pull_request?.paths).toEqual(["data/**"]);
  });

  it("computes the text with the base's code and packages where it may only read", () => {
    expect(workflow.permissions).toEqual({});
    expect(compute?.permissions).toEqual({ contents: "read" });
    const ci = yaml.safeLoad(readFileSync(path.join(root, ".github/workflows/ci.yml"), "utf8"));
    const ciImages = Object.values((ci as Workflow).jobs).map(imageOf);
    expect(ciImages).toContain(imageOf(compute));
    const runs = (compute?.steps ?? []).flatMap((step) => step.run?.trim() ?? []);
    const worktree = runs.findIndex((run) =>
      /^git worktree add --detach \.\.\/base HEAD\^1$/m.test(run),
    );
    expect(worktree).toBeGreaterThanOrEqual(0);
    // After the worktree, every command runs in it: nothing of the pull request's code.
    const after = runs.slice(worktree + 1);
    expect(after).toContain("cd ../base && npm ci --no-audit --no-fund");
    for (const run of after) expect(run).toMatch(/^cd \.\.\/base( &&|\n)/);
    expect(runs.slice(0, worktree + 1).join("\n")).not.toMatch(/\b(npm|npx|node)\b/);
  });

  it("compares the merge commit with its base and links the deploy preview named by a variable", () => {
    const step = compute?.steps.find((each) => each.run?.includes("npm run --silent changes"));
    expect(step?.env?.HEAD_SHA).toBe("${{ github.sha }}");
    expect(step?.env?.NETLIFY_SITE_NAME).toBe("${{ vars.NETLIFY_SITE_NAME }}");
    // The base by its commit: the worktree's HEAD, which the title names by its hash.
    expect(step?.run).toContain("base=$(git rev-parse HEAD)");
    expect(step?.run).toContain('--base "$base" --head "$HEAD_SHA" --format markdown');
    expect(step?.run).toContain(
      '--preview-url "https://deploy-preview-${PR_NUMBER}--${NETLIFY_SITE_NAME}.netlify.app"',
    );
    // Without the variable: no links, and a sentence saying how to set it.
    expect(step?.run).toMatch(/else[\s\S]*NETLIFY_SITE_NAME mit dem Namen der Netlify-Website/);
    // The whole report, and the comment's, cut to fit with room for that sentence.
    expect(step?.run).toMatch(/report > "\$GITHUB_WORKSPACE\/changes\.md"/);
    expect(step?.run).toMatch(/report --max-chars \d+ > "\$GITHUB_WORKSPACE\/comment\.md"/);
    const limit = Number(/--max-chars (\d+)/.exec(step?.run ?? "")?.[1]);
    const sentence = /printf '\\n%s\\n' "([^"]+)"/.exec(step?.run ?? "")?.[1] ?? "";
    expect(sentence.length).toBeGreaterThan(0);
    const marker = "<!-- passform-content-changes -->\n";
    expect(limit + sentence.length + 2 + marker.length).toBeLessThan(65_536);
  });

  it("hands the text to a job that writes and runs nothing of the pull request", () => {
    expect(commenter?.permissions).toEqual({ "pull-requests": "write" });
    expect([commenter?.needs].flat()).toEqual([computeName]);
    const uses = (commenter?.steps ?? []).map((step) => step.uses ?? "");
    expect(uses.some((each) => each.startsWith("actions/checkout@"))).toBe(false);
    expect((commenter?.steps ?? []).flatMap((step) => step.run ?? [])).toEqual([
      'cat comment.md >> "$GITHUB_STEP_SUMMARY"',
    ]);
    const upload = compute?.steps.find((step) => step.uses?.startsWith("actions/upload-artifact@"));
    const download = commenter?.steps.find((step) =>
      step.uses?.startsWith("actions/download-artifact@"),
    );
    expect(String(upload?.with?.path).trim().split("\n")).toEqual(["changes.md", "comment.md"]);
    expect(download?.with?.name).toBe(upload?.with?.name);
  });

  it("writes a pull request from a fork's text to the job summary instead of a comment", () => {
    const steps = commenter?.steps ?? [];
    const summary = steps.find((step) => step.run?.includes("$GITHUB_STEP_SUMMARY"));
    const comment = steps.find((step) => step.uses?.startsWith("actions/github-script@"));
    const fork = "github.event.pull_request.head.repo.full_name != github.repository";
    expect(summary?.if).toBe(fork);
    expect(comment?.if).toBe(fork.replace("!=", "=="));
  });
});

describe("its comment", () => {
  const step = commenter?.steps.find((each) => each.uses?.startsWith("actions/github-script@"));
  const script = String(step?.with?.script ?? "");
  type Comment = { id: number; body: string; user: { type: string } };

  /** The step's script as github-script runs it, with GitHub's API on `comments` in memory. */
  const post = async (text: string, comments: Comment[]): Promise<string[]> => {
    const calls: string[] = [];
    const github = {
      paginate: async () => comments,
      rest: {
        issues: {
          listComments: {},
          updateComment: async ({ comment_id, body }: { comment_id: number; body: string }) => {
            calls.push(`update ${comment_id}`);
            const comment = comments.find((each) => each.id === comment_id);
            if (comment) comment.body = body;
          },
          createComment: async ({ body }: { body: string }) => {
            calls.push("create");
            comments.push({ id: comments.length + 1, body, user: { type: "Bot" } });
          },
        },
      },
    };
    const context = { repo: { owner: "o", repo: "r" }, payload: { pull_request: { number: 7 } } };
    const files = (name: string) => {
      if (name !== "node:fs") throw new Error(`the script requires ${name}`);
      return { readFileSync: () => text };
    };
    const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (
      ...args: string[]
    ) => (...values: unknown[]) => Promise<void>;
    await new AsyncFunction("require", "github", "context", script)(files, github, context);
    return calls;
  };

  it("is one comment, found by its hidden marker and updated in place on every push", async () => {
    const comments: Comment[] = [{ id: 1, body: "Bitte prüfen.", user: { type: "User" } }];
    expect(await post("erste Fassung\n", comments)).toEqual(["create"]);
    expect(await post("zweite Fassung\n", comments)).toEqual(["update 2"]);
    expect(comments.map((comment) => comment.body)).toEqual([
      "Bitte prüfen.",
      expect.stringMatching(/^<!-- [\w-]+ -->\nzweite Fassung\n$/),
    ]);
  });

  it("posts the text it is given as it is: the compute job fitted it", async () => {
    const comments: Comment[] = [];
    const text = "#### Preise\n\n- Zeile mit einer Änderung\n";
    await post(text, comments);
    expect(comments[0]?.body).toBe(`<!-- passform-content-changes -->\n${text}`);
  });
});
