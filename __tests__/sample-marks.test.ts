import {
  SAMPLE_CLASS,
  SAMPLE_NOTE,
  markSamples,
  sampleMarkCss,
  withoutSampleMarks,
} from "../src/lib/sample-marks";
import { sampleGaps } from "../plugins/gatsby-source-passform";

const NBSP = "\u00a0";
const mark = (text: string, { inLink = false } = {}): string =>
  `<mark class="${SAMPLE_CLASS}" title="${SAMPLE_NOTE}">${text}${inLink ? "" : `<span class="${SAMPLE_CLASS}-note"> (${SAMPLE_NOTE})</span>`}</mark>`;

describe("sample marks in a page", () => {
  it("finds gaps as the content check writes them, not links or long brackets", () => {
    expect(sampleGaps("aus [Anzahl] Shops, [Zeitraum]; [x](/agb)")).toEqual([
      "[Anzahl]",
      "[Zeitraum]",
      "[x]",
    ]);
    expect(sampleGaps(`[${"a".repeat(61)}]`)).toEqual([]);
    expect(sampleGaps("ohne Lücke")).toEqual([]);
  });

  it("marks every gap and every sample value in the text, with its note for screen readers", () => {
    const { html, count } = markSamples(
      `<p>aus [Anzahl] Shops; HRB${NBSP}000000${NBSP}B &amp; Max Mustermann</p>`,
      ["HRB 000000 B", "Max Mustermann"],
    );
    expect(count).toBe(3);
    expect(html).toBe(
      `<p>aus ${mark("[Anzahl]")} Shops; ${mark(`HRB${NBSP}000000${NBSP}B`)} &amp; ${mark("Max Mustermann")}</p>`,
    );
  });

  it("marks a value only as a whole word: the sample city, not a word that begins with it", () => {
    const { html, count } = markSamples("<p>10115 Berlin; Berliner Beauftragte, Berlin-Mitte</p>", [
      "Berlin",
    ]);
    expect(count).toBe(2);
    expect(html).toBe(
      `<p>10115 ${mark("Berlin")}; Berliner Beauftragte, ${mark("Berlin")}-Mitte</p>`,
    );
  });

  it("matches a value as HTML writes it, escaped", () => {
    expect(markSamples("<p>Müller &amp; Söhne</p>", ["Müller & Söhne"]).count).toBe(1);
  });

  it("flags a link whose address holds a sample value, and leaves other attributes alone", () => {
    const { html, count } = markSamples(
      '<a href="mailto:kontakt@passform.example" class="c">Schreiben Sie uns</a><img alt="[Bild]" src="/x.png">',
      ["kontakt@passform.example"],
    );
    expect(count).toBe(1);
    expect(html).toBe(
      `<a data-sample="" title="${SAMPLE_NOTE}" href="mailto:kontakt@passform.example" class="c">Schreiben Sie uns</a><img alt="[Bild]" src="/x.png">`,
    );
  });

  it("marks a value inside a link without a note, which would become part of the link's name", () => {
    const { html } = markSamples(
      `<p>Telefon: <a href="tel:+49300000000">+49${NBSP}30${NBSP}0000000</a>, Fax +49 30 0000000</p>`,
      ["+49300000000", "+49 30 0000000"],
    );
    expect(html).toBe(
      `<p>Telefon: <a data-sample="" title="${SAMPLE_NOTE}" href="tel:+49300000000">${mark(`+49${NBSP}30${NBSP}0000000`, { inLink: true })}</a>, Fax ${mark("+49 30 0000000")}</p>`,
    );
    expect(withoutSampleMarks(html)).toBe(
      `<p>Telefon: <a href="tel:+49300000000">+49${NBSP}30${NBSP}0000000</a>, Fax +49 30 0000000</p>`,
    );
  });

  it("leaves scripts, styles, titles and SVG text unmarked", () => {
    const page =
      '<script type="application/ld+json">{"a":"[Anzahl]"}</script><style>a[href]{}</style><svg><text>[Wert]</text></svg><title>[Titel]</title><p>[Wert]</p>';
    const { html, count } = markSamples(page, []);
    expect(count).toBe(1);
    expect(html).toBe(page.replace("<p>[Wert]</p>", `<p>${mark("[Wert]")}</p>`));
  });

  it("changes nothing in a page without samples", () => {
    const page = "<main><h1>Passform</h1><p>Alles ausgefüllt.</p></main>";
    expect(markSamples(page, [])).toEqual({ html: page, count: 0 });
  });

  it("is undone exactly by withoutSampleMarks, style rule included", () => {
    const page = `<html><head><title>T</title></head><body><p>aus [Anzahl] Shops</p><a href="https://app.passform.example/anmelden">Anmelden</a></body></html>`;
    const marked = markSamples(page, ["https://app.passform.example/anmelden"]).html.replace(
      "</head>",
      `<style>${sampleMarkCss}</style></head>`,
    );
    expect(marked).not.toBe(page);
    expect(withoutSampleMarks(marked)).toBe(page);
  });
});
