/**
 * Every built page is valid HTML, checked without a browser on whatever public/ holds: the
 * preview build with its sample marks here, an editor's edits in production in
 * content-edits.test.ts. html-validate (.htmlvalidate.cjs) checks the markup by its rules; the
 * W3C Nu Html Checker (npm `vnu-jar`, the validator behind validator.w3.org/nu) checks what
 * html-validate does not, such as the syntax of URLs and of the CSS in style elements; linkinator
 * follows every link and anchor of the site as Netlify serves it. The Nu checker needs Java
 * (`java` on the PATH; Debian: `apt-get install default-jre-headless`, which .ci/run does when it
 * is missing).
 */
import { execFile, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { cjsResolver, FileSystemConfigLoader, HtmlValidate } from "html-validate";
import { ADMIN_FOLDER, builtPages } from "../../tools/pipeline/built-files";
import { startNetlifyServer } from "../support/netlify-server";
import { siteRoot } from "../support/site-content";
import { hasBuild, publicDir } from "./built-site";

/** The checker as the npm package `vnu-jar` ships it (its postinstall would only look for Java). */
const vnuJar = path.join(
  path.dirname(require.resolve("vnu-jar/package.json")),
  "build/dist/vnu.jar",
);

type NuMessage = {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
};

/**
 * The Nu checker's CSS parser predates container queries (Baseline 2023, used by the site for
 * type that fits its card): it reports the property `container-type` as unknown, and a
 * declaration with a container query unit (`cqi` …) as a parse error. Both are valid CSS. These
 * two, and only these, are left out; any other CSS or HTML error fails the test.
 */
const CONTAINER_QUERY_UNIT = /\d(?:\.\d+)?(?:cqi|cqb|cqw|cqh|cqmin|cqmax)\b/;

/** The CSS declaration in the page at the checker's position: from the last ; or { to the next. */
const declarationAt = (file: string, line: number, column: number): string => {
  const text = readFileSync(file, "utf8").split("\n")[line - 1] ?? "";
  const at = column - 1;
  const start = Math.max(text.lastIndexOf(";", at - 1), text.lastIndexOf("{", at - 1)) + 1;
  const end = text.slice(at).search(/[;}]/);
  return text.slice(start, end === -1 ? undefined : at + end);
};

/**
 * Netlify Forms reads a form's honeypot from the attribute `netlify-honeypot`, the only name
 * its documentation gives (src/sections/demo-form.tsx). The Nu checker knows no such
 * attribute: that message, on a form, is left out; any other is not.
 */
const isNetlifyHoneypot = (message: NuMessage): boolean =>
  message.message === "Attribute “netlify-honeypot” not allowed on element “form” at this point.";

const isContainerQueryFalsePositive = (message: NuMessage): boolean => {
  if (message.message === "CSS: “container-type”: Property “container-type” doesn't exist.") {
    return true;
  }
  const parseError = /^CSS: “([a-z-]+)”: Parse Error\.$/.exec(message.message);
  if (!parseError || !message.url || !message.lastLine || !message.lastColumn) return false;
  const declaration = declarationAt(
    new URL(message.url).pathname,
    message.lastLine,
    message.lastColumn,
  );
  return declaration.startsWith(`${parseError[1]}:`) && CONTAINER_QUERY_UNIT.test(declaration);
};

/**
 * A page with the fault the site once had (spaces in the icon's data: URL), checked in the same
 * run: proves that the checker ran and reports errors, so an empty result means valid pages.
 */
const CONTROL_PAGE = `<!DOCTYPE html><html lang="de"><head><title>Kontrolle</title>
<link rel="icon" href="data:image/svg+xml,<svg viewBox='0 0 1 1'></svg>"></head><body></body></html>`;

