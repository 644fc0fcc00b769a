/**
 * @jest-environment node
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { NEW_VERSION } from "../../../plugins/gatsby-source-passform/check";
import { checkFrozenVersions } from "../check-versions";
import { resolveRevision } from "../revision";
import {
  commitAll,
  editJson,
  editText,
  json,
  plain,
  read,
  repository,
  scratchRepositoryForEachTest,
} from "./support/scratch-repository";
import { buildOn, freezeOn } from "./support/freeze";

/**
 * The freeze of legal versions, replayed as the reviews found it broken: in a repository of the
 * test's own, the AGB of data/ reviewed and committed (so it counts, as on main after launch),
 * then edited as an editor or a developer would. Each case is judged by what a customer reads at
 * the version's address, read from the pages the site's own code renders.
 */

const DAY = "2026-12-03";
const AGB = "legal/agb.md";
const REVIEW = 'review: "Kanzlei Beispiel, 2026-11-20"';

buildOn(DAY);

scratchRepositoryForEachTest();

/** The freeze of the working tree against the last commit; `code`: the repository holds it. */
const freeze = (options: { code?: boolean } = {}) => freezeOn(DAY, options);

/** The AGB of data/ as a lawyer reviewed them on 20 November 2026, in force since then. */
const reviewAgb = (): void =>
  editText(AGB, (text) =>
    text
      .replace(/^review: .*$/m, REVIEW)
      .replace(/^lastUpdated: .*$/m, 'lastUpdated: "2026-11-20"')
      .replace(/^validFrom: .*$/m, 'validFrom: "2026-11-20"'),
  );

/** A new version of the AGB beside the first, as „Neue Fassung anlegen“ makes it, then edited. */
const newVersion = (file: string, validFrom: string, lines: string, edit = (t: string) => t) =>
  writeFileSync(
    path.join(repository, "data", file),
    edit(
      read(AGB)
        .replace(/^lastUpdated: .*$/m, `lastUpdated: "${DAY}"`)
        .replace(/^validFrom: .*$/m, `validFrom: "${validFrom}"\nchanges: "Neue Kündigungsfrist."`)
        .replace(/^review: .*$/m, lines),
    ),
  );

