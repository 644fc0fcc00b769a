/**
 * In production React renders every page at build time only. A page whose components throw
 * must therefore stop the build and name the page, so that nothing half-made is published
 * (the error boundary's screen belongs to `gatsby develop`). Builds a copy with such a page.
 */
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { copyProject, type ProjectCopy } from "../support/project-copy";

let project: ProjectCopy;

beforeAll(() => {
  project = copyProject("passform-throwing-page-");
});

afterAll(() => project.remove());

it("stops the build at a page that throws while rendering, naming the page, and publishes nothing", () => {
  writeFileSync(
    path.join(project.root, "src/pages/kaputt.tsx"),
    [
      "const Broken = (): JSX.Element => {",
      '  throw new Error("Die Seite ist absichtlich kaputt");',
      "};",
      "export default Broken;",
      "",
    ].join("\n"),
  );
  const build = project.run("npm", ["run", "build"]);
  expect(build.status).not.toBe(0);
  expect(build.output).toMatch(/Building static HTML failed for path "\/kaputt"/);
  expect(build.output).toContain("Die Seite ist absichtlich kaputt");
  // Nothing deployable: no page for the path, and the build never reached the steps that
  // finish public/ (the Netlify adapter's _headers, the security headers).
  expect(existsSync(path.join(project.root, "public/kaputt.html"))).toBe(false);
  expect(existsSync(path.join(project.root, "public/_headers"))).toBe(false);
}, 300_000);
