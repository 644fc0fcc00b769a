/** Markup rules for the built pages (e2e/markup.spec.ts). Off only what Gatsby or emotion emit. */
module.exports = {
  extends: ["html-validate:recommended"],
  rules: {
    // Gatsby's default html.js writes the React prop name <meta charSet>.
    "attr-case": "off",
    // React's server renderer self-closes void elements (<meta/>, <link/>, <br/>).
    "void-style": "off",
    // Gatsby's root element is id="___gatsby"; HTML5 allows any id without spaces.
    "valid-id": ["error", { relaxed: true }],
    // Gatsby's focus wrapper and route announcer carry style attributes.
    "no-inline-style": "off",
  },
};
