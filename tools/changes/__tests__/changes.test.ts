/**
 * @jest-environment node
 */
import { execFileSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { formatPrice } from "../../../src/lib/format-price";
import { formatProblem } from "../../../plugins/gatsby-source-passform/check";
import { runChanges } from "../cli";
import {
  commitAll,
  editJson,
  editText,
  form,
  formField,
  json,
  legalText,
  plain,
  repository,
  scratchRepositoryForEachTest,
  workingContent,
  type Json,
} from "./support/scratch-repository";

/**
 * What `npm run changes` reports for the edits editors make, in a repository of the test's own
 * made from data/: every expectation is read from the data and from the editors' forms'
 * configuration at test time, so the tests follow the editors' content.
 */

scratchRepositoryForEachTest();

/** The report of the working tree against the commit made from data/, as a reviewer reads it. */
const changes = async (...args: string[]): Promise<string> =>
  plain(await runChanges(["--base", "HEAD", ...args], repository));

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The marks of a line: „[gestrichen: …]“ and „[eingefügt: …]“. */
const marks = (line: string | undefined): string[] =>
  line?.match(/\[(?:gestrichen|eingefügt): [^\]]*\]/g) ?? [];

const plans = (): Json[] => json("pricing.json").plans as Json[];

const agbFile = (): string => {
  const agb = workingContent().legal.find((page) => page.slug === "/agb");
  if (!agb) throw new Error("data/legal/ has no /agb");
  return agb.file.replace(/^data\//, "");
};

it("names a price edit by the form's labels, with both prices as the site writes them", async () => {
  const at = plans().findIndex((plan) => typeof plan.price === "number");
  const plan = plans()[at] as Json;
  const old = plan.price as number;
  editJson("pricing.json", (data) => {
    ((data.plans as Json[])[at] as Json).price = old + 50;
  });
  const price = formField("pricing.json", "plans", "price").label;
  expect(await changes()).toContain(
    `${form("pricing.json").label} › ${String(plan.name)} › ${price}: ${plain(formatPrice(old))} → ${plain(formatPrice(old + 50))}`,
  );
});

it("names a changed label of the demo request form by the form's labels, old and new", async () => {
  const demo = (json("landing.json").demo as Json).form as Json;
  const old = String(demo.email);
  const reworded = "E-Mail-Adresse im Unternehmen";
  editJson("landing.json", (data) => {
    ((data.demo as Json).form as Json).email = reworded;
  });
  const labels = [
    form("landing.json").label,
    formField("landing.json", "demo").label,
    formField("landing.json", "demo", "form").label,
    formField("landing.json", "demo", "form", "email").label,
  ];
  expect(await changes()).toContain(`${labels.join(" › ")}: „${old}“ → „${reworded}“`);
});

it("gives the AGB sentences a terms value changes, old and new, under their sections", async () => {
  const file = agbFile();
  const agb = legalText(file);
  const terms = json("terms.json");
  const key = Object.keys(terms).find(
    (name) => Number.isInteger(terms[name]) && agb.text.includes(`{{terms.${name}}}`),
  );
  if (!key) throw new Error(`no whole-number value of terms.json is used in ${file}`);
  const old = terms[key] as number;
  editJson("terms.json", (data) => {
    data[key] = old + 1;
  });
  const output = await changes();
  const label = formField("terms.json", key).label;
  expect(output).toContain(
    `${form("terms.json").label} › ${label}: ${old} → ${old + 1} – in Rechtstexten {{terms.${key}}}`,
  );
  const uses = agb.text.split("\n").filter((line) => line.includes(`{{terms.${key}}}`));
  expect(uses.length).toBeGreaterThan(0);
  for (const line of uses) {
    expect(output).toContain(`${agb.page} › ${agb.headingAbove(line)}`);
    const before = (line.split(`{{terms.${key}}}`)[0] ?? "").replace(/[*_]/g, "").trim();
    const words = escape(before.split(/\s+/).slice(-2).join(" "));
    expect(output).toMatch(new RegExp(`bisher: [^\\n]*${words} \\[gestrichen: ${old}\\]`));
    expect(output).toMatch(new RegExp(`neu: [^\\n]*${words} \\[eingefügt: ${old + 1}\\]`));
  }
});

describe("an edited sentence of the AGB", () => {
  /** A list item or paragraph of plain words, and a long word that occurs once in it. */
  const pick = (text: string, headingAbove: (line: string) => string) => {
    for (const line of text.split("\n")) {
      if (!/^(\d+\.|-)? ?\p{Lu}/u.test(line) || /[{}[\]*_`<>#|]/.test(line)) continue;
      if (!headingAbove(line) || text.indexOf(line) !== text.lastIndexOf(line)) continue;
      const words = line.match(/\p{L}{9,}/gu) ?? [];
      const word = words.find((each) => line.split(each).length === 2);
      if (word) return { line, word };
    }
    throw new Error("no sentence of plain words in the AGB");
  };

  const edit = () => {
    const file = agbFile();
    const agb = legalText(file);
    const { line, word } = pick(agb.text, agb.headingAbove);
    const replacement = "Probewort";
    editText(file, (text) => text.replace(line, line.replace(word, replacement)));
    return { agb, line, word, replacement };
  };

  it("shows its section with exactly the changed words marked", async () => {
    const { agb, line, word, replacement } = edit();
    const output = await changes();
    expect(output).toContain(`${agb.page} › ${agb.headingAbove(line)}`);
    const lines = output.split("\n").map((each) => each.trim());
    const old = lines.filter((each) => each.startsWith("bisher:"));
    const now = lines.filter((each) => each.startsWith("neu:"));
    expect([old.length, now.length]).toEqual([1, 1]);
    expect(marks(old[0])).toEqual([`[gestrichen: ${word}]`]);
    expect(marks(now[0])).toEqual([`[eingefügt: ${replacement}]`]);
    // The rest of the sentence is the file's, unmarked.
    const neighbour = line.split(word)[0]?.trim().split(/\s+/).slice(-2).join(" ") ?? "";
    expect(old[0]).toContain(`${neighbour} [gestrichen: ${word}]`);
  });

  it("marks them for the pull request's comment in words and tags, linked to the deploy preview", async () => {
    const { agb, line, word, replacement } = edit();
    const origin = "https://deploy-preview-7--passform.netlify.app";
    const output = await changes("--format", "markdown", "--preview-url", origin);
    expect(output).toContain(`<del>[gestrichen: ${word}]</del>`);
    expect(output).toContain(`<ins>[eingefügt: ${replacement}]</ins>`);
    const heading = agb.headingAbove(line);
    const link = new RegExp(
      `\\[${escape(`${agb.page} › ${heading}`)}\\]\\(${escape(`${origin}${agb.address}`)}#[\\w-]+\\)`,
    );
    expect(output).toMatch(link);
  });
});

it("writes content into the comment as text: it neither formats the comment nor mentions anyone", async () => {
  const file = agbFile();
  const { text, headingAbove } = legalText(file);
  const line = text
    .split("\n")
    .find((each) => /^\d+\. \p{Lu}.*\.$/u.test(each) && headingAbove(each));
  if (!line) throw new Error("no numbered paragraph in the AGB");
  editText(file, (before) =>
    before.replace(line, `${line} Fragen an @passform-recht, Kennung #1 | a_b.`),
  );
  expect(workingContent().problems).toEqual([]);
  const output = await changes("--format", "markdown");
  expect(output).toContain(
    "<ins>[eingefügt: Fragen an @\u2060passform-recht, Kennung \\#\u20601 \\| a\\_b.]</ins>",
  );
  expect(output).not.toMatch(/(^|[^\w])@passform-recht/m);
});

it("reports nothing for a reformatted file and a changed review", async () => {
  const reordered = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(reordered)
      : value && typeof value === "object"
        ? Object.fromEntries(
            Object.entries(value)
              .reverse()
              .map(([k, v]) => [k, reordered(v)]),
          )
        : value;
  editText("pricing.json", (text) => `${JSON.stringify(reordered(JSON.parse(text)), null, 4)}\n`);
  editText(agbFile(), (text) =>
    text.replace(
      /^review: "(.*)"$/m,
      (_, review: string) => `review: "${review} – erneut vorgelegt"`,
    ),
  );
  expect(workingContent().problems).toEqual([]);
  const output = await changes();
  expect(output.split("\n").slice(1).filter(Boolean)).toEqual([
    "Keine Änderung, die Besucher sehen.",
  ]);
});

it("reports a sample filled and a sample opened", async () => {
  const features = (json("features.json").features as Json[]).map((each) => String(each.text));
  // A gap in the base, filled in the working tree; a new gap in another text.
  editJson("features.json", (data) => {
    ((data.features as Json[])[1] as Json).text = `${features[1]} Stand [Testmonat].`;
  });
  const filled = workingContent().samples.find((sample) => sample.message.includes("[Testmonat]"));
  execFileSync(
    "git",
    [
      "-c",
      "user.name=Test",
      "-c",
      "user.email=test@example.org",
      "commit",
      "--quiet",
      "--no-verify",
      "-am",
      "gap",
    ],
    { cwd: repository },
  );
  editJson("features.json", (data) => {
    ((data.features as Json[])[1] as Json).text = features[1];
    ((data.features as Json[])[0] as Json).text = `${features[0]} In [Anzahl Testshops] Shops.`;
  });
  const opened = workingContent().samples.find((sample) =>
    sample.message.includes("[Anzahl Testshops]"),
  );
  if (!filled || !opened) throw new Error("the content check did not list the test's gaps");
  const output = await changes();
  expect(output).toContain(`gefüllt: ${plain(formatProblem(filled))}`);
  expect(output).toContain(`neu offen: ${plain(formatProblem(opened))}`);
});

it("says a deleted text's samples went with it, not that they were filled", async () => {
  const { samples } = workingContent();
  const file = samples.find((sample) => sample.file.startsWith("data/legal/"))?.file;
  if (!file) throw new Error("no legal text in data/legal/ has a sample");
  const own = samples.filter((sample) => sample.file === file).length;
  rmSync(path.join(repository, file));
  const output = await changes();
  expect(output).not.toContain(`gefüllt: ${file}`);
  expect(output).toContain(
    `entfällt mit der Datei: ${file} (${own === 1 ? "eine Musterangabe" : `${own} Musterangaben`}, nicht gefüllt)`,
  );
});

it("says a plan was added and another removed", async () => {
  const removedAt = plans().findIndex((plan) => plan.popular !== true);
  const removed = String(plans()[removedAt]?.name);
  const added = { ...plans().at(-1), name: "Testtarif", popular: false };
  editJson("pricing.json", (data) => {
    const list = data.plans as Json[];
    list.splice(removedAt, 1);
    list.push(added);
  });
  const output = await changes();
  const singular = formField("pricing.json", "plans").label_singular;
  const label = form("pricing.json").label;
  expect(output).toContain(
    `${label} › ${singular} „${removed}“: entfällt (bisher Platz ${removedAt + 1})`,
  );
  expect(output).toContain(`${label} › ${singular} „Testtarif“: neu an Platz ${plans().length}`);
});

it("names a new version of a legal text by its first day, with its changed sentence", async () => {
  const file = agbFile();
  const agb = legalText(file);
  const { title } = workingContent().legal.find((page) => page.slug === "/agb")?.frontmatter ?? {};
  const day = "2099-03-01";
  const version = file.replace(/\.md$/, `-${day}.md`);
  const sentence = agb.text.split("\n").find((line) => /^1\. \S/.test(line)) ?? "";
  writeFileSync(
    path.join(repository, "data", version),
    readFileSync(path.join(repository, "data", file), "utf8")
      .replace(/^validFrom: .*$/m, `validFrom: "${day}"\nchanges: "Ein Satz mehr."`)
      .replace(sentence, `${sentence} Ein Satz mehr.`),
  );
  const output = await changes();
  expect(output).toContain(`${String(title)}: neue Fassung, gilt ab 1. März 2099`);
  expect(output).toContain("[eingefügt: Ein Satz mehr.]");
});

it("reports a change to an announced version for that version alone, linked to its own page", async () => {
  const file = agbFile();
  const day = "2099-03-01";
  const version = file.replace(/\.md$/, `-${day}.md`);
  const sentence =
    legalText(file)
      .text.split("\n")
      .find((line) => /^1\. \S/.test(line)) ?? "";
  writeFileSync(
    path.join(repository, "data", version),
    readFileSync(path.join(repository, "data", file), "utf8").replace(
      /^validFrom: .*$/m,
      `validFrom: "${day}"\nchanges: "Ein Satz mehr."`,
    ),
  );
  commitAll("a version announced");
  editText(version, (text) => text.replace(sentence, `${sentence} Ein Satz mehr.`));
  const announced = legalText(version);
  const origin = "https://deploy-preview-7--passform.netlify.app";
  const output = plain(
    await runChanges(
      ["--base", "HEAD", "--format", "markdown", "--preview-url", origin],
      repository,
    ),
  );
  const named = output
    .split("\n")
    .filter((line) => line.includes("Allgemeine Geschäftsbedingungen"));
  // The file's heading, then its one changed section and its change view, at its own address.
  expect(named).toHaveLength(3);
  expect(named[1]).toContain(
    `[${announced.page} › ${announced.headingAbove(sentence)}](${origin}${announced.address}#`,
  );
  expect(named[2]).toContain(`](${origin}${announced.address}#aenderungen)`);
  expect(output.match(/\bneu: /g)).toHaveLength(1);
  expect(output).toContain("[eingefügt: Ein Satz mehr.]");
  expect(output).not.toMatch(new RegExp(`${escape(origin)}/agb[#)]`));
});

it("says a plan was moved, and only that one", async () => {
  const last = plans().length;
  const moved = String(plans().at(-1)?.name);
  editJson("pricing.json", (data) => {
    const list = data.plans as Json[];
    list.unshift(list.pop() as Json);
  });
  const output = await changes();
  const singular = formField("pricing.json", "plans").label_singular;
  expect(output.split("\n").filter((line) => line.includes("verschoben"))).toEqual([
    `${form("pricing.json").label} › ${singular} „${moved}“: verschoben von Platz ${last} auf Platz 1`,
  ]);
});

it("reports a content problem first, in the check's words, then what can still be compared", async () => {
  const at = plans().findIndex((plan) => typeof plan.price === "number");
  editJson("pricing.json", (data) => {
    const plan = (data.plans as Json[])[at] as Json;
    plan.price = String(plan.price);
  });
  const terms = json("terms.json");
  const key = Object.keys(terms).find((name) => Number.isInteger(terms[name])) ?? "";
  editJson("terms.json", (data) => {
    data[key] = (terms[key] as number) + 1;
  });
  const problems = workingContent().problems.map(formatProblem).map(plain);
  expect(problems.length).toBeGreaterThan(0);
  const output = await changes();
  const termsChange = output.indexOf(
    `${form("terms.json").label} › ${formField("terms.json", key).label}:`,
  );
  for (const problem of problems) {
    expect(output).toContain(`✖ ${problem}`);
    expect(output.indexOf(problem)).toBeLessThan(termsChange);
  }
  expect(output).toContain("nicht verglichen: data/pricing.json");
});