describe("the W3C Nu Html Checker", () => {
  let pages: string[] = [];
  let messages: NuMessage[] = [];
  let controlFile = "";
  let controlDir = "";

  beforeAll(() => {
    if (!hasBuild()) throw new Error("public/ has no build: run `npm run build` first");
    // The visitor pages and the editors' page.
    pages = [...builtPages(publicDir), path.join(ADMIN_FOLDER, "index.html")];
    controlDir = mkdtempSync(path.join(os.tmpdir(), "nu-control-"));
    controlFile = path.join(controlDir, "control.html");
    writeFileSync(controlFile, CONTROL_PAGE);
    const java = spawnSync(
      "java",
      [
        "-jar",
        vnuJar,
        "--errors-only",
        "--format",
        "json",
        "--stdout",
        controlFile,
        ...pages.map((page) => path.join(publicDir, page)),
      ],
      { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
    );
    if (java.error) {
      throw new Error(
        `The Nu checker needs Java: ${java.error.message} (apt-get install default-jre-headless)`,
      );
    }
    try {
      messages = (JSON.parse(java.stdout) as { messages: NuMessage[] }).messages;
    } catch {
      throw new Error(`The Nu checker did not answer in JSON:\n${java.stdout}\n${java.stderr}`);
    }
  }, 120_000);

  afterAll(() => rmSync(controlDir, { recursive: true, force: true }));

  it("reads every page the build wrote, one per route", () => {
    expect(pages).toEqual(
      expect.arrayContaining([
        "404.html",
        "agb.html",
        "datenschutz.html",
        "impressum.html",
        "index.html",
        path.join(ADMIN_FOLDER, "index.html"),
      ]),
    );
  });

  it("reports the control page's invalid data: URL, so it ran and checks URLs", () => {
    const control = messages.filter((message) => message.url === `file:${controlFile}`);
    expect(control.map((message) => message.message)).toEqual([
      expect.stringMatching(
        /^Bad value .* for attribute “href” on element “link”: Illegal character/,
      ),
    ]);
  });

  it("finds no error in any built page", () => {
    const errors = messages
      .filter((message) => message.url !== `file:${controlFile}`)
      .filter((message) => !isContainerQueryFalsePositive(message))
      .filter((message) => !isNetlifyHoneypot(message))
      .map(
        (message) =>
          `${path.relative(publicDir, new URL(message.url ?? "file:/?").pathname)}:` +
          `${message.lastLine ?? "?"}:${message.lastColumn ?? "?"} ${message.type}: ` +
          `${message.message}${message.extract ? ` … ${message.extract} …` : ""}`,
      );
    expect(errors).toEqual([]);
  });
});

describe("html-validate", () => {
  // The rules of .htmlvalidate.cjs beside the pages, loaded with require: html-validate's default
  // loader imports them as an ES module, which Jest does not.
  const validator = new HtmlValidate(new FileSystemConfigLoader([cjsResolver()]));

  it.each(hasBuild() ? builtPages(publicDir) : [])("finds no error in %s", async (file) => {
    const report = await validator.validateFile(path.join(publicDir, file));
    const errors = report.results.flatMap((result) =>
      result.messages.map(
        (message) => `${message.line}:${message.column} ${message.ruleId}: ${message.message}`,
      ),
    );
    expect(errors).toEqual([]);
  });
});

/** linkinator's JSON report (its CLI: the package is an ES module, which Jest does not load). */
type LinkReport = { links: { url: string; status?: number; state: string; parent?: string }[] };

it("finds no broken link or anchor on the served site", async () => {
  const server = await startNetlifyServer({
    publishDir: publicDir,
    netlifyConfig: path.join(siteRoot, "netlify.toml"),
  });
  try {
    const cli = path.join(path.dirname(require.resolve("linkinator")), "cli.js");
    const origin = server.base.replace(/\./g, "\\.");
    const run = await promisify(execFile)(
      process.execPath,
      // Anchors too: #pricing must exist on the page a link points to. Only our own pages: the
      // suite never sends a request to another host.
      [
        cli,
        `${server.base}/`,
        "--recurse",
        "--check-fragments",
        "--skip",
        `^(?!${origin}/)`,
      ].concat(["--format", "JSON"]),
      { maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? "" }));
    const { links } = JSON.parse(run.stdout) as LinkReport;
    const broken = links
      .filter((link) => link.state === "BROKEN")
      .map((link) => `${link.status} ${link.url} (on ${link.parent})`);
    expect(broken).toEqual([]);
    const checked = links
      .filter((link) => link.state === "OK")
      .map((link) => new URL(link.url).pathname);
    expect(checked).toEqual(expect.arrayContaining(["/", "/agb", "/datenschutz", "/impressum"]));
  } finally {
    server.close();
  }
}, 120_000);
