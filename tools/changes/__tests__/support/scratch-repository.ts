import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  cmsCollections,
  type CmsField,
  type CmsFile,
} from "../../../../plugins/gatsby-plugin-decap-admin";
import { checkContent, writtenDate } from "../../../../plugins/gatsby-source-passform/check";
import type { Content } from "../../../../plugins/gatsby-source-passform";
import { words } from "../../../../src/lib/words";
import { readDataDirectory } from "../../../../plugins/gatsby-source-passform/disk";

/**
 * A Git repository of its own for each test, made from the project's data/: the base committed,
 * then the working tree edited as an editor would. Names, values and labels come from the copy
 * and from the editors' forms' configuration, so the tests follow the editors' content.
 */

export const project = path.resolve(__dirname, "../../../..");

export type Json = Record<string, unknown>;

/** The repository the current test edits, made by `scratchRepositoryForEachTest`. */
export let repository: string;

const git = (...args: string[]): string =>
  execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.org", ...args], {
    cwd: repository,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });

export const scratchRepositoryForEachTest = (): void => {
  beforeEach(() => {
    repository = mkdtempSync(path.join(os.tmpdir(), "passform-changes-"));
    cpSync(path.join(project, "data"), path.join(repository, "data"), { recursive: true });
    git("init", "--quiet");
    git("add", "data");
    git("-c", "commit.gpgsign=false", "commit", "--quiet", "--no-verify", "-m", "base");
  });
  afterEach(() => rmSync(repository, { recursive: true, force: true }));
};

/** Commits the working tree as it is: the base the next edits are compared with. */
export const commitAll = (message: string): void => {
  git("add", "--all");
  git("-c", "commit.gpgsign=false", "commit", "--quiet", "--no-verify", "-m", message);
};

export const read = (file: string): string =>
  readFileSync(path.join(repository, "data", file), "utf8");

/** Changes a file's text; an edit that changes nothing is a mistake of the test. */
export const editText = (file: string, change: (text: string) => string): void => {
  const before = read(file);
  const after = change(before);
  if (after === before) throw new Error(`the edit of ${file} changed nothing`);
  writeFileSync(path.join(repository, "data", file), after);
};

/** Changes a JSON file's values and writes it back as the forms do (two spaces). */
export const editJson = (file: string, change: (data: Json) => void): void =>
  editText(file, (text) => {
    const data = JSON.parse(text) as Json;
    change(data);
    return `${JSON.stringify(data, null, 2)}\n`;
  });

export const json = (file: string): Json => JSON.parse(read(file)) as Json;

/** The working tree's content, checked as the build checks it. */
export const workingContent = (): Content =>
  checkContent(readDataDirectory(path.join(repository, "data")));

/** The form of a JSON file and the form field at a path of field names, from the forms' config. */
export const form = (file: string): CmsFile => {
  const found = cmsCollections()
    .flatMap((collection) => ("files" in collection ? collection.files : []))
    .find((each) => each.file === `data/${file}`);
  if (!found) throw new Error(`no form for data/${file}`);
  return found;
};

export const formField = (file: string, ...names: string[]): CmsField =>
  names.reduce<{ fields?: CmsField[] }>((at, name) => {
    const field = at.fields?.find((each) => each.name === name);
    if (!field) throw new Error(`no form field ${names.join(".")} in data/${file}`);
    return field;
  }, form(file)) as CmsField;

/**
 * A legal text's title, how a reviewer finds its page (a version by its first day: „…, Fassung ab
 * 1. Januar 2021“), its fixed address, and its h2/h3 sections, read from the Markdown.
 */
export const legalText = (file: string) => {
  const text = read(file);
  const title = /^title: "(.*)"$/m.exec(text)?.[1] ?? "";
  const slug = /^slug: "(.*)"$/m.exec(text)?.[1] ?? "";
  const validFrom = /^validFrom: "(.*)"$/m.exec(text)?.[1];
  const page = validFrom
    ? `${title}, ${plain(words.legal.version(writtenDate(validFrom)))}`
    : title;
  const address = validFrom ? `${slug}/${validFrom}` : slug;
  /** The heading above a line of the file, as a reviewer reads it (no-break spaces as spaces). */
  const headingAbove = (line: string): string => {
    const before = text.slice(0, text.indexOf(line));
    return ([...before.matchAll(/^##+ (.+)$/gm)].at(-1)?.[1] ?? "").replace(/\s+/g, " ");
  };
  return { text, title, page, address, headingAbove };
};

/** Output as a reviewer reads it: no-break spaces as spaces. */
export const plain = (output: string): string => output.replace(/\u00a0/g, " ");
