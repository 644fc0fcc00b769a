import { positionAt } from "./source-text";

/**
 * A JSON parser for files that people edit by hand. It accepts exactly JSON (RFC 8259) and
 * rejects what JSON.parse resolves silently: a key written twice (JSON.parse keeps the last
 * one, so the value the editor sees first is not the one published) and numbers it cannot
 * represent. Every error names the line and says, in the editor's words, what typically
 * causes it (a comma after the last entry, typographic quotes from a word processor, a
 * comment). It also records where each value and key stands, so that a validation message
 * can point at the line of the field it is about.
 */

export type JsonPath = ReadonlyArray<string | number>;

export type SourceMap = {
  /** Line of the value at `path` (for an object or a list: the line of its opening bracket) */
  valueLine: (path: JsonPath) => number | undefined;
  /** Line of the key that holds the value at `path` */
  keyLine: (path: JsonPath) => number | undefined;
};

export type JsonResult =
  | { ok: true; value: unknown; map: SourceMap }
  | { ok: false; line: number; column: number; message: string };

class JsonSyntaxError extends Error {
  constructor(
    readonly offset: number,
    message: string,
  ) {
    super(message);
  }
}

const keyOf = (path: JsonPath): string => JSON.stringify(path);

const TYPOGRAPHIC_QUOTES = "„“”‚‘’«»";

/** What a character that cannot start a value or key usually means. */
const hintFor = (char: string, expected: string): string => {
  if (TYPOGRAPHIC_QUOTES.includes(char)) {
    return `typografisches Anführungszeichen ${char} an einer Stelle, an der JSON gerade Anführungszeichen " braucht (oft aus Word oder einer Webseite kopiert); im Text selbst sind „…“ erlaubt`;
  }
  if (char === ",") return "ein Komma zu viel (zwei Kommas hintereinander?)";
  if (char === "'")
    return `einfaches Anführungszeichen '; JSON braucht doppelte Anführungszeichen "`;
  if (char === "/") return "ein Kommentar (// oder /* */); JSON erlaubt keine Kommentare";
  if (/\p{L}/u.test(char)) {
    return `Text ohne Anführungszeichen („${char}…“); Texte und Feldnamen stehen in "…"`;
  }
  if (/\s/u.test(char)) {
    return `ein unsichtbares Sonderzeichen (U+${char.codePointAt(0)?.toString(16).toUpperCase().padStart(4, "0")}); bitte löschen und als normales Leerzeichen neu tippen`;
  }
  return `„${char}“, erwartet: ${expected}`;
};

