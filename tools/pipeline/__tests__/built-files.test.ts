/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { builtPages, builtRoutes, htmlFileFor } from "../built-files";

describe("where the build puts a route", () => {
  it("names the document as gatsby-adapter-netlify writes it", () => {
    expect(htmlFileFor("/")).toBe("index.html");
    expect(htmlFileFor("/agb")).toBe("agb.html");
    expect(htmlFileFor("/a/b/")).toBe("a/b.html");
  });
});

describe("the built pages and routes", () => {
  const publicDir = mkdtempSync(path.join(tmpdir(), "passform-built-files-"));
  const write = (file: string, content = "<p>x</p>"): void => {
    mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
    writeFileSync(path.join(publicDir, file), content);
  };
  write("index.html");
  write("agb.html");
  write("404.html");
  write("_gatsby/slices/_gatsby-scripts-1.html");
  write("page-data/404.html/page-data.json", "{}");
  write("app.js", "");
  write("admin/index.html");
  write("administration.html");
  write(
    "sitemap.xml",
    "<urlset><url><loc>https://passform.example/</loc></url>" +
      "<url><loc>https://passform.example/agb</loc></url></urlset>",
  );

  it("lists every document a visitor can be sent, without slice fragments, directories or the editors' page", () => {
    expect(builtPages(publicDir)).toEqual([
      "404.html",
      "administration.html",
      "agb.html",
      "index.html",
    ]);
  });

  afterAll(() => rmSync(publicDir, { recursive: true, force: true }));

  it("reads the routes from the sitemap", () => {
    expect(builtRoutes(publicDir)).toEqual(["/", "/agb"]);
  });
});
