/**
 * The text of a file in data/ exactly as the editor saved it. What Windows editors add without
 * changing the meaning (a UTF-8 byte order mark, CRLF line endings) is accepted; an encoding
 * that would turn „Größe“ into „GrÃ¶ÃŸe“ or into replacement characters is an error that
 * names the line, because reading it anyway would publish text the editor never wrote.
 */

type Decoded = { ok: true; text: string } | { ok: false; line: number; message: string };

const SAVE_AS_UTF8 = "bitte im Editor als „UTF-8“ speichern (ohne „UTF-16“ oder „ANSI“)";

/** Length of the valid UTF-8 sequence that starts at `index`, or 0 if it is not valid. */
const utf8SequenceLength = (bytes: Uint8Array, index: number): number => {
  const first = bytes[index] as number;
  if (first < 0x80) return 1;
  const [length, min] =
    first >= 0xc2 && first <= 0xdf
      ? [2, 0x80]
      : first >= 0xe0 && first <= 0xef
        ? [3, 0x800]
        : first >= 0xf0 && first <= 0xf4
          ? [4, 0x10000]
          : [0, 0];
  if (length === 0 || index + length > bytes.length) return 0;
  let codePoint = first & (0xff >> (length + 1));
  for (let offset = 1; offset < length; offset += 1) {
    const next = bytes[index + offset] as number;
    if ((next & 0xc0) !== 0x80) return 0;
    codePoint = (codePoint << 6) | (next & 0x3f);
  }
  const surrogate = codePoint >= 0xd800 && codePoint <= 0xdfff;
  return codePoint < min || codePoint > 0x10ffff || surrogate ? 0 : length;
};

const lineOfOffset = (bytes: Uint8Array, offset: number): number => {
  let line = 1;
  for (let index = 0; index < offset; index += 1) if (bytes[index] === 0x0a) line += 1;
  return line;
};

/** Windows-1252 reading of a byte, to show the editor which character was meant. */
const windows1252 = (byte: number): string =>
  new TextDecoder("windows-1252").decode(Uint8Array.of(byte));

export const decodeSource = (bytes: Uint8Array): Decoded => {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    return { ok: false, line: 1, message: `die Datei ist als UTF-16 gespeichert; ${SAVE_AS_UTF8}` };
  }
  const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  for (let index = start; index < bytes.length;) {
    if (bytes[index] === 0) {
      return {
        ok: false,
        line: lineOfOffset(bytes, index),
        message: `die Datei enthält Null-Bytes (vermutlich als UTF-16 gespeichert); ${SAVE_AS_UTF8}`,
      };
    }
    const length = utf8SequenceLength(bytes, index);
    if (length === 0) {
      const byte = bytes[index] as number;
      return {
        ok: false,
        line: lineOfOffset(bytes, index),
        message: `die Datei ist nicht als UTF-8 gespeichert (das Byte 0x${byte.toString(16).toUpperCase()} wäre in Windows-1252 „${windows1252(byte)}“); ${SAVE_AS_UTF8}`,
      };
    }
    index += length;
  }
  return { ok: true, text: new TextDecoder("utf-8").decode(bytes.subarray(start)) };
};

/** 1-based line and column of a character offset; CRLF, LF and a lone CR each end a line. */
export const positionAt = (text: string, offset: number): { line: number; column: number } => {
  let line = 1;
  let lineStart = 0;
  for (let index = 0; index < offset && index < text.length; index += 1) {
    const char = text[index];
    if (char === "\n" || (char === "\r" && text[index + 1] !== "\n")) {
      line += 1;
      lineStart = index + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
};

/**
 * The line of any offset in `text`, as positionAt counts it, found by binary search over the
 * lines' starts: a parser that asks for the line of each of a file's values stays linear in
 * the file's length (positionAt counts from the start at every call).
 */
export const lineIndex = (text: string): ((offset: number) => number) => {
  const starts = [0];
  for (const match of text.matchAll(/\r\n|\n|\r/g)) starts.push(match.index + match[0].length);
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if ((starts[middle] as number) <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
};
