/** @jest-environment node */
import { checkLegalVersions } from "../content/check/legal-versions";
import remark from "remark";
import toHast from "mdast-util-to-hast";
import { legalChanges } from "../content/derive/legal-changes";
import { legalTexts, versionFacts } from "../content/derive/legal-versions";
import type { LegalFile } from "../content/read/legal-file";
import { fillTokensInTree } from "../content/derive/fill-tokens";

/** A legal text's versions on the day of the build, their check, and the change view. */

type Fields = {
  validFrom?: string;
  lastUpdated?: string;
  changes?: string;
  review?: string;
  shortNotice?: string;
  slug?: string;
};

const version = (file: string, fields: Fields, text = "## § 1 Geltung\n\nAlt.\n"): LegalFile => ({
  file: `data/legal/${file}`,
  slug: fields.slug ?? "/agb",
  frontmatter: {
    title: fields.slug === "/impressum" ? "Impressum" : "AGB",
    slug: fields.slug ?? "/agb",
    lastUpdated: fields.lastUpdated ?? "2021-01-01",
    description: "x".repeat(60),
    review: fields.review ?? "[Kanzlei, Datum]",
    ...(fields.validFrom ? { validFrom: fields.validFrom } : {}),
    ...(fields.changes ? { changes: fields.changes } : {}),
    ...(fields.shortNotice ? { shortNotice: fields.shortNotice } : {}),
  },
  keyLines: { slug: 3, validFrom: 5, changes: 6, review: 7, lastUpdated: 4, shortNotice: 8 },
  headingIds: [],
  internalLinks: [],
  tokens: [],
  text,
  samples: [],
  problems: [],
});

const first = version("agb.md", { validFrom: "2021-01-01" });
const next = version("agb-2027-03-01.md", {
  validFrom: "2027-03-01",
  lastUpdated: "2026-11-02",
  changes: "Acht statt sechs Wochen.",
});

describe("the version in force", () => {
  it.each([
    ["the day before the new version", "2027-02-28", "agb.md", "announced"],
    ["its first day", "2027-03-01", "agb-2027-03-01.md", "earlier"],
    ["a day after", "2027-03-02", "agb-2027-03-01.md", "earlier"],
  ])("on %s (%s) is %s, the other one %s", (_when, day, inForce, otherState) => {
    const text = legalTexts([next, first], day).get("/agb");
    expect(text?.inForce?.file.file).toBe(`data/legal/${inForce}`);
    const other = text?.versions.find((each) => each !== text.inForce);
    expect(other?.state).toBe(otherState);
    expect(text?.versions.map((each) => each.path)).toEqual(["/agb/2021-01-01", "/agb/2027-03-01"]);
  });

  it("ends the earlier version the day before the next one starts", () => {
    const facts = versionFacts([first, next], first, "2027-05-01");
    expect(facts.versions[0]).toMatchObject({ until: "2027-02-28", current: true });
    expect(facts.inForce).toBe(false);
    expect(versionFacts([first, next], next, "2027-05-01").previous).toBe(first);
  });

  it("leaves a text of one file without a day unversioned: no dated address", () => {
    const impressum = { ...version("impressum.md", {}), slug: "/impressum" };
    const text = legalTexts([impressum], "2026-11-27").get("/impressum");
    expect(text?.inForce?.path).toBeUndefined();
    expect(versionFacts([impressum], impressum, "2026-11-27").versions).toEqual([]);
  });
});

