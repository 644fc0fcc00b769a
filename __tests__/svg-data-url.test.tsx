/** @jest-environment node */
import { renderToStaticMarkup } from "react-dom/server";
import { LogoMark } from "../src/illustrations/logo-mark";
import { svgDataUrl } from "../src/ssr/static-head";

/**
 * The icon's data: URL in every page's head (src/ssr/static-head.tsx). The W3C Nu validator
 * checks it against the URL standard, which allows fewer characters than browsers accept.
 */

/** What a valid URL may consist of: the ASCII URL code points and %-escapes, nothing else. */
const URL_BODY = /^(?:[A-Za-z0-9!$&'()*+,\-./:;=?@_~]|%[0-9A-F]{2})*$/;

const body = (url: string): string => url.replace(/^data:image\/svg\+xml,/, "");

const logo = renderToStaticMarkup(<LogoMark />);

describe("svgDataUrl", () => {
  it("is an SVG data: URL whose body has only what the URL standard allows", () => {
    const url = svgDataUrl(logo);
    expect(url.startsWith("data:image/svg+xml,")).toBe(true);
    expect(body(url)).toMatch(URL_BODY);
    expect(url).not.toContain(" ");
  });

  it("gives back the same SVG when decoded, with single instead of double quotes", () => {
    expect(decodeURIComponent(body(svgDataUrl(logo)))).toBe(logo.replace(/"/g, "'"));
  });

  it("encodes whatever else an SVG may contain: spaces, markup, #, %, braces, non-ASCII", () => {
    const svg = '<svg><style>a{fill:#fff}</style><text x="1">50 % | `ü` \\ ^ [x]\t\n</text></svg>';
    const url = svgDataUrl(svg);
    expect(body(url)).toMatch(URL_BODY);
    expect(decodeURIComponent(body(url))).toBe(svg.replace(/"/g, "'"));
    expect(url).toContain("%23fff");
    expect(url).toContain("50%20%25");
  });

  it("is read by a URL parser as written: nothing to escape, no fragment", () => {
    const url = svgDataUrl(logo);
    const parsed = new URL(url);
    expect(parsed.href).toBe(url);
    expect(parsed.hash).toBe("");
  });

  it("leaves the characters the standard allows as they are, so the icon stays small", () => {
    const url = svgDataUrl(logo);
    const escapes = url.match(/%[0-9A-F]{2}/g) ?? [];
    // In the logo only spaces, < > and # need escapes; each adds two bytes, nothing else grows.
    expect(new Set(escapes)).toEqual(new Set(["%20", "%3C", "%3E", "%23"]));
    expect(body(url).length).toBe(logo.length + 2 * escapes.length);
    // Smaller than the same icon in base64.
    expect(url.length).toBeLessThan(
      `data:image/svg+xml;base64,${Buffer.from(logo).toString("base64")}`.length,
    );
  });
});
