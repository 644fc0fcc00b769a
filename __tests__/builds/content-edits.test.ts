/**
 * The editors' path to launch: every kind of edit CONTENT.md documents, made to a copy of the
 * project, and last the one before launch („Vor dem Livegang“): every sample supplied as the
 * company would (__tests__/support/fill-samples.ts). Netlify builds the production branch with
 * CONTEXT=production: with the repository's samples that build refuses to publish, naming every
 * group and place; with the edits and the samples filled it builds, no page carries a mark, and
 * the site tests (which read what they expect from data/) pass on the result. Then mistakes stop
 * the build at the content check before it touches the last good public/: a legal text signed by
 * the lawyer but left at its old Stand, a wrong price. The copy is a Git repository of its own,
 * as Netlify's clone is: the filled content is a commit on top of the samples, and the production
 * build compares it with the last production build (CACHED_COMMIT_REF), where nothing was
 * reviewed. Works on a copy, so the main public/ that the other tests read stays as it is.
 *
 * Then what Netlify builds is what the tests built. On Netlify, gatsby-adapter-netlify restores
 * .cache/ and public/ of the last build inside `gatsby build` (after the pipeline's own clean)
 * and stores them at its end, so every production build after the first is warm; every build
 * here and in CI is cold. The copy is built as Netlify builds (NETLIFY_LOCAL=true keeps the
 * adapter's cache in .netlify/build-cache/), so after the edits its next build, of this commit's
 * content, is warm, and must write exactly the public/ of the cold build the other tests read,
 * file for file and byte for byte: the edited content left pages, plans, sentences and a whole
 * legal text that this commit does not have.
 */
import { execFileSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { formatProblem } from "../../plugins/gatsby-source-passform/check";
import { loadContent } from "../../plugins/gatsby-source-passform/disk";
import { SAMPLE_CLASS } from "../../src/lib/sample-marks";
import { htmlDocument } from "../../tools/pipeline/html-document";
import { hasBuild, publicDir } from "../site/built-site";
import { fillSamples, REVIEWED } from "../support/fill-samples";
import { buildTestsOn, copyProject, type ProjectCopy } from "../support/project-copy";

let project: ProjectCopy;
let sandbox: string;

/** `npm run build` as Netlify runs it, with the adapter's cache. */
const build = (env: Record<string, string> = {}) =>
  project.run("npm", ["run", "build"], { NETLIFY_LOCAL: "true", ...env });

/** Commits the copy as it is, returning the commit. */
const commit = (message: string): string => {
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.org", ...args], {
      cwd: sandbox,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    }).trim();
  git("add", "--all");
  git("-c", "commit.gpgsign=false", "commit", "--quiet", "--no-verify", "-m", message);
  return git("rev-parse", "HEAD");
};

const edit = (file: string, change: (content: string) => string): void => {
  const full = path.join(sandbox, "data", file);
  const before = readFileSync(full, "utf8");
  const after = change(before);
  if (after === before) throw new Error(`the edit of data/${file} changed nothing`);
  writeFileSync(full, after);
};

type JsonObject = Record<string, unknown>;
const editJson = (file: string, change: (data: JsonObject) => void): void =>
  edit(file, (content) => {
    const data = JSON.parse(content) as JsonObject;
    change(data);
    return `${JSON.stringify(data, null, 2)}\n`;
  });

const builtIndex = (): string => readFileSync(path.join(sandbox, "public/index.html"), "utf8");

let samplesCommit: string;

beforeAll(() => {
  project = copyProject("passform-site-");
  sandbox = project.root;
  execFileSync("git", ["init", "--quiet"], { cwd: sandbox });
  samplesCommit = commit("the repository's samples");
});

afterAll(() => project.remove());

