import { formatPrice } from "../src/lib/format-price";
import { typesetDeep } from "../plugins/gatsby-source-passform/check";
import { typeset } from "../src/lib/typeset";

const NBSP = "\u00a0";

describe("formatPrice", () => {
  it("puts a no-break space between amount and euro sign", () => {
    expect(formatPrice(299)).toBe(`299${NBSP}€`);
    expect(formatPrice(899)).toBe(`899${NBSP}€`);
  });

  it("groups thousands with a dot", () => {
    expect(formatPrice(1299)).toBe(`1.299${NBSP}€`);
  });

  it("shows zero as a price, not as nothing", () => {
    expect(formatPrice(0)).toBe(`0${NBSP}€`);
  });
});

describe("typeset", () => {
  it("binds percent and euro signs to their number", () => {
    expect(typeset("bis zu 60 % weniger")).toBe(`bis zu 60${NBSP}% weniger`);
    expect(typeset("ab 299 € im Monat")).toBe(`ab 299${NBSP}€ im Monat`);
    expect(typeset("99,5 %")).toBe(`99,5${NBSP}%`);
  });

  it("binds a number to the unit word after it", () => {
    expect(typeset("Scan in unter 50 Sekunden")).toBe(`Scan in unter 50${NBSP}Sekunden`);
    expect(typeset("Bis zu 10.000 Avatare")).toBe(`Bis zu 10.000${NBSP}Avatare`);
  });

  it("binds § and Art. to the number that follows", () => {
    expect(typeset("§ 5 TMG und Art. 13 DSGVO")).toBe(
      `§${NBSP}5${NBSP}TMG und Art.${NBSP}13${NBSP}DSGVO`,
    );
  });

  it("binds Abs., Nr., lit. and two-part abbreviations, and a contract figure's unit", () => {
    expect(typeset("Art. 6 Abs. 1 lit. f, Art. 4 Nr. 4")).toBe(
      // A reference stays on one line: every space in it becomes a no-break space.
      `Art.${NBSP}6${NBSP}Abs.${NBSP}1${NBSP}lit.${NBSP}f, Art.${NBSP}4${NBSP}Nr.${NBSP}4`,
    );
    expect(typeset("z. B. per E-Mail, d. h. sofort")).toBe(
      `z.${NBSP}B. per E-Mail, d.${NBSP}h. sofort`,
    );
    expect(typeset("Frist von {{terms.noticeMonths}} Monaten")).toBe(
      `Frist von {{terms.noticeMonths}}${NBSP}Monaten`,
    );
    expect(typeset("{{legalName}} und")).toBe("{{legalName}} und");
  });

  it("binds Satz and Alt. to the number that follows, like Abs.", () => {
    expect(typeset("§ 543 Abs. 3 Satz 2 BGB; Abs. 1 Alt. 1")).toBe(
      `§${NBSP}543${NBSP}Abs.${NBSP}3${NBSP}Satz${NBSP}2${NBSP}BGB; Abs.${NBSP}1${NBSP}Alt.${NBSP}1`,
    );
    expect(typeset("im ersten Satz steht")).toBe("im ersten Satz steht");
  });

  it("binds Abschnitt in every form to the section number that follows", () => {
    expect(typeset("Datenschutzerklärung, Abschnitt 5.")).toBe(
      `Datenschutzerklärung, Abschnitt${NBSP}5.`,
    );
    expect(typeset("(Abschnitte 5.5, 5.6)")).toBe(`(Abschnitte${NBSP}5.5, 5.6)`);
    expect(typeset("in den Abschnitten 2, 3.5")).toBe(`in den Abschnitten${NBSP}2, 3.5`);
    expect(typeset("im folgenden Abschnitt beschrieben")).toBe(
      "im folgenden Abschnitt beschrieben",
    );
  });

  it("changes nothing that is typeset already", () => {
    const once = typeset("§ 5 TMG, 60 %, z. B. – fertig");
    expect(typeset(once)).toBe(once);
  });

  it("keeps a spaced en dash off the start of a line", () => {
    expect(typeset("Mode, die passt – schon beim ersten Klick")).toBe(
      `Mode, die passt${NBSP}– schon beim ersten Klick`,
    );
    expect(typeset("Mo–Fr")).toBe("Mo–Fr");
  });

  it("leaves other spaces alone", () => {
    expect(typeset("Ein Scan, viele Shops")).toBe("Ein Scan, viele Shops");
  });

  it("applies to every string of nested content and keeps other values", () => {
    expect(typesetDeep({ a: ["60 %"], b: { c: "299 €", d: 3, e: null } })).toEqual({
      a: [`60${NBSP}%`],
      b: { c: `299${NBSP}€`, d: 3, e: null },
    });
  });
});