describe("the check of a text's versions", () => {
  const messages = (files: LegalFile[], day = "2026-11-27") =>
    checkLegalVersions(files, day).map((problem) => `${problem.field}: ${problem.message}`);

  it("accepts an announced version with its summary", () => {
    expect(messages([first, next])).toEqual([]);
  });

  it("refuses two versions on one day, a version without its summary, and none in force", () => {
    const sameDay = version("agb-2021.md", { validFrom: "2021-01-01", changes: "x" });
    expect(messages([first, sameDay])).toEqual([
      expect.stringMatching(/^Feld „validFrom“: data\/legal\/agb\.md gilt schon ab 2021-01-01/),
    ]);
    const { changes: _left, ...withoutSummary } = next.frontmatter ?? {};
    expect(
      messages([first, { ...next, frontmatter: withoutSummary as typeof next.frontmatter }]),
    ).toEqual([expect.stringMatching(/^Feld „changes“: fehlt/)]);
    expect(messages([next], "2027-02-28")).toEqual([
      expect.stringMatching(/^Feld „validFrom“: keine Fassung von „\/agb“ gilt am 2027-02-28/),
    ]);
  });

  it("refuses a second announced version while the first does not apply yet, and allows it after", () => {
    const second = version("agb-2027-06-01.md", {
      validFrom: "2027-06-01",
      lastUpdated: "2026-11-20",
      changes: "Neue Zahlungsfrist.",
    });
    expect(messages([first, next, second])).toEqual([
      expect.stringMatching(
        /^Feld „validFrom“: schon die Fassung ab 1\.\u00a0März\u00a02027 \(data\/legal\/agb-2027-03-01\.md\) ist angekündigt/,
      ),
    ]);
    expect(messages([first, next, second], "2027-03-01")).toEqual([]);
  });

  it("refuses a review after the day the version applies, and a second file without a day", () => {
    const late = version("agb-2027-03-01.md", {
      validFrom: "2027-03-01",
      changes: "x",
      review: "Kanzlei Beispiel, 2027-03-05",
    });
    expect(messages([first, late])).toEqual([
      expect.stringMatching(/^Feld „review“: die anwaltliche Prüfung \(2027-03-05\) liegt nach/),
    ]);
    expect(messages([first, version("kopie.md", {})])).toEqual([
      expect.stringMatching(/^Feld „validFrom“: 2 Dateien haben die Adresse „\/agb“/),
    ]);
  });

  it("refuses a review or a summary copied from the version before: each is its own", () => {
    const reviewed = version("agb.md", {
      validFrom: "2021-01-01",
      review: "Kanzlei Beispiel, 2020-12-01",
    });
    const copy = version("agb-2027-03-01.md", {
      validFrom: "2027-03-01",
      changes: "Acht statt sechs Wochen.",
      review: "Kanzlei Beispiel, 2020-12-01",
    });
    const third = version("agb-2028-01-01.md", {
      validFrom: "2028-01-01",
      changes: "Acht statt sechs Wochen.",
    });
    // On the second's first day: the third is the one announced version.
    expect(messages([reviewed, copy, third], "2027-03-01")).toEqual([
      expect.stringMatching(
        /^Feld „review“: die anwaltliche Prüfung ist wörtlich die der Fassung ab 1\.\u00a0Januar\u00a02021 \(data\/legal\/agb\.md\)/,
      ),
      expect.stringMatching(
        /^Feld „changes“: „changes“ ist wörtlich die Zusammenfassung der Fassung ab 1\.\u00a0März\u00a02027/,
      ),
    ]);
  });

  it("keeps an Impressum without versions: no day, no summary, one file", () => {
    const impressum = (file: string, fields: Fields = {}) =>
      version(file, { slug: "/impressum", ...fields });
    expect(messages([impressum("impressum.md")])).toEqual([]);
    expect(messages([impressum("impressum.md", { validFrom: "2021-01-01" })])).toEqual([
      expect.stringMatching(/^Feld „validFrom“: „Impressum“ \(\/impressum\) hat keine Fassungen/),
    ]);
    expect(
      checkLegalVersions(
        [
          impressum("impressum.md"),
          impressum("impressum-2027-03-01.md", { validFrom: "2027-03-01" }),
        ],
        "2026-11-27",
      ).map((problem) => [problem.file, problem.formMessage]),
    ).toEqual([
      [
        "data/legal/impressum-2027-03-01.md",
        "„Impressum“ hat keine Fassungen: bitte die Kopie löschen und „Impressum“ selbst ändern.",
      ],
    ]);
  });

  it("holds a new version of the AGB to the notice of the version before, unless the lawyer says why not", () => {
    const facts = {
      site: { legalName: "Passform GmbH" } as never,
      terms: { changeNoticeWeeks: 6 } as never,
    };
    const late = version("agb-2027-03-01.md", {
      validFrom: "2027-03-01",
      changes: "x",
      review: "Kanzlei Beispiel, 2027-01-20",
    });
    expect(checkLegalVersions([first, late], "2026-11-27", facts).map((p) => p.message)).toEqual([
      expect.stringMatching(
        /^die Fassung gilt ab 2027-03-01, weniger als 6 Wochen nach ihrer anwaltlichen Prüfung \(2027-01-20\); .*Bitte „validFrom“ auf 2027-03-03 oder später setzen/,
      ),
    ]);
    const inTime = version("agb-2027-03-01.md", {
      validFrom: "2027-03-01",
      changes: "x",
      review: "Kanzlei Beispiel, 2027-01-18",
    });
    expect(checkLegalVersions([first, inTime], "2026-11-27", facts)).toEqual([]);
    const shorter = version("agb-2027-03-01.md", {
      validFrom: "2027-03-01",
      changes: "x",
      review: "Kanzlei Beispiel, 2027-01-20",
      shortNotice: "Gesetzliche Änderung zum 1. März 2027; Kanzlei Beispiel, 2027-01-20",
    });
    expect(checkLegalVersions([first, shorter], "2026-11-27", facts)).toEqual([]);
    expect(
      messages([version("agb.md", { validFrom: "2021-01-01", shortNotice: "x".repeat(10) })]),
    ).toEqual([
      expect.stringMatching(
        /^Feld „shortNotice“: „shortNotice“ gilt nur für eine neue Fassung der AGB/,
      ),
    ]);
  });
});