/** One edit of every kind CONTENT.md documents, each valid, to the copy's data/. */
const editEveryKind = (): void => {
  // A price, a plan name, a plan feature, a fourth plan, a new order and a moved badge.
  editJson("pricing.json", (data) => {
    const [first, second, third] = data.plans as [JsonObject, JsonObject, JsonObject];
    first.price = 349;
    first.name = "Starter Plus";
    (second.features as string[]).push("Auswertung nach Warengruppen");
    second.popular = false;
    first.popular = true;
    data.plans = [
      third,
      second,
      first,
      {
        name: "Basis",
        description: "Zum Ausprobieren mit einem kleinen Sortiment.",
        price: 1299,
        period: "Jahr",
        features: ["Bis zu 500 Avatare pro Monat", "Größenempfehlungen"],
        popular: false,
        cta: "Demo buchen",
      },
    ];
  });
  // The hero, a claim's wording, a section's eyebrow, the order of the header's links (their
  // words are the specification's).
  editJson("landing.json", (data) => {
    const hero = data.hero as JsonObject;
    hero.title = "Kleidung, die sitzt – ab dem ersten Kauf.";
    hero.lead =
      "Ein Scan mit dem Smartphone genügt: Ihre Kundinnen und Kunden sehen, welche Größe passt.";
    (data.pricing as JsonObject).eyebrow = "Tarife";
    data.navigation = (data.navigation as JsonObject[]).reverse();
  });
  editJson("claims.json", (data) => {
    const claim = (data.claims as JsonObject[])[1] as JsonObject;
    claim.label = "mehr abgeschlossene Käufe";
  });
  // A company fact, confirmed (no longer a sample), and a contract figure: the legal texts' values.
  editJson("site.json", (data) => {
    data.legalName = "Passform Digital GmbH";
    data.placeholders = (data.placeholders as string[]).filter((name) => name !== "legalName");
  });
  // A new legal text, linked from the footer.
  editJson("landing.json", (data) => {
    (data.footer as { legalPages: string[] }).legalPages.push("/barrierefreiheit");
  });
  writeFileSync(
    path.join(sandbox, "data/legal/barrierefreiheit.md"),
    '---\ntitle: "Barrierefreiheit"\nslug: "/barrierefreiheit"\nlastUpdated: "2021-01-01"\ndescription: "Erklärung zur Barrierefreiheit dieser Website: Stand der Vereinbarkeit und Kontakt."\nreview: "[Kanzlei, Datum der anwaltlichen Prüfung]"\n---\n\n## Stand der Vereinbarkeit\n\nDiese Website ist mit WCAG 2.2 AA vereinbar.\n',
  );
  editJson("terms.json", (data) => (data.noticeMonths = 2));
  // A legal text with a new paragraph and a new section with a link into another (Stand: below).
  edit("legal/agb.md", (content) =>
    content.concat(
      "\nDieser Absatz ist neu und gilt für alle Verträge ab Mai 2024.\n",
      "\n## § 23 Barrierefreiheit\n\nHinweise zum Datenschutz stehen in der [Datenschutzerklärung](/datenschutz).\n",
    ),
  );
};

it("refuses to publish the samples in production, grouped, and builds nothing", () => {
  const { samples } = loadContent(path.join(sandbox, "data"));
  expect(samples.length).toBeGreaterThan(0);
  const refused = build({ CONTEXT: "production" });
  expect(refused.status).not.toBe(0);
  expect(refused.output).toContain("Veröffentlichung abgelehnt");
  for (const group of new Set(samples.map((sample) => sample.group))) {
    expect(refused.output).toMatch(new RegExp(`\\n${group} \\((eine Stelle|\\d+ Stellen)\\):\\n`));
  }
  for (const sample of samples) {
    expect(refused.output).toContain(`${sample.file}${sample.line ? `:${sample.line}` : ""} › `);
  }
  expect(existsSync(path.join(sandbox, "public"))).toBe(false);
}, 120_000);

it("publishes every kind of valid edit once every sample is supplied: no mark on any page, and the site tests pass", () => {
  editEveryKind();
  // The last edit, before launch: every legal text gets the Stand of the lawyer's review.
  fillSamples(path.join(sandbox, "data"));
  const filled = commit("the editors' edits, the company's facts, every legal text reviewed");
  const good = build({
    CONTEXT: "production",
    CACHED_COMMIT_REF: samplesCommit,
    COMMIT_REF: filled,
  });
  expect({ status: good.status, output: good.status === 0 ? "" : good.output }).toEqual({
    status: 0,
    output: "",
  });
  expect(good.output).not.toMatch(/error|Veröffentlichung abgelehnt/i);

  const page = htmlDocument(builtIndex());
  expect(page.querySelector("h1")?.textContent).toContain("Kleidung, die sitzt");
  const agb = htmlDocument(readFileSync(path.join(sandbox, "public/agb.html"), "utf8"));
  expect(agb.body.textContent).toContain("Stand: November 2026");
  expect(agb.body.textContent).toContain("Passform Digital GmbH");
  expect(agb.body.textContent).toContain("Dieser Absatz ist neu");

  const pages = (readdirSync(path.join(sandbox, "public"), { recursive: true }) as string[]).filter(
    (file) => file.endsWith(".html"),
  );
  expect(pages.length).toBeGreaterThanOrEqual(6);
  for (const file of pages) {
    const html = readFileSync(path.join(sandbox, "public", file), "utf8");
    expect([file, html.includes(SAMPLE_CLASS), html.includes("data-sample")]).toEqual([
      file,
      false,
      false,
    ]);
  }

  // The whole site suite, reading its expectations from the edited copy.
  const tests = buildTestsOn(sandbox);
  expect(tests.output).toMatch(/Tests:\s+\d+ passed, \d+ total/);
  expect(tests.status).toBe(0);
}, 600_000);