describe("a reviewed version on main", () => {
  beforeEach(() => {
    reviewAgb();
    commitAll("the AGB reviewed");
  });

  it("is refused when data/terms.json changes a figure it shows, naming file, place and words", async () => {
    editJson("terms.json", (terms) => {
      terms.noticeMonths = 1;
    });
    const [problem, ...rest] = await freeze();
    expect(rest).toEqual([]);
    expect(problem).toMatch(
      /^data\/legal\/agb\.md \(Fassung ab 20\. November 2026, \/agb\/2026-11-20\): Eine Änderung an data\/terms\.json ändert, was Kunden unter \/agb\/2026-11-20 lesen\./,
    );
    expect(problem).toContain("§ 15 Laufzeit und Kündigung");
    expect(problem).toMatch(/bisher „[^“]*Frist von \[3\] Monaten/);
    expect(problem).toMatch(/jetzt „[^“]*Frist von \[1\] Monaten/);
    expect(problem).toContain(NEW_VERSION);
  });

  it("is refused when data/site.json changes a company fact it names", async () => {
    const city = String(json("site.json").jurisdiction);
    editJson("site.json", (site) => {
      site.jurisdiction = "München";
    });
    const [problem] = await freeze();
    expect(problem).toContain(
      "Eine Änderung an data/site.json ändert, was Kunden unter /agb/2026-11-20 lesen",
    );
    expect(problem).toContain("§ 22 Schlussbestimmungen");
    expect(problem).toMatch(new RegExp(`bisher „[^“]*\\[${city}\\]`));
  });

  it("names both files, in one sentence, when a fact and a figure change it", async () => {
    editJson("site.json", (site) => {
      site.jurisdiction = "München";
    });
    editJson("terms.json", (terms) => {
      terms.noticeMonths = 1;
    });
    const [problem] = await freeze();
    expect(problem).toContain(
      "Eine Änderung an data/site.json und data/terms.json ändert, was Kunden unter /agb/2026-11-20 lesen",
    );
  });

  it("keeps its words when the old value is written into its own values: then it passes", async () => {
    const city = String(json("site.json").jurisdiction);
    editJson("site.json", (site) => {
      site.jurisdiction = "München";
    });
    editText(AGB, (text) => text.replace(REVIEW, `${REVIEW}\nfacts:\n  jurisdiction: "${city}"`));
    expect(await freeze()).toEqual([]);
  });

  it("is refused when its text, its review, its day or its file changes", async () => {
    editText(AGB, (text) => text.replace("gelten für alle Verträge", "gelten für Verträge"));
    expect(await freeze()).toEqual([expect.stringContaining("§ 1 Geltungsbereich")]);
    execFileSync("git", ["checkout", "--quiet", "--", "data"], { cwd: repository });

    editText(AGB, (text) =>
      text.replace(REVIEW, 'review: "[Kanzlei, Datum der anwaltlichen Prüfung]"'),
    );
    expect(await freeze()).toEqual([
      expect.stringContaining(
        "„Anwaltliche Prüfung“ geändert (bisher „Kanzlei Beispiel, 2026-11-20“",
      ),
    ]);
    execFileSync("git", ["checkout", "--quiet", "--", "data"], { cwd: repository });

    editText(AGB, (text) => text.replace('validFrom: "2026-11-20"', 'validFrom: "2026-11-21"'));
    expect(await freeze()).toEqual([
      expect.stringContaining("„Gilt ab“ geändert (bisher „2026-11-20“, jetzt „2026-11-21“)"),
    ]);
    execFileSync("git", ["checkout", "--quiet", "--", "data"], { cwd: repository });

    execFileSync("git", ["mv", "data/legal/agb.md", "data/legal/agb-2026-11-20.md"], {
      cwd: repository,
    });
    expect(await freeze()).toEqual([
      expect.stringContaining("Die Datei fehlt (gelöscht oder umbenannt)"),
    ]);
  });

  it("is refused, in the build's words, when its review loses its day", async () => {
    editText(AGB, (text) => text.replace(REVIEW, 'review: "Kanzlei Beispiel"'));
    expect(await freeze()).toEqual([
      expect.stringMatching(
        /^data\/legal\/agb\.md:\d+ › Frontmatter › Feld „review“: nennt kein Datum der Prüfung/,
      ),
    ]);
  });

  it("may get another description, which no customer reads as the version's words", async () => {
    editText(AGB, (text) =>
      text.replace(/^description: .*$/m, `description: "${"Neu. ".repeat(12)}"`),
    );
    expect(await freeze()).toEqual([]);
  });

  it("stays as it was when a new version brings a new figure in its own values", async () => {
    newVersion(
      "legal/agb-2027-03-01.md",
      "2027-03-01",
      'review: "[Kanzlei, Datum der anwaltlichen Prüfung]"\nfacts:\n  terms:\n    noticeMonths: "1"',
    );
    expect(await freeze()).toEqual([]);
  });
});

describe("a reviewed version on main, with --head", () => {
  beforeEach(() => {
    reviewAgb();
    commitAll("the AGB reviewed");
  });

  it("judges the head's data by this code alone, though the head changes the packages", async () => {
    const base = resolveRevision(repository, "HEAD");
    editJson("terms.json", (terms) => {
      terms.noticeMonths = 1;
    });
    writeFileSync(path.join(repository, "package-lock.json"), "{}\n");
    commitAll("a pull request");
    const head = resolveRevision(repository, "HEAD");
    // The working tree back at the base: only the head's data/ can break the freeze.
    execFileSync("git", ["checkout", "--quiet", base, "--", "data"], { cwd: repository });
    const problems = await checkFrozenVersions({
      root: repository,
      revision: "main",
      commit: base,
      head,
      day: DAY,
      install: () => {
        throw new Error("no code of a revision is installed with --head");
      },
    });
    expect(problems.map(plain)).toEqual([
      expect.stringContaining(
        "Eine Änderung an data/terms.json ändert, was Kunden unter /agb/2026-11-20 lesen",
      ),
    ]);
  });
});

