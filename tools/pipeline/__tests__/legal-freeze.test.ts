/** @jest-environment node */
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freezeBase, judgeFreeze } from "../legal-freeze";

/**
 * The production build refuses to publish a frozen legal version that reads otherwise than in the
 * last production build, judged against Netlify's CACHED_COMMIT_REF, or the commit before when
 * Netlify names none; without either it stops if there is a version to guard. Replayed in a
 * repository of the test's own: the AGB of data/ reviewed (frozen), then data/terms.json changed
 * a figure they show, as the documented way to change a figure once did.
 */

const project = path.resolve(__dirname, "../../..");
let root: string;

const git = (...args: string[]): string =>
  execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.org", ...args], {
    cwd: root,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  }).trim();

const commit = (message: string): string => {
  git("add", "--all");
  git("-c", "commit.gpgsign=false", "commit", "--quiet", "--no-verify", "-m", message);
  return git("rev-parse", "HEAD");
};

const edit = (file: string, change: (text: string) => string): void => {
  const at = path.join(root, "data", file);
  writeFileSync(at, change(readFileSync(at, "utf8")));
};

let savedDay: string | undefined;
let reviewed: string;
beforeEach(() => {
  savedDay = process.env.SITE_DATE;
  process.env.SITE_DATE = "2026-12-03";
  root = mkdtempSync(path.join(os.tmpdir(), "passform-freeze-"));
  cpSync(path.join(project, "data"), path.join(root, "data"), { recursive: true });
  git("init", "--quiet");
  commit("samples");
  edit("legal/agb.md", (text) =>
    text
      .replace(/^review: .*$/m, 'review: "Kanzlei Beispiel, 2026-11-20"')
      .replace(/^lastUpdated: .*$/m, 'lastUpdated: "2026-11-20"')
      .replace(/^validFrom: .*$/m, 'validFrom: "2026-11-20"'),
  );
  reviewed = commit("the AGB reviewed and published");
  edit("terms.json", (text) => text.replace(/"noticeMonths": \d+/, '"noticeMonths": 1'));
  commit("a shorter notice period, written into data/terms.json");
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
  if (savedDay === undefined) delete process.env.SITE_DATE;
  else process.env.SITE_DATE = savedDay;
});

const head = () => git("rev-parse", "HEAD");

it("refuses to publish against the last production build, whatever reached main in between", async () => {
  edit("pricing.json", (text) =>
    text.replace(/"price": (\d+)/, (_, price) => `"price": ${Number(price) + 50}`),
  );
  commit("a price, merged while the production build still showed the reviewed AGB");
  const verdict = await judgeFreeze({ CACHED_COMMIT_REF: reviewed, COMMIT_REF: head() }, root);
  expect(verdict.ok).toBe(false);
  const message = verdict.ok ? "" : verdict.message.replace(/\u00a0/g, " ");
  expect(message).toMatch(/^Der Produktions-Build veröffentlicht nicht: eine Änderung trifft/);
  expect(message).toContain(`gegenüber dem letzten Produktions-Build (${reviewed.slice(0, 7)})`);
  expect(message).toContain(
    "Eine Änderung an data/terms.json ändert, was Kunden unter /agb/2026-11-20 lesen",
  );
});

it("compares with the commit before when Netlify names no earlier build", async () => {
  expect(freezeBase({ COMMIT_REF: head() }, root)).toEqual({
    commit: reviewed,
    name: `dem vorigen Commit (${reviewed.slice(0, 7)})`,
  });
  expect((await judgeFreeze({}, root)).ok).toBe(false);
});

it("says why it cannot compare without a base, and stops while a version is frozen", async () => {
  const alone = mkdtempSync(path.join(os.tmpdir(), "passform-freeze-alone-"));
  cpSync(path.join(root, "data"), path.join(alone, "data"), { recursive: true });
  const saved = root;
  root = alone;
  git("init", "--quiet");
  commit("a clone without history");
  const verdict = await judgeFreeze({}, alone);
  root = saved;
  rmSync(alone, { recursive: true, force: true });
  expect(verdict).toEqual({
    ok: false,
    message: expect.stringMatching(
      /^Die Fassungen der Rechtstexte lassen sich nicht prüfen: kein letzter Produktions-Build \(CACHED_COMMIT_REF\) und kein voriger Commit in diesem Klon\. .*LEGAL_FREEZE_BASE/,
    ),
  });
});

it("passes when the frozen version reads as before", async () => {
  git("revert", "--no-edit", "HEAD");
  expect(await judgeFreeze({ CACHED_COMMIT_REF: reviewed, COMMIT_REF: head() }, root)).toEqual({
    ok: true,
    line: `geprüfte Fassungen unverändert gegenüber dem letzten Produktions-Build (${reviewed.slice(0, 7)})`,
  });
});
