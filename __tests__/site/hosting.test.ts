/**
 * What Netlify will serve: the headers of public/_headers and netlify.toml as Netlify's own
 * parser reads them and its engine (@netlify/headers) sends them, the Content-Security-Policy
 * against the pages it must cover, and the files for search engines and sharing.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { adminContentSecurityPolicy } from "../../plugins/gatsby-plugin-decap-admin";
import {
  data as content,
  pageRoutes,
  realRoutes,
  siteRoot,
  versionRoutes,
} from "../support/site-content";
import { builtPage, publicDir } from "./built-site";

type Rule = { for: string; forRegExp: RegExp; values: Record<string, string> };

let rules: Rule[];
let engine: import("@netlify/headers").HeadersHandler;

beforeAll(async () => {
  const { parseAllHeaders } = await import("@netlify/headers-parser");
  const parsed = await parseAllHeaders({
    headersFiles: [path.join(publicDir, "_headers")],
    netlifyConfigPath: path.join(siteRoot, "netlify.toml"),
    configHeaders: undefined,
    minimal: false,
  });
  expect(parsed.errors).toEqual([]);
  rules = parsed.headers as Rule[];
  const { HeadersHandler } = await import("@netlify/headers");
  engine = new HeadersHandler({
    configPath: path.join(siteRoot, "netlify.toml"),
    projectDir: siteRoot,
    publishDir: publicDir,
    logger: console,
  });
});

/** The headers Netlify's engine sends for a path: of two rules that set one, the later wins. */
const sent = (urlPath: string): Promise<Record<string, string>> =>
  engine.apply(new Request(`http://localhost${urlPath}`));

/** Every header Netlify sends for a path, with the number of rules that set it. */
const headersFor = (urlPath: string): Map<string, string[]> => {
  const result = new Map<string, string[]>();
  for (const rule of rules.filter((r) => r.forRegExp.test(urlPath))) {
    for (const [key, value] of Object.entries(rule.values)) {
      const name = key.toLowerCase();
      result.set(name, [...(result.get(name) ?? []), value]);
    }
  }
  return result;
};

const paths = [...pageRoutes, "/404.html", "/gibt-es-nicht", "/favicon.ico"];

describe.each(paths)("the response for %s", (urlPath) => {
  const headers = (): Map<string, string[]> => headersFor(urlPath);
  const one = (name: string): string => {
    const values = headers().get(name) ?? [];
    expect(values).toHaveLength(1);
    return values[0] as string;
  };

  it("sends no header twice", () => {
    // gatsby-adapter-netlify overrides its own "/*" cache-control for hashed files on purpose.
    const twice = [...headers()]
      .filter(([name, values]) => values.length > 1 && name !== "cache-control")
      .map(([name]) => name);
    expect(twice).toEqual([]);
  });

  it("has a strict Content-Security-Policy", () => {
    const directives = new Map(
      one("content-security-policy")
        .split(";")
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name, ...values]) => [name as string, values]),
    );
    expect(directives.get("default-src")).toEqual(["'none'"]);
    // Only the hashes of the pages' own inline scripts and styles: no script file, no
    // 'unsafe-inline'.
    for (const name of ["script-src", "style-src"]) {
      const sources = directives.get(name) ?? [];
      expect(sources.length).toBeGreaterThan(0);
      expect(sources.every((v) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(v))).toBe(true);
    }
    for (const [name, expected] of [
      ["img-src", ["'self'", "data:"]],
      ["connect-src", ["'self'"]],
      ["frame-ancestors", ["'none'"]],
      ["base-uri", ["'none'"]],
      ["form-action", ["'self'"]],
      ["object-src", ["'none'"]],
    ] as const) {
      expect(directives.get(name)).toEqual(expected);
    }
    for (const absent of ["font-src", "manifest-src", "style-src-attr"]) {
      expect(directives.has(absent)).toBe(false);
    }
    expect(one("content-security-policy")).not.toMatch(/unsafe-|\*|https?:/);
  });

  it("has the other security headers", () => {
    expect(one("x-content-type-options")).toBe("nosniff");
    expect(one("x-frame-options")).toBe("DENY");
    expect(one("referrer-policy")).toMatch(
      /^(same-origin|strict-origin-when-cross-origin|no-referrer)$/,
    );
    const permissions = one("permissions-policy");
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
      expect(permissions).toContain(`${feature}=()`);
    }
    // Left out on purpose, for the blocking time it costs (security-headers.ts).
    expect(headers().has("cross-origin-opener-policy")).toBe(false);
    expect(one("cross-origin-resource-policy")).toBe("same-origin");
    // Netlify sends HSTS itself; a second one would be a duplicate.
    expect(headers().has("strict-transport-security")).toBe(false);
  });

  it("keeps the adapter's caching rules: every response revalidates", async () => {
    expect((await sent(urlPath))["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect((await sent(urlPath))["content-security-policy"]).toBe(one("content-security-policy"));
  });
});

