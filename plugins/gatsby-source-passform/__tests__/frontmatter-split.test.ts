/** @jest-environment node */
/**
 * The project's one frontmatter splitter (content/read/legal-file/split.ts) cuts every legal text the
 * check accepts exactly where gatsby-transformer-remark cuts it for the page: the Markdown the
 * check judges and the preview pane renders is the Markdown the build publishes. The reference
 * is the transformer itself: its onCreateNode, with its options as Gatsby validates the
 * project's configuration, makes a MarkdownRemark node whose rawMarkdownBody is gray-matter's
 * cut.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Joi, validateOptionsSchema } from "gatsby-plugin-utils";
import config from "../../../gatsby-config";
import { readLegalFile } from "../content/read/legal-file";
import { splitFrontmatter } from "../content/read/legal-file/split";
import { projectData } from "./support/project";

type RemarkNode = { rawMarkdownBody: string };
type Transformer = {
  onCreateNode: (args: Record<string, unknown>, options: unknown) => Promise<RemarkNode>;
  pluginOptionsSchema: (args: { Joi: typeof Joi }) => Parameters<typeof validateOptionsSchema>[0];
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const transformer = require("gatsby-transformer-remark/gatsby-node") as Transformer;

/** The transformer's options as the project configures them, validated by its own schema. */
const transformerOptions = async (): Promise<unknown> => {
  const entry = (config.plugins ?? []).find(
    (plugin) => typeof plugin === "object" && plugin.resolve === "gatsby-transformer-remark",
  );
  if (typeof entry !== "object")
    throw new Error("gatsby-config.ts has no gatsby-transformer-remark");
  // Gatsby's Joi adds `subPlugins`, which resolves the remark plugins: irrelevant to the cut.
  const gatsbyJoi = Joi.extend((joi) => ({ type: "subPlugins", base: joi.array() }));
  const schema = transformer.pluginOptionsSchema({ Joi: gatsbyJoi });
  const configured = (entry.options ?? {}) as Parameters<typeof validateOptionsSchema>[1];
  return (await validateOptionsSchema(schema, configured)).value;
};

let options: unknown;
beforeAll(async () => {
  options = await transformerOptions();
});

/** The Markdown gatsby-transformer-remark makes the page of. */
const transformerBody = async (text: string): Promise<string> => {
  const created: RemarkNode[] = [];
  await transformer.onCreateNode(
    {
      node: { id: "file", internal: { type: "File" }, absolutePath: "/data/legal/x.md" },
      loadNodeContent: async () => text,
      actions: { createNode: (node: RemarkNode) => created.push(node), createParentChildLink() {} },
      createNodeId: (seed: string) => seed,
      createContentDigest: () => "digest",
      reporter: {
        panicOnBuild: (message: string) => {
          throw new Error(message);
        },
      },
    },
    options,
  );
  const node = created[0];
  if (!node) throw new Error("the transformer made no node");
  return node.rawMarkdownBody;
};

const legalTexts = readdirSync(path.join(projectData, "legal"))
  .filter((name) => name.endsWith(".md"))
  .map((name) => readFileSync(path.join(projectData, "legal", name), "utf8"));

/** A text as another editor or tool may have saved it: each change keeps it valid. */
type Variant = [name: string, change: (text: string) => string];

const frontmatterEnd = (text: string): number => text.indexOf("\n---\n", 3);
const atEnd = (change: (frontmatter: string, body: string) => string) => (text: string) =>
  change(text.slice(0, frontmatterEnd(text)), text.slice(frontmatterEnd(text) + "\n---\n".length));