export const parseStrictJson = (text: string): JsonResult => {
  const values = new Map<string, number>();
  const keys = new Map<string, number>();
  let index = 0;

  const fail = (message: string, at = index): never => {
    throw new JsonSyntaxError(at, message);
  };
  const line = (offset: number): number => positionAt(text, offset).line;

  const skipWhitespace = (): void => {
    while (index < text.length && " \t\n\r".includes(text[index] as string)) index += 1;
  };

  const parseString = (): string => {
    const start = index;
    index += 1;
    let result = "";
    while (index < text.length) {
      const char = text[index] as string;
      if (char === '"') {
        index += 1;
        return result;
      }
      if (char === "\\") {
        const escape = text[index + 1];
        const simple: Record<string, string> = {
          '"': '"',
          "\\": "\\",
          "/": "/",
          b: "\b",
          f: "\f",
          n: "\n",
          r: "\r",
          t: "\t",
        };
        if (escape !== undefined && escape in simple) {
          result += simple[escape];
          index += 2;
          continue;
        }
        if (escape === "u") {
          const hex = text.slice(index + 2, index + 6);
          if (!/^[0-9a-fA-F]{4}$/.test(hex)) fail("unvollständige \\u-Schreibweise in einem Text");
          const unit = parseInt(hex, 16);
          index += 6;
          if (unit >= 0xd800 && unit <= 0xdbff) {
            const low = /^\\u([dD][c-fC-F][0-9a-fA-F]{2})/.exec(text.slice(index));
            if (!low) fail("halbes Sonderzeichen (\\u-Ersatzpaar ohne zweite Hälfte)", index - 6);
            result += String.fromCharCode(unit, parseInt(low?.[1] ?? "0", 16));
            index += 6;
          } else if (unit >= 0xdc00 && unit <= 0xdfff) {
            fail("halbes Sonderzeichen (\\u-Ersatzpaar ohne erste Hälfte)", index - 6);
          } else result += String.fromCharCode(unit);
          continue;
        }
        fail(
          `unbekannte Schreibweise „\\${escape ?? ""}“ in einem Text; ein Backslash wird als \\\\ geschrieben`,
        );
      }
      if (char === "\n" || char === "\r") {
        fail(
          `ein Text endet nicht in derselben Zeile, in der er beginnt (Zeile ${line(start)}): das schließende " fehlt`,
          start,
        );
      }
      if (char < " ") fail("ein Steuerzeichen (z. B. Tabulator) in einem Text; bitte löschen");
      result += char;
      index += 1;
    }
    return fail(`ein Text endet nicht: das schließende " fehlt`, start);
  };

  const parseNumber = (): number => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(index));
    if (!match) return fail(hintFor(text[index] as string, "eine Zahl"));
    const literal = match[0];
    const after = text[index + literal.length];
    if (after === "," && /\d/.test(text[index + literal.length + 1] ?? "")) {
      fail(
        `„${literal},${text.slice(index + literal.length + 1).match(/^\d+/)?.[0] ?? ""}“ sieht nach einem Dezimalkomma aus; JSON schreibt Dezimalzahlen mit Punkt, Preise stehen in ganzen Euro ohne Nachkommastellen`,
        index + literal.length,
      );
    }
    if (/^-?0\d/.test(text.slice(index))) fail("eine Zahl mit führender Null; bitte ohne 0 davor");
    const value = Number(literal);
    if (!Number.isFinite(value) || (Number.isInteger(value) && !Number.isSafeInteger(value))) {
      fail(`die Zahl ${literal} ist zu groß, um genau dargestellt zu werden`);
    }
    index += literal.length;
    return value;
  };

  const parseValue = (path: JsonPath): unknown => {
    skipWhitespace();
    values.set(keyOf(path), line(index));
    const char = text[index];
    if (char === undefined) return fail("die Datei endet, wo ein Wert stehen müsste");
    if (char === "{") return parseObject(path);
    if (char === "[") return parseArray(path);
    if (char === '"') return parseString();
    if (char === "-" || (char >= "0" && char <= "9")) return parseNumber();
    for (const [literal, value] of [
      ["true", true],
      ["false", false],
      ["null", null],
    ] as const) {
      if (text.startsWith(literal, index)) {
        index += literal.length;
        return value;
      }
    }
    if (char === "}" || char === "]") {
      return fail(`„${char}“, wo ein Wert stehen müsste (ein Komma zu viel davor?)`);
    }
    const word = /^[\p{L}\d.]+/u.exec(text.slice(index))?.[0];
    if (
      word &&
      /^(True|False|TRUE|FALSE|wahr|falsch|ja|nein|undefined|NaN|Infinity)$/i.test(word)
    ) {
      return fail(
        `„${word}“ ist kein JSON-Wert; erlaubt sind true, false, null, Zahlen und "Texte"`,
      );
    }
    return fail(hintFor(char, `ein Wert ("Text", Zahl, true/false, [Liste] oder {Block})`));
  };

  /** After an entry: a comma and another entry, or the closing bracket. */
  const afterEntry = (close: "}" | "]", open: number): boolean => {
    const end = index;
    skipWhitespace();
    const char = text[index];
    if (char === ",") {
      const comma = index;
      index += 1;
      skipWhitespace();
      if (text[index] === close) {
        fail(`ein Komma nach dem letzten Eintrag vor „${close}“; bitte das Komma löschen`, comma);
      }
      return true;
    }
    if (char === close) {
      index += 1;
      return false;
    }
    if (char === undefined) {
      return fail(
        `die Datei endet, bevor „${close}“ die in Zeile ${line(open)} geöffnete ${close === "}" ? "geschweifte Klammer {" : "eckige Klammer ["} schließt`,
        open,
      );
    }
    if (char === '"' || char === "{" || char === "[" || /[\d-]/.test(char)) {
      return fail("nach diesem Eintrag fehlt ein Komma vor dem nächsten", end - 1);
    }
    return fail(hintFor(char, `ein Komma oder „${close}“`));
  };

  const parseObject = (path: JsonPath): Record<string, unknown> => {
    const open = index;
    index += 1;
    const result: Record<string, unknown> = {};
    skipWhitespace();
    if (text[index] === "}") {
      index += 1;
      return result;
    }
    do {
      skipWhitespace();
      if (text[index] !== '"') {
        if (text[index] === undefined) fail("die Datei endet mitten in einem Block", open);
        fail(hintFor(text[index] as string, 'ein Feldname in "…"'));
      }
      const keyStart = index;
      const key = parseString();
      skipWhitespace();
      if (text[index] !== ":") {
        fail(
          text[index] === "="
            ? `„=“ nach dem Feldnamen "${key}"; JSON verwendet einen Doppelpunkt`
            : `nach dem Feldnamen "${key}" fehlt ein Doppelpunkt`,
        );
      }
      index += 1;
      if (key === "__proto__") {
        // Assigned as a field it would replace the block's prototype: the key would vanish and
        // inherited values could satisfy the model.
        fail(
          'der Feldname "__proto__" ist nicht erlaubt (JavaScript gibt ihm eine Sonderbedeutung); das Feld löschen oder umbenennen',
          keyStart,
        );
      }
      if (Object.hasOwn(result, key)) {
        fail(
          `das Feld "${key}" steht in diesem Block zweimal (auch in Zeile ${keys.get(keyOf([...path, key]))}); es darf nur einmal vorkommen`,
          keyStart,
        );
      }
      keys.set(keyOf([...path, key]), line(keyStart));
      result[key] = parseValue([...path, key]);
    } while (afterEntry("}", open));
    return result;
  };

  const parseArray = (path: JsonPath): unknown[] => {
    const open = index;
    index += 1;
    const result: unknown[] = [];
    skipWhitespace();
    if (text[index] === "]") {
      index += 1;
      return result;
    }
    do {
      result.push(parseValue([...path, result.length]));
    } while (afterEntry("]", open));
    return result;
  };

  try {
    skipWhitespace();
    if (index >= text.length) fail("die Datei ist leer; sie braucht mindestens { }");
    const value = parseValue([]);
    skipWhitespace();
    if (index < text.length) {
      fail(
        text[index] === "," || text[index] === "{"
          ? "nach der schließenden Klammer des ganzen Inhalts geht die Datei weiter (eine Klammer zu viel oder zu früh geschlossen?)"
          : hintFor(text[index] as string, "das Ende der Datei"),
      );
    }
    return {
      ok: true,
      value,
      map: {
        valueLine: (path) => values.get(keyOf(path)),
        keyLine: (path) => keys.get(keyOf(path)),
      },
    };
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    const { line: errorLine, column } = positionAt(text, error.offset);
    return { ok: false, line: errorLine, column, message: error.message };
  }
};
