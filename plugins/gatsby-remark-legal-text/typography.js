// CommonJS for Node (the remark plugin), and bundled by webpack for src/lib/typeset.ts, where
// the development server's linter rejects a "use strict" directive in a module.

const NBSP = "\u00a0";

/**
 * German typography that editors should not have to type by hand: a no-break space between a
 * number and its unit ("60 %", "299 €", "50 Sekunden", also after a contract figure written as
 * a placeholder, "{{terms.noticeMonths}} Monaten"), after "§", "Art.", "Abs.", "Satz", "Nr.",
 * "Alt." and "Abschnitt" in every case and number ("Abschnitte", "den Abschnitten") before
 * their number, inside "z. B." and the like, and before a spaced en dash – so no figure or
 * reference is split across lines and no line starts with a dash. Text that already has the
 * no-break spaces stays as it is.
 * @param {string} text
 * @returns {string}
 */
function typeset(text) {
  return text
    .replace(/(\d|\{\{\s*terms\.[\w.]+\s*\}\})[ \t]+(?=[%€]|\p{L})/gu, `$1${NBSP}`)
    .replace(
      /(§|Art\.|Abs\.|\bSatz|Nr\.|\bAlt\.|Ziff\.|\bAbschnitt(?:e|en)?)[ \t]+(?=\d)/g,
      `$1${NBSP}`,
    )
    .replace(/\b(lit\.)[ \t]+(?=[a-z]\b)/g, `$1${NBSP}`)
    .replace(/\b([zdu])\.[ \t]+([BhaÄä])\./g, `$1.${NBSP}$2.`)
    .replace(/[ \t]+–(?=[ \t])/g, `${NBSP}–`);
}

module.exports = { typeset, NBSP };
