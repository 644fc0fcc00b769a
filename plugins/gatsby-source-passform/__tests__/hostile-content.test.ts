/** @jest-environment node */
/**
 * Files whose content would make a parser give up or take minutes: JSON and YAML nested
 * thousands deep, Markdown with thousands of levels of quotes and lists or a paragraph of tens of
 * thousands of emphasis marks, enormous lines, binary files. Each ends in a problem naming the
 * file (and the line where there is one) in words an editor understands, never in an exception,
 * a stack overflow or a check that does not end; and whatever a parser still throws becomes a
 * problem of its file.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import * as jsonFile from "../content/read/json-file";
import * as legalFile from "../content/read/legal-file";
import { loadContent } from "../disk/content-source";
import {
  copyDataForEachTest,
  escape,
  problemsAfter,
  root,
  text,
  where,
  type Edit,
} from "./support/data-copy";

copyDataForEachTest();

/** The problems after `edits`, with a check that none is a raw error or runs on without end. */
const problemsOf = (...edits: Edit[]): string[] => {
  const problems = problemsAfter(...edits);
  for (const problem of problems) {
    expect(problem).not.toMatch(/RangeError|Maximum call stack|TypeError|Error:|\n\s+at /);
    expect(problem.length).toBeLessThan(700);
  }
  return problems;
};

const appended = (file: string, markdown: string): Edit =>
  text(file, (content) => `${content}\n${markdown}\n`);

describe("nesting deeper than any parser's stack", () => {
  it("in JSON: 100 000 opening brackets", () => {
    const problems = problemsOf(text("pricing.json", () => "[".repeat(100_000)));
    expect(problems).toContain(
      "data/pricing.json:1 › ganze Datei › Schreibweise: kein gültiges JSON in Zeile 1, Spalte 33: mehr als 32 Klammern { oder [ ineinander; so tief ist keine Datei in data/ aufgebaut (eine Klammer zu viel?)",
    );
  });

  it("in JSON: blocks nested over many lines, named at the line where the limit is passed", () => {
    const nested = Array.from({ length: 5000 }, () => '{ "a":').join("\n");
    const problems = problemsOf(text("terms.json", () => nested));
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^data\/terms\.json:33 › ganze Datei › Schreibweise: kein gültiges JSON in Zeile 33,/,
        ),
      ]),
    );
  });

  it("in the frontmatter's YAML: 20 000 brackets", () => {
    const problems = problemsOf(
      text("legal/agb.md", (c) => c.replace(/^title: .*$/m, `title: ${"[".repeat(20_000)}`)),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^data\/legal\/agb\.md:1 › Frontmatter › Länge: das Frontmatter hat [\d.]+ Zeichen, erlaubt sind höchstens 10\.000: die Felder einer Fassung brauchen mit ihren eigenen Werten \(facts\), auch einer eigenen Liste der Dienstleister, zusammen höchstens etwa 8\.000/,
        ),
      ]),
    );
  });

  it("in the frontmatter's YAML: 5 000 brackets, within the length", () => {
    const problems = problemsOf(
      text("legal/agb.md", (c) => c.replace(/^title: .*$/m, `title: ${"[".repeat(5_000)}`)),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^data\/legal\/agb\.md:1 › Frontmatter › Schreibweise: das Frontmatter enthält 5\.00\d öffnende Klammern \[ und \{, erlaubt sind höchstens 100/,
        ),
      ]),
    );
  });

  it.each<[string, string, RegExp]>([
    ["thousands of quote marks >", `${">".repeat(5000)} Zitat`, /^>{25}/],
    ["thousands of list markers on one line", `${"- ".repeat(3000)}Punkt`, /^(- ){13}/],
    [
      "hundreds of list levels, each indented further",
      Array.from({ length: 400 }, (_, level) => `${"  ".repeat(level)}- Ebene ${level + 1}`).join(
        "\n",
      ),
      /^ {24}- Ebene 13$/,
    ],
  ])("in Markdown: %s", (_name, markdown, deepLine) => {
    const edit = appended("legal/agb.md", markdown);
    const problems = problemsOf(edit);
    const line = where("legal/agb.md", deepLine);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          new RegExp(
            `^${escape(line)} › Text › Verschachtelung: die Zeile beginnt mit [\\d.]+ Zeichen Einrückung, Zitat- und Listenzeichen \\(>, -, \\*, \\+, 1\\.\\), erlaubt sind höchstens 24`,
          ),
        ),
      ]),
    );
  });
});

describe("a paragraph whose markup the parser would compare pair by pair for minutes", () => {
  it.each([
    ["emphasis", "*a".repeat(50_000)],
    ["underscores over many lines", Array.from({ length: 20_000 }, () => "_a").join("\n")],
    ["opening brackets", "[".repeat(50_000)],
    ["unclosed links", "[a](b ".repeat(20_000)],
    ["angle brackets", "<a".repeat(50_000)],
  ])("%s", (_name, paragraph) => {
    const started = Date.now();
    const problems = problemsOf(appended("legal/datenschutz.md", `Absatz: ${paragraph}`));
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          new RegExp(
            `^${escape(where("legal/datenschutz.md", "Absatz: "))} › Text › Formatierung: der Absatz ab dieser Zeile hat [\\d.]+ Zeichen für Hervorhebung, Links, Code oder HTML \\(\\* _ ~ \` < \\[ \\]\\), erlaubt sind höchstens 500 je Absatz oder Listenpunkt; bitte den Absatz teilen$`,
          ),
        ),
      ]),
    );
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it("lets a list count each of its items on its own", () => {
    const items = Array.from({ length: 300 }, (_, n) => `- [Punkt ${n}](/impressum) und *mehr*`);
    expect(problemsOf(appended("legal/agb.md", items.join("\n")))).toEqual([]);
  });
});

