/** @jest-environment node */
import { fillTokens, fillTokensInText, flattenFacts } from "../content/derive/fill-tokens";

const facts = flattenFacts({
  legalName: "Passform GmbH",
  address: { city: "Berlin", street: "Musterstraße 1" },
  placeholders: ["address"],
  brand: "A & B <Mode>",
});

describe("legal text tokens", () => {
  it("flattens nested facts into dotted names and skips lists", () => {
    expect(facts).toEqual({
      legalName: "Passform GmbH",
      "address.city": "Berlin",
      "address.street": "Musterstraße 1",
      brand: "A & B <Mode>",
    });
  });

  it("fills tokens in text and in percent-encoded link targets", () => {
    const html = '<p>{{legalName}}, {{ address.city }}</p><a href="x:%7B%7BlegalName%7D%7D">';
    expect(fillTokens(html, facts)).toBe('<p>Passform GmbH, Berlin</p><a href="x:Passform GmbH">');
  });

  it("escapes values so a fact cannot inject markup", () => {
    expect(fillTokens("<p>{{brand}}</p>", facts)).toBe("<p>A &amp; B &lt;Mode&gt;</p>");
  });

  it("fills plain text without escaping, for text that React renders", () => {
    expect(fillTokensInText("5. Die {{brand}}-Plattform", facts)).toBe(
      "5. Die A & B <Mode>-Plattform",
    );
  });

  it("refuses to render an unknown token", () => {
    expect(() => fillTokens("{{nope}}", facts)).toThrow("{{nope}}");
  });
});
