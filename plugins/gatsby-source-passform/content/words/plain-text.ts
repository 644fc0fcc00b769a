/**
 * A text field in data/*.json holds plain text: the site prints it as it is, so markup typed
 * into it would be published literally („&nbsp;“, „<br>“, „**wichtig**“) and characters that
 * came along with a copy-paste would be invisible in the editor but present on the page.
 * Each rule names what it found and what to do instead.
 */

type Rule = { pattern: RegExp; message: (found: string) => string };

const codePoint = (char: string): string =>
  `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;

const rules: ReadonlyArray<Rule> = [
  {
    pattern: /<\/?[a-zA-Z][a-zA-Z0-9-]*(\s[^<>]*)?\/?>|<!--/,
    message: (found) =>
      `enthält HTML (${found}); hier steht reiner Text – Hervorhebungen, Umbrüche und Links setzt die Seite selbst`,
  },
  {
    pattern: /&(#\d+|#x[0-9a-fA-F]+|[a-zA-Z][a-zA-Z0-9]*);/,
    message: (found) =>
      `enthält die HTML-Schreibweise ${found}; bitte das Zeichen selbst tippen (geschützte Leerzeichen bei Zahlen setzt der Build automatisch)`,
  },
  {
    pattern: /\*\*[^*]+\*\*|__[^_]+__|\[[^\]]+\]\([^)]*\)|`[^`]+`/,
    message: (found) => `enthält Markdown (${found}); hier steht reiner Text ohne Formatierung`,
  },
  {
    pattern: /[\n\r\u2028\u2029]/,
    message: () => "enthält einen Zeilenumbruch; ein Text steht hier in einer Zeile",
  },
  {
    // Zero-width characters, byte order marks and other format or control characters.
    /* eslint-disable no-control-regex -- finding control characters is the point */
    pattern:
      /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff\ufffd]/,
    /* eslint-enable no-control-regex */
    message: (found) =>
      found === "\ufffd"
        ? "enthält ein Ersatzzeichen (U+FFFD, oft „�“): ein Zeichen ging beim Kopieren oder Speichern verloren"
        : `enthält ein unsichtbares Zeichen (${codePoint(found)}), meist beim Kopieren aus Word oder dem Browser mitgekommen; bitte den Text neu tippen oder das Zeichen löschen`,
  },
];

/** What is wrong with `text` as plain text, or undefined if nothing. */
export const plainTextProblem = (text: string): string | undefined => {
  for (const rule of rules) {
    const match = rule.pattern.exec(text);
    if (match) return rule.message(match[0]);
  }
  return undefined;
};
