/** @jest-environment node */
/**
 * A claim's figure and the share of cases that bears it out, as the content model checks them
 * in data/claims.json.
 */
import path from "node:path";
import { loadContent } from "../node/content-source";
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
  const returns = (share: string | undefined) =>
    claim({
      lead: "bis zu",
      figure: percent,
      label: "niedrigere Retourenquote",
      basis: `In ${share ?? "einigen"} der 20 Shops sank die Retourenquote um mindestens ${percent}, im Durchschnitt um 31 %.`,
      share,
    });
  const entry = (figure: string) => `Kennzahl 1 („${figure}“)`;
  const { limit, mostly, maximum } = shareRules;

  it("asks for the share of an absolute claim, with the share its wording needs", () => {
    expect(problemsAfter(scan("Scan in unter", undefined))).toEqual([
      expect.stringMatching(
        new RegExp(
          `^data/claims\\.json:\\d+ › ${escape(entry(seconds))} › Feld „share“: fehlt: „Scan in unter ${seconds}“ ist eine absolute Aussage; „share“ nennt den Anteil der Fälle, die unter dem genannten Wert liegen \\(mindestens ${limit.least} %\\), und solange er nicht belegt ist „\\[Anteil\\] %“$`,
        ),
      ),
    ]);
    expect(problemsAfter(returns(undefined))).toEqual([
      expect.stringMatching(
        new RegExp(
          `› ${escape(entry(percent))} › Feld „share“: fehlt: „bis zu ${percent} niedrigere Retourenquote“ ist eine absolute Aussage; „share“ nennt den Anteil der Fälle, die den Höchstwert erreichen \\(mindestens ${maximum.least} %\\)`,
        ),
      ),
    ]);
  });

  it("refuses „in unter …“ when fewer than 90 % of the cases are below, and says what to write", () => {
    const share = `${limit.least - 1} %`;
    expect(problemsAfter(scan("Scan in unter", share))).toEqual([
      `${where("claims.json", `"share": "${share}"`)} › ${entry(seconds)} › Feld „share“: „Scan in unter ${seconds}“ gilt ohne Einschränkung erst, wenn mindestens ${limit.least} % der Fälle darunter liegen; bei ${share} „meist in unter …“ schreiben (mehr als ${mostly.least} %) oder den Median als Kennzahl nennen`,
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
      `${where("claims.json", `"share": "${share}"`)} › ${entry(seconds)} › Feld „share“: „meist“ heißt: in mehr als ${mostly.least} % der Fälle; bei ${share} den Median als Kennzahl nennen oder einen anderen Wert wählen`,
    ]);
  });

  it("refuses „bis zu …“ that only a few cases reach, and allows it from a quarter on", () => {
    const few = `${maximum.least - 1} %`;
    expect(problemsAfter(returns(few))).toEqual([
      `${where("claims.json", `"share": "${few}"`)} › ${entry(percent)} › Feld „share“: „bis zu“ verlangt, dass ein nicht unerheblicher Teil der Fälle den Höchstwert erreicht, nicht nur Einzelfälle (mindestens ${maximum.least} %); bei ${few} den Durchschnitt als Kennzahl nehmen („durchschnittlich … %“)`,
    ]);
  });

  it("allows „bis zu …“ once a quarter of the cases reach the maximum", () => {
    expect(problemsAfter(returns(`${maximum.least} %`))).toEqual([]);
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
