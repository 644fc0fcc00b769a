/**
 * @jest-environment node
 */
import { inlineScripts } from "../../../src/enhancements";
import { phoneMenuScript } from "../../../src/enhancements/phone-menu";
import { speculationRules } from "../../../src/enhancements/speculation-rules";
import {
  buildPolicy,
  HEADERS_BLOCK_END,
  HEADERS_BLOCK_START,
  inspectPage,
  sha256,
  withSecurityHeaders,
} from "../content-security-policy";

const page = (head: string, body: string): string =>
  `<!DOCTYPE html><html lang="de"><head>${head}</head><body>${body}</body></html>`;

describe("inspectPage", () => {
  it("hashes the enhancements and the styles of a page and finds nothing wrong", () => {
    const result = inspectPage(
      "public/agb.html",
      page(
        `<style>.css-abc{color:red}</style><script type="speculationrules">${speculationRules}</script>`,
        `<a href="https://example.org">x</a><script>${phoneMenuScript}</script>` +
          '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
      ),
    );
    expect(result.problems).toEqual([]);
    expect(result.scriptHashes).toEqual([sha256(speculationRules), sha256(phoneMenuScript)]);
    expect(result.styleHashes).toEqual([sha256(".css-abc{color:red}")]);
  });

  it("knows every enhancement by its exact text", () => {
    for (const script of inlineScripts) {
      const tag = `<script${script.type ? ` type="${script.type}"` : ""}>${script.code}</script>`;
      expect(inspectPage("public/x.html", page("", tag)).problems).toEqual([]);
    }
  });

  it.each([
    [
      "an unknown inline script",
      '<script>fetch("/x")</script>',
      /inline script that is not one of src\/enhancements\/: fetch/,
    ],
    [
      "Gatsby's page metadata",
      '<script id="gatsby-script-loader">window.pagePath="/agb";</script>',
      /inline script that is not one of src\/enhancements\/: window\.pagePath/,
    ],
    [
      "an enhancement with a changed text",
      `<script>${phoneMenuScript} </script>`,
      /inline script that is not one of src\/enhancements\//,
    ],
    [
      "a script file of our own",
      '<script src="/app-1234.js"></script>',
      /script file \/app-1234\.js: pages ship no script files/,
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
      "a protocol-relative image",
      '<img src="//cdn.example.com/a.png" alt="">',
      /asset from another origin: <img src/,
    ],
    [
      "a stylesheet from another host",
      '<link rel="stylesheet" href="https://fonts.example.com/a.css">',
      /asset from another origin: <link href/,
    ],
    ["a style element in the body", "<style>p{color:red}</style>", /inline <style> outside <head>/],
    ["a style attribute", '<p style="color:red">x</p>', /style attribute on <p>/],
    [
      "Gatsby's focus wrapper left in the page",
      '<div id="gatsby-focus-wrapper" style="outline:none" tabindex="-1">x</div>',
      /style attribute on <div#gatsby-focus-wrapper>/,
    ],
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
});

describe("buildPolicy", () => {
  it("joins the hashes of all pages once and allows nothing inline by name", () => {
    const policy = buildPolicy([
      { scriptHashes: ["'sha256-a'", "'sha256-b'"], styleHashes: ["'sha256-s'"], problems: [] },
      { scriptHashes: ["'sha256-b'"], styleHashes: [], problems: [] },
    ]);
    expect(policy).toContain("script-src 'sha256-a' 'sha256-b';");
    expect(policy).toContain("style-src 'sha256-s';");
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toMatch(/unsafe|'self' 'sha|style-src-attr/);
  });

  it("allows no script at all when no page has one", () => {
    const policy = buildPolicy([{ scriptHashes: [], styleHashes: ["'sha256-s'"], problems: [] }]);
    expect(policy).toContain("script-src 'none';");
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