describe("a text whose size the parser would pay for with the square of it", () => {
  const problemOf = (edit: Edit, field: string): string | undefined =>
    problemsOf(edit).find(
      (problem) =>
        problem.startsWith("data/legal/agb.md") && problem.includes(`› Text › ${field}:`),
    );

  it("one paragraph of 40 000 words, on one line", () => {
    const problem = problemOf(
      appended("legal/agb.md", `Absatz ${"Wort ".repeat(40_000)}`),
      "Länge",
    );
    expect(problem).toBe(
      `${where("legal/agb.md", "Absatz Wort")} › Text › Länge: der Absatz ab dieser Zeile hat 40.001 Wörter, erlaubt sind höchstens 1.000 je Absatz oder Listenpunkt; bitte den Absatz teilen`,
    );
  });

  it("more lines than any legal text needs", () => {
    const problem = problemOf(appended("legal/agb.md", "Zeile\n\n".repeat(2000)), "Länge");
    expect(problem).toMatch(
      /^data\/legal\/agb\.md:\d+ › Text › Länge: der Text hat [\d.]+ Zeilen, erlaubt sind höchstens 3\.000; ab dieser Zeile wird es zu viel/,
    );
  });

  it("more markup than any legal text needs, spread over paragraphs", () => {
    const paragraphs = Array.from({ length: 40 }, () => "*betont* ".repeat(70)).join("\n\n");
    const problem = problemOf(appended("legal/agb.md", paragraphs), "Formatierung");
    expect(problem).toMatch(
      /^data\/legal\/agb\.md:\d+ › Text › Formatierung: der Text hat [\d.]+ Zeichen für Hervorhebung, Links, Code oder HTML \(\* _ ~ ` < \[ \]\), erlaubt sind höchstens 5\.000; hier wird es zu viel/,
    );
  });
});

describe("enormous lines", () => {
  it("as the first line of a legal text: quoted in short", () => {
    const problems = problemsOf(text("legal/impressum.md", (c) => `---${"x".repeat(200_000)}${c}`));
    expect(problems).toContain(
      `data/legal/impressum.md:1 › Frontmatter › Anfang: die erste Zeile muss genau --- sein, ohne Zeichen davor oder dahinter; gefunden: "---${"x".repeat(54)}…"`,
    );
  });

  it("as a JSON text: quoted in short", () => {
    const problems = problemsOf(
      text("features.json", (c) =>
        c.replace(/"title": "[^"]*"/, `"title": "${"Wort ".repeat(40_000)}"`),
      ),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^data\/features\.json:\d+ › Karte 1 .* › Feld „title“: /),
      ]),
    );
  });
});

describe("a binary file", () => {
  const binary = Buffer.from([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0xff, 0xd8,
  ]);

  it.each(["legal/logo.md", "features.json"])("saved as %s", (file) => {
    const problems = problemsOf((r) => writeFileSync(path.join(r, "data", file), binary));
    expect(problems).toContain(
      `data/${file}:1 › ganze Datei › Zeichenkodierung: die Datei ist nicht als UTF-8 gespeichert (das Byte 0x89 wäre in Windows-1252 „‰“); bitte im Editor als „UTF-8“ speichern (ohne „UTF-16“ oder „ANSI“)`,
    );
  });
});

describe("whatever a parser still throws", () => {
  const UNREAD =
    "ganze Datei › Inhalt: die Prüfung konnte die Datei nicht lesen: sie ist zu tief verschachtelt oder ungewöhnlich aufgebaut; bitte die letzte Änderung an ihr prüfen oder rückgängig machen";
  const overflow = () => {
    throw new RangeError("Maximum call stack size exceeded");
  };
  afterEach(() => jest.restoreAllMocks());

  it("is a problem of the JSON file it was reading, and the check goes on", () => {
    const validate = jsonFile.validateJsonFile;
    jest
      .spyOn(jsonFile, "validateJsonFile")
      .mockImplementation((name, bytes) =>
        name === "claims" ? overflow() : validate(name, bytes),
      );
    const problems = problemsOf();
    expect(problems).toEqual([`data/claims.json › ${UNREAD}`]);
  });

  it("is a problem of the legal text it was reading", () => {
    jest.spyOn(legalFile, "readLegalFile").mockImplementation(overflow);
    const content = loadContent(path.join(root, "data"));
    expect(content.legal.map((page) => page.problems)).toEqual(
      content.legal.map((page) => [expect.objectContaining({ file: page.file, field: "Inhalt" })]),
    );
    expect(content.legal.length).toBeGreaterThan(0);
  });
});
