/**
 * @jest-environment node
 */
import { formatProblem } from "../../../plugins/gatsby-source-passform/check";
import { runChanges } from "../cli";
import {
  editJson,
  editText,
  json,
  plain,
  read,
  repository,
  scratchRepositoryForEachTest,
  workingContent,
  type Json,
} from "./support/scratch-repository";

/**
 * The report as the pull request's comment: whatever an editor types, nothing in it mentions a
 * person or a team or links an issue on GitHub, in a changed value or in a problem line.
 */

scratchRepositoryForEachTest();

const markdown = async (...args: string[]): Promise<string> =>
  plain(await runChanges(["--base", "HEAD", "--format", "markdown", ...args], repository));

/** After any character GitHub's filters would take as the start of a mention or a reference. */
const REFERENCES = ["-@a/b", ".@a", "+@a", "(@a", "x@a", "@a", "#12", "GH-12", "owner/repo#1"];
const MENTION = /(^|[^\p{L}\p{N}_])@[a-z0-9]/iu;

it("mentions no one and links no issue, in a changed value or in a problem line", async () => {
  const features = (json("features.json").features as Json[]).map((each) => String(each.text));
  editJson("features.json", (data) => {
    const list = data.features as Json[];
    (list[0] as Json).text = `${features[0]} ${REFERENCES.join(" ")}`;
    // An icon the model does not know: the problem line quotes the value.
    (list[1] as Json).icon = REFERENCES.join(" ");
  });
  const problems = workingContent().problems.map(formatProblem);
  expect(problems.some((problem) => problem.includes("GH-12"))).toBe(true);
  const output = await markdown();
  expect(output).toContain("✖ ");
  expect(output).not.toMatch(MENTION);
  expect(output).not.toMatch(/#\d/);
  expect(output).not.toMatch(/GH-\d/i);
  // The words are all there, only set apart.
  expect(output.replace(/\u2060/g, "")).toContain("owner/repo\\#1");
});

describe("--max-chars, for a comment GitHub takes whole", () => {
  /** Edits of three files, one of them long: a word changed wherever the AGB have it. */
  const manyChanges = () => {
    const agb = workingContent().legal.find((page) => page.slug === "/agb");
    if (!agb) throw new Error("data/legal/ has no /agb");
    const file = agb.file.replace(/^data\//, "");
    const words = read(file).match(/\b\p{Lu}\p{Ll}{5,}\b/gu) ?? [];
    const [word] = [...new Set(words)]
      .map((each) => [each, words.filter((other) => other === each).length] as const)
      .sort((a, b) => b[1] - a[1])[0] ?? [""];
    editText(file, (text) => text.replace(new RegExp(`\\b${word}\\b`, "gu"), `${word}seite`));
    editJson("pricing.json", (data) => {
      const plan = (data.plans as Json[]).find((each) => typeof each.price === "number");
      if (plan) plan.price = (plan.price as number) + 1;
    });
    editJson("features.json", (data) => {
      const feature = (data.features as Json[])[0] as Json;
      feature.title = `${String(feature.title)} – neu`;
    });
  };

  it.each(["markdown", "text"])(
    "keeps the line of every changed file and stays within the limit (%s)",
    async (format) => {
      manyChanges();
      const run = async (...args: string[]) =>
        runChanges(["--base", "HEAD", "--format", format, ...args], repository);
      const whole = await run();
      const limit = 4000;
      expect(whole.length).toBeGreaterThan(limit * 2);
      expect(whole).not.toContain("Überblick");
      const cut = await run("--max-chars", String(limit));
      expect(cut.length).toBeLessThanOrEqual(limit);
      const headings = whole
        .split("\n")
        .filter((line) => /^(#### )?.+ \(`?data\/[^)]+`?\)$/.test(line))
        .map((line) => line.replace(/^#### /, ""));
      expect(headings).toHaveLength(3);
      const overview = cut.split("\n").filter((line) => / \(`?data\/.+: /.test(line));
      for (const heading of headings) {
        expect(overview.some((line) => line.replace(/^- /, "").startsWith(`${heading}: `))).toBe(
          true,
        );
      }
      expect(cut).toMatch(/Gekürzt, damit der Kommentar in GitHubs Grenze passt\./);
      expect(cut).toMatch(/(Ohne Einzelheiten|Nur zum Teil): .*data\/legal\//);
      expect(cut).toContain(
        "Der vollständige Bericht steht in der Zusammenfassung des Laufs „Inhaltsänderungen“ und in seinem Artefakt „content-changes“.",
      );
    },
  );

  it("changes nothing of a report that fits, but for the overview", async () => {
    manyChanges();
    const whole = await markdown();
    const roomy = await markdown("--max-chars", String(whole.length * 2));
    expect(roomy).toContain("#### Überblick");
    expect(roomy).not.toContain("Gekürzt");
    expect(roomy.replace(/#### Überblick\n\n(- .*\n)+\n/, "")).toBe(whole);
  });
});
