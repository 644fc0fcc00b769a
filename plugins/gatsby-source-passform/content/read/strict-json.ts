import { lineIndex, positionAt } from "./source-text";

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

type JsonResult =
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

const MAX_DEPTH = 32;

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

const SIMPLE_ESCAPES: Readonly<Record<string, string>> = {
  '"': '"',
  "\\": "\\",
  "/": "/",
  b: "\b",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "\t",
};

const MISTAKEN_LITERALS = /^(True|False|TRUE|FALSE|wahr|falsch|ja|nein|undefined|NaN|Infinity)$/i;

/**
 * Reads one JSON text from the start, a step per kind of value; each step leaves `index`
 * after what it read, or throws a JsonSyntaxError that says where and why. Where each value
 * and each key stands is recorded on the way.
 */
class Reader {
  index = 0;
  readonly values = new Map<string, number>();
  readonly keys = new Map<string, number>();
  private readonly lineOf: (offset: number) => number;
  /** Blocks and lists open around the current value */
  private depth = 0;

  constructor(readonly text: string) {
    this.lineOf = lineIndex(text);
  }

  // The whole file: one value, nothing before or after it but whitespace.

  document(): unknown {
    this.skipWhitespace();
    if (this.index >= this.text.length) this.fail("die Datei ist leer; sie braucht mindestens { }");
    const value = this.value([]);
    this.skipWhitespace();
    if (this.index < this.text.length) this.failAfterEnd();
    return value;
  }

  private failAfterEnd(): never {
    const char = this.text[this.index] as string;
    return this.fail(
      char === "," || char === "{"
        ? "nach der schließenden Klammer des ganzen Inhalts geht die Datei weiter (eine Klammer zu viel oder zu früh geschlossen?)"
        : hintFor(char, "das Ende der Datei"),
    );
  }

  // A value of any kind, chosen by its first character.

  private value(path: JsonPath): unknown {
    this.skipWhitespace();
    this.values.set(keyOf(path), this.lineOf(this.index));
    const char = this.text[this.index];
    if (char === undefined) return this.fail("die Datei endet, wo ein Wert stehen müsste");
    if (char === "{") return this.nested(() => this.object(path));
    if (char === "[") return this.nested(() => this.array(path));
    if (char === '"') return this.string();
    if (char === "-" || (char >= "0" && char <= "9")) return this.number();
    const literal = this.literal();
    return literal.found ? literal.value : this.failNoValue(char);
  }

  private literal(): { found: true; value: boolean | null } | { found: false } {
    for (const [word, value] of [
      ["true", true],
      ["false", false],
      ["null", null],
    ] as const) {
      if (this.text.startsWith(word, this.index)) {
        this.index += word.length;
        return { found: true, value };
      }
    }
    return { found: false };
  }

  private failNoValue(char: string): never {
    if (char === "}" || char === "]") {
      return this.fail(`„${char}“, wo ein Wert stehen müsste (ein Komma zu viel davor?)`);
    }
    const word = /^[\p{L}\d.]+/u.exec(this.text.slice(this.index))?.[0];
    if (word && MISTAKEN_LITERALS.test(word)) {
      return this.fail(
        `„${word}“ ist kein JSON-Wert; erlaubt sind true, false, null, Zahlen und "Texte"`,
      );
    }
    return this.fail(hintFor(char, `ein Wert ("Text", Zahl, true/false, [Liste] oder {Block})`));
  }

  // Texts: "…" on one line, with JSON's escapes.

  private string(): string {
    const start = this.index;
    this.index += 1;
    let result = "";
    while (this.index < this.text.length) {
      const char = this.text[this.index] as string;
      if (char === '"') {
        this.index += 1;
        return result;
      }
      if (char === "\\") {
        result += this.escape();
        continue;
      }
      this.checkTextCharacter(char, start);
      result += char;
      this.index += 1;
    }
    return this.fail(`ein Text endet nicht: das schließende " fehlt`, start);
  }

