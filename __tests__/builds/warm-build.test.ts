/**
 * What Netlify publishes is what the tests built. On Netlify, gatsby-adapter-netlify restores
 * .cache/ and public/ of the last build inside `gatsby build` (after the pipeline's own clean) and
 * stores them again at its end, so every production build after the first is warm; every build
 * here and in CI is cold. This test builds a copy of the project warm, the way Netlify does
 * (NETLIFY_LOCAL=true puts the adapter's cache into .netlify/build-cache/), after a build of
 * other content that left pages the current content no longer has: a changed price, a plan more,
 * another contract figure, an AGB sentence more, a legal text more. The warm build must then write
 * exactly the public/ that the cold build of the same commit wrote (the main build that the other
 * build tests read), file for file and byte for byte.
 */
import { cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { copyProject, type ProjectCopy } from "../support/project-copy";
import { hasBuild, publicDir } from "../site/built-site";

let project: ProjectCopy;

beforeAll(() => {
  project = copyProject("passform-warm-");
});
afterAll(() => project.remove());

type Json = Record<string, unknown>;

const editJson = (file: string, change: (data: Json) => void): void => {
  const full = path.join(project.root, "data", file);
  const data = JSON.parse(readFileSync(full, "utf8")) as Json;
  change(data);
  writeFileSync(full, `${JSON.stringify(data, null, 2)}\n`);
};

/** Content that the current one differs from in each way a warm build must follow. */
const otherContent = (): void => {
  editJson("pricing.json", (data) => {
    const plans = data.plans as Json[];
    const priced = plans.find((plan) => typeof plan.price === "number") as Json;
    priced.price = (priced.price as number) + 50;
    plans.push({ ...priced, name: `${String(priced.name)} Plus`, popular: false });
  });
  editJson("terms.json", (data) => {
    data.noticeMonths = (data.noticeMonths as number) + 1;
  });
  const agb = path.join(project.root, "data/legal/agb.md");
  writeFileSync(
    agb,
    `${readFileSync(agb, "utf8")}\nDieser Satz steht nur in der früheren Fassung.\n`,
  );
  editJson("landing.json", (data) => {
    const footer = data.footer as { legalPages: string[] };
    footer.legalPages.push("/hinweise");
  });
  const impressum = readFileSync(path.join(project.root, "data/legal/impressum.md"), "utf8");
  writeFileSync(
    path.join(project.root, "data/legal/hinweise.md"),
    impressum
      .replace(/^title: .*$/m, 'title: "Hinweise"')
      .replace(/^slug: .*$/m, 'slug: "/hinweise"'),
  );
};

/** The copy's data/ as the main project has it: the content of the commit under test. */
const currentContent = (): void => {
  const data = path.join(project.root, "data");
  rmSync(data, { recursive: true, force: true });
  cpSync(path.resolve(__dirname, "../../data"), data, { recursive: true });
};

/** Every file below `folder`, by its path, with its bytes. */
const filesOf = (folder: string, prefix = ""): Map<string, Buffer> => {
  const files = new Map<string, Buffer>();
  for (const name of readdirSync(folder).sort()) {
    const full = path.join(folder, name);
    const relative = `${prefix}${name}`;
    if (statSync(full).isDirectory()) {
      for (const [file, bytes] of filesOf(full, `${relative}/`)) files.set(file, bytes);
    } else files.set(relative, readFileSync(full));
  }
  return files;
};

/** `npm run build` as Netlify runs it, with the adapter's cache; all it printed, or why it failed. */
const build = (): string => {
  const { status, output } = project.run("npm", ["run", "build"], { NETLIFY_LOCAL: "true" });
  if (status !== 0) throw new Error(`npm run build ended with status ${status}:\n${output}`);
  return output;
};

it("writes the same public/ warm, after a build of other content, as the cold build of this commit", () => {
  if (!hasBuild()) throw new Error("Run npm run build first: this test compares with its public/");
  otherContent();
  expect(build()).toContain("Stored the Gatsby cache");
  expect(readdirSync(path.join(project.root, "public"))).toContain("hinweise.html");

  currentContent();
  // The adapter's own words for a warm build: it found the cache of the first one.
  expect(build()).toContain("Found a Gatsby cache");

  const cold = filesOf(publicDir);
  const warmFiles = filesOf(path.join(project.root, "public"));
  expect([...warmFiles.keys()]).toEqual([...cold.keys()]);
  const differing = [...cold].filter(([file, bytes]) => !warmFiles.get(file)?.equals(bytes));
  expect(differing.map(([file]) => file)).toEqual([]);
}, 600_000);