it("refuses a legal text the lawyer has signed whose Stand was left as it was, at the check", () => {
  const legalDir = path.join(sandbox, "data", "legal");
  const [file] = readdirSync(legalDir).filter((name) => name.endsWith(".md"));
  const full = path.join(legalDir, file as string);
  const original = readFileSync(path.join(__dirname, "../../data/legal", file as string), "utf8");
  const stand = /^lastUpdated: .*$/m.exec(original)?.[0] ?? "";
  const filled = readFileSync(full, "utf8");
  expect(filled).toContain(`lastUpdated: "${REVIEWED}"`);
  writeFileSync(full, filled.replace(/^lastUpdated: .*$/m, stand));

  const { samples } = loadContent(path.join(sandbox, "data"));
  const stale = samples.map(formatProblem);
  expect(stale).toHaveLength(1);
  const lastGood = builtIndex();
  const refused = build({ CONTEXT: "production" });
  writeFileSync(full, filled);
  expect(refused.status).not.toBe(0);
  expect(refused.output).toContain("Veröffentlichung abgelehnt: eine Stelle");
  expect(refused.output).toContain(`\nRechtstexte (eine Stelle):\n  ✖ ${stale[0]}`);
  expect(stale[0]).toMatch(
    new RegExp(
      `^data/legal/${file}:\\d+ › Frontmatter › Feld „lastUpdated“: Stand älter als die anwaltliche Prüfung`,
    ),
  );
  expect(builtIndex()).toBe(lastGood);
}, 120_000);

it("keeps the last good build when an edit is wrong, at the check", () => {
  const lastGood = builtIndex();
  editJson("pricing.json", (data) => {
    ((data.plans as JsonObject[])[0] as JsonObject).price = "auf Anfrage";
  });
  const bad = build();
  expect(bad.status).not.toBe(0);
  expect(bad.output).toMatch(
    /data\/pricing\.json:\d+ › Tarif 1 \(„[^“]+“\) › Feld „price“: erwartet eine ganze Zahl ohne Anführungszeichen und ohne €, z\. B\. 299; gefunden: "auf Anfrage"/,
  );
  expect(builtIndex()).toBe(lastGood);
}, 120_000);

/** Every file below `folder`, by its path, with its bytes. */
const filesOf = (folder: string, prefix = ""): Map<string, Buffer> => {
  const files = new Map<string, Buffer>();
  for (const name of readdirSync(folder).sort()) {
    const full = path.join(folder, name);
    const relative = `${prefix}${name}`;
    if (statSync(full).isDirectory()) {
      for (const [file, bytes] of filesOf(full, `${relative}/`)) files.set(file, bytes);
    } else files.set(relative, readFileSync(full));
  }
  return files;
};

it("then builds this commit's content warm, as Netlify does, into exactly the cold build's public/", () => {
  if (!hasBuild()) throw new Error("Run npm run build first: this test compares with its public/");
  expect(readdirSync(path.join(sandbox, "public"))).toContain("barrierefreiheit.html");
  const data = path.join(sandbox, "data");
  rmSync(data, { recursive: true, force: true });
  cpSync(path.resolve(__dirname, "../../data"), data, { recursive: true });
  const warm = build();
  if (warm.status !== 0)
    throw new Error(`npm run build ended with ${warm.status}:\n${warm.output}`);
  // The adapter's own words for a warm build: it found the cache of the build with the edits.
  expect(warm.output).toContain("Found a Gatsby cache");

  const cold = filesOf(publicDir);
  const warmFiles = filesOf(path.join(sandbox, "public"));
  expect([...warmFiles.keys()]).toEqual([...cold.keys()]);
  const differing = [...cold].filter(([file, bytes]) => !warmFiles.get(file)?.equals(bytes));
  expect(differing.map(([file]) => file)).toEqual([]);
}, 600_000);
