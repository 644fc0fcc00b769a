// CommonJS for Node (the remark plugin), and bundled with heading-ids.js; no "use strict"
// directive, for the same reason as there.

/** @type {Readonly<Record<string, string>>} */
const transliterations = { ä: "ae", ö: "oe", ü: "ue", ß: "ss" };

/**
 * "§ 3 Preise und Zahlung" -> "preise-und-zahlung": no numbering, so ids survive renumbering
 * @param {string} text
 * @returns {string}
 */
function slugify(text) {
  return text
    .replace(/^\s*(§\s*\d+[a-z]?|\d+(\.\d+)*\.?)\s+/, "")
    .toLowerCase()
    .replace(/[äöüß]/g, (char) => transliterations[char] ?? char)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

module.exports = { slugify };