describe("the change view", () => {
  /** A text's tree as remark renders it (the page's tree: htmlAst in the build). */
  const tree = (markdown: string) => toHast(remark().parse(markdown) as never) as never;

  it("marks the words inserted and deleted in a changed paragraph, under its section", () => {
    const before =
      "## § 13 Preise\n\n1. Sechs **Wochen** vorher in Textform.\n\n## § 14 Rest\n\nGleich.\n";
    const after =
      "## § 13 Preise\n\n1. Acht **Wochen** vorher per E-Mail.\n\n## § 14 Rest\n\nGleich.\n";
    expect(legalChanges(tree(before), tree(after))).toEqual([
      {
        section: "§ 13 Preise",
        parts: [
          { kind: "same", text: "(1) " },
          { kind: "deleted", text: "Sechs" },
          { kind: "inserted", text: "Acht" },
          { kind: "same", text: " Wochen vorher " },
          { kind: "deleted", text: "in Textform" },
          { kind: "inserted", text: "per E-Mail" },
          { kind: "same", text: "." },
        ],
      },
    ]);
  });

  it("marks a changed figure, each side read with its own values", () => {
    const text = "## § 15 Laufzeit\n\n1. Mit einer Frist von {{terms.noticeMonths}} Monaten.\n";
    const filled = (months: string) =>
      fillTokensInTree(tree(text) as never, { "terms.noticeMonths": months }) as never;
    expect(legalChanges(filled("3"), filled("1"))).toEqual([
      {
        section: "§ 15 Laufzeit",
        parts: [
          { kind: "same", text: "(1) Mit einer Frist von " },
          { kind: "deleted", text: "3" },
          { kind: "inserted", text: "1" },
          { kind: "same", text: " Monaten." },
        ],
      },
    ]);
  });

  it("shows a new paragraph as inserted whole, a removed one as deleted, nothing if equal", () => {
    const text = "## § 1 Geltung\n\nErster.\n";
    expect(legalChanges(tree(text), tree(`${text}\nZweiter.\n`))).toEqual([
      { section: "§ 1 Geltung", parts: [{ kind: "inserted", text: "Zweiter." }] },
    ]);
    expect(legalChanges(tree(`${text}\nZweiter.\n`), tree(text))).toEqual([
      { section: "§ 1 Geltung", parts: [{ kind: "deleted", text: "Zweiter." }] },
    ]);
    expect(legalChanges(tree(text), tree(text.replace(/\n/g, "\r\n")))).toEqual([]);
  });
});
