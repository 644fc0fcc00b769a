// CommonJS for Node (the remark plugin), and bundled with heading-ids.js; no "use strict"
// directive, for the same reason as there.

const transliterations = { ä: "ae", ö: "oe", ü: "ue", ß: "ss" };

/** "§ 3 Preise und Zahlung" -> "preise-und-zahlung": no numbering, so ids survive renumbering */
function slugify(text) {
  return text
    .replace(/^\s*(§\s*\d+[a-z]?|\d+(\.\d+)*\.?)\s+/, "")
    .toLowerCase()
    .replace(/[äöüß]/g, (char) => transliterations[char])
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

module.exports = { slugify };
