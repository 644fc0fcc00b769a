import path from "node:path";
import { FileSystemConfigLoader, HtmlValidate } from "html-validate";
import { LinkChecker } from "linkinator";
import { builtPages } from "../tools/pipeline/built-files";
import { expect, test } from "./support/observed-page";

const publicDir = path.resolve(__dirname, "../public");

const pages = builtPages(publicDir);

test("the build has a page per route", () => {
  expect(pages).toEqual(
    expect.arrayContaining([
      "404.html",
      "agb.html",
      "datenschutz.html",
      "impressum.html",
      "index.html",
    ]),
  );
});

const validator = new HtmlValidate(new FileSystemConfigLoader());

for (const file of pages) {
  test(`html-validate finds no error in ${file}`, async () => {
    const report = await validator.validateFile(path.join(publicDir, file));
    const errors = report.results.flatMap((result) =>
      result.messages.map(
        (message) => `${message.line}:${message.column} ${message.ruleId}: ${message.message}`,
      ),
    );
    expect(errors).toEqual([]);
  });
}

test("no link on the served site is broken", async ({ baseURL }) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL ?? "").origin;
  const result = await new LinkChecker().check({
    path: `${origin}/`,
    recurse: true,
    // Anchors too: #pricing must exist on the page a link points to.
    checkFragments: true,
    // Only our own pages: the suite never sends a request to another host.
    linksToSkip: async (link: string) => !link.startsWith(origin),
  });
  const broken = result.links
    .filter((link) => link.state === "BROKEN")
    .map((link) => `${link.status} ${link.url} (on ${link.parent})`);
  expect(broken).toEqual([]);
  const checked = result.links
    .filter((link) => link.state === "OK")
    .map((link) => new URL(link.url).pathname);
  expect(checked).toEqual(expect.arrayContaining(["/", "/agb", "/datenschutz", "/impressum"]));
});