describe.each(["/admin/", "/admin/passform-admin.js", "/admin/decap-cms.js"])(
  "the response for the editors' page's %s",
  (urlPath) => {
    const policies = (): string[] => headersFor(urlPath).get("content-security-policy") ?? [];

    it("has its own Content-Security-Policy after the visitor pages', which it overrides", async () => {
      expect(policies()).toHaveLength(2);
      expect(policies()[0]).toBe(headersFor("/").get("content-security-policy")?.[0]);
      expect(policies()[1]).toBe(adminContentSecurityPolicy);
      expect((await sent(urlPath))["content-security-policy"]).toBe(adminContentSecurityPolicy);
    });

    it("allows Decap what it needs from this site and, logged in, GitHub's API, and nothing more", () => {
      const directives = new Map(
        adminContentSecurityPolicy
          .split(";")
          .map((directive) => directive.trim().split(/\s+/))
          .map(([name, ...values]) => [name as string, values]),
      );
      expect(directives.get("default-src")).toEqual(["'none'"]);
      expect(directives.get("script-src")).toEqual(["'self'", "'unsafe-eval'"]);
      expect(directives.get("connect-src")).toEqual(["'self'", "https://api.github.com"]);
      for (const name of ["frame-ancestors", "object-src", "base-uri", "form-action"]) {
        expect(directives.get(name)).toEqual(["'none'"]);
      }
      const hosts = [...directives.values()].flat().filter((value) => /^https?:/.test(value));
      expect(hosts.sort()).toEqual([
        "https://api.github.com",
        "https://avatars.githubusercontent.com",
      ]);
    });

    it("keeps no window of another origin that opens it, but the popup of its GitHub login", () => {
      expect(headersFor(urlPath).get("cross-origin-opener-policy")).toEqual([
        "same-origin-allow-popups",
      ]);
    });

    it("is kept out of search engines and frames, with the other headers sent once", () => {
      expect(headersFor(urlPath).get("x-robots-tag")).toEqual(["noindex, nofollow"]);
      expect(headersFor(urlPath).get("x-frame-options")).toEqual(["DENY"]);
      expect(headersFor(urlPath).get("x-content-type-options")).toEqual(["nosniff"]);
      expect(headersFor(urlPath).get("permissions-policy")).toHaveLength(1);
    });
  },
);

it("the policy covers every inline script and style of every page", () => {
  const policy = headersFor("/").get("content-security-policy")?.[0] ?? "";
  const hash = (text: string): string =>
    `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
  for (const route of [...pageRoutes, "/404"]) {
    const page = builtPage(route);
    expect(page.querySelectorAll("script[src]")).toHaveLength(0);
    for (const script of page.querySelectorAll("script:not([type='application/ld+json'])")) {
      expect(policy).toContain(hash(script.textContent ?? ""));
    }
    for (const style of page.querySelectorAll("style")) {
      expect(policy).toContain(hash(style.textContent ?? ""));
    }
    expect(page.querySelectorAll("body style")).toHaveLength(0);
  }
});

describe("search and sharing", () => {
  const { site } = content;

  it("the sitemap lists every real page and not the 404", () => {
    const xml = readFileSync(path.join(publicDir, "sitemap.xml"), "utf8");
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(realRoutes.map((p) => new URL(p, site.siteUrl).href));
  });

  it("every version of a legal text has its dated page, kept from search engines", () => {
    expect(versionRoutes.length).toBeGreaterThan(0);
    for (const route of versionRoutes) {
      const page = builtPage(route);
      expect(page.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
      expect(page.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
        new URL(route, site.siteUrl).href,
      );
      expect(page.querySelector("h1")?.textContent).toBeTruthy();
    }
  });

  it("robots.txt allows everything and points to the sitemap", () => {
    expect(readFileSync(path.join(publicDir, "robots.txt"), "utf8")).toBe(
      `User-agent: *\nAllow: /\n\nSitemap: ${site.siteUrl}/sitemap.xml\n`,
    );
  });

  it("every page shares the 1200×630 image with Open Graph and Twitter tags", () => {
    const jpeg = readFileSync(path.join(publicDir, "og-image.jpg"));
    // Size from the JPEG's start-of-frame marker.
    let offset = 2;
    while (jpeg[offset + 1] !== 0xc0 && jpeg[offset + 1] !== 0xc2)
      offset += 2 + jpeg.readUInt16BE(offset + 2);
    expect([jpeg.readUInt16BE(offset + 7), jpeg.readUInt16BE(offset + 5)]).toEqual([1200, 630]);
    for (const route of realRoutes) {
      const page = builtPage(route);
      const meta = (selector: string): string | null | undefined =>
        page.querySelector(selector)?.getAttribute("content");
      expect(meta('meta[property="og:image"]')).toBe(`${site.siteUrl}/og-image.jpg`);
      expect(meta('meta[property="og:url"]')).toBe(new URL(route, site.siteUrl).href);
      expect(meta('meta[name="twitter:card"]')).toBe("summary_large_image");
      expect(meta('meta[property="og:title"]')).toBe(page.title);
    }
  });

  it("has an icon in the page, a favicon.ico and a touch icon, and a theme colour", () => {
    for (const file of ["favicon.ico", "apple-touch-icon.png", "icon-512.png"]) {
      expect(existsSync(path.join(publicDir, file))).toBe(true);
    }
    for (const route of pageRoutes) {
      const page = builtPage(route);
      const icon = page
        .querySelector('link[rel="icon"][type="image/svg+xml"]')
        ?.getAttribute("href");
      expect(icon).toMatch(
        /^data:image\/svg\+xml,%3Csvg%20xmlns='http:\/\/www\.w3\.org\/2000\/svg'/,
      );
      expect(page.querySelector('link[rel="icon"][href="/favicon.ico"]')).not.toBeNull();
      expect(page.querySelector('meta[name="theme-color"]')?.getAttribute("content")).toMatch(
        /^#[0-9a-f]{6}$/,
      );
      expect(page.querySelector('link[rel="manifest"]')).toBeNull();
    }
  });
});