describe("a new version", () => {
  beforeEach(() => {
    reviewAgb();
    commitAll("the AGB reviewed");
  });

  it("is refused when it starts before the day of the check: it would shorten the one before", async () => {
    newVersion("legal/agb-2026-11-25.md", "2026-11-25", 'review: "Kanzlei Beispiel, 2026-11-24"');
    expect(await freeze()).toEqual([
      expect.stringMatching(
        /^data\/legal\/agb-2026-11-25\.md: Eine neue Fassung gilt nicht rückwirkend: „Gilt ab“ \(25\. November 2026\) liegt vor heute \(3\. Dezember 2026\)/,
      ),
    ]);
  });

  it("of the AGB is refused when it comes reviewed less than the notice period before its day", async () => {
    const weeks = Number(json("terms.json").changeNoticeWeeks);
    newVersion("legal/agb-2026-12-20.md", "2026-12-20", 'review: "Kanzlei Beispiel, 2026-11-30"');
    const [problem] = await freeze();
    expect(problem).toContain(`weniger als ${weeks} Wochen nach heute`);
    expect(problem).toContain("„Kürzere Frist (anwaltlich)“ (shortNotice)");
  });

  it("is refused, in the build's words, when its review names no day", async () => {
    newVersion("legal/agb-2027-03-01.md", "2027-03-01", 'review: "Kanzlei Beispiel"');
    // First the cause; the build adds what follows from it (its day unread, two at /agb).
    const [problem] = await freeze();
    expect(problem).toMatch(
      /^data\/legal\/agb-2027-03-01\.md:\d+ › Frontmatter › Feld „review“: nennt kein Datum der Prüfung; erwartet wer und wann/,
    );
  });

  it("of the AGB passes with less notice where the lawyer recorded why the law allows it", async () => {
    newVersion(
      "legal/agb-2026-12-20.md",
      "2026-12-20",
      'review: "Kanzlei Beispiel, 2026-11-30"\nshortNotice: "Gesetzliche Änderung zum 20. Dezember 2026; Kanzlei Beispiel, 2026-11-30"',
    );
    expect(await freeze()).toEqual([]);
  });
});

describe("an announced version on main", () => {
  beforeEach(() => {
    reviewAgb();
    newVersion("legal/agb-2027-03-01.md", "2027-03-01", 'review: "Kanzlei Beispiel, 2026-12-01"');
    commitAll("a new version announced");
  });

  it("is frozen too: the customers were told of its words", async () => {
    editText("legal/agb-2027-03-01.md", (text) =>
      text.replace("bis zum Ablauf von 2 Wochen", "bis zum Ablauf von 4 Wochen"),
    );
    const [problem, ...rest] = await freeze();
    expect(rest).toEqual([]);
    expect(problem).toMatch(
      /^data\/legal\/agb-2027-03-01\.md \(Fassung ab 1\. März 2027, \/agb\/2027-03-01\)/,
    );
    expect(problem).toContain("§ 3 Vertragsschluss und Vertragsbestandteile");
  });
});

