/** @jest-environment node */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { decodeSource, positionAt } from "../content/read/source-text";
import { parseStrictJson } from "../content/read/strict-json";
import { projectData } from "./support/project";

const parse = (text: string) => parseStrictJson(text);

describe("parseStrictJson", () => {
  it("reads every JSON file of data/ exactly as JSON.parse does", () => {
    const dir = projectData;
    const files = readdirSync(dir).filter((file) => file.endsWith(".json"));
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      const text = readFileSync(path.join(dir, file), "utf8");
      const result = parse(text);
      expect(result.ok && result.value).toEqual(JSON.parse(text));
    }
  });

  it("reads escapes, surrogate pairs, numbers and literals as JSON defines them", () => {
    const text =
      '{"a": "\\u00e4\\n\\"\\\\\\/", "b": "\\ud83d\\ude00", "c": [-1.5e2, 0, true, false, null]}';
    const result = parse(text);
    expect(result.ok && result.value).toEqual(JSON.parse(text));
  });

  it("records the line of every key and value", () => {
    const result = parse('{\n  "plans": [\n    {\n      "price": 299\n    }\n  ]\n}');
    if (!result.ok) throw new Error(result.message);
    expect(result.map.keyLine(["plans", 0, "price"])).toBe(4);
    expect(result.map.valueLine(["plans", 0])).toBe(3);
    expect(result.map.valueLine(["plans"])).toBe(2);
  });

  it.each([
    ['{"a": 1, "a": 2}', 1, 'das Feld "a" steht in diesem Block zweimal'],
    ['{\n  "a": {\n    "__proto__": {"name": "x"}\n  }\n}', 3, 'der Feldname "__proto__"'],
    ['{"a": 12345678901234567890}', 1, "zu groß, um genau dargestellt zu werden"],
    ['{"a": 1e400}', 1, "zu groß"],
    ['{"a": "\\ud800"}', 1, "halbes Sonderzeichen"],
    ['{"a": "\\x41"}', 1, "unbekannte Schreibweise"],
    ['{"a": 0299}', 1, "führender Null"],
    ['{"a": True}', 1, "„True“ ist kein JSON-Wert"],
    ['{"a": 1}\n{"b": 2}', 2, "nach der schließenden Klammer"],
    ['{\n  "a": 1\n  "b": 2\n}', 2, "nach diesem Eintrag fehlt ein Komma"],
    ['{"a" = 1}', 1, "JSON verwendet einen Doppelpunkt"],
    ['{"a": "x\ty"}', 1, "Steuerzeichen"],
    ['{"a": [1, 2,]}', 1, "ein Komma nach dem letzten Eintrag vor „]“"],
    ['{\u00a0"a": 1}', 1, "unsichtbares Sonderzeichen (U+00A0)"],
  ])("rejects %j in line %i: %s", (text, line, message) => {
    const result = parse(text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.line).toBe(line);
    expect(result.message).toContain(message);
  });
});

describe("decodeSource", () => {
  const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

  it("drops a UTF-8 byte order mark and keeps the text", () => {
    expect(decodeSource(Uint8Array.of(0xef, 0xbb, 0xbf, ...utf8("Größe")))).toEqual({
      ok: true,
      text: "Größe",
    });
  });

  it("names the line of the first byte that is not UTF-8", () => {
    const bytes = Uint8Array.of(...utf8("a\r\nb\n"), 0x47, 0x72, 0xf6, 0xdf, 0x65);
    expect(decodeSource(bytes)).toEqual({
      ok: false,
      line: 3,
      message: expect.stringContaining("wäre in Windows-1252 „ö“"),
    });
  });

  it("rejects UTF-16 with and without byte order mark", () => {
    expect(decodeSource(Uint8Array.of(0xfe, 0xff, 0, 0x41))).toMatchObject({ ok: false, line: 1 });
    expect(decodeSource(Uint8Array.of(0x7b, 0, 0x7d, 0))).toMatchObject({ ok: false });
  });

  it("rejects overlong and surrogate encodings", () => {
    expect(decodeSource(Uint8Array.of(0xc0, 0xaf)).ok).toBe(false);
    expect(decodeSource(Uint8Array.of(0xed, 0xa0, 0x80)).ok).toBe(false);
  });
});

it("counts CRLF, LF and a lone CR as one line break each", () => {
  expect(positionAt("a\r\nb\nc\rd", 8)).toEqual({ line: 4, column: 2 });
});
