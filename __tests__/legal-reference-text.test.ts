import { legalReferences } from "../src/components/legal-reference-text";
import { legalReferencePages } from "./support/fixtures";

const NBSP = "\u00a0";

describe("legal texts named in a note of the landing page", () => {
  it("links a page by its title or by its address in capitals", () => {
    expect(legalReferences("Es gelten unsere AGB.", legalReferencePages)).toEqual([
      "Es gelten unsere ",
      { text: "AGB", href: "/agb" },
      ".",
    ]);
    expect(legalReferences("Siehe Datenschutzerklärung", legalReferencePages)).toEqual([
      "Siehe ",
      { text: "Datenschutzerklärung", href: "/datenschutz" },
    ]);
  });

  it("leads to the section it names, as „Abschnitt 5“ or „§ 1“", () => {
    expect(
      legalReferences(
        `Einzelheiten: Datenschutzerklärung, Abschnitt${NBSP}5.`,
        legalReferencePages,
      ),
    ).toEqual([
      "Einzelheiten: ",
      { text: `Datenschutzerklärung, Abschnitt${NBSP}5`, href: "/datenschutz#plattform" },
      ".",
    ]);
    expect(legalReferences(`(AGB §${NBSP}1)`, legalReferencePages)).toEqual([
      "(",
      { text: `AGB §${NBSP}1`, href: "/agb#geltungsbereich" },
      ")",
    ]);
  });

  it("links the page where the section it names does not exist", () => {
    expect(legalReferences("AGB § 99", legalReferencePages)).toEqual([
      { text: "AGB § 99", href: "/agb" },
    ]);
  });

  it("leaves words that only contain a name, and texts without one, as they are", () => {
    expect(legalReferences("AGB-Klauseln und Datenschutzerklärungen", legalReferencePages)).toEqual(
      ["AGB-Klauseln und Datenschutzerklärungen"],
    );
    expect(legalReferences("Nur Text.", legalReferencePages)).toEqual(["Nur Text."]);
    expect(legalReferences("Nur Text.", [])).toEqual(["Nur Text."]);
  });
});