const variants: Variant[] = [
  ["as written", (text) => text],
  ["with CRLF", (text) => text.replace(/\n/g, "\r\n")],
  ["with a byte order mark", (text) => `\uFEFF${text}`],
  ["with a byte order mark and CRLF", (text) => `\uFEFF${text.replace(/\n/g, "\r\n")}`],
  [
    "with empty lines in the frontmatter",
    (text) => text.replace(/^---\n/, "---\n\n").replace(/\n(slug:)/, "\n\n$1"),
  ],
  ["with a comment in the frontmatter", (text) => text.replace(/^---\n/, "---\n# Rechtstext\n")],
  [
    "without an empty line below the frontmatter",
    atEnd((head, body) => `${head}\n---\n${body.replace(/^\n+/, "")}`),
  ],
  [
    "with three empty lines below the frontmatter",
    atEnd((head, body) => `${head}\n---\n\n\n${body}`),
  ],
  ["with spaces after the closing ---", atEnd((head, body) => `${head}\n---   \n${body}`)],
  [
    "with a tab after the closing --- and CRLF",
    (text) => atEnd((head, body) => `${head}\n---\t\n${body}`)(text).replace(/\n/g, "\r\n"),
  ],
  ["with rules --- and *** in the text", (text) => `${text}\n---\n\nNachtrag.\n\n***\n\n---\n`],
  ["with a rule right below the frontmatter", atEnd((head, body) => `${head}\n---\n---\n${body}`)],
  ["without a newline at the end", (text) => text.replace(/\n+$/, "")],
];

/** Texts that only the splitter sees accepted: the check refuses them for other reasons. */
const splitOnly: Variant[] = [
  ["with the closing --- at the very end of the file", atEnd((head) => `${head}\n---`)],
  ["with the closing --- and a newline at the very end", atEnd((head) => `${head}\n---\n`)],
  ["with an empty frontmatter", atEnd((_head, body) => `---\n---\n${body}`)],
  ["with an empty frontmatter and CRLF", atEnd((_head, body) => `---\r\n---\r\n${body}`)],
];

describe.each(legalTexts.map((text, index) => [index + 1, text] as const))(
  "legal text %d of data/legal/",
  (_index, original) => {
    it.each(variants)(
      "is accepted %s and cut where the transformer cuts it",
      async (_name, change) => {
        const text = change(original);
        const split = splitFrontmatter(text);
        if (!split.ok) throw new Error(`refused at line ${split.line}: ${split.message}`);
        expect(readLegalFile("data/legal/x.md", new TextEncoder().encode(text)).problems).toEqual(
          [],
        );
        expect(split.body).toBe(await transformerBody(text));
      },
    );

    it.each(splitOnly)("is cut where the transformer cuts it %s", async (_name, change) => {
      const text = change(original);
      const split = splitFrontmatter(text);
      expect(split.ok).toBe(true);
      if (split.ok) expect(split.body).toBe(await transformerBody(text));
    });
  },
);

it("is cut where the transformer cuts it in every combination of line end, order mark, spacing and rules", async () => {
  const combinations: string[] = [];
  for (const newline of ["\n", "\r\n"])
    for (const bom of ["", "\uFEFF"])
      for (const afterOpen of ["", newline, `${newline}${newline}`])
        for (const afterClose of ["", " ", "\t", "  \t"])
          for (const below of ["", newline, `${newline}${newline}${newline}`])
            for (const rule of ["", `---${newline}`, `***${newline}`, `- - -${newline}`])
              for (const end of ["", newline]) {
                const frontmatter = ['title: "AGB"', 'slug: "/agb"'].join(newline);
                const text = `${bom}---${newline}${afterOpen}${frontmatter}${newline}---${afterClose}${newline}${below}${rule}## § 1 Geltung${newline}${newline}Text.${end}`;
                combinations.push(text);
              }
  const differing: string[] = [];
  for (const text of combinations) {
    const split = splitFrontmatter(text);
    if (!split.ok) differing.push(`${JSON.stringify(text)}: refused, ${split.message}`);
    else if (split.body !== (await transformerBody(text))) differing.push(JSON.stringify(text));
  }
  expect(combinations).toHaveLength(2 * 2 * 3 * 4 * 3 * 4 * 2);
  expect(differing).toEqual([]);
});
