/**
 * @jest-environment node
 */
import path from "node:path";
import { JSDOM } from "jsdom";
import { checkContent, NEW_VERSION } from "../../gatsby-source-passform/check";
import type { DataEntry } from "../../gatsby-source-passform";
import { readDataDirectory } from "../../gatsby-source-passform/disk";
import { countingVersionProblems } from "../preview/counting-versions";

/**
 * The forms' verdict on the versions that count: data/ as the editors keep it, with the AGB
 * reviewed on main, then edited in the form's file, in „Zahlen der AGB“ and in „Firma und
 * Website“. The pane renders and reads each version's page as a visitor reads it (jsdom's
 * DOMParser stands in for the browser's).
 */

beforeAll(() => {
  Object.assign(globalThis, { DOMParser: new JSDOM().window.DOMParser });
});
afterAll(() => {
  delete (globalThis as { DOMParser?: unknown }).DOMParser;
});

const root = path.resolve(__dirname, "../../..");
const data = readDataDirectory(path.join(root, "data")) ?? [];
const encoder = new TextEncoder();
const decoder = new TextDecoder();

const agbFile = checkContent(data).legal.find((page) => page.slug === "/agb")?.file ?? "";
const textOf = (entries: ReadonlyArray<DataEntry>, file: string) =>
  decoder.decode(entries.find((entry) => entry.path === file)?.bytes);
const withFile = (entries: ReadonlyArray<DataEntry>, file: string, text: string) => [
  ...entries.filter((entry) => entry.path !== file),
  { path: file, bytes: encoder.encode(text) },
];
const REVIEW = 'review: "Kanzlei Beispiel, 2020-12-15"';

/** main with the AGB in force reviewed: it counts. */
const main = withFile(data, agbFile, textOf(data, agbFile).replace(/^review: .*$/m, REVIEW));

const problemsOf = (entries: DataEntry[], file: string) =>
  countingVersionProblems(main, entries, checkContent(entries), file);

it("finds nothing while the form holds what main holds, or a change no customer reads", () => {
  expect(problemsOf(main, agbFile)).toEqual([]);
  const described = textOf(main, agbFile).replace(/^description: .*$/m, 'description: "Neu."');
  expect(problemsOf(withFile(main, agbFile, described), agbFile)).toEqual([]);
  // Nothing counts on a main without a review.
  const edited = textOf(data, agbFile).replace("Jede Kündigung", "Jede Kündigungserklärung");
  expect(
    countingVersionProblems(data, withFile(data, agbFile, edited), checkContent(data), agbFile),
  ).toEqual([]);
});

it("refuses a sentence changed in a version that counts, at the text, naming the words", () => {
  const text = textOf(main, agbFile).replace("Jede Kündigung", "Jede Kündigungserklärung");
  expect(text).not.toBe(textOf(main, agbFile));
  const [problem, ...more] = problemsOf(withFile(main, agbFile, text), agbFile);
  expect(more).toEqual([]);
  expect(problem?.path).toEqual(["body"]);
  expect(problem?.formMessage).toMatch(
    /^Diese Fassung gilt seit 1\.\sJanuar\s2021 und ist anwaltlich geprüft\. Was Kunden/,
  );
  expect(problem?.formMessage).toContain("[Kündigungserklärung]");
  expect(problem?.formMessage).toContain(NEW_VERSION);
});

it("refuses another day or review outright", () => {
  const moved = textOf(main, agbFile).replace(/^validFrom: .*$/m, 'validFrom: "2021-02-01"');
  expect(problemsOf(withFile(main, agbFile, moved), agbFile).map((p) => p.path)).toEqual([
    ["validFrom"],
  ]);
  const review = textOf(main, agbFile).replace(
    /^review: .*$/m,
    'review: "Kanzlei Muster, 2020-12-20"',
  );
  expect(problemsOf(withFile(main, agbFile, review), agbFile).map((p) => p.path)).toEqual([
    ["review"],
  ]);
});

it("refuses a figure of „Zahlen der AGB“ that the version shows, at that figure", () => {
  const terms = JSON.parse(textOf(main, "data/terms.json")) as Record<string, unknown>;
  const changed = withFile(main, "data/terms.json", JSON.stringify({ ...terms, noticeMonths: 1 }));
  const [problem, ...more] = problemsOf(changed, "data/terms.json");
  expect(more).toEqual([]);
  expect(problem?.path).toEqual(["noticeMonths"]);
  expect(problem?.formMessage).toContain("[1]");
  expect(problem?.formMessage).toContain("„Werte dieser Fassung“");
  // A figure no version shows may change.
  const unshown = Object.keys(terms).find(
    (key) => !textOf(main, agbFile).includes(`{{terms.${key}}}`),
  );
  if (unshown && unshown !== "$schema") {
    const other = withFile(main, "data/terms.json", JSON.stringify({ ...terms, [unshown]: 7 }));
    expect(problemsOf(other, "data/terms.json")).toEqual([]);
  }
});

it("lets the figure change once the version keeps the old one as its own value", () => {
  const kept = textOf(main, agbFile).replace(
    /^(review: .*)$/m,
    '$1\nfacts:\n  terms:\n    noticeMonths: "3"',
  );
  const entries = withFile(
    withFile(main, agbFile, kept),
    "data/terms.json",
    textOf(main, "data/terms.json").replace('"noticeMonths": 3', '"noticeMonths": 1'),
  );
  expect(problemsOf(entries, agbFile)).toEqual([]);
  expect(problemsOf(entries, "data/terms.json")).toEqual([]);
});

it("refuses a company fact of „Firma und Website“ the version names", () => {
  const site = textOf(main, "data/site.json");
  const city = /"jurisdiction": "([^"]+)"/.exec(site)?.[1] ?? "";
  expect(city).not.toBe("");
  const changed = withFile(
    main,
    "data/site.json",
    site.replace(`"jurisdiction": "${city}"`, '"jurisdiction": "München"'),
  );
  const problems = problemsOf(changed, "data/site.json");
  expect(problems.map((p) => p.path)).toContainEqual(["jurisdiction"]);
  expect(problems[0]?.formMessage).toContain("[München]");
});
