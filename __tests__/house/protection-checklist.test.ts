/**
 * @jest-environment node
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { requiredCheckName } from "../../tools/protection/required-check";
import { protectionRules } from "../../tools/protection/rules";

/**
 * CONTENT.md tells the site's owner how to protect main („`main` schützen“) and lists it again
 * before launch („Vor dem Livegang“); `npm run check:protection` (tools/protection/) checks the
 * same rules on GitHub. The two lists are one: each rule the script checks is named, in the words
 * of GitHub's settings page, in both places of CONTENT.md, so neither can drop a rule the other
 * keeps.
 */

const root = path.resolve(__dirname, "../..");
const content = readFileSync(path.join(root, "CONTENT.md"), "utf8");
const rules = protectionRules(requiredCheckName(root));

/** The text from the line starting with `start` to the first line after it starting with `next`. */
const passage = (start: string, next: RegExp): string => {
  const from = content.indexOf(`\n${start}`);
  if (from < 0) throw new Error(`CONTENT.md has no line starting with ${start}`);
  const rest = content.slice(from + 1);
  const end = rest.slice(1).search(next);
  return end < 0 ? rest : rest.slice(0, end + 1);
};

/** CONTENT.md's words fold lines: a setting may break across two. */
const unfolded = (text: string): string => text.replace(/\s*\n\s*/g, " ");

const places = {
  "„`main` schützen“": unfolded(passage("4. **`main` schützen:**", /\n5\. /)),
  "„Vor dem Livegang“": unfolded(passage("- **`main` geschützt**", /\n- \*\*/)),
};

describe.each(Object.entries(places))("CONTENT.md, %s", (_, text) => {
  it.each(rules.map((rule) => [rule.id, rule.words] as const))(
    "names the rule %s as GitHub's settings call it",
    (_id, words) => {
      for (const word of words) expect(text).toContain(`„${word}“`);
    },
  );

  it("names the command that checks them", () => {
    expect(text).toContain("npm run check:protection");
  });
});

it("runs the check from the script package.json names", () => {
  const { scripts } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  };
  expect(scripts["check:protection"]).toBe("tsx tools/protection/cli.ts");
});

it("finds a rule missing from the checklist", () => {
  const without = places["„Vor dem Livegang“"].replace(
    "„Require approval of the most recent reviewable push“",
    "",
  );
  const missing = rules.filter((rule) => rule.words.some((word) => !without.includes(`„${word}“`)));
  expect(missing.map((rule) => rule.id)).toEqual(["last-push"]);
});
