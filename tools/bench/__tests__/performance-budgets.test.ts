/**
 * @jest-environment node
 */
import { mkdtempSync, writeFileSync, mkdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { budgetMessage, evaluateBudget, baselineOf, KB, type ByteBudget } from "../budgets";
import { firstVisit, inlineScripts, stableName, totals, type Resource } from "../first-visit";

const resource = (url: string, kind: Resource["kind"], brotli: number): Resource => ({
  url,
  kind,
  brotli,
  gzip: Math.round(brotli * 1.15),
  raw: brotli * 3,
});

describe("byte budgets", () => {
  const budget: ByteBudget = {
    name: "JavaScript of /",
    route: "/",
    kinds: ["js"],
    maxBrotli: 85 * KB,
  };
  const visit = [
    resource("/", "html", 11_000),
    resource("/framework-0123456789abcdef0123.js", "js", 45_000),
    resource("/app-0123456789abcdef0123.js", "js", 30_000),
    resource("/commons-0123456789abcdef0123.js", "js", 8_000),
    resource("/component---src-pages-index-tsx-0123456789abcdef0123.js", "js", 6_000),
  ];
  const baseline = {
    "/": {
      "framework.js": 45_000,
      "app.js": 23_000,
      "component---src-pages-index-tsx.js": 6_000,
    },
  };

  it("counts only the kinds it budgets", () => {
    const result = evaluateBudget(budget, visit);
    expect(result.brotli).toBe(89_000);
    expect(result.over).toBe(89_000 - 85 * KB);
  });

  it("says by how much it is over, which file grew and which is new", () => {
    const message = budgetMessage(evaluateBudget(budget, visit), baseline);
    expect(message).toContain("JavaScript of /: 89,000 B brotli, 1,960 B over its budget of 85 KB");
    expect(message).toContain("app.js: 23,000 B → 30,000 B (+7,000 B)");
    expect(message).toContain("commons.js: new, 8,000 B");
    expect(message).not.toContain("framework.js: 45,000 B →");
  });

  it("is not over when the total equals the budget", () => {
    const exact = [resource("/app-0123456789abcdef0123.js", "js", 85 * KB)];
    expect(evaluateBudget(budget, exact).over).toBe(0);
  });

  it("names built files without their content hash", () => {
    expect(stableName("/app-0123456789abcdef0123.js")).toBe("app.js");
    expect(stableName("/")).toBe("index.html");
    expect(stableName("/agb")).toBe("agb.html");
    expect(stableName("/agb#inline-script-2")).toBe("inline-script-2.js");
    expect(stableName("/page-data/agb/page-data.json")).toBe("page-data.json");
    expect(baselineOf({ "/": visit })["/"]?.["app.js"]).toBe(30_000);
  });
});

describe("the first visit, worked out from a build", () => {
  const publicDir = mkdtempSync(path.join(tmpdir(), "passform-first-visit-"));
  const write = (file: string, content: string): void => {
    mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
    writeFileSync(path.join(publicDir, file), content);
  };
  write(
    "agb.html",
    `<html><head><link rel="icon" href="/favicon.ico"><link rel="icon" href="/favicon.svg" type="image/svg+xml">
    <link rel="preload" as="font" href="/fonts/text.woff2" crossorigin>
    <script type="speculationrules">{"prerender":[]}</script>
    <style>@font-face{src:url(/fonts/text.woff2)}.hero{background:url("/bg.png")}</style></head>
    <body><img src="/photo.jpg"><img src="/later.jpg" loading="lazy">
    <script src="/enhance.js"></script><script>console.log("menu")</script>
    <script type="application/ld+json">{"@context":"https://schema.org"}</script></body></html>`,
  );
  for (const file of ["favicon.ico", "favicon.svg", "fonts/text.woff2", "bg.png", "photo.jpg"])
    write(file, "x".repeat(100));
  write("enhance.js", "console.log(1)");
  afterAll(() => rmSync(publicDir, { recursive: true, force: true }));

  it("lists the document and what it references, and nothing a lazy image or the other icon would load", () => {
    const urls = firstVisit(publicDir, "/agb").map((entry) => `${entry.kind} ${entry.url}`);
    expect(urls.sort()).toEqual(
      [
        "html /agb",
        "js /enhance.js",
        "image /favicon.svg",
        "image /photo.jpg",
        "image /bg.png",
        "font /fonts/text.woff2",
      ].sort(),
    );
  });

  it("measures the scripts inside the page, but not the JSON-LD", () => {
    expect(inlineScripts(publicDir, "/agb").map((script) => [script.url, script.raw])).toEqual([
      ["/agb#inline-script-1", '{"prerender":[]}'.length],
      ["/agb#inline-script-2", 'console.log("menu")'.length],
    ]);
  });

  it("sums raw and gzip bytes per kind", () => {
    const sums = totals(firstVisit(publicDir, "/agb"));
    expect(sums.image.count).toBe(3);
    expect(sums.image.raw).toBe(300);
    expect(sums.total.count).toBe(6);
    expect(sums.total.gzip).toBeGreaterThan(0);
  });

  it("stops when the HTML references a file the build does not have", () => {
    write("impressum.html", '<html><body><script src="/missing.js"></script></body></html>');
    expect(() => firstVisit(publicDir, "/impressum")).toThrow(
      "/missing.js is referenced but public/missing.js does not exist",
    );
  });
});
