/** @jest-environment node */
/**
 * A claim's figure and the share of cases that bears it out, as the content model checks them
 * in data/claims.json.
 */
import path from "node:path";
import { loadContent } from "../disk/content-source";
import { formatProblem } from "../content/model/problems";
import { shareRules } from "../content/words/claim-promise";
import {
  copyDataForEachTest,
  escape,
  json,
  original,
  problemsAfter,
  root,
  where,
  type Edit,
  type JsonObject,
} from "./support/data-copy";

copyDataForEachTest();

describe("absolute claims and the share of cases that bears them out", () => {
  const figures = (): string[] =>
    (original("claims.json").claims as JsonObject[]).map((entry) => String(entry.figure));
  /** A figure no claim of data/ has, so the edited claim stays unique. */
  const unused = (unit: string): string => {
    for (let value = 7; ; value += 1) {
      if (!figures().includes(`${value} ${unit}`)) return `${value} ${unit}`;
    }
  };
  /** Claim 1 as an editor rewrites it; a field given as undefined is taken out. */
  const claim = (fields: Record<string, string | undefined>): Edit =>
    json("claims.json", (d) => {
      const claims = d.claims as JsonObject[];
      claims[0] = Object.fromEntries(
        Object.entries({ ...claims[0], ...fields }).filter(([, value]) => value !== undefined),
      );
    });
  const seconds = unused("Sekunden");
  const percent = unused("%");
  const scan = (lead: string, share: string | undefined, basisShare = share) =>
    claim({
      lead,
      figure: seconds,
      label: undefined,
      basis: `Von 1.200 Scans im Zeitraum Mai bis Juli dauerten ${basisShare ?? "viele"} weniger als ${seconds}.`,
      share,
    });
  /** „bis zu …“ over A/B tests in `total` shops, of which `cases` reach the maximum. */
  const returns = (share: string | undefined, cases = "5", total = 20) =>
    claim({
      lead: "bis zu",
      figure: percent,
      label: "niedrigere Retourenquote",
      basis: `A/B-Tests in ${total} Partnershops. In ${cases} dieser Shops (${share ?? "einige"}) sank die Retourenquote um mindestens ${percent}, im Durchschnitt aller Shops um 18 %.`,
      share,
    });
  const entry = (figure: string) => `Kennzahl 1 („${figure}“)`;
  const { limit, mostly, bound, maximum } = shareRules;
  /** A percentage as the messages write it. */
  const pc = (value: number) => `${value}\u00a0%`;

  it("asks for the share of an absolute claim, with the share its wording needs", () => {
    expect(problemsAfter(scan("Scan in unter", undefined))).toEqual([
      expect.stringMatching(
        new RegExp(
          `^data/claims\\.json:\\d+ › ${escape(entry(seconds))} › Feld „share“: fehlt: „Scan in unter ${seconds}“ ist eine absolute Aussage; „Anteil der Fälle“ \\(share\\) nennt in Prozent, wie viele Fälle unter dem genannten Wert liegen \\(mindestens ${pc(limit.least)}\\), und solange das nicht belegt ist „\\[Anteil\\] %“$`,
        ),
      ),
    ]);
    expect(problemsAfter(returns(undefined))).toEqual([
      expect.stringMatching(
        new RegExp(
          `› ${escape(entry(percent))} › Feld „share“: fehlt: „bis zu ${percent} niedrigere Retourenquote“ ist eine absolute Aussage; „Anteil der Fälle“ \\(share\\) nennt in Prozent, wie viele Fälle den Höchstwert erreichen \\(mindestens ${pc(maximum.least)}\\)`,
        ),
      ),
    ]);
  });

  it("refuses „in unter …“ when fewer than 90 % of the cases are below, and says what to write", () => {
    const share = `${limit.least - 1} %`;
    expect(problemsAfter(scan("Scan in unter", share))).toEqual([
      `${where("claims.json", `"share": "${share}"`)} › ${entry(seconds)} › Feld „share“: „Scan in unter ${seconds}“ gilt ohne Einschränkung erst, wenn mindestens ${pc(limit.least)} der Fälle darunter liegen; bei ${share} „meist in unter …“ schreiben (mehr als ${pc(mostly.least)}) oder den Median als Kennzahl nennen`,
    ]);
  });

  it("lets „in unter …“ stand from 90 % of the cases on", () => {
    expect(problemsAfter(scan("Scan in unter", `${limit.least} %`))).toEqual([]);
  });

  it("lets „meist in unter …“ stand only above half of the cases", () => {
    expect(problemsAfter(scan("Scan meist in unter", `${mostly.least + 1} %`))).toEqual([]);
  });

  it("refuses „meist in unter …“ for half of the cases or fewer", () => {
    const share = `${mostly.least} %`;
    expect(problemsAfter(scan("Scan meist in unter", share))).toEqual([
      `${where("claims.json", `"share": "${share}"`)} › ${entry(seconds)} › Feld „share“: „meist“ heißt: in mehr als ${pc(mostly.least)} der Fälle; bei ${share} den Median als Kennzahl nennen oder einen anderen Wert wählen`,
    ]);
  });

  it("refuses „bis zu …“ that only a few cases reach, and allows it from a quarter on", () => {
    const few = `${maximum.least - 1} %`;
    expect(problemsAfter(returns(few))).toEqual([
      `${where("claims.json", `"share": "${few}"`)} › ${entry(percent)} › Feld „share“: „bis zu“ verlangt, dass ein nicht unerheblicher Teil der Fälle den Höchstwert erreicht, nicht nur Einzelfälle (mindestens ${pc(maximum.least)}); bei ${few} den Durchschnitt als Kennzahl nehmen („durchschnittlich … %“)`,
    ]);
  });

  it("allows „bis zu …“ once a quarter of the cases reach the maximum", () => {
    expect(problemsAfter(returns(`${maximum.least} %`))).toEqual([]);
  });

  describe("„bis zu …“ also needs enough cases that reach the maximum, which the basis counts", () => {
    /** The share `cases` of `total` are, in whole percent, as the basis and `share` state it. */
    const shareOf = (cases: number, total: number) => `${Math.floor((cases * 100) / total)} %`;
    /** A single shop that is a quarter of the shops, or more: the share alone would let it pass. */
    const total = Math.floor(100 / maximum.least);
    const single = shareOf(1, total);
    /** A problem of the basis, which the build follows with the start of the basis it found. */
    const ofBasis = (message: string) =>
      expect.stringMatching(new RegExp(`^${escape(message)}; gefunden: "`));
    const tooFew = (count: number, phrase: string) =>
      ofBasis(
        `${where("claims.json", phrase)} › ${entry(percent)} › Feld „basis“: „bis zu ${percent} niedrigere Retourenquote“ verlangt mindestens ${maximum.cases} Fälle, die den Höchstwert erreichen, nicht nur Einzelfälle; die Grundlage nennt ${count} („${phrase}“). Bei so wenigen Fällen den Durchschnitt als Kennzahl nehmen („durchschnittlich … %“)`,
      );

    it("refuses a single shop of a few, though its share would do, and says what to write", () => {
      expect(problemsAfter(returns(single, "1", total))).toEqual([tooFew(1, "In 1 dieser")]);
    });

    it("allows it once enough shops reach the maximum and their share does", () => {
      const count = maximum.cases;
      const shops = Math.floor((count * 100) / maximum.least);
      expect(problemsAfter(returns(shareOf(count, shops), String(count), shops))).toEqual([]);
      expect(problemsAfter(returns(shareOf(3, 10), "3", 10))).toEqual([]);
    });

    it("reads a count written as a word, as German writes small numbers", () => {
      expect(problemsAfter(returns(single, "einem", total))).toEqual([
        tooFew(1, "In einem dieser"),
      ]);
    });

    it.each(["drei", "zwölf", "1.200"])("reads „In %s dieser Shops“ as enough", (count) => {
      expect(problemsAfter(returns("30 %", count, 4000))).toEqual([]);
    });

    it("asks for the count when the basis gives only the share", () => {
      const problems = problemsAfter(
        claim({
          lead: "bis zu",
          figure: percent,
          label: "niedrigere Retourenquote",
          basis: `Bei 30 % der 20 Partnershops sank die Retourenquote um mindestens ${percent}.`,
          share: "30 %",
        }),
      );
      expect(problems).toEqual([
        ofBasis(
          `${where("claims.json", '"basis": "Bei 30 %')} › ${entry(percent)} › Feld „basis“: nennt nicht, wie viele Fälle den Höchstwert erreichen; „bis zu ${percent} niedrigere Retourenquote“ verlangt mindestens ${maximum.cases} solche Fälle, genannt in der Form „In ${maximum.cases} dieser Shops (${pc(maximum.least)}) …“ (die Zahl in Ziffern oder bis zwölf als Wort; solange sie nicht belegt ist „In [Anzahl] dieser Shops“)`,
        ),
      ]);
    });

    it("lists a count still to be supplied as a sample, which only production refuses", () => {
      returns("[Anteil] %", "[Anzahl]")(root);
      const content = loadContent(path.join(root, "data"));
      expect(content.problems.map(formatProblem)).toEqual([]);
      expect(content.samples.map(formatProblem)).toContain(
        `${where("claims.json", "In [Anzahl] dieser")} › ${entry(percent)} › Feld „basis“: enthält 2 Lücken für echte Angaben: [Anzahl], [Anteil]`,
      );
    });
  });

  it("holds „höchstens …“ and „maximal …“ to every case, and says what to write instead", () => {
    const share = `${bound.least - 1} %`;
    expect(problemsAfter(scan("Scan in höchstens", share))).toEqual([
      `${where("claims.json", `"share": "${share}"`)} › ${entry(seconds)} › Feld „share“: „Scan in höchstens ${seconds}“ nennt eine feste Obergrenze, die jeder Fall einhält (${pc(bound.least)}); bei ${share} „in unter …“ schreiben (mindestens ${pc(limit.least)}), „meist in unter …“ (mehr als ${pc(mostly.least)}) oder den Median als Kennzahl nennen`,
    ]);
    expect(problemsAfter(scan("Scan maximal in", `${bound.least} %`))).toEqual([]);
  });

  it("needs the footnote to state the same share", () => {
    const share = `${limit.least + 3} %`;
    expect(problemsAfter(scan("Scan in unter", share, `${limit.least + 2} %`))).toEqual([
      expect.stringMatching(
        new RegExp(
          `^data/claims\\.json:\\d+ › ${escape(entry(seconds))} › Feld „basis“: nennt den Anteil aus „share“ \\(${share}\\) nicht; die Fußnote zeigt, für welchen Anteil der Fälle die Kennzahl gilt`,
        ),
      ),
    ]);
  });

  it("takes a share only as a percentage or a gap", () => {
    expect(problemsAfter(scan("Scan in unter", "95 Prozent", "95 %"))).toEqual([
      `${where("claims.json", '"share": "95 Prozent"')} › ${entry(seconds)} › Feld „share“: erwartet einen Anteil in Prozent wie „93 %“ (höchstens 100 %) – oder, solange er nicht belegt ist, „[Anteil] %“; gefunden: "95 Prozent"`,
    ]);
  });

  it("needs no share where the headline names a statistic", () => {
    expect(problemsAfter(scan("im Median in unter", undefined))).toEqual([]);
    expect(problemsAfter(returns(undefined), claim({ lead: "durchschnittlich" }))).toEqual([]);
  });

  it("lists a share still to be supplied as a sample, which only production refuses", () => {
    scan("Scan in unter", "[Anteil] %")(root);
    const content = loadContent(path.join(root, "data"));
    expect(content.problems.map(formatProblem)).toEqual([]);
    expect(content.samples.map(formatProblem)).toContain(
      `${where("claims.json", '"share": "[Anteil] %"')} › ${entry(seconds)} › Feld „share“: enthält eine Lücke für echte Angaben: [Anteil]`,
    );
  });
});
