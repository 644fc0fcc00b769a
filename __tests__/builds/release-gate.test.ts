/**
 * The company's path to launch: Netlify builds the production branch with CONTEXT=production.
 * With the repository's samples that build refuses to publish, naming every group and place;
 * once every sample is supplied (a copy of data/ filled as the company would), it builds, no
 * page carries a mark, and the whole build suite passes on the result; a legal text signed by
 * the lawyer but left at its old Stand is refused again. Works on a copy, a Git repository of its
 * own as Netlify's clone is: the filled content is a commit on top of the samples, and the build
 * compares it with the last production build (CACHED_COMMIT_REF), where nothing was reviewed.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { formatProblem } from "../../plugins/gatsby-source-passform/check";
import { loadContent } from "../../plugins/gatsby-source-passform/disk";
import { SAMPLE_CLASS } from "../../src/lib/sample-marks";
import { fillSamples, REVIEWED } from "../support/fill-samples";
import { buildTestsOn, copyProject, type ProjectCopy } from "../support/project-copy";

let project: ProjectCopy;

/** Commits the copy as it is, returning the commit. */
const commit = (message: string): string => {
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.org", ...args], {
      cwd: project.root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    }).trim();
  git("add", "--all");
  git("-c", "commit.gpgsign=false", "commit", "--quiet", "--no-verify", "-m", message);
  return git("rev-parse", "HEAD");
};

let samplesCommit: string;

beforeAll(() => {
  project = copyProject("passform-release-");
  execFileSync("git", ["init", "--quiet"], { cwd: project.root });
  samplesCommit = commit("the repository's samples");
});

afterAll(() => project.remove());

const productionBuild = () => project.run("npm", ["run", "build"], { CONTEXT: "production" });

it("refuses to publish the samples, grouped, and builds nothing", () => {
  const { samples } = loadContent(path.join(project.root, "data"));
  expect(samples.length).toBeGreaterThan(0);
  const refused = productionBuild();
  expect(refused.status).not.toBe(0);
  expect(refused.output).toContain("Veröffentlichung abgelehnt");
  for (const group of new Set(samples.map((sample) => sample.group))) {
    expect(refused.output).toMatch(new RegExp(`\\n${group} \\((eine Stelle|\\d+ Stellen)\\):\\n`));
  }
  for (const sample of samples) {
    expect(refused.output).toContain(`${sample.file}${sample.line ? `:${sample.line}` : ""} › `);
  }
  expect(existsSync(path.join(project.root, "public"))).toBe(false);
}, 120_000);

it("publishes once every sample is supplied: no mark on any page, and the build suite passes", () => {
  fillSamples(path.join(project.root, "data"));
  const filled = commit("the company's facts, and every legal text reviewed");
  const built = project.run("npm", ["run", "build"], {
    CONTEXT: "production",
    CACHED_COMMIT_REF: samplesCommit,
    COMMIT_REF: filled,
  });
  expect(built.output).not.toContain("Veröffentlichung abgelehnt");
  expect(built.status).toBe(0);

  const publicDir = path.join(project.root, "public");
  const pages = (readdirSync(publicDir, { recursive: true }) as string[]).filter((file) =>
    file.endsWith(".html"),
  );
  expect(pages.length).toBeGreaterThanOrEqual(5);
  for (const file of pages) {
    const html = readFileSync(path.join(publicDir, file), "utf8");
    expect([file, html.includes(SAMPLE_CLASS), html.includes("data-sample")]).toEqual([
      file,
      false,
      false,
    ]);
  }

  const tests = buildTestsOn(project.root);
  expect(tests.output).toMatch(/Tests:\s+\d+ passed, \d+ total/);
  expect(tests.status).toBe(0);
}, 600_000);

it("refuses a legal text the lawyer has signed whose Stand was left as it was", () => {
  const legalDir = path.join(project.root, "data", "legal");
  const [file] = readdirSync(legalDir).filter((name) => name.endsWith(".md"));
  const full = path.join(legalDir, file as string);
  const original = readFileSync(path.join(__dirname, "../../data/legal", file as string), "utf8");
  const stand = /^lastUpdated: .*$/m.exec(original)?.[0] ?? "";
  const filled = readFileSync(full, "utf8");
  expect(filled).toContain(`lastUpdated: "${REVIEWED}"`);
  writeFileSync(full, filled.replace(/^lastUpdated: .*$/m, stand));

  const { samples } = loadContent(path.join(project.root, "data"));
  const stale = samples.map(formatProblem);
  expect(stale).toHaveLength(1);
  const refused = productionBuild();
  expect(refused.status).not.toBe(0);
  expect(refused.output).toContain("Veröffentlichung abgelehnt: eine Stelle");
  expect(refused.output).toContain(`\nRechtstexte (eine Stelle):\n  ✖ ${stale[0]}`);
  expect(stale[0]).toMatch(
    new RegExp(
      `^data/legal/${file}:\\d+ › Frontmatter › Feld „lastUpdated“: Stand älter als die anwaltliche Prüfung`,
    ),
  );
}, 120_000);