describe("a version whose review was copied from another", () => {
  beforeEach(() => {
    reviewAgb();
    newVersion("legal/agb-2027-03-01.md", "2027-03-01", REVIEW);
    commitAll("a copy with the old review");
  });

  it("is not counted as reviewed: nothing freezes it, and the version it copied stays frozen", async () => {
    editText("legal/agb-2027-03-01.md", (text) =>
      text.replace("bis zum Ablauf von 2 Wochen", "bis zum Ablauf von 4 Wochen"),
    );
    expect(await freeze()).toEqual([]);
    editText(AGB, (text) =>
      text.replace("bis zum Ablauf von 2 Wochen", "bis zum Ablauf von 4 Wochen"),
    );
    expect(await freeze()).toEqual([
      expect.stringMatching(/^data\/legal\/agb\.md \(Fassung ab 20\./),
    ]);
  });
});

describe("with the project's code", () => {
  // The repository holds the whole project here, so a change of the template is a change.
  const project = path.resolve(__dirname, "../../..");
  beforeEach(() => {
    const files = execFileSync(
      "git",
      ["ls-files", "--cached", "--others", "--exclude-standard", "-z"],
      {
        cwd: project,
        encoding: "utf8",
      },
    )
      .split("\0")
      .filter(
        (file) =>
          file &&
          !file.startsWith("data/") &&
          !file.startsWith("e2e/baselines/") &&
          !file.startsWith("docs/"),
      );
    for (const file of files) {
      const target = path.join(repository, file);
      mkdirSync(path.dirname(target), { recursive: true });
      try {
        writeFileSync(target, readFileSync(path.join(project, file)));
      } catch {
        // A file the working tree has deleted.
      }
    }
    symlinkSync(path.join(project, "node_modules"), path.join(repository, "node_modules"), "dir");
    reviewAgb();
    commitAll("the project, with the AGB reviewed");
  });

  it("refuses a change of the site's words that changes a frozen version's page, naming the code", async () => {
    const words = path.join(repository, "src/lib/words.ts");
    writeFileSync(words, readFileSync(words, "utf8").replace("`Stand: ${", "`Stand vom ${"));
    const [problem] = await freeze({ code: true });
    expect(problem).toMatch(
      /Eine Änderung am Code \(src\/lib\/words\.ts\) ändert, was Kunden unter \/agb\/2026-11-20 lesen/,
    );
    expect(problem).toMatch(/jetzt „Stand \[vom\] November 2026/);
  }, 60_000);

  it("reads the base with its own packages where its lockfile differs, and refuses what they change", async () => {
    // The base's packages as `npm ci` would install them for its lockfile: the project's, but an
    // older hast-util-to-html that wrote „Anwendungsbereich“ where today's writes the text as is.
    const install = (folder: string) => {
      const modules = path.join(folder, "node_modules");
      mkdirSync(modules);
      for (const name of readdirSync(path.join(project, "node_modules"))) {
        if (name !== "hast-util-to-html" && name !== ".cache") {
          symlinkSync(path.join(project, "node_modules", name), path.join(modules, name));
        }
      }
      const shim = path.join(modules, "hast-util-to-html");
      mkdirSync(shim);
      writeFileSync(
        path.join(shim, "package.json"),
        '{"name":"hast-util-to-html","main":"index.js"}',
      );
      writeFileSync(
        path.join(shim, "index.js"),
        `const real = require(${JSON.stringify(path.join(project, "node_modules/hast-util-to-html"))});\nmodule.exports = (tree, options) => real(tree, options).replace(/Geltungsbereich/g, "Anwendungsbereich");\n`,
      );
    };
    const lock = path.join(repository, "package-lock.json");
    writeFileSync(lock, readFileSync(lock, "utf8").replace(/\n$/, "\n\n"));
    const problems = (
      await checkFrozenVersions({
        root: repository,
        revision: "main",
        commit: resolveRevision(repository, "HEAD"),
        day: DAY,
        code: repository,
        install,
      })
    ).map(plain);
    expect(problems).toEqual([
      expect.stringMatching(
        /Eine Änderung am Code \(package-lock\.json\) ändert, was Kunden unter \/agb\/2026-11-20 lesen/,
      ),
    ]);
    expect(problems[0]).toMatch(/bisher „[^“]*\[Anwendungsbereich\]/);
  }, 60_000);
});