  private checkTextCharacter(char: string, start: number): void {
    if (char === "\n" || char === "\r") {
      this.fail(
        `ein Text endet nicht in derselben Zeile, in der er beginnt (Zeile ${this.lineOf(start)}): das schließende " fehlt`,
        start,
      );
    }
    if (char < " ") this.fail("ein Steuerzeichen (z. B. Tabulator) in einem Text; bitte löschen");
  }

  /** A backslash and what follows it, as the characters it stands for. */
  private escape(): string {
    const escape = this.text[this.index + 1];
    if (escape !== undefined && escape in SIMPLE_ESCAPES) {
      this.index += 2;
      return SIMPLE_ESCAPES[escape] as string;
    }
    if (escape === "u") return this.unicodeEscape();
    return this.fail(
      `unbekannte Schreibweise „\\${escape ?? ""}“ in einem Text; ein Backslash wird als \\\\ geschrieben`,
    );
  }

  /** \uXXXX, and for a character beyond the first 65,536 the pair \uD8xx\uDCxx. */
  private unicodeEscape(): string {
    const hex = this.text.slice(this.index + 2, this.index + 6);
    if (!/^[0-9a-fA-F]{4}$/.test(hex)) this.fail("unvollständige \\u-Schreibweise in einem Text");
    const unit = parseInt(hex, 16);
    this.index += 6;
    if (unit >= 0xdc00 && unit <= 0xdfff) {
      this.fail("halbes Sonderzeichen (\\u-Ersatzpaar ohne erste Hälfte)", this.index - 6);
    }
    if (unit < 0xd800 || unit > 0xdbff) return String.fromCharCode(unit);
    const low = /^\\u([dD][c-fC-F][0-9a-fA-F]{2})/.exec(this.text.slice(this.index));
    if (!low) this.fail("halbes Sonderzeichen (\\u-Ersatzpaar ohne zweite Hälfte)", this.index - 6);
    this.index += 6;
    return String.fromCharCode(unit, parseInt(low?.[1] ?? "0", 16));
  }

  // Numbers: JSON's notation, exactly representable.

  private number(): number {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(this.text.slice(this.index));
    if (!match) return this.fail(hintFor(this.text[this.index] as string, "eine Zahl"));
    const literal = match[0];
    this.checkDecimalComma(literal);
    if (/^-?0\d/.test(this.text.slice(this.index))) {
      this.fail("eine Zahl mit führender Null; bitte ohne 0 davor");
    }
    const value = Number(literal);
    if (!Number.isFinite(value) || (Number.isInteger(value) && !Number.isSafeInteger(value))) {
      this.fail(`die Zahl ${literal} ist zu groß, um genau dargestellt zu werden`);
    }
    this.index += literal.length;
    return value;
  }

  private checkDecimalComma(literal: string): void {
    const end = this.index + literal.length;
    if (this.text[end] !== "," || !/\d/.test(this.text[end + 1] ?? "")) return;
    const decimals = this.text.slice(end + 1).match(/^\d+/)?.[0] ?? "";
    this.fail(
      `„${literal},${decimals}“ sieht nach einem Dezimalkomma aus; JSON schreibt Dezimalzahlen mit Punkt, Preise stehen in ganzen Euro ohne Nachkommastellen`,
      end,
    );
  }

  // Blocks { "key": value, … } and lists [ value, … ].

  private object(path: JsonPath): Record<string, unknown> {
    const open = this.index;
    const result: Record<string, unknown> = {};
    if (this.isEmpty("}")) return result;
    do {
      const key = this.key(open, path, result);
      result[key] = this.value([...path, key]);
    } while (this.afterEntry("}", open));
    return result;
  }

