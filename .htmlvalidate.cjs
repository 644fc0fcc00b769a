/**
 * Markup rules for the built pages (__tests__/site/validity.test.ts). Off only what Gatsby or
 * emotion emit, and one limit that the legal texts' versions need.
 */
module.exports = {
  extends: ["html-validate:recommended"],
  rules: {
    // Gatsby's default html.js writes the React prop name <meta charSet>.
    "attr-case": "off",
    // React's server renderer self-closes void elements (<meta/>, <link/>, <br/>).
    "void-style": "off",
    // React's server renderer writes a boolean attribute with an empty value: required="".
    "attribute-boolean-style": ["error", { style: "empty" }],
    "attribute-empty-style": ["error", { style: "empty" }],
    // Gatsby's root element is id="___gatsby"; HTML5 allows any id without spaces.
    "valid-id": ["error", { relaxed: true }],
    // Gatsby's focus wrapper and route announcer carry style attributes.
    "no-inline-style": "off",
    // A version's page is titled by its first day: „Allgemeine Geschäftsbedingungen, Fassung ab
    // 30. September 2027 | Passform“ has 73 characters (70 by default).
    "long-title": ["error", { maxlength: 73 }],
  },
};
