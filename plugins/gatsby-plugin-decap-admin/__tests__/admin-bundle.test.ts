/**
 * @jest-environment node
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import { CONFIG_ELEMENT_ID, MARKDOWN_FORMAT, NOTICE_ELEMENT_ID } from "../config/admin-contract";
import { cmsCollections, cmsConfig } from "../config/cms-config";
import { printWidthOf } from "../config/print-width";
import { adminScript } from "../gatsby-node/admin-script";
import { repositoryFiles } from "../gatsby-node/admin-files";

/**
 * The script of the editors' forms, built as /admin/ serves it (adminScript), runs no content:
 * it holds no frontmatter parser that picks a language from the file (gray-matter) and no eval;
 * the one code generator in it (js-yaml's !!js/function type) is one the script never asks for.
 * Run in a page with a stand-in for Decap, it checks a repository whose legal text carries
 * JavaScript in its frontmatter, and reads that text into the form, without running it.
 */

const root = path.resolve(__dirname, "../../..");
const SENTINEL = "__passformFrontmatterRan";
const JS = `globalThis.${SENTINEL} = (globalThis.${SENTINEL} || 0) + 1`;
const agb = readFileSync(path.join(root, "data/legal/agb.md"), "utf8");
const agbBody = agb.slice(agb.indexOf("\n---\n", 3) + "\n---\n".length);

const payloads: Array<[name: string, text: string]> = [
  ["a lone CR between --- and js", `---\rjs\n(${JS}, {})\n---\n\n${agbBody}`],
  ["--- js", `--- js\n(${JS}, {})\n---\n\n${agbBody}`],
  ["---javascript", `---javascript\n(${JS}, {})\n---\n\n${agbBody}`],
  ["a payload built to pass the check", `---\rjs\n(${JS} /*\r---\n[x]: /agb (*/)\n---\n${agbBody}`],
  [
    "a YAML function type",
    agb.replace(/^title: .*$/m, `title: !!js/function "function () { ${JS}; }"`),
  ],
];

let script: string;
beforeAll(async () => {
  script = await adminScript(root);
}, 60_000);

