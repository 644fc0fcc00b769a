/** @jest-environment node */
/**
 * How many cases reach a „bis zu …“ claim's maximum, read from the words editors write in its
 * basis: the first „In N dieser …“, in digits, as a word or as a gap.
 */
import { casesReachingMaximum } from "../content/words/case-count";

describe("the count of cases that reach the maximum, read from a basis", () => {
  it.each([
    ["In 3 dieser Shops (25 %) sank die Retourenquote", 3, "In 3 dieser"],
    ["Gemessen in 10 Partnershops. Bei 3 der 10 Shops sank sie", 3, "Bei 3 der"],
    ["in 4 von 12 Shops", 4, "in 4 von"],
    ["In 1.200 dieser Messungen", 1200, "In 1.200 dieser"],
    ["In 1\u00a0200 dieser Messungen", 1200, "In 1\u00a0200 dieser"],
    ["In drei dieser Shops", 3, "In drei dieser"],
    ["In Zwölf dieser Shops", 12, "In Zwölf dieser"],
    ["Bei einem dieser Shops", 1, "Bei einem dieser"],
    ["In einer dieser Messungen", 1, "In einer dieser"],
    ["In  3\ndieser Shops", 3, "In  3\ndieser"],
  ])("„%s“ → %d", (basis, value, phrase) => {
    expect(casesReachingMaximum(basis)).toEqual({ value, phrase });
  });

  it("takes the first phrase of that form", () => {
    expect(casesReachingMaximum("In 2 dieser Shops um 60 %, in 5 dieser Shops um 40 %")).toEqual({
      value: 2,
      phrase: "In 2 dieser",
    });
  });

  it("reads a gap as a count still to be supplied", () => {
    expect(casesReachingMaximum("In [Anzahl] dieser Shops ([Anteil] %)")).toEqual({
      value: "gap",
      phrase: "In [Anzahl] dieser",
    });
  });

  it.each([
    "Bei 30 % der Shops sank die Retourenquote",
    "Bei [Anteil] % der Shops sank die Retourenquote",
    "A/B-Tests in 4 Partnershops",
    "In vielen dieser Shops",
    "In dreizehn dieser Shops",
    "Gemessen in Berlin 3 dieser Shops",
    "Stein 3 dieser Art",
  ])("finds no count in „%s“", (basis) => {
    expect(casesReachingMaximum(basis)).toBeUndefined();
  });
});