  /** A block's key and its colon; a key the block already has, or "__proto__", is an error. */
  private key(open: number, path: JsonPath, block: Record<string, unknown>): string {
    this.skipWhitespace();
    if (this.text[this.index] !== '"') {
      if (this.text[this.index] === undefined)
        this.fail("die Datei endet mitten in einem Block", open);
      this.fail(hintFor(this.text[this.index] as string, 'ein Feldname in "…"'));
    }
    const keyStart = this.index;
    const key = this.string();
    this.colonAfter(key);
    if (key === "__proto__") {
      // Assigned as a field it would replace the block's prototype: the key would vanish and
      // inherited values could satisfy the model.
      this.fail(
        'der Feldname "__proto__" ist nicht erlaubt (JavaScript gibt ihm eine Sonderbedeutung); das Feld löschen oder umbenennen',
        keyStart,
      );
    }
    if (Object.hasOwn(block, key)) {
      this.fail(
        `das Feld "${key}" steht in diesem Block zweimal (auch in Zeile ${this.keys.get(keyOf([...path, key]))}); es darf nur einmal vorkommen`,
        keyStart,
      );
    }
    this.keys.set(keyOf([...path, key]), this.lineOf(keyStart));
    return key;
  }

  private colonAfter(key: string): void {
    this.skipWhitespace();
    if (this.text[this.index] !== ":") {
      this.fail(
        this.text[this.index] === "="
          ? `„=“ nach dem Feldnamen "${key}"; JSON verwendet einen Doppelpunkt`
          : `nach dem Feldnamen "${key}" fehlt ein Doppelpunkt`,
      );
    }
    this.index += 1;
  }

  private array(path: JsonPath): unknown[] {
    const open = this.index;
    const result: unknown[] = [];
    if (this.isEmpty("]")) return result;
    do {
      result.push(this.value([...path, result.length]));
    } while (this.afterEntry("]", open));
    return result;
  }

  /** Steps over the opening bracket; true (and over the closing one) if nothing is inside. */
  private isEmpty(close: "}" | "]"): boolean {
    this.index += 1;
    this.skipWhitespace();
    if (this.text[this.index] !== close) return false;
    this.index += 1;
    return true;
  }

  /** After an entry: a comma and another entry (true), or the closing bracket (false). */
  private afterEntry(close: "}" | "]", open: number): boolean {
    const end = this.index;
    this.skipWhitespace();
    const char = this.text[this.index];
    if (char === ",") return this.commaBefore(close);
    if (char === close) {
      this.index += 1;
      return false;
    }
    if (char === undefined) {
      return this.fail(
        `die Datei endet, bevor „${close}“ die in Zeile ${this.lineOf(open)} geöffnete ${close === "}" ? "geschweifte Klammer {" : "eckige Klammer ["} schließt`,
        open,
      );
    }
    if (char === '"' || char === "{" || char === "[" || /[\d-]/.test(char)) {
      return this.fail("nach diesem Eintrag fehlt ein Komma vor dem nächsten", end - 1);
    }
    return this.fail(hintFor(char, `ein Komma oder „${close}“`));
  }

  private commaBefore(close: "}" | "]"): true {
    const comma = this.index;
    this.index += 1;
    this.skipWhitespace();
    if (this.text[this.index] === close) {
      this.fail(
        `ein Komma nach dem letzten Eintrag vor „${close}“; bitte das Komma löschen`,
        comma,
      );
    }
    return true;
  }

  // Helpers.

  private skipWhitespace(): void {
    while (this.index < this.text.length && " \t\n\r".includes(this.text[this.index] as string)) {
      this.index += 1;
    }
  }

  /**
   * A block or list, at most MAX_DEPTH deep: the files of data/ nest four levels,
   * and a parser that descends one call per level must stop long before its stack does.
   */
  private nested<T>(read: () => T): T {
    this.depth += 1;
    if (this.depth > MAX_DEPTH) {
      this.fail(
        `mehr als ${MAX_DEPTH} Klammern { oder [ ineinander; so tief ist keine Datei in data/ aufgebaut (eine Klammer zu viel?)`,
      );
    }
    const value = read();
    this.depth -= 1;
    return value;
  }

  private fail(message: string, at = this.index): never {
    throw new JsonSyntaxError(at, message);
  }
}

export const parseStrictJson = (text: string): JsonResult => {
  const reader = new Reader(text);
  try {
    const value = reader.document();
    return {
      ok: true,
      value,
      map: {
        valueLine: (path) => reader.values.get(keyOf(path)),
        keyLine: (path) => reader.keys.get(keyOf(path)),
      },
    };
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    const { line, column } = positionAt(text, error.offset);
    return { ok: false, line, column, message: error.message };
  }
};
