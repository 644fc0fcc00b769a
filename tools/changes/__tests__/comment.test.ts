/**
 * @jest-environment node
 */
import { formatProblem } from "../../../plugins/gatsby-source-passform/check";
import { runChanges } from "../run";
import {
  editJson,
  json,
  plain,
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