describe("the built script", () => {
  it("holds no gray-matter", () => {
    for (const mark of ["gray-matter engine", "stringifying JavaScript is not supported"]) {
      expect(script).not.toContain(mark);
    }
  });

  it("holds no eval", () => {
    expect(script.match(/(?<![\w$.])eval(?![\w$])/g)).toBeNull();
  });

  it("generates code only in js-yaml's !!js/function type, which the YAML it reads never asks for", () => {
    const generators = [...script.matchAll(/(?<![\w$.])Function\s*\(/g)];
    for (const { index } of generators) {
      expect(script.slice(index, index + 1500)).toContain('"tag:yaml.org,2002:js/function"');
    }
    expect(generators.length).toBeLessThanOrEqual(2);
  });
});

type Recorded = {
  formats: Map<string, { fromFile: (text: string) => Record<string, unknown> }>;
  templates: Map<string, { render: (this: unknown) => unknown }>;
};

/** Decap, as far as the script uses it: what the script registers is recorded. */
const decapStandIn = (recorded: Recorded) => ({
  init: () => undefined,
  registerCustomFormat: (name: string, _extension: string, format: never) =>
    recorded.formats.set(name, format),
  registerMediaLibrary: () => undefined,
  registerPreviewTemplate: (name: string, template: never) =>
    recorded.templates.set(name, template),
  registerEventListener: () => undefined,
  getLocale: () => ({}),
  registerLocale: () => undefined,
  getWidget: (name: string) => ({ control: name, preview: name }),
  registerWidget: () => undefined,
});

/**
 * A page of the editors' forms with the script in it, Decap replaced by its stand-in and
 * data-files.json answered with `data`; resolves once the script has read and checked it.
 */
const runInPage = async (data: string) => {
  const settings = {
    config: cmsConfig({ repo: "passform/website" }),
    printWidth: printWidthOf(root),
    localBackend: false,
  };
  const dom = new JSDOM(
    `<!doctype html><html><head></head><body><script id="${CONFIG_ELEMENT_ID}" type="application/json">${JSON.stringify(settings)}</script><p id="${NOTICE_ELEMENT_ID}" hidden></p></body></html>`,
    { runScripts: "outside-only", url: "http://localhost:8000/admin/" },
  );
  const window = dom.window as unknown as Window & Record<string, unknown>;
  const recorded: Recorded = { formats: new Map(), templates: new Map() };
  let answered = (): void => undefined;
  const fetched = new Promise<void>((resolve) => (answered = resolve));
  Object.assign(window, {
    TextEncoder,
    TextDecoder,
    fetch: async () => {
      answered();
      return { ok: true, json: async () => JSON.parse(data) as unknown };
    },
    h: (type: string, props: Record<string, unknown>) => ({ type, props }),
    createClass: (spec: unknown) => spec,
    CMS: decapStandIn(recorded),
  });
  // Decap's own bundle "loads" as soon as the script adds it.
  const head = window.document.head;
  const append = head.append.bind(head);
  head.append = (...nodes: Array<Node | string>) => {
    append(...nodes);
    for (const node of nodes) (node as HTMLScriptElement).onload?.(new dom.window.Event("load"));
  };
  (window as unknown as { eval: (code: string) => void }).eval(script);
  // The check runs synchronously once the answer is read, within the same turn.
  await fetched;
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { window, recorded, close: () => window.close() };
};

/** The preview pane's HTML for the pricing form, with the plans as data/ holds them. */
const pricingPane = ({ templates }: Recorded): string => {
  const fields: Record<string, unknown> = {
    collection: cmsCollections()[0]?.name,
    slug: "pricing",
    data: { toJS: () => JSON.parse(readFileSync(path.join(root, "data/pricing.json"), "utf8")) },
  };
  const entry = { get: (key: string) => fields[key], getIn: () => undefined };
  const template = templates.get("pricing");
  const element = template?.render.call({ props: { entry }, forceUpdate: () => undefined }) as {
    props: { dangerouslySetInnerHTML?: { __html: string } };
  };
  return element.props.dangerouslySetInnerHTML?.__html ?? "";
};

/** data-files.json for the repository with agb.md replaced by `text`. */
const servedWith = (text: string): string =>
  JSON.stringify(
    (JSON.parse(repositoryFiles(root)) as Array<{ path: string; base64?: string }>).map((file) =>
      file.path === "data/legal/agb.md"
        ? { ...file, base64: Buffer.from(text).toString("base64") }
        : file,
    ),
  );

describe("the script in the editors' page", () => {
  it("shows the page in the preview pane for the repository as it is", async () => {
    const page = await runInPage(repositoryFiles(root));
    expect(pricingPane(page.recorded)).toContain('id="pricing"');
    page.close();
  });

  it.each(payloads)(
    "checks and reads a legal text with JavaScript in its frontmatter without running it: %s",
    async (_name, payload) => {
      const page = await runInPage(servedWith(payload));
      expect(pricingPane(page.recorded)).not.toContain('id="pricing"');
      const format = page.recorded.formats.get(MARKDOWN_FORMAT);
      if (!format) throw new Error("the script registered no Markdown format");
      if (payload.startsWith("---\n")) {
        // Its YAML names a type the form's YAML reader does not know: refused, not constructed.
        expect(() => format.fromFile(payload)).toThrow(/unknown tag/);
      } else {
        // What the form shows is text, the file's or its YAML's (a lone CR becomes LF first).
        const entry = format.fromFile(payload);
        expect(Object.values(entry).every((value) => typeof value === "string")).toBe(true);
        expect(entry.body).toEqual(expect.stringContaining("\n## "));
      }
      expect(page.window[SENTINEL]).toBeUndefined();
      page.close();
    },
  );
});
