/** @jest-environment node */
/**
 * The content check of data/ as a whole: the repository's data/ has no problem, merge-conflict
 * markers are reported once, what editors' tools add is accepted, every mistake is listed at
 * once, and data/ is read again only after a file has changed.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { loadContent } from "../disk/content-source";
import {
  at,
  copyDataForEachTest,
  escape,
  json,
  problemsAfter,
  read,
  root,
  text,
  where,
} from "./support/data-copy";
import { projectData } from "./support/project";

copyDataForEachTest();

it("finds nothing wrong with data/ as it is", () => {
  expect(loadContent(projectData).problems).toEqual([]);
});

describe("merge-conflict markers", () => {
  /** Both versions of `line`, as Git leaves them when two branches changed it. */
  const conflict = (ours: string, theirs: string, branch = "preis-co-branded"): string =>
    `<<<<<<< HEAD\n${ours}\n=======\n${theirs}\n>>>>>>> ${branch}`;
  const resolveHint =
    "hier sind zwei Fassungen der Datei zusammengeführt worden, ohne den Konflikt aufzulösen (z. B. beim Zusammenführen eines Pull Requests); bitte entscheiden, welche Fassung gilt, sie behalten und die Zeilen <<<<<<<, ======= und >>>>>>> löschen";
  /** `data/<file>:<line>` of a marker and the line its conflict ends at. */
  const span = (file: string, start: string | RegExp, end: string | RegExp) => {
    const lines = read(file).split(/\r\n|\n|\r/);
    const first = where(file, start);
    const last = lines.findIndex(
      (line, index) =>
        index >= Number(first.split(":")[1]) &&
        (typeof end === "string" ? line.startsWith(end) : end.test(line)),
    );
    return { at: first, end: last + 1 };
  };

  it("stops a JSON file at the conflict's first line, without a JSON syntax error after it", () => {
    const problems = problemsAfter(
      text("pricing.json", (c) =>
        c.replace('      "price": 299,', conflict('      "price": 299,', '      "price": 349,')),
      ),
    );
    const { at, end } = span("pricing.json", "<<<<<<< HEAD", ">>>>>>> ");
    expect(problems).toEqual([
      `${at} › ganze Datei › Konfliktmarkierung: „<<<<<<< HEAD“ – ${resolveHint} (der Konflikt reicht bis Zeile ${end})`,
    ]);
  });

  it("stops a legal text, which Markdown would publish with the markers, once per conflict", () => {
    const problems = problemsAfter(
      text("legal/agb.md", (c) =>
        c
          .replace(
            'lastUpdated: "2021-01-01"',
            conflict('lastUpdated: "2021-01-01"', 'lastUpdated: "2021-02-01"', "agb-haftung"),
          )
          .replace(/^(1\. Der Anbieter stellt die Plattform .*)$/m, (line) =>
            conflict(line, line.replace("bereit", "zur Verfügung"), "agb-haftung"),
          ),
      ),
    );
    const lines = read("legal/agb.md").split("\n");
    const starts = lines.flatMap((line, index) => (line.startsWith("<<<<<<<") ? [index + 1] : []));
    const ends = lines.flatMap((line, index) => (line.startsWith(">>>>>>>") ? [index + 1] : []));
    // Nothing else: not the footer's link to /agb, nor a frontmatter or Markdown problem.
    expect(problems).toEqual(
      starts.map(
        (line, index) =>
          `data/legal/agb.md:${line} › ganze Datei › Konfliktmarkierung: „<<<<<<< HEAD“ – ${resolveHint} (der Konflikt reicht bis Zeile ${ends[index]})`,
      ),
    );
  });

  it("counts the lines of a CRLF file as the editor sees them", () => {
    const problems = problemsAfter((r) => {
      const content = read("legal/impressum.md")
        .replace(/\r?\n/g, "\n")
        .replace(/^(## .*)$/m, (heading) => conflict(heading, `${heading} neu`, "impressum"))
        .replace(/\n/g, "\r\n");
      writeFileSync(path.join(r, "data/legal/impressum.md"), content);
    });
    const { at, end } = span("legal/impressum.md", "<<<<<<< HEAD", ">>>>>>> ");
    expect(problems).toEqual([
      `${at} › ganze Datei › Konfliktmarkierung: „<<<<<<< HEAD“ – ${resolveHint} (der Konflikt reicht bis Zeile ${end})`,
    ]);
  });

  it("names the common version of a diff3 conflict as one to delete too", () => {
    const problems = problemsAfter(
      text("landing.json", (c) =>
        c.replace(
          /^(\s*"loginLabel": .*)$/m,
          (line) =>
            `<<<<<<< HEAD\n${line}\n||||||| merged common ancestors\n${line}\n=======\n${line}\n>>>>>>> login`,
        ),
      ),
    );
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${escape(where("landing.json", "<<<<<<<"))} › ganze Datei › Konfliktmarkierung: „<<<<<<< HEAD“ – .*sie behalten und die frühere gemeinsame Fassung ab \\|\\|\\|\\|\\|\\|\\| und die Zeilen <<<<<<<, ======= und >>>>>>> löschen`,
        ),
      ),
    ]);
  });

  it("finds every conflict of a file, and markers left over from one", () => {
    const problems = problemsAfter(
      text("features.json", (c) =>
        c
          .replace(/^(\s*"title": .*)$/m, (line) => conflict(line, line, "karte-1"))
          .replace(/^(\s*"text": .*)$/m, (line) => `${line}\n>>>>>>> karte-1`),
      ),
      text("legal/datenschutz.md", (c) =>
        // The separator alone under a paragraph: in Markdown a heading, here never.
        c.replace(/^(Für die Widgets in den Onlineshops .*)$/m, "$1\n======="),
      ),
    );
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(`^${escape(where("features.json", "<<<<<<< HEAD"))} › .*„<<<<<<< HEAD“ – `),
      ),
      expect.stringMatching(
        new RegExp(
          `^data/features\\.json:${read("features.json").split("\n").lastIndexOf(">>>>>>> karte-1") + 1} › ganze Datei › Konfliktmarkierung: „>>>>>>> karte-1“ – eine Zeile, die beim Zusammenführen zweier Fassungen der Datei den Konflikt zwischen ihnen markiert, ist stehen geblieben`,
        ),
      ),
      expect.stringMatching(
        new RegExp(
          `^${escape(where("legal/datenschutz.md", /^=======$/))} › ganze Datei › Konfliktmarkierung: „=======“ – `,
        ),
      ),
    ]);
  });

  it("is not reported again by the pages and links that lead to the conflicted text", () => {
    const problems = problemsAfter(
      text("legal/agb.md", (c) =>
        c.replace(
          "[Datenschutzerklärung](/datenschutz)",
          "[Datenschutzerklärung](/datenschutz#wer-wofuer-verantwortlich-ist)",
        ),
      ),
      text("legal/datenschutz.md", (c) =>
        c.replace("### 5.1 Wer wofür verantwortlich ist", (heading) =>
          conflict(heading, "### 5.1 Verantwortlichkeiten", "abschnitt-5-1"),
        ),
      ),
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^data\/legal\/datenschutz\.md:\d+ › ganze Datei › Konfliktmarkierung: /,
      ),
    ]);
  });
});

describe("what editors' tools add harmlessly", () => {
  it("accepts a UTF-8 byte order mark and Windows line endings in JSON and Markdown", () => {
    const problems = problemsAfter((r) => {
      for (const file of ["pricing.json", "site.json", "legal/agb.md", "legal/impressum.md"]) {
        const content = read(file).replace(/\r?\n/g, "\r\n");
        writeFileSync(path.join(r, "data", file), `\ufeff${content}`);
      }
    });
    expect(problems).toEqual([]);
  });

  it("counts lines of a CRLF file as the editor sees them", () => {
    const problems = problemsAfter((r) => {
      const content = read("pricing.json").replace('"price": 299', '"price": "299"');
      writeFileSync(path.join(r, "data/pricing.json"), content.replace(/\n/g, "\r\n"));
    });
    expect(problems[0]).toMatch(new RegExp(`^${escape(where("pricing.json", '"299"'))} › `));
  });

  it("ignores hidden files such as .DS_Store", () => {
    expect(problemsAfter((r) => writeFileSync(path.join(r, "data/.DS_Store"), "x"))).toEqual([]);
  });

  it("reads every frontmatter value as the text written: no date, number or boolean is guessed", () => {
    const content = loadContent(path.join(root, "data"));
    for (const page of content.legal) {
      expect(typeof page.frontmatter?.lastUpdated).toBe("string");
    }
    problemsAfter(text("legal/agb.md", (c) => c.replace(/^title: .*$/m, "title: 0x10")));
    const agb = loadContent(path.join(root, "data")).legal.find((page) =>
      page.file.endsWith("agb.md"),
    );
    expect(agb?.frontmatter?.title).toBe("0x10");
  });
});

it("lists every mistake at once, one line each, in file order", () => {
  const problems = problemsAfter((r) => {
    json("pricing.json", (d) => {
      at(d, "plans", 0).price = "299";
      at(d, "plans", 1).cta = "";
    })(r);
    json("landing.json", (d) => (at(d, "navigation", 0).href = "features"))(r);
  });
  expect(problems).toHaveLength(3);
  expect(problems.map((problem) => problem.split(":")[0])).toEqual([
    "data/landing.json",
    "data/pricing.json",
    "data/pricing.json",
  ]);
});

it("reads data/ again only after a file has changed", () => {
  const dataDir = path.join(root, "data");
  const first = loadContent(dataDir);
  expect(loadContent(dataDir)).toBe(first);
  json("pricing.json", (d) => (at(d, "plans", 0).price = 349))(root);
  const second = loadContent(dataDir);
  expect(second).not.toBe(first);
  expect((second.data.pricing?.plans[0] as { price?: number }).price).toBe(349);
});
