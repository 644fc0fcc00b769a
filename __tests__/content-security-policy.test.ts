/**
 * @jest-environment node
 */
import {
  buildPolicy,
  EMPTY_STYLE_HASH,
  HEADERS_BLOCK_END,
  HEADERS_BLOCK_START,
  inspectPage,
  sha256,
  withSecurityHeaders,
} from "../src/hosting/content-security-policy";

const page = (head: string, body: string): string =>
  `<!DOCTYPE html><html lang="de"><head>${head}</head><body>${body}</body></html>`;

const gatsbyScripts =
  '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/agb";/*]]>*/</script>' +
  '<script>window.___webpackCompilationHash="0b4441f8ee4c68194f25";</script>';

describe("inspectPage", () => {
  it("hashes Gatsby's inline scripts and emotion's styles and finds nothing wrong", () => {
    const result = inspectPage(
      "public/agb.html",
      page('<style data-emotion="css abc">.css-abc{color:red}</style>', gatsbyScripts),
    );
    expect(result.problems).toEqual([]);
    expect(result.scriptHashes).toEqual([
      sha256('/*<![CDATA[*/window.pagePath="/agb";/*]]>*/'),
      sha256('window.___webpackCompilationHash="0b4441f8ee4c68194f25";'),
    ]);
    expect(result.styleHashes).toEqual([sha256(".css-abc{color:red}")]);
  });

  it.each([
    [
      "an unknown inline script",
      '<script>fetch("/x")</script>',
      /inline script the policy does not cover: fetch/,
    ],
    [
      "an inline event handler",
      '<button onclick="go()">Los</button>',
      /inline event handler onclick/,
    ],
    ["a javascript: link", '<a href="javascript:alert(1)">x</a>', /javascript: URL/],
    [
      "an image from another host",
      '<img src="https://cdn.example.com/a.png" alt="">',
      /asset from another origin: <img src="https:\/\/cdn/,
    ],
    [
      "a protocol-relative script",
      '<script src="//cdn.example.com/a.js"></script>',
      /asset from another origin: <script src/,
    ],
    [
      "a stylesheet from another host",
      '<link rel="stylesheet" href="https://fonts.example.com/a.css">',
      /asset from another origin: <link href/,
    ],
    [
      "a style element in the body",
      "<style>p{color:red}</style>",
      /inline <style> that is not emotion/,
    ],
    ["a style attribute of our own", '<p style="color:red">x</p>', /style attribute on <p>/],
    [
      "JSON-LD that does not parse",
      '<script type="application/ld+json">{oops}</script>',
      /JSON-LD that is not valid JSON/,
    ],
  ])("reports %s", (_name, body, expected) => {
    const result = inspectPage("public/index.html", page("", body));
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toMatch(/^public\/index\.html: /);
    expect(result.problems[0]).toMatch(expected);
  });

  it("allows Gatsby's focus wrapper style and links to other sites", () => {
    const result = inspectPage(
      "public/index.html",
      page(
        "",
        '<div id="gatsby-focus-wrapper" style="outline:none"><a href="https://example.org">x</a></div>',
      ),
    );
    expect(result.problems).toEqual([]);
  });
});

describe("buildPolicy", () => {
  it("joins the hashes of all pages once and allows nothing inline by name", () => {
    const policy = buildPolicy([
      { scriptHashes: ["'sha256-a'", "'sha256-b'"], styleHashes: ["'sha256-s'"], problems: [] },
      { scriptHashes: ["'sha256-b'"], styleHashes: [], problems: [] },
    ]);
    expect(policy).toContain("script-src 'self' 'sha256-a' 'sha256-b';");
    expect(policy).toContain(`style-src 'self' ${EMPTY_STYLE_HASH} 'sha256-s';`);
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
  });
});

describe("withSecurityHeaders", () => {
  const adapter =
    "# gatsby-adapter-netlify start\n/*\n  x-frame-options: DENY\n# gatsby-adapter-netlify end\n";

  it("adds our block after the adapter's and replaces it on the next build", () => {
    const once = withSecurityHeaders(adapter, [{ key: "content-security-policy", value: "a" }]);
    const twice = withSecurityHeaders(once, [{ key: "content-security-policy", value: "b" }]);
    expect(twice).toBe(
      `${adapter}\n${HEADERS_BLOCK_START}\n/*\n  content-security-policy: b\n${HEADERS_BLOCK_END}\n`,
    );
  });

  it("refuses to send a header the adapter already sends", () => {
    expect(() => withSecurityHeaders(adapter, [{ key: "x-frame-options", value: "DENY" }])).toThrow(
      "already sets x-frame-options",
    );
  });
});
